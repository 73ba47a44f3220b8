/** The conversation of a ticket: replies with pictures, failed sends, and new replies arriving while it is open. */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { openAs, type StoredSession } from './support/members.ts';
import { asNewMember, setVisibility, smallPng } from './support/tasks.ts';

const conversation = (page: Page) => page.getByRole('log');
const messages = (page: Page) => conversation(page).getByRole('article');

/** A ticket of the member's own, raised over the API. */
async function raiseViaApi(page: Page, member: StoredSession, message: string): Promise<void> {
  const answer = await page.request.post('/api/raise-ticket', {
    headers: { Authorization: `Bearer ${member.token}` },
    multipart: { subject_id: '2', message },
  });
  expect(((await answer.json()) as { status: unknown }).status).toBe(true);
}

async function openOwnTicket(page: Page, member: StoredSession, message: string) {
  await raiseViaApi(page, member, message);
  await page.goto('/user/chat');
  await page
    .getByRole('region', { name: text.support.list })
    .getByRole('button', { name: /^Withdrawal/ })
    .click();
  await expect(messages(page).first()).toContainText(message);
}

test('a reply with a picture is sent with progress and appears in the conversation', async ({ page }, testInfo) => {
  const member = await asNewMember(page, testInfo);
  await openOwnTicket(page, member, 'Where is my payout?');
  await page.route('**/api/reply', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fallback();
  });
  await page.getByLabel(text.support.message).fill('Here is the receipt.');
  await page.getByLabel(text.support.attach).setInputFiles(smallPng());
  await expect(page.getByRole('button', { name: text.support.removeImage('proof.png') })).toBeVisible();
  await page.getByRole('button', { name: text.support.send }).click();
  await expect(page.getByRole('progressbar', { name: /^Sending \d+%$/ })).toBeVisible();
  await expect(page.getByText('Reply sent successfully.')).toBeVisible();
  const last = messages(page).filter({ hasText: 'Here is the receipt.' });
  await expect(last).toHaveAttribute('data-from', 'member');
  await expect(last.getByRole('img', { name: text.support.attachment(1) })).toBeVisible();
  await expect(page.getByLabel(text.support.message)).toHaveValue('');
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
});

test('an empty message is not sent', async ({ page }) => {
  let sent = 0;
  await page.route('**/api/reply', (route) => {
    sent += 1;
    return route.abort();
  });
  await openAs(page, 'demo', '/user/chat');
  await page
    .getByRole('region', { name: text.support.list })
    .getByRole('button', { name: /^Withdrawal/ })
    .click();
  await page.getByRole('button', { name: text.support.send }).click();
  await expect(page.getByRole('alert').filter({ hasText: text.common.required })).toBeVisible();
  await expect(page.getByLabel(text.support.message)).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(0);
});

test('a failed send keeps the message and the pictures; Send again delivers it once', async ({ page }, testInfo) => {
  const member = await asNewMember(page, testInfo);
  await openOwnTicket(page, member, 'First message');
  const keys: string[] = [];
  await page.route('**/api/reply', (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    return keys.length === 1 ? route.abort('failed') : route.fallback();
  });
  await page.getByLabel(text.support.message).fill('Do not lose me');
  await page.getByLabel(text.support.attach).setInputFiles(smallPng());
  await page.getByRole('button', { name: text.support.send }).click();
  await expect(page.getByRole('alert').filter({ hasText: text.support.sendFailed })).toBeVisible();
  await expect(page.getByLabel(text.support.message)).toHaveValue('Do not lose me');
  await expect(page.getByRole('button', { name: text.support.removeImage('proof.png') })).toBeVisible();

  await page.getByRole('button', { name: text.support.send }).click();
  await expect(messages(page).filter({ hasText: 'Do not lose me' })).toHaveCount(1);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

test("a refused reply shows the server's message and keeps the text", async ({ page }) => {
  await page.route('**/api/reply', (route) =>
    route.fulfill({ json: { status: false, msg: 'This ticket is closed. Reopen it to write again.' } }),
  );
  await openAs(page, 'demo', '/user/chat');
  await page
    .getByRole('region', { name: text.support.list })
    .getByRole('button', { name: /^Withdrawal/ })
    .click();
  await page.getByLabel(text.support.message).fill('Hello?');
  await page.getByRole('button', { name: text.support.send }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This ticket is closed. Reopen it to write again.' }).first(),
  ).toBeVisible();
  await expect(page.getByLabel(text.support.message)).toHaveValue('Hello?');
});

test("support's answer appears without a reload while the ticket is open", async ({ page }, testInfo) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  const member = await asNewMember(page, testInfo);
  await openOwnTicket(page, member, 'Anyone there?');
  await expect(messages(page)).toHaveCount(1);
  // Support answers a few seconds after the message (real time on the server); each poll is 10 s of page time.
  await expect(async () => {
    await page.clock.runFor(10_000);
    await expect(messages(page)).toHaveCount(2, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(messages(page).nth(1)).toHaveAttribute('data-from', 'support');
  await expect(
    page.getByRole('region', { name: text.support.list }).getByText(text.support.status[1]!, { exact: true }),
  ).toBeVisible();
});

test('looking for replies stops while the tab is hidden and resumes when it is back', async ({ page }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await openAs(page, 'demo', '/user/chat');
  await page
    .getByRole('region', { name: text.support.list })
    .getByRole('button', { name: /^Withdrawal/ })
    .click();
  await expect(messages(page)).toHaveCount(4);
  const looks: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/ticket\/\d+\/details$/.test(request.url())) looks.push(request.url());
  });

  await page.clock.runFor(10_000);
  await expect.poll(() => looks.length).toBe(1);

  await setVisibility(page, 'hidden');
  await page.clock.runFor(60_000);
  await page.waitForLoadState('networkidle');
  expect(looks).toHaveLength(1);

  await setVisibility(page, 'visible');
  await expect.poll(() => looks.length).toBe(2);
  await page.clock.runFor(10_000);
  await expect.poll(() => looks.length).toBe(3);
});

test('a conversation that fails to load offers Try again', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/ticket/*/details', (route) => {
    calls += 1;
    return calls === 1 ? route.abort('failed') : route.fallback();
  });
  await openAs(page, 'demo', '/user/chat');
  await page
    .getByRole('region', { name: text.support.list })
    .getByRole('button', { name: /^Withdrawal/ })
    .click();
  const alert = page.getByRole('alert').filter({ hasText: text.errors.network });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: text.common.retry }).click();
  await expect(messages(page)).toHaveCount(4);
});

test("a ticket's pictures that cannot be listed are said to be missing, the text stays", async ({ page }) => {
  await page.route('**/api/message/*/image', (route) => route.fulfill({ status: 500, body: 'oops' }));
  await openAs(page, 'demo', '/user/chat');
  await page
    .getByRole('region', { name: text.support.list })
    .getByRole('button', { name: /^Withdrawal/ })
    .click();
  await expect(messages(page).nth(2)).toContainText('Here it is.');
  await expect(messages(page).nth(2).getByText(text.support.imagesFailed)).toBeVisible();
});
