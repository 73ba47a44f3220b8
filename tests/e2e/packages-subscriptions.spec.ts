/** Subscription History: fees card, the list's columns and labels, and the cancel request. */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { newMember, openAs, sessionOf, stillClock, useSession, watchErrors } from './support/members.ts';
import { buyFor, lastCode, waitOutCooldown } from './support/money.ts';

const t = text.subscriptions;
const col = t.columns;

function list(page: Page) {
  return page.getByRole('region', { name: t.tableLabel }).getByRole('table');
}

async function column(page: Page, header: string): Promise<string[]> {
  await expect(list(page).locator('tbody tr').first()).toBeVisible();
  const headers = (await list(page).getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const index = headers.indexOf(header);
  return (
    await list(page)
      .locator(`tbody tr td:nth-child(${index + 1})`)
      .allTextContents()
  ).map((cell) => cell.trim());
}

test('shows the cancellation fees and the history with its columns, status labels, $ prices and DD/MM/YYYY dates', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openAs(page, 'demo', '/user/subscriptionHistory');
  const fees = page.getByRole('heading', { name: t.cancelHeading('Flexi') });
  await expect(fees).toBeVisible();
  await expect(page.getByText(/^Within 30 days of activation/)).toBeVisible();
  await expect(list(page).locator('tbody tr').first()).toBeVisible();
  expect((await list(page).getByRole('columnheader').allTextContents()).map((h) => h.trim())).toEqual([
    col.username,
    col.doneBy,
    col.package,
    col.price,
    col.amountPaid,
    col.maxPti,
    col.activationDate,
    col.status,
    col.action,
  ]);
  const statuses = new Set<string>();
  const doneBy = new Set<string>();
  for (const pageNumber of [1, 2]) {
    if (pageNumber === 2) {
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
      await expect(
        page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }),
      ).toHaveAttribute('aria-current', 'page');
    }
    (await column(page, col.status)).forEach((status) => statuses.add(status));
    (await column(page, col.doneBy)).forEach((name) => doneBy.add(name));
    for (const price of [
      ...(await column(page, col.price)),
      ...(await column(page, col.amountPaid)),
      ...(await column(page, col.maxPti)),
    ])
      expect(price).toMatch(/^\$[\d,]+\.\d{2}$/);
    for (const date of await column(page, col.activationDate)) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  }
  expect([...statuses].sort()).toEqual(['Active', 'Cancellation Requested', 'Cancelled', 'Expired', 'Inactive']);
  // The subscription admin, when present, is shown instead of the member who did it.
  expect(doneBy).toContain('admin');
  await expect(list(page).getByText('Cancelled', { exact: true })).toHaveClass(/bg-destructive/);
  await expect(list(page).getByText('Cancellation Requested', { exact: true }).first()).toHaveClass(/bg-warning/);
  expect(errors).toEqual([]);
});

test("reads Max PTI as the package card does: 'Unlimited' above 1,000,000", async ({ page }) => {
  // The Infinity package's card reads Unlimited; a subscription to it carries the same roi_percentage.
  await openAs(page, 'demo', '/user/packageList');
  const infinity = page
    .getByRole('list', { name: text.packages.listLabel })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Infinity/ }) });
  await expect(infinity.getByRole('definition').nth(0)).toHaveText(text.common.unlimited);
  const packages = (await (
    await page.request.get('/api/packages', { headers: { Authorization: `Bearer ${sessionOf('demo').token}` } })
  ).json()) as {
    data: { data: { name: string; roi_percentage: number }[] };
  };
  const roi = packages.data.data.find((entry) => entry.name === 'Infinity')!.roi_percentage;
  expect(roi).toBeGreaterThan(1_000_000);
  await page.route('**/api/subscriptions*', async (route) => {
    const answer = await (await route.fetch()).json();
    Object.assign(answer.data.data[0], { package: 'Infinity', price: 1000, amount_paid: 1000, roi_percentage: roi });
    await route.fulfill({ json: answer });
  });
  await page.goto('/user/subscriptionHistory');
  const row = list(page).locator('tbody tr').filter({ hasText: 'Infinity' });
  await expect(row).toHaveCount(1);
  const ptis = await column(page, col.maxPti);
  expect(ptis[0]).toBe(text.common.unlimited);
  for (const other of ptis.slice(1)) expect(other).toMatch(/^\$[\d,]+\.\d{2}$/);
});

test('cancelling needs the reason and the MPIN, refuses a wrong MPIN, then shows Cancellation Requested', async ({
  page,
  baseURL,
}) => {
  // Paid by another member, so the MPIN member's wallet (watched by the purchase spec) stays as it is.
  await buyFor(baseURL!, sessionOf('authdemo').token, 'mpindemo', 3);
  await openAs(page, 'mpindemo', '/user/subscriptionHistory');
  const row = list(page).locator('tbody tr').filter({ hasText: 'Gold' }).filter({ hasText: 'Active' });
  await row.getByRole('button', { name: t.cancelNamed('Gold') }).click();
  const dialog = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: text.secondFactor.requestOtp })).toHaveCount(0);

  const posts: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/subscription\/\d+\/cancel$/.test(request.url())) posts.push(request.postData() ?? '');
  });
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(dialog.getByText(text.common.required)).toHaveCount(2);
  expect(posts).toEqual([]);

  await dialog.getByLabel(t.reason).fill('Changing my plan');
  const code = dialog.getByRole('group', { name: text.secondFactor.label.mpin }).getByRole('textbox');
  await code.first().pressSequentially('12ab');
  await expect(code.nth(1)).toHaveValue('2');
  await expect(code.nth(2)).toHaveValue('');
  // The code's last digit sends it (a press of Submit as well would send a second wrong MPIN).
  await code.first().fill('0000');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid MPIN.' })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(t.reason)).toHaveValue('Changing my plan');

  await code.first().fill('1234');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Cancellation request submitted successfully.')).toBeVisible();
  // Each code sent once.
  expect(posts.map((body) => JSON.parse(body) as unknown)).toEqual([
    { reason: 'Changing my plan', mpin: '0000' },
    { reason: 'Changing my plan', mpin: '1234' },
  ]);
  const updated = list(page).locator('tbody tr').filter({ hasText: 'Gold' }).first();
  await expect(updated.getByText('Cancellation Requested')).toBeVisible();
  await expect(updated.getByRole('button', { name: t.cancelNamed('Gold') })).toHaveCount(0);
});

test('an OTP member asks for a code, waits out the 60 s, and cancels with it', async ({ page, baseURL }, testInfo) => {
  const member = await newMember(baseURL!, testInfo.workerIndex);
  // Bought for the new member by another member (a fresh wallet is empty).
  await buyFor(baseURL!, sessionOf('authdemo').token, member.username, 1);
  await waitOutCooldown(baseURL!, member.username);
  const moveClock = await stillClock(page);
  await useSession(page, member);
  await page.goto('/user/subscriptionHistory');
  const row = list(page).locator('tbody tr').filter({ hasText: member.username });
  await expect(row.getByText('authdemo')).toBeVisible();
  await row.getByRole('button', { name: t.cancelNamed('Starter') }).click();
  const dialog = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
  await dialog.getByRole('button', { name: text.secondFactor.requestOtp }).click();
  await expect(dialog.getByText(text.secondFactor.resendAfter(60))).toBeVisible();
  await moveClock(1000);
  await expect(dialog.getByText(text.secondFactor.resendAfter(59))).toBeVisible();
  await expect(dialog.getByRole('button', { name: text.secondFactor.requestOtp })).toHaveCount(0);
  await moveClock(60_000);
  await expect(dialog.getByRole('button', { name: text.secondFactor.requestOtp })).toBeVisible();

  const sent = await lastCode(baseURL!, member.username);
  await dialog.getByLabel(t.reason).fill('Not for me');
  // The whole code in the boxes sends it.
  await dialog.getByRole('group', { name: text.secondFactor.label.otp }).getByRole('textbox').first().fill(sent!.code);
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('Cancellation Requested')).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  test('the history scrolls inside its card', async ({ page }) => {
    await openAs(page, 'demo', '/user/subscriptionHistory');
    await expect(list(page).locator('tbody tr').first()).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test('the cancel code is entered like the withdraw code: one box per digit, and a short code is not sent', async ({
  page,
}) => {
  await openAs(page, 'demo', '/user/subscriptionHistory');
  await page.getByRole('button', { name: t.cancelNamed('Flexi') }).click();
  const dialog = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/subscription\/\d+\/cancel$/.test(request.url())) posts.push(request.url());
  });
  // demo confirms with an e-mailed OTP: four digits.
  const boxes = dialog.getByRole('group', { name: text.secondFactor.label.otp }).getByRole('textbox');
  await expect(boxes).toHaveCount(4);
  await dialog.getByLabel(t.reason).fill('Moving on');
  await boxes.first().fill('123');
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(dialog.getByText(text.common.required)).toBeVisible();
  await expect(dialog.getByLabel(t.reason)).toHaveValue('Moving on');
  await expect(boxes.nth(2)).toHaveValue('3');
  expect(posts).toEqual([]);
});
