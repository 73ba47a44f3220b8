/**
 * Signs the demo members in once through the real two-step login of the reference server and keeps
 * their sessions for the tests (one login per member per run keeps the server's rate limits honest).
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { signInThroughApi } from './support/members.ts';

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = String(config.projects[0]?.use.baseURL);
  const sessions: Record<string, unknown> = {};
  for (const username of ['demo', 'mpindemo', 'authdemo'])
    sessions[username] = await signInThroughApi(baseURL, username);
  const dir = process.env.E2E_RESULTS ?? 'test-results';
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/sessions.json`, JSON.stringify(sessions));
}
