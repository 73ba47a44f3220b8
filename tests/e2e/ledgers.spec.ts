/**
 * The read-only money lists (one generic table island): columns, labels, badge colours, date
 * formats, `$` amounts, summary cards, empty text and paging through the server's page URLs.
 */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { newMember, openAs, useSession, watchErrors } from './support/members.ts';

const c = text.ledgers.columns;
const w = text.withdrawalList.columns;
const DMY_HM = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/;
const YMD_HM = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const DMY = /^\d{2}-\d{2}-\d{4}$/;
const USD = /^\$[\d,]+\.\d{2}$/;

function table(page: Page, name: string) {
  return page.getByRole('region', { name }).getByRole('table');
}

async function headers(page: Page, name: string): Promise<string[]> {
  await expect(table(page, name).locator('tbody tr').first()).toBeVisible();
  return (await table(page, name).getByRole('columnheader').allTextContents()).map((header) => header.trim());
}

/** The texts of one column (by its header), for the rows on screen. */
async function column(page: Page, name: string, header: string): Promise<string[]> {
  const index = (await headers(page, name)).indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return (
    await table(page, name)
      .locator('tbody tr')
      .locator(`td:nth-child(${index + 1})`)
      .allTextContents()
  ).map((cell) => cell.trim());
}

test.describe('Transactions', () => {
  test('shows the summary cards and the history with wallet names, coloured types, $ amounts and DD-MM-YYYY HH:mm dates', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openAs(page, 'demo', '/user/transactionsList');
    const summary = page.getByRole('region', { name: text.ledgers.summaryLabel });
    await expect(summary.getByRole('heading', { name: 'Pay In Wallet' })).toBeVisible();
    await expect(summary.getByRole('heading', { name: 'Pay Out Wallet' })).toBeVisible();
    await expect(summary.getByText('Balance').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: text.ledgers.transactionHistory })).toBeVisible();
    const name = text.ledgers.transactionHistory;
    expect(await headers(page, name)).toEqual([c.wallet, c.txnId, c.type, c.amount, c.description, c.source, c.date]);
    const wallets = await column(page, name, c.wallet);
    expect(wallets).toHaveLength(10);
    for (const wallet of wallets) expect([text.ledgers.payIn, text.ledgers.payOut]).toContain(wallet);
    for (const amount of await column(page, name, c.amount)) expect(amount).toMatch(USD);
    for (const date of await column(page, name, c.date)) expect(date).toMatch(DMY_HM);
    const credit = table(page, name).getByText(text.ledgers.credit, { exact: true }).first();
    const debit = table(page, name).getByText(text.ledgers.debit, { exact: true }).first();
    await expect(credit).toHaveClass(/bg-success/);
    await expect(debit).toHaveClass(/bg-destructive/);
    // Seeded rows without a note or a source show '-'.
    const notes = [...(await column(page, name, c.description)), ...(await column(page, name, c.source))];
    expect(notes.some((note) => note === '-') || notes.every((note) => note.length > 1)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('pages through the server-supplied page URLs with numbered pages, first/last and jump to page', async ({
    page,
  }) => {
    const pageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/transactions')) pageRequests.push(request.url());
    });
    await openAs(page, 'demo', '/user/transactionsList');
    const name = text.ledgers.transactionHistory;
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    // Three neighbours on a desktop: pages 1 to 4 of 5.
    await expect(pager.getByRole('button', { name: 'Page 4' })).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Page 5' })).toHaveCount(0);
    const first = await column(page, name, c.txnId);

    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => column(page, name, c.txnId)).not.toEqual(first);
    expect(pageRequests.at(-1)).toMatch(/\/api\/transactions\?page=2$/);

    await pager.getByRole('button', { name: /Last/ }).click();
    await expect(pager.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(table(page, name).locator('tbody tr')).toHaveCount(6);

    await pager.getByLabel('Go to page').fill('3');
    await pager.getByRole('button', { name: 'Go' }).click();
    await expect(pager.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(pageRequests.at(-1)).toMatch(/page=3$/);

    await pager.getByRole('button', { name: /First/ }).click();
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => column(page, name, c.txnId)).toEqual(first);
  });

  test('says No Data For Action to a member without transactions, withdrawals or subscriptions', async ({
    page,
  }, testInfo) => {
    await useSession(page, await newMember(String(testInfo.project.use.baseURL), testInfo.workerIndex));
    await page.goto('/user/transactionsList');
    await expect(table(page, text.ledgers.transactionHistory).getByText(text.common.noData)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await page.goto('/user/WithdrawList');
    await expect(table(page, text.withdrawalList.historyTitle).getByText(text.common.noData)).toBeVisible();
    await page.goto('/user/subscriptionHistory');
    await expect(table(page, text.subscriptions.tableLabel).getByText(text.common.noData)).toBeVisible();
    // No active package: no cancellation fees card.
    await expect(page.getByRole('heading', { name: /^In case of Cancellation of/ })).toHaveCount(0);
  });
});

test('Payouts shows its summary, Paid/Unpaid badges, levels, $ amounts and both date formats', async ({ page }) => {
  await openAs(page, 'demo', '/user/payouts');
  await expect(
    page.getByRole('region', { name: text.ledgers.summaryLabel }).getByRole('heading', { name: 'Payouts' }),
  ).toBeVisible();
  const name = text.ledgers.payoutHistory;
  await expect(page.getByRole('heading', { name })).toBeVisible();
  expect(await headers(page, name)).toEqual([
    c.username,
    c.fromUsername,
    c.level,
    c.wallet,
    c.amount,
    c.description,
    c.source,
    c.status,
    c.encashDate,
    c.generationDate,
  ]);
  expect(new Set(await column(page, name, c.username))).toEqual(new Set(['demo']));
  for (const amount of await column(page, name, c.amount)) expect(amount).toMatch(USD);
  for (const date of await column(page, name, c.generationDate)) expect(date).toMatch(DMY_HM);
  const statuses = await column(page, name, c.status);
  const encash = await column(page, name, c.encashDate);
  statuses.forEach((status, index) => {
    expect([text.ledgers.paid, text.ledgers.unpaid]).toContain(status);
    expect(encash[index]).toMatch(status === text.ledgers.paid ? DMY : /^-$/);
  });
  await expect(table(page, name).getByText(text.ledgers.paid, { exact: true }).first()).toHaveClass(/bg-success/);
  await expect(table(page, name).getByText(text.ledgers.unpaid, { exact: true }).first()).toHaveClass(/bg-warning/);
});

test('Withdraw History shows bank and crypto details, explorer links, status badges and YYYY-MM-DD HH:mm dates', async ({
  page,
}) => {
  await openAs(page, 'demo', '/user/WithdrawList');
  const name = text.withdrawalList.historyTitle;
  expect(await headers(page, name)).toEqual([
    w.code,
    w.method,
    w.tnxHash,
    w.scan,
    w.accountDetails,
    w.amountFrom,
    w.amountTo,
    w.netAmount,
    w.remarks,
    w.status,
    w.date,
  ]);
  const rows = table(page, name).locator('tbody tr');
  await expect(rows).toHaveCount(10);
  const bank = rows.filter({ hasText: 'Bank' }).first();
  await expect(bank.getByText(text.withdrawalList.bankName)).toBeVisible();
  await expect(bank.getByText(text.withdrawalList.accountNumber)).toBeVisible();
  await expect(bank.getByText(text.withdrawalList.holderName)).toBeVisible();
  await expect(bank.getByText(text.withdrawalList.ifsc)).toBeVisible();
  const crypto = rows.filter({ hasText: 'Crypto' }).first();
  await expect(crypto.getByText(text.withdrawalList.network)).toBeVisible();
  await expect(crypto.getByText('USDT BEP20')).toBeVisible();
  await expect(crypto.getByText(text.withdrawalList.address)).toBeVisible();

  const link = table(page, name)
    .getByRole('link', { name: /^View transaction 0x/ })
    .first();
  await expect(link).toHaveAttribute('href', /^https:\/\/bscscan\.com\/tx\/0x[0-9a-f]{64}$/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(await column(page, name, w.scan)).toContain('-');

  for (const amount of [...(await column(page, name, w.amountFrom)), ...(await column(page, name, w.netAmount))])
    expect(amount).toMatch(USD);
  for (const date of await column(page, name, w.date)) expect(date).toMatch(YMD_HM);
  const colours = { Pending: /bg-warning/, Approved: /bg-success/, Rejected: /bg-destructive/ } as const;
  for (const [label, colour] of Object.entries(colours))
    await expect(table(page, name).getByText(label, { exact: true }).first()).toHaveClass(colour);
  await expect(
    page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }),
  ).toBeVisible();
});

test('Withdraw History links every chain transaction hash to the explorer, whatever the method, and shows a bank reference as text', async ({
  page,
}) => {
  const chainHash = `0x${'ab12'.repeat(16)}`;
  // The reference server's paid bank rows carry a UTR; here the first bank row was paid on chain and the
  // first crypto row carries a bank-style reference.
  await page.route('**/api/user/manual/withdraw/list*', async (route) => {
    const answer = await (await route.fetch()).json();
    const rows = answer.data.data as { coin_type: string; t_hash: string | null; code: string }[];
    const bank = rows.find((row) => row.coin_type === 'bank')!;
    const crypto = rows.find((row) => row.coin_type === 'crypto')!;
    bank.t_hash = chainHash;
    crypto.t_hash = 'UTR482913377';
    await route.fulfill({ json: answer });
  });
  await openAs(page, 'demo', '/user/WithdrawList');
  const name = text.withdrawalList.historyTitle;
  const rows = table(page, name).locator('tbody tr');
  await expect(rows).toHaveCount(10);
  const paidOnChain = rows.filter({ hasText: chainHash });
  await expect(paidOnChain).toHaveCount(1);
  await expect(paidOnChain.getByRole('cell', { name: 'Bank', exact: true })).toBeVisible();
  const link = paidOnChain.getByRole('link', { name: `View transaction ${chainHash}`, exact: false });
  await expect(link).toHaveAttribute('href', `https://bscscan.com/tx/${chainHash}`);
  const reference = rows.filter({ hasText: 'UTR482913377' });
  await expect(reference).toHaveCount(1);
  await expect(reference.getByRole('cell', { name: 'Crypto', exact: true })).toBeVisible();
  await expect(reference.getByRole('link')).toHaveCount(0);
  const index = (await headers(page, name)).indexOf(w.scan);
  await expect(reference.locator(`td:nth-child(${index + 1})`)).toHaveText('-');
});

test('Downline lists levels with user counts and $ investment', async ({ page }) => {
  await openAs(page, 'demo', '/user/downlineDetails');
  const name = text.ledgers.tables.downline;
  expect(await headers(page, name)).toEqual([c.level, c.userCount, c.investment]);
  const levels = await column(page, name, c.level);
  expect(levels.slice(0, 3)).toEqual(['1', '2', '3']);
  for (const count of await column(page, name, c.userCount)) expect(Number(count)).toBeGreaterThan(0);
  for (const amount of await column(page, name, c.investment)) expect(amount).toMatch(USD);
});

test("Rank Details pages with Showing … of the whole list's row count, Previous/Next from the server and the page numbers", async ({
  page,
}) => {
  await openAs(page, 'demo', '/user/rankDetails');
  const name = text.ledgers.tables.rank;
  expect(await headers(page, name)).toEqual([c.name, c.totalMonths, c.paidMonths, c.bonusUsd, c.rewards, c.paidStatus]);
  await expect(page.getByText('Showing 1 to 10 of 13 results', { exact: true })).toBeVisible();
  const footer = page.getByRole('navigation', { name: 'Pagination' });
  await expect(footer.getByRole('button', { name: text.common.previous })).toBeDisabled();
  await expect(footer.getByLabel('Page 1')).toHaveAttribute('aria-current', 'page');
  for (const bonus of await column(page, name, c.bonusUsd)) expect(bonus).toMatch(USD);
  expect(await column(page, name, c.rewards)).toContain('-');
  await expect(table(page, name).getByText(text.ledgers.unpaid, { exact: true }).first()).toBeVisible();
  await footer.getByRole('button', { name: text.common.next }).click();
  await expect(page.getByText('Showing 11 to 13 of 13 results', { exact: true })).toBeVisible();
  await expect(footer.getByLabel('Page 2')).toBeVisible();
  await expect(footer.getByRole('button', { name: text.common.next })).toBeDisabled();
  await footer.getByRole('button', { name: text.common.previous }).click();
  await expect(page.getByText('Showing 1 to 10 of 13 results', { exact: true })).toBeVisible();
  // The page numbers, as every list's pager has them: page 2 is one press away.
  await expect(footer.getByRole('button', { name: text.pager.page(1) })).toHaveAttribute('aria-current', 'page');
  await footer.getByRole('button', { name: text.pager.page(2) }).click();
  await expect(page.getByText('Showing 11 to 13 of 13 results', { exact: true })).toBeVisible();
  await expect(footer.getByRole('button', { name: text.pager.page(2) })).toHaveAttribute('aria-current', 'page');
  await footer.getByRole('button', { name: text.pager.first }).click();
  await expect(page.getByText('Showing 1 to 10 of 13 results', { exact: true })).toBeVisible();
});

test('Rank Details names the pages, not a row count, when the answer has no total', async ({ page }) => {
  await page.route('**/api/rank/incomes*', async (route) => {
    const answer = await (await route.fetch()).json();
    delete answer.data.total;
    await route.fulfill({ json: answer });
  });
  await openAs(page, 'demo', '/user/rankDetails');
  await expect(page.getByText('Showing 1 to 10, page 1 of 2', { exact: true })).toBeVisible();
  await expect(page.getByText(/of 2 results/)).toHaveCount(0);
  // The progress card's own load of the ranks may still be on its way through the handler.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

// The progress card's ranks come from rank/incomes in pages of 100, a side load of Rank Details: its failure, a 404
// too, shows in the card and never ends the session (a 404 of the page's own list would).
const RANK_TARGETS = /\/api\/rank\/incomes\?per_page=100/;
const rankFailures: [string, Parameters<Page['route']>[1]][] = [
  ['a 404', (route) => route.fulfill({ status: 404, json: { status: false, message: 'Not Found' } })],
  [
    'a 500',
    (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }),
  ],
  ['a network failure', (route) => route.abort('internetdisconnected')],
];
for (const [name, fail] of rankFailures) {
  test(`Rank Details keeps the member signed in when the ranks' progress meets ${name}, and Try again loads it`, async ({
    page,
  }) => {
    await page.route(RANK_TARGETS, fail);
    await openAs(page, 'demo', '/user/rankDetails');
    const alert = page.getByRole('alert').filter({ hasText: text.rankDetails.loadFailed });
    await expect(alert).toBeVisible();
    await expect(table(page, text.ledgers.tables.rank).locator('tbody tr').first()).toBeVisible();
    await expect(page).toHaveURL(/\/user\/rankDetails$/);
    await expect(page.getByText(text.errors.requestFailedLogin)).toHaveCount(0);
    await page.unroute(RANK_TARGETS);
    await alert.getByRole('button', { name: text.common.retry }).click();
    await expect(page.getByRole('region', { name: text.rankDetails.title })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
}

test('Leadership Details shows ranks, targets, business, bonus dates or -, paid and active statuses', async ({
  page,
}) => {
  await openAs(page, 'demo', '/user/poolIncomes');
  const name = text.ledgers.tables.pool;
  expect(await headers(page, name)).toEqual([c.rank, c.target, c.businessAmount, c.bonusDate, c.paidStatus, c.status]);
  expect(await column(page, name, c.rank)).toEqual(['Leader 1', 'Leader 2', 'Leader 3', 'Leader 4', 'Leader 5']);
  const dates = await column(page, name, c.bonusDate);
  expect(dates[0]).toMatch(DMY);
  expect(dates.at(-1)).toBe('-');
  const statuses = await column(page, name, c.status);
  expect(statuses).toContain(text.ledgers.active);
  expect(statuses).toContain(text.ledgers.inactive);
  await expect(table(page, name).getByText(text.ledgers.inactive, { exact: true }).first()).toHaveClass(/bg-secondary/);
});

test('Salary Details asks for the export list and shows names, paid months, bonus and status', async ({ page }) => {
  const requested = page.waitForRequest((request) => request.url().includes('/api/salary/incomes'));
  await openAs(page, 'demo', '/user/salaryIncome');
  expect((await requested).url()).toMatch(/\/api\/salary\/incomes\?export=true$/);
  const name = text.ledgers.tables.salary;
  expect(await headers(page, name)).toEqual([c.name, c.paidMonths, c.bonus, c.status]);
  expect(await column(page, name, c.name)).toHaveLength(4);
  for (const bonus of await column(page, name, c.bonus)) expect(bonus).toMatch(USD);
  await expect(page.getByRole('region', { name: text.ledgers.summaryLabel }).getByText('Current Salary')).toBeVisible();
});

test('Logs numbers the rows across pages and shows IP addresses with DD-MM-YYYY HH:mm times', async ({ page }) => {
  await openAs(page, 'demo', '/user/logs');
  const name = text.ledgers.logHistory;
  await expect(page.getByRole('heading', { name })).toBeVisible();
  expect(await headers(page, name)).toEqual([c.id, c.ip, c.time]);
  expect(await column(page, name, c.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  for (const ip of await column(page, name, c.ip)) expect(ip).toMatch(/^[\d.:a-f]+$/);
  for (const time of await column(page, name, c.time)) expect(time).toMatch(DMY_HM);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
  await expect.poll(async () => (await column(page, name, c.id))[0]).toBe('11');
});
