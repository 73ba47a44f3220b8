/** Helpers of the access specs: fresh members registered through the API, and island hydration. */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { readMailbox, sessionOf } from './support.ts';

let counter = 0;

/** A username nobody has used in this run (letters and digits, at most 30). */
export function freshName(prefix: string): string {
  counter += 1;
  const tail = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `${prefix}${tail}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 30);
}

async function api(baseURL: string, path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(new URL(`/api/${path}`, baseURL), {
    ...init,
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
  });
  return (await response.json()) as Record<string, unknown>;
}

// Fresh members are placed under `outsider` (outside the demo team, so no other spec's numbers move),
// each new one becoming a parent for the next. The list is a file of this run, shared by the workers.
export const FRESH_SPONSOR = 'outsider';

function parentsFile(): string {
  const run = sessionOf('demo').token.replace(/[^A-Za-z0-9]/g, '').slice(0, 12);
  return `${process.env.E2E_RESULTS ?? 'test-results'}/access-parents-${run}.txt`;
}

function knownParents(): string[] {
  const file = parentsFile();
  const names = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  return [FRESH_SPONSOR, ...names];
}

/** A free binary slot under the fresh members' sponsor, found through the placement check. */
export async function freeSlot(baseURL: string): Promise<{ sponsor: string; parent: string; position: 'L' | 'R' }> {
  for (const parent of knownParents().reverse()) {
    for (const position of ['L', 'R'] as const) {
      const answer = await api(baseURL, `check-${FRESH_SPONSOR}-${parent}-${position}-placement`);
      if (answer.status === true) return { sponsor: FRESH_SPONSOR, parent, position };
    }
  }
  throw new Error('no free slot under the fresh members');
}

export const FRESH_PASSWORD = 'Fresh@1234';

/** Registers a member through the API (and verifies the e-mail unless told not to). */
export async function registerMember(baseURL: string, prefix: string, options: { verified?: boolean } = {}): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const username = freshName(prefix);
    const slot = await freeSlot(baseURL);
    const answer = await api(baseURL, 'register', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Fresh Member',
        username,
        email: `${username}@example.test`,
        phone: '+15551234567',
        country: 2,
        password: FRESH_PASSWORD,
        ...slot,
      }),
    });
    if (answer.status !== true) continue; // another worker took the slot first
    appendFileSync(parentsFile(), `${username}\n`);
    if (options.verified !== false) {
      const otp = await readMailbox(baseURL, username, 'verify');
      const verified = await api(baseURL, 'verify-email', { method: 'POST', body: JSON.stringify({ username, otp }) });
      if (verified.status !== true) throw new Error(`verify-email failed: ${JSON.stringify(verified)}`);
    }
    return username;
  }
  throw new Error('could not register a fresh member');
}

/** Waits until the island whose component file starts with `name` has hydrated. */
export async function hydrated(page: Page, name: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="/${name}."]`)).not.toHaveAttribute('ssr');
}
