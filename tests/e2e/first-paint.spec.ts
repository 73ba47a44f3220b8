import { test, expect, type Locator, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { holdScripts, newMember, sessionOf, useSession, watchErrors, type StoredSession } from './support/members.ts';
import { buyFor } from './support/money.ts';
import { api } from './support/account.ts';

/**
 * A list's page draws its list from the answer its head asked for, before its scripts arrive, and the
 * island takes over without a move: the ledgers (layouts/LedgerPage.astro, islands/ledgers/first-paint-run.ts)
 * and Completed Tasks (pages/user/doneTask.astro, islands/tasks/first-paint-run.ts).
 */

const c = text.ledgers.columns;
const ledgerPages = [
  { path: '/user/transactionsList', table: text.ledgers.transactionHistory, cell: c.txnId, summary: true },
  { path: '/user/WithdrawList', table: text.withdrawalList.historyTitle, cell: text.withdrawalList.columns.code },
  { path: '/user/payouts', table: text.ledgers.payoutHistory, cell: c.fromUsername, summary: true },
  { path: '/user/downlineDetails', table: text.ledgers.tables.downline, cell: c.level },
  { path: '/user/rankDetails', table: text.ledgers.tables.rank, cell: c.name },
  { path: '/user/poolIncomes', table: text.ledgers.tables.pool, cell: c.rank },
  { path: '/user/salaryIncome', table: text.ledgers.tables.salary, cell: c.name, summary: true },
  { path: '/user/logs', table: text.ledgers.logHistory, cell: c.ip },
  { path: '/user/subscriptionHistory', table: text.subscriptions.tableLabel, cell: text.subscriptions.columns.package },
  { path: '/user/doneTask', table: text.tasks.completedTitle, cell: text.tasks.taskDate },
  { path: '/user/manualDepositList', table: text.deposits.tableLabel, cell: text.deposits.columns.amount },
];

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The member's view of a table: its rows' texts and where it stands. */
async function seen(page: Page, name: string) {
  const table = region(page, name);
  return { rows: await table.getByRole('row').allInnerTexts(), box: await table.boundingBox() };
}

/** What the member sees of a list of cards: their texts and where each stands. */
async function seenCards(list: Locator) {
  return {
    texts: await list.allInnerTexts(),
    boxes: await Promise.all((await list.all()).map((card) => card.boundingBox())),
  };
}

/** Opens `path` as demo (or `member`) with every script of the page held back; returns the release. */
async function openBeforeScripts(page: Page, path: string, member: StoredSession = sessionOf('demo')) {
  const release = await holdScripts(page);
  await useSession(page, member);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

for (const ledger of ledgerPages) {
  test(`${ledger.path} shows its list before its scripts, and the island takes over without a move`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const release = await openBeforeScripts(page, ledger.path);
    const table = region(page, ledger.table);
    // No script of the page has run, and the member already reads the rows.
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByRole('columnheader', { name: ledger.cell })).toBeAttached();
    if (ledger.summary) await expect(page.getByRole('region', { name: text.ledgers.summaryLabel })).toBeVisible();
    const before = await seen(page, ledger.table);
    expect(before.rows.length).toBeGreaterThan(1);
    release();
    // The island's pager or statement controls are live once it has taken over.
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // One table, drawn by the island now, with the same rows in the same place.
    await expect(page.getByRole('region', { name: ledger.table, exact: true, includeHidden: true })).toHaveCount(1);
    expect(await seen(page, ledger.table)).toEqual(before);
    expect(errors).toEqual([]);
  });
}

test('Cancel pressed on a subscription before the scripts arrive opens that row’s dialog once they have', async ({
  page,
  baseURL,
}, testInfo) => {
  const member = await newMember(baseURL!, testInfo.workerIndex);
  // Two of the same package, bought for the new member by another.
  await buyFor(baseURL!, sessionOf('authdemo').token, member.username, 1);
  await buyFor(baseURL!, sessionOf('authdemo').token, member.username, 1);
  const release = await openBeforeScripts(page, '/user/subscriptionHistory', member);
  const table = region(page, text.subscriptions.tableLabel);
  const cancel = table.getByRole('button', { name: text.subscriptions.cancelNamed('Starter') });
  await expect(cancel).toHaveCount(2);
  await cancel.nth(1).click();
  release();
  const dialog = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Starter · /)).toBeVisible();
  await expect(page.locator('[data-covered]')).toHaveCount(0);
  // Closed, it gives the focus back to the Cancel of the row it was pressed on.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cancel.nth(1)).toBeFocused();
});

test('a task image’s View pressed before the scripts arrive shows the image once they have', async ({ page }) => {
  const release = await openBeforeScripts(page, '/user/doneTask');
  const table = region(page, text.tasks.completedTitle);
  const view = table.getByRole('button', { name: new RegExp(`^${text.tasks.view}: `) }).first();
  const name = await view.getAttribute('aria-label');
  await view.click();
  release();
  const dialog = page.getByRole('dialog', { name: text.tasks.imagePreview });
  await expect(dialog.getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // The focus is back on the button it was pressed on, the island's own now.
  await expect(table.getByRole('button', { name: name! }).first()).toBeFocused();
});

test.describe('the ticket desk before its scripts', () => {
  const tickets = (page: Page) => page.getByRole('region', { name: text.support.list, exact: true });

  test('shows the member’s tickets, and the island takes over with the same list in the same place', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const release = await openBeforeScripts(page, '/user/chat');
    await expect(tickets(page).getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: text.support.selectToken })).toBeVisible();
    const before = {
      names: await tickets(page).getByRole('button').allInnerTexts(),
      box: await tickets(page).boundingBox(),
    };
    expect(before.names.length).toBeGreaterThan(1);
    release();
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: text.support.list, includeHidden: true })).toHaveCount(1);
    expect({
      names: await tickets(page).getByRole('button').allInnerTexts(),
      box: await tickets(page).boundingBox(),
    }).toEqual(before);
    expect(errors).toEqual([]);
  });

  test('a ticket chosen before the scripts arrive opens its conversation once they have', async ({ page }) => {
    const release = await openBeforeScripts(page, '/user/chat');
    await tickets(page)
      .getByRole('button', { name: /^Withdrawal/ })
      .click();
    release();
    await expect(page.getByRole('log')).toBeVisible();
    await expect(page.getByRole('log').getByRole('article').first()).toBeVisible();
  });

  test('on a phone, the list folded before the scripts arrive stays folded after', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    const release = await openBeforeScripts(page, '/user/chat');
    await page.getByRole('button', { name: text.support.hideList }).click();
    await expect(tickets(page)).toBeHidden();
    await expect(page.getByRole('button', { name: text.support.showList })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    release();
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: text.support.showList })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: text.support.showList })).toBeFocused();
    await expect(tickets(page)).toBeHidden();
    await page.getByRole('button', { name: text.support.showList }).click();
    await expect(tickets(page).getByRole('button').first()).toBeVisible();
  });
});

/** The pages of cards: today's tasks (each an article named by its heading) and the packages. */
const cardPages = [
  { path: '/user/todayTask', cards: (page: Page) => page.getByRole('article') },
  {
    path: '/user/packageList',
    cards: (page: Page) => page.getByRole('list', { name: text.packages.listLabel }).getByRole('listitem'),
  },
];

for (const { path, cards } of cardPages) {
  test(`${path} shows its cards before its scripts, and the island takes over with the same cards in the same place`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const release = await openBeforeScripts(page, path);
    await expect(cards(page).first()).toBeVisible();
    const before = await seenCards(cards(page));
    expect(before.texts.length).toBeGreaterThan(1);
    release();
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await seenCards(cards(page))).toEqual(before);
    expect(errors).toEqual([]);
  });
}

test.describe('today’s tasks before their scripts', () => {
  const cards = cardPages[0]!.cards;

  test('show the day’s count, and each card is named by its heading as the island names it', async ({ page }) => {
    const release = await openBeforeScripts(page, '/user/todayTask');
    await expect(page.getByText(/ done today$/)).toBeVisible();
    const first = (await cards(page).first().getByRole('heading').innerText()).trim();
    await expect(page.getByRole('article', { name: first })).toHaveCount(1);
    release();
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await expect(page.getByRole('article', { name: first })).toHaveCount(1);
  });

  test('Upload Task pressed before the scripts arrive opens that task’s upload once they have', async ({ page }) => {
    const release = await openBeforeScripts(page, '/user/todayTask');
    const card = cards(page).nth(1);
    const name = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('button', { name: text.tasks.uploadTask }).click();
    release();
    const dialog = page.getByRole('dialog', { name: text.tasks.uploadTask });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(name)).toBeVisible();
  });
});

test.describe('the packages before their scripts', () => {
  test('Buy pressed before the scripts arrive opens that package’s purchase once they have', async ({ page }) => {
    const release = await openBeforeScripts(page, '/user/packageList');
    await page.getByRole('button', { name: text.packages.buyNamed('Silver') }).click();
    release();
    const warning = page.getByRole('alertdialog', { name: text.packages.warning });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: text.common.continue }).click();
    const dialog = page.getByRole('dialog', { name: text.packages.buyDialog });
    await expect(dialog.getByText('Silver')).toBeVisible();
  });
});

test.describe('the deposit page before its scripts', () => {
  test('shows the address to pay to, ready to select, with a place kept for its QR code', async ({ page }) => {
    const release = await openBeforeScripts(page, '/user/manualDepositList');
    const card = page.getByRole('region', { name: text.deposits.addressTitle });
    const address = card.getByRole('textbox', { name: text.deposits.addressTitle });
    await expect(address).toHaveValue(/^0x[0-9a-fA-F]{40}$/);
    await expect(address).toHaveAttribute('readonly', '');
    const before = await card.boundingBox();
    release();
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await expect(card.getByRole('img', { name: text.deposits.qrLabel })).toBeVisible();
    expect(await card.boundingBox()).toEqual(before);
  });

  test('Sync Balance pressed before the scripts arrive asks the server once they have', async ({ page }) => {
    const syncs: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/balance-sync')) syncs.push(request.url());
    });
    const release = await openBeforeScripts(page, '/user/manualDepositList');
    await page.getByRole('button', { name: text.deposits.syncBalance }).click();
    release();
    await expect.poll(() => syncs.length).toBe(1);
  });
});

test.describe('manual withdraw before its scripts', () => {
  const t = text.withdrawals;

  test('shows the limits, the account and the wallet, and the island takes over without a move', async ({ page }) => {
    const errors = watchErrors(page);
    const release = await openBeforeScripts(page, '/user/manualWithdraw', sessionOf('mpindemo'));
    await expect(page.getByText(t.notePaid('$10.00'))).toBeVisible();
    await expect(page.getByText('HDFC0001234')).toBeVisible();
    await expect(page.getByRole('region', { name: text.ledgers.summaryLabel })).toBeVisible();
    const main = page.getByRole('main');
    const before = { text: await main.innerText(), box: await page.getByLabel(t.amount).boundingBox() };
    release();
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect({ text: await main.innerText(), box: await page.getByLabel(t.amount).boundingBox() }).toEqual(before);
    expect(errors).toEqual([]);
  });

  test('an amount typed and Next pressed before the scripts arrive ask for the code once they have', async ({
    page,
  }) => {
    const release = await openBeforeScripts(page, '/user/manualWithdraw', sessionOf('mpindemo'));
    await page.getByLabel(t.amount).fill('12');
    await page.getByRole('button', { name: t.next }).click();
    // Nothing is sent and the page stays until the island can check the amount.
    await expect(page).toHaveURL(/\/user\/manualWithdraw$/);
    release();
    const dialog = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`${t.amount}: $12.00`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByLabel(t.amount)).toHaveValue('12');
  });
});

for (const { path, tree, call, opened } of [
  { path: '/user/binaryTeam', tree: text.team.trees.binary, call: '/api/binary-details/', opened: true },
  { path: '/user/directTeam', tree: text.team.trees.referral, call: '/api/directTeam/', opened: true },
  { path: '/user/singleLeg', tree: text.team.trees.singleLeg, call: '/api/treeView/', opened: false },
]) {
  test(`${path} shows the member’s first nodes before its scripts, and the island takes over without a move`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    // Each member's answer is asked for once: the island takes those the page asked for before it.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(call)) asked.push(request.url());
    });
    const release = await openBeforeScripts(page, path);
    const drawn = page.getByRole('tree', { name: tree });
    const own = drawn.getByRole('treeitem', { name: /^demo\b/ });
    await expect(own).toBeVisible();
    // The member's own node, and (matching tree: once their answers are in) the team under it.
    await expect(own).toHaveAttribute('aria-expanded', String(opened));
    // Where each member stands on screen, by name.
    const seenNodes = async () =>
      Promise.all(
        (await drawn.getByRole('treeitem').all()).map(async (node) => ({
          name: await node.getAttribute('aria-label'),
          box: await node.boundingBox(),
        })),
      );
    const before = { nodes: await seenNodes(), canvas: await drawn.boundingBox() };
    expect(before.nodes.length).toBeGreaterThan(0);
    release();
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    // The island's own toolbar is up, and the same members stand in the same places.
    await expect(page.getByRole('button', { name: text.team.find })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('tree', { includeHidden: true })).toHaveCount(1);
    expect({ nodes: await seenNodes(), canvas: await drawn.boundingBox() }).toEqual(before);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked).toEqual([...new Set(asked)]);
    expect(errors).toEqual([]);
  });

  test(`${path}: a member who tabs to their node before the scripts keeps the focus on it as the island takes over`, async ({
    page,
  }) => {
    const release = await openBeforeScripts(page, path);
    const own = page.getByRole('tree', { name: tree }).getByRole('treeitem', { name: /^demo\b/ });
    await expect(own).toBeVisible();
    // By keyboard alone, from the top of the page to the member's node.
    for (let presses = 0; presses < 40 && !(await own.evaluate((node) => node === document.activeElement)); presses++)
      await page.keyboard.press('Tab');
    await expect(own).toBeFocused();
    release();
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: text.team.find })).toBeEnabled();
    // The island's node has it (the drawing is gone), and the tree's keys work from there.
    await expect(page.getByRole('tree', { includeHidden: true })).toHaveCount(1);
    await expect(own).toBeFocused();
    if (opened) {
      await page.keyboard.press('ArrowDown');
      // Another member's node has it (the member's own may then be out of the drawn area, and out of the page).
      const focused = page.locator(':focus');
      await expect(focused).toHaveAttribute('role', 'treeitem');
      await expect(focused).not.toHaveAttribute('aria-label', /^demo\b/);
    }
  });
}

test('the matching tree shows the member’s own node before the answers for the places under it', async ({ page }) => {
  let answerPlaces!: () => void;
  const places = new Promise<void>((resolve) => (answerPlaces = resolve));
  await page.route(/\/api\/binary-details\/(?!demo$)[^/]+$/, async (route) => {
    await places;
    await route.continue();
  });
  const release = await openBeforeScripts(page, '/user/binaryTeam');
  const tree = page.getByRole('tree', { name: text.team.trees.binary });
  const own = tree.getByRole('treeitem', { name: /^demo\b/ });
  await expect(own).toHaveAttribute('aria-expanded', 'false');
  const box = await own.boundingBox();
  answerPlaces();
  // The two places come under it, and the member's node stays where it was.
  await expect(own).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.getByRole('treeitem')).toHaveCount(3);
  expect(await own.boundingBox()).toEqual(box);
  release();
  await expect(page.locator('[data-covered]')).toHaveCount(0);
  await expect(tree.getByRole('treeitem')).toHaveCount(3);
});

test.describe('the dashboard’s news pop-up before its scripts', () => {
  /** A new member (news unread) and the titles of the visit's pop-ups, in order. */
  async function withNews(baseURL: string, workerIndex: number) {
    const member = await newMember(baseURL, workerIndex);
    const answer = await api(baseURL, 'news', member.token);
    const popups = (answer.data as { title: string; is_show: number }[]).filter((item) => Number(item.is_show) === 1);
    expect(popups.length).toBeGreaterThan(1);
    return { member, titles: popups.map((item) => item.title) };
  }

  test('shows the first pop-up, and the island takes over with it in the same place', async ({
    page,
    baseURL,
  }, testInfo) => {
    const errors = watchErrors(page);
    const { member, titles } = await withNews(baseURL!, testInfo.workerIndex);
    const release = await openBeforeScripts(page, '/user/dashboard', member);
    const popup = page.getByRole('dialog', { name: titles[0] });
    await expect(popup).toBeVisible();
    await expect(popup.getByText(text.news.count(1, titles.length))).toBeVisible();
    await expect(popup.getByRole('button', { name: text.news.next })).toBeVisible();
    const before = { text: await popup.innerText(), box: await popup.boundingBox() };
    release();
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect({ text: await popup.innerText(), box: await popup.boundingBox() }).toEqual(before);
    expect(errors).toEqual([]);
  });

  test('a pop-up closed before the scripts arrive stays closed and is marked read once they have', async ({
    page,
    baseURL,
  }, testInfo) => {
    const { member, titles } = await withNews(baseURL!, testInfo.workerIndex);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/news\/\d+\/read$/.test(request.url())) reads.push(request.url());
    });
    const release = await openBeforeScripts(page, '/user/dashboard', member);
    await page.getByRole('dialog', { name: titles[0] }).getByRole('button', { name: text.news.next }).click();
    const second = page.getByRole('dialog', { name: titles[1] });
    await expect(second.getByText(text.news.count(2, titles.length))).toBeVisible();
    release();
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await expect.poll(() => reads.length).toBe(1);
    // The island shows the second, as the member left it, and Escape closes it there.
    await expect(second.getByText(text.news.count(2, titles.length))).toBeVisible();
    await expect(page.getByRole('dialog', { name: titles[0] })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(titles.length > 2 ? 1 : 0);
    await expect.poll(() => reads.length).toBe(2);
  });
});

test.describe('what the member does on the first paint is kept', () => {
  test('dates typed before the scripts arrive filter the list once the island has taken over', async ({ page }) => {
    const release = await openBeforeScripts(page, '/user/transactionsList');
    const filter = page.getByRole('group', { name: text.statement.filterLabel });
    await filter.getByLabel(text.statement.from).fill('2099-01-01');
    release();
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await expect(
      page.getByRole('group', { name: text.statement.filterLabel }).getByLabel(text.statement.from),
    ).toHaveValue('2099-01-01');
    await expect(page.getByText(text.statement.noRowsInRange)).toBeVisible();
  });

  test('the focus stays on the list when the island takes over', async ({ page }) => {
    const release = await openBeforeScripts(page, '/user/logs');
    const table = region(page, text.ledgers.logHistory);
    await table.focus();
    release();
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await expect(table).toBeFocused();
    await expect(page.getByRole('region', { name: text.ledgers.logHistory, includeHidden: true })).toHaveCount(1);
  });

  test('Export CSV pressed before the scripts arrive downloads the statement once they have', async ({ page }) => {
    const release = await openBeforeScripts(page, '/user/logs');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text.statement.exportCsv }).click();
    release();
    expect((await download).suggestedFilename()).toMatch(/^logs-\d{4}-\d\d-\d\d\.csv$/);
  });

  test('on a phone, a row card opens its other facts before the scripts arrive', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    const release = await openBeforeScripts(page, '/user/transactionsList');
    const table = region(page, text.ledgers.transactionHistory);
    const card = table.getByRole('row').nth(1);
    const wallet = card
      .getByRole('cell')
      .filter({ hasText: text.ledgers.payIn })
      .or(card.getByRole('cell').filter({ hasText: text.ledgers.payOut }));
    await expect(wallet).toBeHidden();
    await card.getByRole('button', { name: text.ui.details }).click();
    await expect(wallet).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    release();
    // The island's card of that row is open too, and the focus is on its Details button.
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await expect(card.getByRole('button', { name: text.ui.details })).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByRole('button', { name: text.ui.details })).toBeFocused();
    await expect(wallet).toBeVisible();
  });
});

test('an answer the list cannot use is left to the island, which says what failed', async ({ page }) => {
  await page.route('**/api/logs', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: false, msg: 'Not now' }),
    }),
  );
  const answered = page.waitForResponse('**/api/logs');
  const release = await openBeforeScripts(page, '/user/logs');
  await answered;
  // The first paint has read the answer (two frames later) and drawn nothing.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(region(page, text.ledgers.logHistory)).toHaveCount(0);
  await expect(page.locator('[data-covered]')).toHaveCount(0);
  release();
  await expect(page.getByText(text.ledgers.loadFailed)).toBeVisible();
  await expect(page.getByText('Not now')).toBeVisible();
});
