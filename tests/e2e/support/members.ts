/** Shared e2e helpers: real sign-in against the reference server, and opening pages as a member. */
import { existsSync, mkdirSync, readFileSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import * as text from '../../../src/lib/text.ts';
import { totp } from '../../../server/auth.ts';
import { DEMO_MPIN, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../../server/seed.ts';

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
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

/** The newest code the development mailbox holds for `username` (optionally for one purpose). */
export async function readMailbox(baseURL: string, username: string, purpose?: string): Promise<string> {
  const response = await fetch(new URL(`/api/dev/mailbox?username=${encodeURIComponent(username)}`, baseURL));
  const body = (await response.json()) as { data: { code: string; purpose: string }[] };
  // Security notices sit in the mailbox too, without a code.
  const item = body.data.find((entry) => entry.code && (!purpose || entry.purpose === purpose));
  if (!item) throw new Error(`no code for ${username}`);
  return item.code;
}

const STEP_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An authenticator code the server has not accepted yet. The server takes the code of the current
 * 30 s step or the next (clock drift) and refuses a step at or before the last one it accepted for
 * the member, as a real authenticator check must. Tests in parallel workers share the demo members,
 * so each use takes the next unused step, recorded for the run in its results folder under a lock;
 * when both are spent it waits for the next step, as a person waits for their app's next code.
 */
export async function authenticatorCode(secret: string): Promise<string> {
  const dir = process.env.E2E_RESULTS ?? 'test-results';
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `totp-${secret.slice(0, 12)}.txt`);
  const lock = `${file}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 5_000) rmdirSync(lock);
      await sleep(20);
    }
  }
  let step: number;
  try {
    const last = existsSync(file) ? Number(readFileSync(file, 'utf8')) : -Infinity;
    step = Math.max(Math.floor(Date.now() / STEP_MS), last + 1);
    writeFileSync(file, String(step));
  } finally {
    rmdirSync(lock);
  }
  // A step more than one ahead of now is not accepted yet: wait until it is.
  const wait = (step - 1) * STEP_MS - Date.now() + 500;
  if (wait > 0) {
    try {
      test.info().setTimeout(test.info().timeout + wait);
    } catch {
      // Outside a test (global setup): no timeout to extend.
    }
    await sleep(wait);
  }
  return totp(secret, step * STEP_MS);
}

/** The two-step login over HTTP, as the portal does it, for members of any auth type. */
export async function signInThroughApi(
  baseURL: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<StoredSession> {
  const pre = await post(baseURL, 'pre-login', { username, password });
  if (pre.status !== true) throw new Error(`pre-login failed for ${username}: ${JSON.stringify(pre)}`);
  const authType = String(pre.auth_type);
  let credential: string;
  if (authType === 'mpin') credential = DEMO_MPIN;
  else if (authType === 'authenticator') credential = await authenticatorCode(DEMO_TOTP_SECRET);
  else {
    await post(baseURL, 'resendotp', { username, from: '' });
    credential = await readMailbox(baseURL, username, 'otp');
  }
  const answer = await post(baseURL, 'login', { username, password, [authType]: credential }, String(pre.token));
  if (answer.status !== true) throw new Error(`login failed for ${username}: ${JSON.stringify(answer)}`);
  return { username, token: String(answer.token), auth_type: authType, email: String(answer.email ?? ''), status: '1' };
}

let created = 0;
const openSlots: { parent: string; position: 'L' | 'R' }[] = [];

/**
 * Registers, verifies and signs in a brand-new member (auth type otp), for tests that change data.
 * Each test process grows its own branch: the first member takes the free right slot of
 * trial{n} (n from the worker index), later ones sit under members this process created.
 */
export async function newMember(baseURL: string, workerIndex: number): Promise<StoredSession & { password: string }> {
  if (created === 0 && openSlots.length === 0) {
    // Start at this worker's trial member; the others are fallbacks (a restarted worker finds its slot taken).
    for (let k = 0; k < 8; k += 1) openSlots.push({ parent: `trial${((workerIndex + k) % 8) + 1}`, position: 'R' });
  }
  const password = 'Secret@123';
  for (;;) {
    const slot = openSlots.shift();
    if (!slot) throw new Error('no open slot left');
    created += 1;
    const username = `w${workerIndex}m${created}x${Date.now().toString(36).slice(-4)}`;
    const answer = await post(baseURL, 'register', {
      name: 'Test Member',
      username,
      email: `${username}@example.test`,
      phone: '+15551234567',
      country: 1,
      password,
      spassword: '1234',
      sponsor: 'outsider',
      parent: slot.parent,
      position: slot.position,
    });
    if (answer.status !== true) {
      if (/taken/i.test(JSON.stringify(answer))) continue;
      throw new Error(`register failed: ${JSON.stringify(answer)}`);
    }
    openSlots.unshift({ parent: username, position: 'L' }, { parent: username, position: 'R' });
    const code = await readMailbox(baseURL, username, 'verify');
    const verified = await post(baseURL, 'verify-email', { username, otp: code });
    if (verified.status !== true) throw new Error(`verify failed: ${JSON.stringify(verified)}`);
    return { ...(await signInThroughApi(baseURL, username, password)), password };
  }
}

/** A session signed in by the global setup. */
export function sessionOf(username: 'demo' | 'mpindemo' | 'authdemo'): StoredSession {
  const sessions = JSON.parse(
    readFileSync(`${process.env.E2E_RESULTS ?? 'test-results'}/sessions.json`, 'utf8'),
  ) as Record<string, StoredSession>;
  const session = sessions[username];
  if (!session) throw new Error(`no stored session for ${username}`);
  return session;
}

/** Puts a session into sessionStorage before any page script runs (once per page, so a logout sticks). */
export async function useSession(page: Page, session: StoredSession): Promise<void> {
  await page.addInitScript(
    (values) => {
      if (sessionStorage.getItem('__e2e_seeded')) return;
      sessionStorage.setItem('__e2e_seeded', '1');
      for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
    },
    session as unknown as Record<string, string>,
  );
}

/** Opens `path` signed in as a demo member. */
export async function openAs(page: Page, username: 'demo' | 'mpindemo' | 'authdemo', path: string): Promise<void> {
  await useSession(page, sessionOf(username));
  await page.goto(path);
}

/**
 * Opens `path` signed in as a demo member, under the service worker's control (it takes a page from
 * the page's second load on; the test must allow workers).
 */
export async function openControlled(
  page: Page,
  username: 'demo' | 'mpindemo' | 'authdemo',
  path: string,
): Promise<void> {
  await openAs(page, username, path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
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

/**
 * The Toaster hydrates when the browser is idle (at the latest after 1 s) and mounts its list once
 * hydrated. A test that pauses the page's clock lets page time pass until the list is in, so a toast
 * raised later has somewhere to show.
 */
export async function toasterReady(page: Page): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(page.getByRole('region', { name: text.ui.notifications })).toBeAttached({ timeout: 500 });
  }).toPass();
}

/**
 * How many requests a member page's first GET makes when the network fails them: the head asks first
 * (lib/api/early.ts) and the island asks once more. A test of a first load that fails on the network
 * fails this many.
 */
export const FIRST_LOAD_TRIES = 2;

/**
 * Stops the page's clock (its timers still run) until the test moves it on with the function returned:
 * a busy machine cannot tick a countdown on between two looks at it.
 */
export async function stillClock(page: Page): Promise<(ms: number) => Promise<void>> {
  let now = Date.now();
  await page.clock.setFixedTime(now);
  return async (ms) => {
    now += ms;
    await page.clock.setFixedTime(now);
  };
}

/**
 * Holds back the requests to `url` (as page.route takes it) until the returned function is called;
 * then they go on (to a route registered before this one, or the network).
 */
export async function hold(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await gate;
    await route.fallback();
  });
  return release;
}

/** Holds back the page's scripts (its islands stay un-hydrated) until the returned function is called. */
export const holdScripts = (page: Page) => hold(page, '**/_astro/**/*.js');

/**
 * Pages visited one after another in one tab, each visit a step of its own (the report names the one
 * that failed). A new tab is a new renderer: starting it and compiling the portal's scripts again is
 * about a third of a short test's CPU. For checks that read a loaded page; what a first visit or a clean
 * tab decides (early calls, stored state) gets a tab of its own. Each visit may take `perVisit` ms.
 */
export async function walk<T>(
  items: readonly T[],
  name: (item: T) => string,
  visit: (item: T) => Promise<void>,
  perVisit = 15_000,
): Promise<void> {
  test.setTimeout(Math.max(test.info().timeout, items.length * perVisit));
  for (const item of items) await test.step(name(item), () => visit(item));
}

/** `items` in runs of at most `size`: a walk per run keeps the runs spread over the workers. */
export function runsOf<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let index = 0; index < items.length; index += size) runs.push(items.slice(index, index + size));
  return runs;
}
