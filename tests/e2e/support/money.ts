/** Helpers of the money specs: API calls as a given member, and reading what a member sees. */
import { expect, type Page } from '@playwright/test';
import * as text from '../../../src/lib/text.ts';
import { DEMO_TOTP_SECRET } from '../../../server/seed.ts';
import { authenticatorCode } from './members.ts';

export async function apiAs(
  baseURL: string,
  token: string,
  path: string,
  json?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(new URL(`/api/${path}`, baseURL), {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Buys package `packageId` (fixed) for `username`, paid by the member of `token` (authdemo: a package
 * for another member takes the payer's code, here the demo authenticator's).
 */
export async function buyFor(baseURL: string, token: string, username: string, packageId = 1): Promise<void> {
  const packages = (await apiAs(baseURL, token, 'packages')) as {
    data: { data: { id: number; type: string; price: number }[] };
  };
  const pack = packages.data.data.find((entry) => entry.id === packageId)!;
  const answer = await apiAs(baseURL, token, 'subscription/store', {
    package_id: pack.id,
    subscription_type: pack.type,
    investment_amount: String(pack.price),
    username,
    authenticator: await authenticatorCode(DEMO_TOTP_SECRET),
  });
  expect(answer.status, JSON.stringify(answer)).toBe(true);
}

/** A summary card's value (group title, item title) as shown. */
export async function summaryValue(page: Page, group: string, item: string): Promise<string> {
  const card = page
    .getByRole('region', { name: text.ledgers.summaryLabel })
    .locator('div.rounded-lg')
    .filter({ has: page.getByRole('heading', { name: group }) });
  const value = card.locator(`dt:text-is("${item}") + dd`);
  await expect(value).toBeVisible();
  return (await value.textContent()) ?? '';
}

export const dollars = (shown: string) => Number(shown.replace(/[$,]/g, ''));

/** The newest code the development mailbox holds for `username` and when it was sent. */
export async function lastCode(
  baseURL: string,
  username: string,
): Promise<{ code: string; created_at: number } | undefined> {
  const response = await fetch(new URL(`/api/dev/mailbox?username=${encodeURIComponent(username)}`, baseURL));
  const body = (await response.json()) as { data: { code: string; purpose: string; created_at: number }[] };
  return body.data.find((entry) => entry.purpose === 'otp');
}

/**
 * The server sends one code a minute: the development mailbox moves the member's codes a minute back,
 * as if the cool-down had run out.
 */
export async function waitOutCooldown(baseURL: string, username: string): Promise<void> {
  const response = await fetch(new URL(`/api/dev/mailbox/age?username=${encodeURIComponent(username)}`, baseURL), {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`could not age the codes of ${username}: HTTP ${response.status}`);
}
