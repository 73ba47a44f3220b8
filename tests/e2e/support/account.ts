/** Helpers of the account specs: member set-up through the API and image files for uploads. */
import { drawPng } from '../../../server/png.ts';
import type { Page } from '@playwright/test';
import { readMailbox, type StoredSession } from './members.ts';
import { waitOutCooldown } from './money.ts';
import * as text from '../../../src/lib/text.ts';

export async function api(
  baseURL: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(new URL(`/api/${path}`, baseURL), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Switches a member (registered with MPIN 1234) to MPIN as the second step, for changes without e-mailed
 * codes. The switch takes the current factor, an e-mailed code: one is sent once the sign-in code's
 * 60-second cool-down is over (moved back by the development mailbox).
 */
export async function useMpin<T extends StoredSession>(baseURL: string, member: T): Promise<T> {
  await waitOutCooldown(baseURL, member.username);
  const sent = await fetch(new URL('/api/resendotp', baseURL), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: member.username, from: 'resend' }),
  });
  const body = (await sent.json()) as { status?: boolean; message?: string };
  if (body.status !== true) throw new Error(`could not send a code: ${JSON.stringify(body)}`);
  const otp = await readMailbox(baseURL, member.username, 'otp');
  const answer = await api(baseURL, 'authentication', member.token, { type: 'mpin', otp });
  if (answer.status !== true) throw new Error(`could not switch to MPIN: ${JSON.stringify(answer)}`);
  return { ...member, auth_type: 'mpin' };
}

/** A PNG file of `width` × `height`; `noise` makes it incompressible (a camera-sized file from a small picture). */
export function png(width: number, height: number, noise = false): Buffer {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  const paint = noise
    ? (): [number, number, number] => [next(), next(), next()]
    : (): [number, number, number] => [200, 60, 60];
  return Buffer.from(drawPng(width, height, paint, noise ? 0 : undefined));
}

/** Uploads one KYC document through the API (to bring a member to a later step). */
export async function uploadKyc(
  baseURL: string,
  token: string,
  type: 'identity' | 'address' | 'photo',
  name = 'passport',
  number = 'X123',
): Promise<void> {
  const form = new FormData();
  form.append('document_type', type);
  form.append('document_name', type === 'photo' ? 'photo' : name);
  if (type !== 'photo') form.append('document_number', number);
  form.append('front', new Blob([new Uint8Array(png(40, 30))], { type: 'image/png' }), 'front.png');
  if (type !== 'photo') form.append('back', new Blob([new Uint8Array(png(40, 30))], { type: 'image/png' }), 'back.png');
  const response = await fetch(new URL('/api/kyc-doc-upload', baseURL), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    body: form,
  });
  const answer = (await response.json()) as { status: unknown };
  if (answer.status !== true) throw new Error(`KYC upload failed: ${JSON.stringify(answer)}`);
}

/**
 * The dashboard's task widgets remind a free member to upgrade in a modal; tests about other parts of
 * the page close it ("Later") whenever it shows up.
 */
export async function closeUpgradeReminder(page: Page): Promise<void> {
  const reminder = page.getByRole('dialog', { name: text.dashboard.upgradeTitle });
  await page.addLocatorHandler(reminder, async () => {
    await reminder.getByRole('button', { name: text.dashboard.later }).click();
  });
}

/**
 * GET dashboard answers as for a member with a package: a newcomer (none) sees one pop-up a visit,
 * so tests of the pop-ups' sequence use a member who is not one.
 */
export async function withPackage(page: Page): Promise<void> {
  await page.route('**/api/dashboard', async (route) => {
    const answer = await (await route.fetch()).json();
    await route.fulfill({ json: { ...answer, data: { ...answer.data, total_subscription: 100 } } });
  });
}
