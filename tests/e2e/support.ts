/** Shared e2e helpers: real sign-in against the reference server, and opening pages as a member. */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { totp } from '../../server/auth.ts';
import { DEMO_MPIN, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../server/seed.ts';

export interface StoredSession {
  username: string;
  token: string;
  auth_type: string;
  email: string;
  status: string;
}

async function post(baseURL: string, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(new URL(`/api/${path}`, baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

/** The newest code the development mailbox holds for `username` (optionally for one purpose). */
export async function readMailbox(baseURL: string, username: string, purpose?: string): Promise<string> {
  const response = await fetch(new URL(`/api/dev/mailbox?username=${encodeURIComponent(username)}`, baseURL));
  const body = (await response.json()) as { data: { code: string; purpose: string }[] };
  const item = body.data.find((entry) => !purpose || entry.purpose === purpose);
  if (!item) throw new Error(`no code for ${username}`);
  return item.code;
}

/** The two-step login over HTTP, as the portal does it, for members of any auth type. */
export async function signInThroughApi(baseURL: string, username: string, password = DEMO_PASSWORD): Promise<StoredSession> {
  const pre = await post(baseURL, 'pre-login', { username, password });
  if (pre.status !== true) throw new Error(`pre-login failed for ${username}: ${JSON.stringify(pre)}`);
  const authType = String(pre.auth_type);
  let credential: string;
  if (authType === 'mpin') credential = DEMO_MPIN;
  else if (authType === 'authenticator') credential = totp(DEMO_TOTP_SECRET);
  else {
    await post(baseURL, 'resendotp', { username, from: '' });
    credential = await readMailbox(baseURL, username, 'otp');
  }
  const answer = await post(baseURL, 'login', { username, password, [authType]: credential }, String(pre.token));
  if (answer.status !== true) throw new Error(`login failed for ${username}: ${JSON.stringify(answer)}`);
  return { username, token: String(answer.token), auth_type: authType, email: String(answer.email ?? ''), status: '1' };
}

/** A session signed in by the global setup. */
export function sessionOf(username: 'demo' | 'mpindemo' | 'authdemo'): StoredSession {
  const sessions = JSON.parse(readFileSync(`${process.env.E2E_RESULTS ?? 'test-results'}/sessions.json`, 'utf8')) as Record<string, StoredSession>;
  const session = sessions[username];
  if (!session) throw new Error(`no stored session for ${username}`);
  return session;
}

/** Puts a session into sessionStorage before any page script runs (once per page, so a logout sticks). */
export async function useSession(page: Page, session: StoredSession): Promise<void> {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('__e2e_seeded')) return;
    sessionStorage.setItem('__e2e_seeded', '1');
    for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
  }, session as unknown as Record<string, string>);
}

/** Opens `path` signed in as a demo member. */
export async function openAs(page: Page, username: 'demo' | 'mpindemo' | 'authdemo', path: string): Promise<void> {
  await useSession(page, sessionOf(username));
  await page.goto(path);
}

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
