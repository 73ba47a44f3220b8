/**
 * Statements on the ledgers: the CSV export of a whole paged list (progress, Cancel, a failure that
 * keeps what was fetched), the date range filter and the print stylesheet.
 */
import { readFile } from 'node:fs/promises';
import { test, expect, type Page, type Route } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { dateTimeDMY, money } from '../../src/lib/format/format.ts';
import { openAs, sessionOf, watchErrors } from './support/members.ts';
import { apiAs } from './support/money.ts';

const t = text.statement;
const x = text.exporting;
const BOM = '\uFEFF';

interface ApiPage<Row> {
  data: { data: Row[]; last_page: number; total: number };
}

/** Every row of a list as the server pages it, read straight from the API. */
async function allRows<Row>(baseURL: string, path: string): Promise<{ rows: Row[]; pages: number }> {
  const token = sessionOf('demo').token;
  const first = (await apiAs(baseURL, token, path)) as unknown as ApiPage<Row>;
  const rows = [...first.data.data];
  for (let n = 2; n <= first.data.last_page; n += 1) {
    rows.push(...((await apiAs(baseURL, token, `${path}?page=${n}`)) as unknown as ApiPage<Row>).data.data);
  }
  expect(rows).toHaveLength(first.data.total);
  return { rows, pages: first.data.last_page };
}

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(csv: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const char = csv[i]!;
    if (quoted && char === '"' && csv[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (quoted) {
      if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && csv[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else {
      field += char;
    }
  }
  return records;
}

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

async function headersOnScreen(page: Page, table: string): Promise<string[]> {
  const grid = page.getByRole('region', { name: table }).getByRole('table');
  await expect(grid.locator('tbody tr').first()).toBeVisible();
  return (await grid.getByRole('columnheader').allTextContents()).map((header) => header.trim());
}

/** Presses Export CSV and reads the file the browser downloads. */
async function exportCsv(page: Page): Promise<{ name: string; csv: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t.exportCsv }).click();
  const file = await download;
  return { name: file.suggestedFilename(), csv: await readFile((await file.path())!, 'utf8') };
}

const isPage = (path: string, n: number) => (url: URL) =>
  url.pathname === `/api/${path}` && url.searchParams.get('page') === String(n);

/**
 * A backend without the `per_page` extension (docs/backend-extensions.md): the list's requests go on
 * without it, so the list pages by 10 as the spec's server does.
 */
async function withoutPageSize(page: Page, path: string) {
  await page.route(
    (url) => url.pathname === `/api/${path}` && url.searchParams.has('per_page'),
    (route) => {
      const url = new URL(route.request().url());
      url.searchParams.delete('per_page');
      return route.fallback({ url: url.href });
    },
  );
}

/** What a search says before reading the whole list, up to the reading time (which depends on the connection). */
const asking = (pages: number) => t.searchAsk(String(pages), '\u0000').split('\u0000')[0]!;

interface PayoutRow {
  amount: number;
  created_at: string;
  from_username: string | null;
}

for (const viewport of [
  { width: 1366, height: 850 },
  { width: 412, height: 823 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('exports every row of a multi-page list as a CSV named after the list and the day, headed by the columns on screen', async ({
      page,
      baseURL,
    }) => {
      const errors = watchErrors(page);
      const expected = await allRows<PayoutRow>(baseURL!, 'payouts');
      expect(expected.pages).toBeGreaterThan(1);
      await openAs(page, 'demo', '/user/payouts');
      // At 412 px the table is cards: its header row is for screen readers, the CSV uses the same titles.
      const header = await headersOnScreen(page, text.ledgers.payoutHistory);

      const { name, csv } = await exportCsv(page);
      expect(name).toBe(`payouts-${today()}.csv`);
      expect(csv.startsWith(BOM)).toBe(true);
      const [head, ...rows] = parseCsv(csv.slice(1));
      expect(head).toEqual(header);
      expect(rows).toHaveLength(expected.rows.length);
      const amount = header.indexOf(text.ledgers.columns.amount);
      const generated = header.indexOf(text.ledgers.columns.generationDate);
      const from = header.indexOf(text.ledgers.columns.fromUsername);
      expect(rows.map((row) => [row[from], row[amount], row[generated]])).toEqual(
        // A cell with nothing in it is empty (the screen's dash is not written, nor guarded as "'-").
        expected.rows.map((row) => [row.from_username || '', money(row.amount), dateTimeDMY(row.created_at)]),
      );
      expect(rows.flat()).not.toContain("'-");
      expect(rows.flat()).not.toContain('-');
      await expect(page.getByRole('status').filter({ hasText: x.done(name, expected.rows.length) })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

test('shows its progress page by page and stops after the current page on Cancel, downloading nothing', async ({
  page,
  baseURL,
}) => {
  const { pages } = await allRows(baseURL!, 'transactions');
  expect(pages).toBeGreaterThan(2);
  await openAs(page, 'demo', '/user/transactionsList');
  await headersOnScreen(page, text.ledgers.transactionHistory);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let laterPages = 0;
  await page.route(isPage('transactions', 2), async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.route(isPage('transactions', 3), (route) => {
    laterPages += 1;
    return route.continue();
  });
  let downloads = 0;
  page.on('download', () => (downloads += 1));

  await page.getByRole('button', { name: t.exportCsv }).click();
  const status = page.getByRole('status').filter({ hasText: /Exporting|Cancelling/ });
  await expect(status).toHaveText(new RegExp(`^Exporting: page 1 of ${pages} \\(10 rows\\)$`));
  await page.getByRole('button', { name: x.cancel }).click();
  await expect(status).toHaveText(x.cancelling);
  release();
  await expect(page.getByRole('status').filter({ hasText: x.cancelled })).toBeVisible();
  await expect(page.getByRole('button', { name: t.exportCsv })).toBeEnabled();
  expect(laterPages).toBe(0);
  expect(downloads).toBe(0);
});

test('keeps the pages fetched when one fails and goes on from that page on Try again', async ({ page, baseURL }) => {
  const { rows: all, pages } = await allRows(baseURL!, 'transactions');
  expect(pages).toBeGreaterThan(2);
  await openAs(page, 'demo', '/user/transactionsList');
  await headersOnScreen(page, text.ledgers.transactionHistory);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/transactions') asked.push(url.searchParams.get('page') ?? '1');
  });
  const third = isPage('transactions', 3);
  await page.route(third, (route) => route.fulfill({ status: 500, body: 'down' }));

  await page.getByRole('button', { name: t.exportCsv }).click();
  const alert = page.getByRole('alert').filter({ hasText: x.failed(3, pages, 20) });
  await expect(alert).toBeVisible();
  expect(asked).toEqual(['1', '2', '3']);

  await page.unroute(third);
  const download = page.waitForEvent('download');
  await alert.getByRole('button', { name: text.common.retry }).click();
  const file = await download;
  const rows = parseCsv((await readFile((await file.path())!, 'utf8')).slice(1)).slice(1);
  expect(rows).toHaveLength(all.length);
  // Pages 1 and 2 were not asked for again.
  expect(asked.filter((n) => n === '1' || n === '2')).toHaveLength(2);
  await expect(page.getByRole('alert').filter({ hasText: /export stopped/ })).toHaveCount(0);
});

test.describe('date range', () => {
  /** The day (YYYY-MM-DD) of a DD-MM-YYYY HH:mm cell. */
  const dayOfCell = (cell: string) => cell.slice(6, 10) + '-' + cell.slice(3, 5) + '-' + cell.slice(0, 2);

  /** DD-MM-YYYY of a YYYY-MM-DD day. */
  const dmy = (day: string) => day.split('-').reverse().join('-');

  test('searches every page of the list: the oldest month of a 46-row list shows its rows with their own count and pager, and clearing returns to the server pages', async ({
    page,
    baseURL,
  }) => {
    const { rows: all, pages } = await allRows<{ created_at: string }>(baseURL!, 'transactions');
    expect(pages).toBeGreaterThan(2);
    // The month of the list's oldest row: on the last server page, far from the page on screen.
    const month = all.at(-1)!.created_at.slice(0, 7);
    const from = `${month}-01`;
    const to = `${month}-${String(new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0).getDate()).padStart(2, '0')}`;
    const inMonth = all.filter((row) => row.created_at.slice(0, 7) === month);
    expect(inMonth.length).toBeGreaterThan(0);
    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/transactions') asked.push(url);
    });

    await openAs(page, 'demo', '/user/transactionsList');
    const name = text.ledgers.transactionHistory;
    const header = await headersOnScreen(page, name);
    const dateColumn = header.indexOf(text.ledgers.columns.date) + 1;
    const table = page.getByRole('region', { name }).getByRole('table');
    const dates = async () =>
      (await table.locator(`tbody tr td:nth-child(${dateColumn})`).allTextContents()).map((cell) => cell.trim());
    const pageOne = await dates();
    expect(pageOne.some((cell) => cell.slice(6, 10) + '-' + cell.slice(3, 5) === month)).toBe(false);

    await page.getByLabel(t.from, { exact: true }).fill(from);
    await page.getByLabel(t.to, { exact: true }).fill(to);
    await expect(
      page.getByRole('status').filter({ hasText: t.rowsInRange(inMonth.length, dmy(from), dmy(to)) }),
    ).toBeVisible();
    expect(await dates()).toEqual(inMonth.slice(0, 10).map((row) => dateTimeDMY(row.created_at)));
    // The server honours per_page: the whole list came in one request of 100 rows, nothing to announce.
    expect(asked.filter((url) => url.searchParams.get('per_page') === '100')).toHaveLength(1);
    await expect(page.getByRole('status').filter({ hasText: asking(pages) })).toHaveCount(0);

    await page.getByRole('button', { name: t.clear }).click();
    await expect.poll(dates).toEqual(pageOne);
    await expect(page.getByRole('status').filter({ hasText: /rows from/ })).toHaveCount(0);
  });

  test('says how many pages it will read and how long before reading them, and Cancel reads nothing more', async ({
    page,
    baseURL,
  }) => {
    const { rows: all, pages } = await allRows<{ created_at: string }>(baseURL!, 'transactions');
    expect(pages).toBe(5);
    await withoutPageSize(page, 'transactions');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/transactions') asked.push(request.url());
    });
    await openAs(page, 'demo', '/user/transactionsList');
    await headersOnScreen(page, text.ledgers.transactionHistory);
    const before = asked.length;
    await page.getByLabel(t.from, { exact: true }).fill(all.at(-1)!.created_at.slice(0, 10));
    // The first page is read (and timed); the rest waits for the member.
    const announcement = page.getByRole('status').filter({ hasText: asking(pages) });
    await expect(announcement).toBeVisible();
    await expect(announcement).toContainText(/seconds|minute|hour/);
    await expect(page.getByRole('button', { name: t.searchRead })).toBeVisible();
    expect(asked.length).toBe(before + 1);

    await page.getByRole('button', { name: x.cancel }).click();
    await expect(page.getByRole('status').filter({ hasText: t.searchStopped(1, pages) })).toBeVisible();
    await page.waitForTimeout(500);
    expect(asked.length).toBe(before + 1);
    await expect(page.getByRole('button', { name: t.searchRest })).toBeVisible();
  });

  test('pages the rows of a range, and shows the search page by page with Cancel', async ({ page, baseURL }) => {
    const { rows: all } = await allRows<{ created_at: string }>(baseURL!, 'transactions');
    // A range over the 16 oldest rows: two pages of its own.
    const from = all.at(-1)!.created_at.slice(0, 10);
    const to = all.at(-16)!.created_at.slice(0, 10);
    const inRange = all.filter((row) => row.created_at.slice(0, 10) >= from && row.created_at.slice(0, 10) <= to);
    expect(inRange.length).toBeGreaterThan(10);
    let hold: (() => void) | null = null;
    const third = isPage('transactions', 3);
    await page.route(third, async (route: Route) => {
      await new Promise<void>((resolve) => (hold = resolve));
      await route.continue();
    });
    // Pages of 10, as a server without per_page gives them.
    await withoutPageSize(page, 'transactions');
    await openAs(page, 'demo', '/user/transactionsList');
    const name = text.ledgers.transactionHistory;
    await headersOnScreen(page, name);
    await page.getByLabel(t.from, { exact: true }).fill(from);
    await page.getByLabel(t.to, { exact: true }).fill(to);
    await expect(page.getByRole('status').filter({ hasText: asking(5) })).toBeVisible();
    await page.getByRole('button', { name: t.searchRead }).click();
    // The control pressed gives way to Cancel, which takes focus.
    await expect(page.getByRole('button', { name: x.cancel })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: t.searching(2, 5, 20) })).toBeVisible();
    // The table waiting for rows says what the status says, not a page the search has passed.
    const waiting = page.getByRole('region', { name }).getByRole('table');
    await expect(waiting).toContainText(t.searching(2, 5, 20));
    await expect(page.getByText(t.searchStarting)).toHaveCount(0);
    await page.getByRole('button', { name: x.cancel }).click();
    await expect(page.getByRole('status').filter({ hasText: x.cancelling })).toBeVisible();
    await expect(waiting).toContainText(x.cancelling);
    hold!();
    await expect(page.getByRole('status').filter({ hasText: t.searchStopped(3, 5) })).toBeVisible();
    await expect(page.getByRole('button', { name: t.searchRest })).toBeFocused();
    await page.unroute(third);
    await page.getByRole('button', { name: t.searchRest }).click();
    const found = page.getByRole('status').filter({ hasText: t.rowsInRange(inRange.length, dmy(from), dmy(to)) });
    await expect(found).toBeVisible();
    // Cancel went with the search: focus is on the line that says what was found.
    await expect(found).toBeFocused();
    const table = page.getByRole('region', { name }).getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(10);
    const pager = page.getByRole('navigation', { name: text.pager.pagination });
    await pager.getByRole('button', { name: text.pager.page(2) }).click();
    await expect(table.locator('tbody tr')).toHaveCount(inRange.length - 10);

    // On paper: every row of the range, not the page on screen.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('region', { name }).getByRole('table').locator('tbody tr')).toHaveCount(inRange.length);
    await page.screenshot({ path: test.info().outputPath('print-range.png'), fullPage: true });
  });

  test('filters the rows on screen, says when none fall in the range or the range is back to front, and the export keeps to it', async ({
    page,
    baseURL,
  }) => {
    const { rows: all } = await allRows<{ created_at: string }>(baseURL!, 'transactions');
    await openAs(page, 'demo', '/user/transactionsList');
    const name = text.ledgers.transactionHistory;
    const header = await headersOnScreen(page, name);
    const dateColumn = header.indexOf(text.ledgers.columns.date) + 1;
    const table = page.getByRole('region', { name }).getByRole('table');
    const dates = async () =>
      (await table.locator(`tbody tr td:nth-child(${dateColumn})`).allTextContents()).map((cell) => cell.trim());
    const firstDay = dayOfCell((await dates())[0]!);
    await expect(page.getByText(t.filterHint)).toBeVisible();

    await page.getByLabel(t.from, { exact: true }).fill(firstDay);
    await page.getByLabel(t.to, { exact: true }).fill(firstDay);
    // Until the list is filtered it still shows other days: wait for every row to be on that day.
    await expect.poll(async () => [...new Set((await dates()).map(dayOfCell))]).toEqual([firstDay]);

    const { csv } = await exportCsv(page);
    const exported = parseCsv(csv.slice(1)).slice(1);
    const inDay = all.filter((row) => dateTimeDMY(row.created_at).startsWith(firstDay.split('-').reverse().join('-')));
    expect(exported.length).toBe(inDay.length);
    for (const row of exported) expect(dayOfCell(row[dateColumn - 1]!)).toBe(firstDay);

    await page.getByLabel(t.from, { exact: true }).fill('2001-01-01');
    await page.getByLabel(t.to, { exact: true }).fill('2001-01-31');
    await expect(table.getByText(t.noRowsInRange)).toBeVisible();

    await page.getByLabel(t.from, { exact: true }).fill('2001-02-01');
    await expect(page.getByText(t.invalidRange)).toBeVisible();
    await expect(page.getByLabel(t.to, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: t.exportCsv })).toBeDisabled();

    await page.getByRole('button', { name: t.clear }).click();
    await expect(page.getByLabel(t.from, { exact: true })).toHaveValue('');
    expect(await dates()).toHaveLength(10);
  });
});

test('prints, without a range, which rows of the list the page holds', async ({ page, baseURL }) => {
  const { rows } = await allRows<{ created_at: string }>(baseURL!, 'transactions');
  await openAs(page, 'demo', '/user/transactionsList');
  await headersOnScreen(page, text.ledgers.transactionHistory);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(t.printedPage(1, 10, rows.length))).toBeVisible();
});

test('prints a withdrawal hash whole, wrapping on paper', async ({ page }) => {
  const hash = '0x' + 'ab12'.repeat(16);
  await page.route('**/api/user/manual/withdraw/list*', (route) =>
    route.fulfill({
      json: {
        status: true,
        data: {
          current_page: 1,
          last_page: 1,
          from: 1,
          to: 1,
          total: 1,
          data: [
            {
              code: 'WD1',
              coin_type: 'usdt',
              t_hash: hash,
              amount_from: 10,
              amount_to: 10,
              net_amount: 9,
              remarks: null,
              status: 1,
              created_at: '2026-03-05 10:00:00',
            },
          ],
        },
      },
    }),
  );
  await openAs(page, 'demo', '/user/WithdrawList');
  const cell = page.getByText(hash, { exact: true });
  await expect(cell).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const fits = await cell.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
  expect(fits).toBe(true);
  expect(await cell.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('normal');
});

test('prints the heading, the date range and the table without the header, menu and controls', async ({ page }) => {
  await openAs(page, 'demo', '/user/payouts');
  await headersOnScreen(page, text.ledgers.payoutHistory);
  await page.getByLabel(t.from, { exact: true }).fill('2001-01-01');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: text.shell.mainMenu })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: t.exportCsv })).toBeHidden();
  await expect(page.getByLabel(t.from, { exact: true })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(`${t.printedRange('01-01-2001', '')} ·`)).toBeVisible();
  await expect(page.getByRole('region', { name: text.ledgers.payoutHistory }).getByRole('table')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: t.exportCsv })).toBeVisible();
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('fits the filter and export controls without sideways scrolling and reaches them by keyboard', async ({
    page,
  }) => {
    await openAs(page, 'demo', '/user/transactionsList');
    await headersOnScreen(page, text.ledgers.transactionHistory);
    const widths = await page.evaluate(() => ({
      page: document.scrollingElement!.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    // Tab from the table's start: the date inputs take one Tab per part (day, month, year), so the
    // order is read as the distinct controls focus passes through.
    await page.getByLabel(t.from, { exact: true }).focus();
    const order: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return (element?.labels?.[0]?.textContent ?? element?.textContent ?? '').trim();
      });
      if (order.at(-1) !== focused) order.push(focused);
      await page.keyboard.press('Tab');
    }
    expect(order.slice(0, 4)).toEqual([t.from, t.to, t.exportCsv, t.print]);
  });
});

/** How many rows a list has in all, read from the API as the server pages it. */
async function countRows(
  baseURL: string,
  path: string,
  read: (answer: Record<string, unknown>) => unknown,
): Promise<number> {
  const answer = read(await apiAs(baseURL, sessionOf('demo').token, path));
  if (Array.isArray(answer)) return answer.length;
  return (answer as { total: number }).total;
}

const c = text.ledgers.columns;
const DATE_TITLES: string[] = [
  c.date,
  c.encashDate,
  c.generationDate,
  c.bonusDate,
  c.time,
  text.withdrawalList.columns.date,
  text.subscriptions.columns.activationDate,
];

const everyList: {
  path: string;
  table: string;
  api: string;
  read: (answer: Record<string, unknown>) => unknown;
  file: string;
  skip?: string[];
}[] = [
  {
    path: '/user/transactionsList',
    table: text.ledgers.transactionHistory,
    api: 'transactions',
    read: (a) => a.data,
    file: 'transactions',
  },
  {
    path: '/user/WithdrawList',
    table: text.withdrawalList.historyTitle,
    api: 'user/manual/withdraw/list',
    read: (a) => a.data,
    file: 'withdraw-history',
  },
  {
    path: '/user/subscriptionHistory',
    table: text.subscriptions.tableLabel,
    api: 'subscriptions',
    read: (a) => a.data,
    file: 'subscription-history',
    skip: [text.subscriptions.columns.action],
  },
  {
    path: '/user/downlineDetails',
    table: text.ledgers.tables.downline,
    api: 'user-team-details',
    read: (a) => a.downlineDetails,
    file: 'downline',
  },
  {
    path: '/user/rankDetails',
    table: text.ledgers.tables.rank,
    api: 'rank/incomes',
    read: (a) => a.data,
    file: 'rank-details',
  },
  {
    path: '/user/poolIncomes',
    table: text.ledgers.tables.pool,
    api: 'pool-incomes',
    read: (a) => a.data,
    file: 'leadership-details',
  },
  {
    path: '/user/salaryIncome',
    table: text.ledgers.tables.salary,
    api: 'salary/incomes?export=true',
    read: (a) => a.export_data,
    file: 'salary-details',
  },
  { path: '/user/logs', table: text.ledgers.logHistory, api: 'logs', read: (a) => a.data, file: 'logs' },
  {
    path: '/user/manualDepositList',
    table: text.deposits.tableLabel,
    api: 'deposit',
    read: (a) => a.data,
    file: 'deposits',
  },
];

// Each list on a phone, where most members are; the export on a laptop is the same code, pressed there
// on Payouts above ('exports every row of a multi-page list', at 1366 px).
test.describe('every ledger at 412 px', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  for (const list of everyList) {
    test(`${list.path} exports its whole list with the column titles on screen`, async ({ page, baseURL }) => {
      await openAs(page, 'demo', list.path);
      const header = (await headersOnScreen(page, list.table)).filter((title) => !list.skip?.includes(title));
      const expected = await countRows(baseURL!, list.api, list.read);
      const { name, csv } = await exportCsv(page);
      expect(name).toBe(`${list.file}-${today()}.csv`);
      const [head, ...rows] = parseCsv(csv.slice(1));
      expect(head).toEqual(header);
      expect(rows).toHaveLength(expected);
      // Dates keep the format the list shows: the first row's date cells as on screen.
      const grid = page.getByRole('region', { name: list.table }).getByRole('table');
      const onScreen = (await grid.locator('tbody tr').first().locator('td').allTextContents()).map((cell) =>
        cell.trim(),
      );
      const dated = header.flatMap((title, column) => (DATE_TITLES.includes(title) ? [column] : []));
      for (const column of dated) {
        const shown = onScreen[column]!;
        expect(rows[0]![column]).toBe(shown === '-' ? '' : shown);
      }
      expect(rows.flat()).not.toContain("'-");
    });
  }
});
