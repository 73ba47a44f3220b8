/**
 * Manual Withdraw against the real server: limits, account details, the amount rules, the
 * verification modal per auth type, one request per click, and the Pending record it creates.
 */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { DEMO_TOTP_SECRET } from '../../server/seed.ts';
import { authenticatorCode, newMember, openAs, stillClock, useSession, watchErrors } from './support/members.ts';
import { apiAs, dollars, summaryValue, waitOutCooldown } from './support/money.ts';
import { dateTimeYMD } from '../../src/lib/format/format.ts';

const t = text.withdrawals;

function amountField(page: Page) {
  return page.getByLabel(t.amount);
}

async function openModal(page: Page, amount: string) {
  await amountField(page).fill(amount);
  await page.getByRole('button', { name: t.next }).click();
  const dialog = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
  await expect(dialog).toBeVisible();
  return dialog;
}

function boxes(page: Page, label: string) {
  return page
    .getByRole('dialog', { name: text.secondFactor.verifyAccount })
    .getByRole('group', { name: label })
    .getByRole('textbox');
}

test('shows the server limits for paid and free users, the bank account and the wallet summary', async ({ page }) => {
  const errors = watchErrors(page);
  await openAs(page, 'mpindemo', '/user/manualWithdraw');
  await expect(page.getByRole('heading', { name: t.note })).toBeVisible();
  await expect(page.getByText(t.notePaid('$10.00'))).toBeVisible();
  await expect(page.getByText(t.noteFree('$50.00'))).toBeVisible();
  // The minimum is what the wallet must reach to withdraw, as the server applies it: nothing is kept back.
  await expect(
    page.getByText('Paid users may withdraw once the wallet reaches $10.00.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/\bkeep\b/i)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: t.accountDetails })).toBeVisible();
  await expect(page.getByText('HDFC Bank')).toBeVisible();
  await expect(page.getByText('50100234567890')).toBeVisible();
  await expect(page.getByText('Mpin Demo')).toBeVisible();
  await expect(page.getByText('HDFC0001234')).toBeVisible();
  expect(await summaryValue(page, 'Wallet', 'Pay Out Wallet')).toMatch(/^\$[\d,]+\.\d{2}$/);
  await expect(page.getByRole('heading', { name: 'Withdrawals' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('shows a crypto account as network and address', async ({ page }) => {
  await openAs(page, 'authdemo', '/user/manualWithdraw');
  await expect(page.getByText('USDT BEP20')).toBeVisible();
  await expect(page.getByText('0x71c7656ec7ab88b098defb751b7401b5f6d8976f')).toBeVisible();
});

test('a member without account details is sent to the profile setting', async ({ page, baseURL }, testInfo) => {
  await useSession(page, await newMember(baseURL!, testInfo.workerIndex));
  await page.goto('/user/manualWithdraw');
  const link = page.getByRole('link', { name: t.setAccount });
  await expect(link).toHaveAttribute('href', '/user/profile?tab=withdraw');
});

test('after the member changes the MPIN in the profile, shows the hold and its end before an amount can be typed', async ({
  page,
  baseURL,
}, testInfo) => {
  const member = await newMember(baseURL!, testInfo.workerIndex);
  await useSession(page, member);
  await page.goto('/user/manualWithdraw');
  await expect(page.getByText(t.notePaid('$10.00'))).toBeVisible();
  await expect(amountField(page)).toBeEnabled();
  await expect(page.getByText(t.holdTitle)).toHaveCount(0);

  // A security change the member makes without an e-mailed code (the sign-in's code is in its cool-down).
  await page.goto('/user/profile?tab=mpin');
  const tab = page.getByRole('tabpanel');
  await tab.getByLabel(text.profile.mpin.old).fill('1234');
  await tab.getByLabel(text.profile.mpin.new).fill('5678');
  await tab.getByLabel(text.profile.mpin.confirm).fill('5678');
  await tab.getByRole('button', { name: text.profile.mpin.submit }).click();
  await expect(page.getByText('MPIN changed successfully.')).toBeVisible();

  const started = Date.now();
  await page.goto('/user/manualWithdraw');
  const notice = page.getByRole('status').filter({ hasText: t.holdTitle });
  await expect(notice).toBeVisible();
  const until = String(
    ((await apiAs(baseURL!, member.token, 'withdraw')) as { data: { withdraw_hold_until: string } }).data
      .withdraw_hold_until,
  );
  // A day from the change (the server's default hold).
  expect(Math.abs(Date.parse(until) - (started + 24 * 3_600_000))).toBeLessThan(60_000);
  await expect(notice).toContainText(t.holdUntil(dateTimeYMD(until)));
  await expect(notice).toContainText(t.holdNotYou);
  await expect(amountField(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: t.next })).toBeDisabled();
  await expect(page.getByRole('dialog', { name: text.secondFactor.verifyAccount })).toHaveCount(0);

  // The member is told by e-mail (the development mailbox here).
  const mail = (await (await fetch(new URL(`/api/dev/mailbox?username=${member.username}`, baseURL))).json()) as {
    data: { purpose: string; message?: string }[];
  };
  expect(mail.data.find((item) => item.purpose === 'notice')?.message).toMatch(
    /^Your MPIN was changed on .+ If this wasn't you, /,
  );
});

test('checks the amount before asking for the code', async ({ page }) => {
  await openAs(page, 'mpindemo', '/user/manualWithdraw');
  await expect(page.getByText(t.notePaid('$10.00'))).toBeVisible();
  const next = page.getByRole('button', { name: t.next });
  await next.click();
  await expect(page.getByText(text.common.required)).toBeVisible();
  await amountField(page).pressSequentially('1a2.5$');
  await expect(amountField(page)).toHaveValue('12.5');
  await expect(page.getByText(text.common.required)).toHaveCount(0);
  // "0.00" is no amount either: the rule of the shared schema, in its words.
  await amountField(page).fill('0.00');
  await next.click();
  await expect(page.getByText(t.invalid.amountPositive)).toBeVisible();
  await amountField(page).fill('99999999');
  await next.click();
  await expect(page.getByText(t.insufficient)).toBeVisible();
  await expect(page.getByRole('dialog', { name: text.secondFactor.verifyAccount })).toHaveCount(0);
});

test('withdraws with the MPIN: the last digit sends the code once, a wrong one keeps the modal, Withdraw meanwhile sends nothing more, and the request is Pending', async ({
  page,
}) => {
  await openAs(page, 'mpindemo', '/user/manualWithdraw');
  const before = dollars(await summaryValue(page, 'Wallet', 'Pay Out Wallet'));
  const posts: { body: string; key: string | null }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/withdraw'))
      posts.push({ body: request.postData() ?? '', key: request.headers()['idempotency-key'] ?? null });
  });
  const dialog = await openModal(page, '13.37');
  await expect(boxes(page, text.secondFactor.label.mpin)).toHaveCount(4);
  await expect(dialog.getByRole('button', { name: text.secondFactor.requestOtp })).toHaveCount(0);
  await dialog.getByRole('button', { name: t.withdraw }).click();
  await expect(dialog.getByText(text.common.required)).toBeVisible();
  expect(posts).toEqual([]);

  await boxes(page, text.secondFactor.label.mpin).first().click();
  // The last digit sends the code: no Withdraw press.
  await page.keyboard.type('9999');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid MPIN.' })).toBeVisible();
  expect(posts).toHaveLength(1);
  await expect(dialog).toBeVisible();
  await expect(boxes(page, text.secondFactor.label.mpin).first()).toHaveValue('');

  // The answer is held back so the running state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/withdraw', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await boxes(page, text.secondFactor.label.mpin).first().click();
  await page.keyboard.type('1234');
  const button = dialog.getByRole('button', { name: t.withdraw });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  // Presses while it runs send nothing more.
  await button.dblclick({ force: true });
  release();
  await expect(page).toHaveURL(/\/user\/WithdrawList$/);
  await expect(page.getByText('Withdrawal request submitted successfully.')).toBeVisible();
  expect(posts).toHaveLength(2);
  expect(JSON.parse(posts[1]!.body)).toEqual({ amount: '13.37', mpin: '1234' });
  expect(posts[1]!.key).toBeTruthy();
  expect(posts[1]!.key).not.toBe(posts[0]!.key);

  const first = page
    .getByRole('region', { name: text.withdrawalList.historyTitle })
    .locator('tbody tr')
    .filter({ hasText: '$13.37' })
    .first();
  await expect(first).toBeVisible();
  await expect(first.getByText('Pending', { exact: true })).toHaveClass(/bg-warning/);
  await expect(first).toContainText('HDFC Bank');

  await page.goto('/user/manualWithdraw');
  expect(dollars(await summaryValue(page, 'Wallet', 'Pay Out Wallet'))).toBeCloseTo(before - 13.37, 2);
  expect(dollars(await summaryValue(page, 'Withdrawals', 'Pending Withdraw'))).toBeGreaterThanOrEqual(13.37);
});

test('withdraws with a pasted authenticator code in six boxes and lists it as a Pending crypto request', async ({
  page,
}) => {
  await openAs(page, 'authdemo', '/user/manualWithdraw');
  await openModal(page, '11.11');
  const codeBoxes = boxes(page, text.secondFactor.label.authenticator);
  await expect(codeBoxes).toHaveCount(6);
  // A whole code arriving in the first box (paste or autofill) fills every box.
  // It sends itself once every box is filled.
  await codeBoxes.first().fill(await authenticatorCode(DEMO_TOTP_SECRET));
  await expect(page).toHaveURL(/\/user\/WithdrawList$/);
  const first = page
    .getByRole('region', { name: text.withdrawalList.historyTitle })
    .locator('tbody tr')
    .filter({ hasText: '$11.11' })
    .first();
  await expect(first).toBeVisible();
  await expect(first).toContainText('Crypto');
  await expect(first).toContainText('USDT BEP20');
  await expect(first.getByText('Pending', { exact: true })).toBeVisible();
});

test('closing the modal clears the code and the required hint', async ({ page }) => {
  await openAs(page, 'mpindemo', '/user/manualWithdraw');
  let dialog = await openModal(page, '5');
  await boxes(page, text.secondFactor.label.mpin).first().click();
  await page.keyboard.type('12');
  await dialog.getByRole('button', { name: t.withdraw }).click();
  await expect(dialog.getByText(text.common.required)).toBeVisible();
  await dialog.getByRole('button', { name: text.common.close }).first().click();
  await expect(dialog).toHaveCount(0);
  await expect(amountField(page)).toHaveValue('5');
  await page.getByRole('button', { name: t.next }).click();
  dialog = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
  await expect(boxes(page, text.secondFactor.label.mpin).first()).toHaveValue('');
  await expect(dialog.getByText(text.common.required)).toHaveCount(0);
});

test('an OTP member gets four boxes and a request link that waits 60 s before it returns', async ({
  page,
  baseURL,
}) => {
  await waitOutCooldown(baseURL!, 'demo');
  const moveClock = await stillClock(page);
  await openAs(page, 'demo', '/user/manualWithdraw');
  await expect(page.getByText(t.notePaid('$10.00'))).toBeVisible();
  const dialog = await openModal(page, '1');
  await expect(boxes(page, text.secondFactor.label.otp)).toHaveCount(4);
  // Made while signed in, the request carries the session's bearer, as every other call does.
  const bearer = await page.evaluate(() => sessionStorage.getItem('token'));
  const request = page.waitForRequest('**/api/resendotp');
  await dialog.getByRole('button', { name: text.secondFactor.requestOtp }).click();
  expect((await request).headers().authorization).toBe(`Bearer ${bearer}`);
  await expect(dialog.getByText(text.secondFactor.resendAfter(60))).toBeVisible();
  // The link gave way to its countdown: focus is on the code, the next step, not lost to the page.
  await expect(boxes(page, text.secondFactor.label.otp).first()).toBeFocused();
  await expect(page.getByText('OTP sent to your registered e-mail.')).toBeVisible();
  await moveClock(1000);
  await expect(dialog.getByText(text.secondFactor.resendAfter(59))).toBeVisible();
  await moveClock(59_000);
  await expect(dialog.getByRole('button', { name: text.secondFactor.requestOtp })).toBeVisible();
  await expect(dialog.getByText(/Resend request after/)).toHaveCount(0);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  test('the withdraw screen and its modal fit the screen', async ({ page }) => {
    await openAs(page, 'authdemo', '/user/manualWithdraw');
    await expect(page.getByText(t.notePaid('$10.00'))).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    await openModal(page, '1');
    const box = await boxes(page, text.secondFactor.label.authenticator).last().boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  });
});
