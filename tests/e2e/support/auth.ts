/** Helpers of the access specs: fresh members registered through the API, and island hydration. */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { readMailbox, sessionOf } from './members.ts';
import * as text from '../../../src/lib/text.ts';

let counter = 0;

/** A username nobody has used in this run (letters and digits, at most 30). */
export function freshName(prefix: string): string {
  counter += 1;
  const tail = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `${prefix}${tail}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 30);
}

export async function api(baseURL: string, path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
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
  const run = sessionOf('demo')
    .token.replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 12);
  return `${process.env.E2E_RESULTS ?? 'test-results'}/access-parents-${run}.txt`;
}

function knownParents(): string[] {
  const file = parentsFile();
  const names = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  return [FRESH_SPONSOR, ...names];
}

type Slot = { sponsor: string; parent: string; position: 'L' | 'R' };

/** Up to `want` free binary slots under the published fresh members, newest first, found through the placement check. */
async function freeSlots(baseURL: string, want: number): Promise<Slot[]> {
  const found: Slot[] = [];
  for (const parent of knownParents().reverse()) {
    for (const position of ['L', 'R'] as const) {
      const answer = await api(baseURL, `check-${FRESH_SPONSOR}-${parent}-${position}-placement`);
      if (answer.status === true) found.push({ sponsor: FRESH_SPONSOR, parent, position });
      if (found.length >= want) return found;
    }
  }
  return found;
}

export const FRESH_PASSWORD = 'Fresh@1234';

/** Fills everything a newcomer types on the register form; sponsor, side and parent come from the link. */
export async function fillNewcomer(page: Page, username: string): Promise<void> {
  const a = text.auth;
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await field(a.name).fill('Linked Member');
  await field(a.username).fill(username);
  await field(a.email).fill(`${username}@example.test`);
  await page.getByLabel(a.country).selectOption({ label: 'India (+91)' });
  await field(a.phone).press('End');
  await field(a.phone).pressSequentially('9876543210');
  await page.getByRole('textbox', { name: a.password, exact: true }).fill(FRESH_PASSWORD);
}

let lastRefusal = '';

async function register(baseURL: string, username: string, slot: Slot): Promise<boolean> {
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
  if (answer.status !== true) lastRefusal = JSON.stringify({ username, slot, answer });
  return answer.status === true;
}

/**
 * Registers a member through the API (and verifies the e-mail unless told not to). A member that is
 * not published is not offered to other tests as a parent: its two slots are the caller's. The last
 * free published slot always goes to a new published member, so there is always another one.
 */
export async function registerMember(
  baseURL: string,
  prefix: string,
  options: { verified?: boolean; publish?: boolean } = {},
): Promise<string> {
  const publish = options.publish !== false;
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const slots = await freeSlots(baseURL, 2);
    if (!slots.length) {
      // For a moment there may be none: another worker took the last ones and is publishing the member
      // that brings two more.
      lastRefusal = `no free slot among ${knownParents().join(', ')}`;
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    const hub = !publish && slots.length < 2;
    const username = freshName(hub ? 'hub' : prefix);
    if (!(await register(baseURL, username, slots[0]!))) continue; // another worker took the slot first
    if (hub || publish) appendFileSync(parentsFile(), `${username}\n`);
    if (hub) continue;
    if (options.verified !== false) {
      const otp = await readMailbox(baseURL, username, 'verify');
      const verified = await api(baseURL, 'verify-email', { method: 'POST', body: JSON.stringify({ username, otp }) });
      if (verified.status !== true) throw new Error(`verify-email failed: ${JSON.stringify(verified)}`);
    }
    return username;
  }
  throw new Error(`could not register a fresh member: ${lastRefusal}`);
}

/** Registers a member into `position` under `parent` (sponsor FRESH_SPONSOR), to take that place. */
export async function fillSlot(baseURL: string, parent: string, position: 'L' | 'R'): Promise<string> {
  const username = freshName('filler');
  if (!(await register(baseURL, username, { sponsor: FRESH_SPONSOR, parent, position })))
    throw new Error(`could not fill the slot: ${lastRefusal}`);
  return username;
}

/** Waits until the island whose component file starts with `name` has hydrated. */
export async function hydrated(page: Page, name: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="/${name}."]`)).not.toHaveAttribute('ssr');
}
