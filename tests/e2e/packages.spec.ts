/**
 * Purchase Package: the pricing cards, both purchase flows (fixed and variable, for oneself and for
 * another member) against the real server, which debits the buyer's wallet.
 */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { hold, newMember, openAs, useSession, watchErrors } from './support/members.ts';
import { waitOutCooldown } from './support/money.ts';

const t = text.packages;

function card(page: Page, name: string) {
  return page
    .getByRole('list', { name: t.listLabel })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}`) }) });
}

/** The Pay In balance and the newest transaction, as the member sees them on Transactions. */
async function walletView(page: Page): Promise<{ balance: number; latest: string }> {
  await page.goto('/user/transactionsList');
  const group = page
    .getByRole('region', { name: text.ledgers.summaryLabel })
    .locator('div.rounded-lg')
    .filter({ has: page.getByRole('heading', { name: 'Pay In Wallet' }) });
  const value = await group.locator('dt:text-is("Balance") + dd').textContent();
  const latest =
    (await page
      .getByRole('region', { name: text.ledgers.transactionHistory })
      .locator('tbody tr')
      .first()
      .textContent()) ?? '';
  return { balance: Number((value ?? '').replace(/[$,]/g, '')), latest };
}

async function openBuyDialog(page: Page, name: string) {
  await card(page, name)
    .getByRole('button', { name: t.buyNamed(name) })
    .click();
  const warning = page.getByRole('alertdialog', { name: t.warning });
  await expect(warning.getByText(t.areYouSure)).toBeVisible();
  await warning.getByRole('button', { name: text.common.continue }).click();
  const dialog = page.getByRole('dialog', { name: t.buyDialog });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('shows a spinner until the packages arrive, then cards in three cycling colour styles with their figures', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const release = await hold(page, '**/api/packages');
  await openAs(page, 'demo', '/user/packageList');
  await expect(page.getByRole('status').filter({ hasText: t.loading })).toBeAttached();
  await expect(page.getByRole('list', { name: t.listLabel })).toHaveCount(0);
  release();
  const cards = page.getByRole('list', { name: t.listLabel }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole('status').filter({ hasText: t.loading })).toHaveCount(0);
  expect(await cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-style')))).toEqual([
    '0',
    '1',
    '2',
    '0',
    '1',
    '2',
  ]);

  const starter = card(page, 'Starter');
  await expect(starter.getByText('$50.00', { exact: true })).toBeVisible();
  await expect(starter.getByRole('definition').nth(0)).toHaveText('$150.00');
  await expect(starter.getByText(t.minimumJobsIncome)).toBeVisible();
  await expect(starter.getByRole('definition').nth(1)).toHaveText('$0.50');
  await expect(starter.getByText(t.perJobsAmount)).toBeVisible();
  await expect(starter.getByRole('definition').nth(2)).toHaveText('1%');
  await expect(card(page, 'Flexi').getByText('$100.00 - $1,000.00')).toBeVisible();
  await expect(card(page, 'Infinity').getByRole('definition').nth(0)).toHaveText(text.common.unlimited);
  await expect(card(page, 'Platinum').getByRole('definition').nth(0)).toHaveText('$5,000.00');
  expect(errors).toEqual([]);
});

test('marks the clicked card as the active one', async ({ page }) => {
  await openAs(page, 'demo', '/user/packageList');
  await card(page, 'Silver').click();
  await expect(card(page, 'Silver')).toHaveAttribute('aria-current', 'true');
  await expect(card(page, 'Gold')).not.toHaveAttribute('aria-current', /.*/);
  await card(page, 'Gold').getByText(t.maxPti).click();
  await expect(card(page, 'Gold')).toHaveAttribute('aria-current', 'true');
  await expect(card(page, 'Silver')).not.toHaveAttribute('aria-current', /.*/);
});

test.describe.serial('buying as the MPIN demo member', () => {
  test('buys a fixed package for oneself with one request even on a double click, then lands on the subscription history', async ({
    page,
  }) => {
    await openAs(page, 'mpindemo', '/user/transactionsList');
    const before = await walletView(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/subscription/store')) posts.push(request.postData() ?? '');
    });
    await page.goto('/user/packageList');
    await card(page, 'Starter')
      .getByRole('button', { name: t.buyNamed('Starter') })
      .click();
    const warning = page.getByRole('alertdialog', { name: t.warning });
    await expect(warning.getByText(t.areYouSure)).toBeVisible();
    // A fixed package's warning has no balance line.
    await expect(warning.getByText(/^Your /)).toHaveCount(0);
    const checked = page.waitForRequest(/\/api\/check\/mpindemo\/sponsor$/);
    await warning.getByRole('button', { name: text.common.continue }).click();
    const dialog = page.getByRole('dialog', { name: t.buyDialog });
    await expect(dialog.getByLabel(t.username)).toHaveValue('mpindemo');
    await checked;
    await expect(dialog.getByRole('status')).toContainText('(mpindemo)');
    await expect(dialog.getByLabel(t.investmentAmount)).toHaveCount(0);
    await dialog.getByRole('button', { name: t.buy, exact: true }).dblclick();
    const done = page.getByRole('dialog', { name: t.subscribed });
    await expect(done).toBeVisible();
    await expect(page).toHaveURL(/\/user\/packageList$/);
    await expect(page).toHaveURL(/\/user\/subscriptionHistory$/, { timeout: 10_000 });
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!)).toEqual({
      package_id: 1,
      subscription_type: 'fixed',
      investment_amount: '50',
      username: 'mpindemo',
    });

    const after = await walletView(page);
    expect(after.balance).toBeCloseTo(before.balance - 50, 2);
    expect(after.latest).toContain('Starter package for mpindemo');
    expect(after.latest).toContain(text.ledgers.debit);
    expect(after.latest).toContain('$50.00');
  });

  test('buys a variable package for another member inside its range, and the warning shows the lower balance', async ({
    page,
  }) => {
    await openAs(page, 'mpindemo', '/user/packageList');
    await card(page, 'Flexi')
      .getByRole('button', { name: t.buyNamed('Flexi') })
      .click();
    const warning = page.getByRole('alertdialog', { name: t.warning });
    const line = warning.getByText(/^Your Pay In Wallet Balance : \$/);
    await expect(line).toBeVisible();
    const before = Number(((await line.textContent()) ?? '').replace(/^.*\$/, '').replace(/,/g, ''));
    await warning.getByRole('button', { name: text.common.continue }).click();
    const dialog = page.getByRole('dialog', { name: t.buyDialog });
    await expect(dialog.getByText(t.amountHint('100', '1000'))).toBeVisible();

    const username = dialog.getByLabel(t.username);
    await username.fill('');
    await username.pressSequentially('nosuch-1!');
    await expect(username).toHaveValue('nosuch1');
    await username.blur();
    await expect(dialog.getByRole('status')).toHaveText(t.notAvailable);
    await username.fill('auth.demo');
    await expect(username).toHaveValue('authdemo');
    const checked = page.waitForRequest(/\/api\/check\/authdemo\/sponsor$/);
    await username.blur();
    await checked;
    await expect(dialog.getByRole('status')).toContainText('(authdemo)');

    const amount = dialog.getByLabel(t.investmentAmount);
    await amount.pressSequentially('5a0.');
    await expect(amount).toHaveValue('50');
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/subscription/store')) posted += 1;
    });
    await dialog.getByRole('button', { name: t.buy, exact: true }).click();
    await expect(dialog.getByText(t.amountRange)).toBeVisible();
    await amount.fill('1001');
    await dialog.getByRole('button', { name: t.buy, exact: true }).click();
    await expect(dialog.getByText(t.amountRange)).toBeVisible();
    expect(posted).toBe(0);
    await amount.fill('120');
    await expect(dialog.getByText(t.amountRange)).toHaveCount(0);
    await dialog.getByRole('button', { name: t.buy, exact: true }).click();
    // A package for another member is paid from this wallet: it asks for the code first.
    const verify = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
    await expect(verify.getByText(t.forOtherCode('authdemo'))).toBeVisible();
    expect(posted).toBe(0);
    const boxes = verify.getByRole('group', { name: text.secondFactor.label.mpin }).locator('input');
    await boxes.first().click();
    // The last digit sends the code.
    await page.keyboard.type('9999');
    await expect(page.getByText('Invalid MPIN.').first()).toBeVisible();
    await boxes.first().click();
    await page.keyboard.type('1234');
    await expect(page.getByRole('dialog', { name: t.subscribed })).toBeVisible();
    await expect(page).toHaveURL(/\/user\/subscriptionHistory$/, { timeout: 10_000 });

    await page.goto('/user/packageList');
    await card(page, 'Flexi')
      .getByRole('button', { name: t.buyNamed('Flexi') })
      .click();
    await expect(
      page
        .getByRole('alertdialog', { name: t.warning })
        .getByText(t.balanceLine('Pay In Wallet Balance', `$${(before - 120).toFixed(2)}`)),
    ).toBeVisible();
  });
});

test('a wrong code for a package for another member is said under the code in the dialog, not in a toast', async ({
  page,
}, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const member = await newMember(baseURL, testInfo.workerIndex);
  // The code of registering was sent a moment ago: the next may be asked for at once.
  await waitOutCooldown(baseURL, member.username);
  await useSession(page, member);
  await page.goto('/user/packageList');
  const dialog = await openBuyDialog(page, 'Starter');
  await dialog.getByLabel(t.username).fill('demo');
  await dialog.getByRole('button', { name: t.buy, exact: true }).click();
  const verify = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
  await verify.getByRole('button', { name: text.secondFactor.requestOtp }).click();
  await expect(page.getByText('OTP sent to your registered e-mail.')).toBeVisible();
  const boxes = verify.getByRole('group', { name: text.secondFactor.label.otp }).locator('input');
  await boxes.first().click();
  // The last digit sends the code.
  await page.keyboard.type('000000'.slice(0, await boxes.count()));
  // The server's words, under the code, at once; the boxes are empty for the next try.
  await expect(verify.getByText('Invalid OTP.')).toBeVisible({ timeout: 2_000 });
  await expect(boxes.first()).toHaveValue('');
  await expect(page.getByText('Invalid OTP.')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Typing again clears the message.
  await boxes.first().click();
  await page.keyboard.type('1');
  await expect(verify.getByText('Invalid OTP.')).toHaveCount(0);
});

test('the buy dialog checks the username as it is typed and never confirms the previous one meanwhile', async ({
  page,
}) => {
  const checked: string[] = [];
  page.on('request', (request) => {
    const name = /\/api\/check\/([^/]+)\/sponsor$/.exec(request.url())?.[1];
    if (name) checked.push(name);
  });
  await openAs(page, 'demo', '/user/packageList');
  const dialog = await openBuyDialog(page, 'Starter');
  const status = dialog.getByRole('status');
  await expect(status).toContainText('(demo)');
  const username = dialog.getByLabel(t.username);
  await username.fill('');
  await expect(status).toHaveText('');
  // Typed in one go: one check, of the whole name, while the field still has focus.
  checked.length = 0;
  await username.pressSequentially('mpindemo');
  await expect(status).not.toContainText('(demo)');
  await expect(status).toContainText('(mpindemo)');
  await expect(username).toBeFocused();
  expect(checked).toEqual(['mpindemo']);
  // One more letter: the confirmation goes at once, and the new name is checked in turn.
  await username.press('x');
  await expect(status).not.toContainText('(mpindemo)', { timeout: 300 });
  await expect(status).toHaveText(t.notAvailable);
  await expect(username).toBeFocused();
});

test('during the hold after a security change, a package for another member says until when before Buy, and one for oneself is not held', async ({
  page,
}) => {
  const until = new Date(Date.now() + 20 * 3_600_000);
  await page.route('**/api/packages', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), hold_until: until.toISOString() } });
  });
  await openAs(page, 'demo', '/user/packageList');
  const dialog = await openBuyDialog(page, 'Starter');
  const buy = dialog.getByRole('button', { name: t.buy, exact: true });
  await expect(buy).toBeEnabled();
  await dialog.getByLabel(t.username).fill('authdemo');
  await expect(dialog.getByText(/^Buying a package for another member is on hold until /)).toBeVisible();
  await expect(buy).toBeDisabled();
  await dialog.getByLabel(t.username).fill('demo');
  await expect(dialog.getByText(/^Buying a package for another member is on hold/)).toHaveCount(0);
  await expect(buy).toBeEnabled();
});

test('closing the buy dialog clears the amount and restores the default username', async ({ page }) => {
  await openAs(page, 'demo', '/user/packageList');
  let dialog = await openBuyDialog(page, 'Flexi');
  await dialog.getByLabel(t.username).fill('authdemo');
  await dialog.getByLabel(t.investmentAmount).fill('50');
  await dialog.getByRole('button', { name: t.buy, exact: true }).click();
  await expect(dialog.getByText(t.amountRange)).toBeVisible();
  await dialog.getByRole('button', { name: text.common.close }).first().click();
  await expect(dialog).toHaveCount(0);
  dialog = await openBuyDialog(page, 'Flexi');
  await expect(dialog.getByLabel(t.username)).toHaveValue('demo');
  await expect(dialog.getByLabel(t.investmentAmount)).toHaveValue('');
  await expect(dialog.getByText(t.amountRange)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('a member whose wallet cannot pay is told so and keeps the dialog with what was typed', async ({
  page,
}, testInfo) => {
  const member = await newMember(String(testInfo.project.use.baseURL), testInfo.workerIndex);
  await useSession(page, member);
  await page.goto('/user/packageList');
  const dialog = await openBuyDialog(page, 'Flexi');
  await expect(dialog.getByLabel(t.username)).toHaveValue(member.username);
  await dialog.getByLabel(t.investmentAmount).fill('150');
  await dialog.getByRole('button', { name: t.buy, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Insufficient balance in your Pay In Wallet/ })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(t.investmentAmount)).toHaveValue('150');
  await expect(page.getByRole('dialog', { name: t.subscribed })).toHaveCount(0);
  const view = await walletView(page);
  expect(view.balance).toBe(0);
});

test('a member with too little on Pay In is told so on the first dialog, with a link to Deposit', async ({
  page,
}, testInfo) => {
  const member = await newMember(String(testInfo.project.use.baseURL), testInfo.workerIndex);
  await useSession(page, member);
  await page.goto('/user/packageList');
  await card(page, 'Starter')
    .getByRole('button', { name: t.buyNamed('Starter') })
    .click();
  const warning = page.getByRole('alertdialog', { name: t.warning });
  await expect(warning.getByText(t.lowBalance('$0.00'))).toBeVisible();
  await warning.getByRole('link', { name: t.deposit }).click();
  await expect(page).toHaveURL(/\/user\/manualDepositList$/);
});

test('a member whose Pay In covers the package sees no low-balance note', async ({ page }) => {
  await openAs(page, 'demo', '/user/packageList');
  await card(page, 'Starter')
    .getByRole('button', { name: t.buyNamed('Starter') })
    .click();
  const warning = page.getByRole('alertdialog', { name: t.warning });
  await expect(warning.getByText(t.areYouSure)).toBeVisible();
  await expect(warning.getByRole('link', { name: t.deposit })).toHaveCount(0);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  test('the cards and the buy dialog fit the screen', async ({ page }) => {
    await openAs(page, 'demo', '/user/packageList');
    await expect(card(page, 'Starter')).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    const dialog = await openBuyDialog(page, 'Infinity');
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  });
});
