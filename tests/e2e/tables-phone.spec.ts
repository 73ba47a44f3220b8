/**
 * Tables on a phone (412×823, touch) and a laptop (1366×850): on a phone every row is a card whose key
 * facts (what, amount, status, date) sit inside the screen, labelled by their column names, with the
 * other columns behind the row's Details button; nothing scrolls sideways at either size.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { routes } from '../../src/lib/routes.ts';
import * as text from '../../src/lib/text.ts';
import { openAs } from './support/members.ts';

const c = text.ledgers.columns;
const w = text.withdrawalList.columns;
const s = text.subscriptions.columns;
const d = text.deposits.columns;
const k = text.kyc.columns;

interface Screen {
  /** Name of the table's region. */
  region: string;
  /** The key facts a member must see on each row, by column name. */
  keys: string[];
}

/** Every screen of the route table that lists rows in a table, with the facts its cards must show. */
const screens: Record<string, Screen> = {
  '/user/WithdrawList': {
    region: text.withdrawalList.historyTitle,
    keys: [w.code, w.amountFrom, w.netAmount, w.status, w.date],
  },
  '/user/transactionsList': { region: text.ledgers.transactionHistory, keys: [c.txnId, c.type, c.amount, c.date] },
  '/user/payouts': { region: text.ledgers.payoutHistory, keys: [c.fromUsername, c.amount, c.status, c.generationDate] },
  '/user/downlineDetails': { region: text.ledgers.tables.downline, keys: [c.level, c.userCount, c.investment] },
  '/user/logs': { region: text.ledgers.logHistory, keys: [c.ip, c.time] },
  '/user/rankDetails': { region: text.ledgers.tables.rank, keys: [c.name, c.bonusUsd, c.paidStatus] },
  '/user/poolIncomes': { region: text.ledgers.tables.pool, keys: [c.rank, c.target, c.paidStatus, c.bonusDate] },
  '/user/salaryIncome': { region: text.ledgers.tables.salary, keys: [c.name, c.bonus, c.status] },
  '/user/subscriptionHistory': {
    region: text.subscriptions.tableLabel,
    keys: [s.package, s.amountPaid, s.status, s.activationDate],
  },
  '/user/manualDepositList': { region: text.deposits.tableLabel, keys: [d.thash, d.amount, d.status, d.created_at] },
  '/user/kyc': { region: text.kyc.tableLabel, keys: [k.type, k.status, k.date] },
  '/user/doneTask': {
    region: text.tasks.completedTitle,
    keys: [text.tasks.name, text.tasks.taskDate, text.tasks.statusLabel],
  },
};

const table = (page: Page, region: string) => page.getByRole('region', { name: region }).getByRole('table');

async function open(page: Page, path: string, region: string): Promise<string[]> {
  await openAs(page, 'demo', path);
  await expect(table(page, region).locator('tbody tr').first()).toBeVisible();
  return (await table(page, region).getByRole('columnheader').allTextContents()).map((header) => header.trim());
}

/** Whether a card's contents are laid out (not skipped as far from the screen: content-visibility: auto). */
const laidOut = (row: Locator) => () =>
  row
    .getByRole('cell')
    .first()
    .evaluate((cell) => cell.checkVisibility({ contentVisibilityAuto: true }));

/** Sideways overflow of the page and of the table's own region, in px (0 when nothing scrolls sideways). */
async function sideways(page: Page, region: string): Promise<{ page: number; table: number }> {
  return page.getByRole('region', { name: region }).evaluate((box) => ({
    page: document.scrollingElement!.scrollWidth - window.innerWidth,
    table: box.scrollWidth - box.clientWidth,
  }));
}

interface CellView {
  text: string;
  visible: boolean;
  /** The column name shown beside the value. */
  label: string;
  inside: boolean;
}

/** What each row shows of the given columns once the row is scrolled into view: text, label, and whether it lies inside the viewport. */
async function rowsSeen(page: Page, region: string, columns: number[]): Promise<CellView[][]> {
  return table(page, region).evaluate((element, indexes) => {
    return [...element.querySelectorAll(':scope > tbody > tr')].map((row) => {
      row.scrollIntoView({ block: 'center' });
      const cells = [...row.children] as HTMLElement[];
      return indexes.map((index) => {
        const cell = cells[index]!;
        const rect = cell.getBoundingClientRect();
        return {
          text: (cell.innerText ?? '').trim(),
          visible: cell.checkVisibility() && rect.width > 0 && rect.height > 0,
          label: getComputedStyle(cell, '::before').content,
          inside:
            rect.left >= 0 && rect.right <= window.innerWidth && rect.top >= 0 && rect.bottom <= window.innerHeight,
        };
      });
    });
  }, columns);
}

test.describe('on a phone (412×823, touch)', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  for (const [path, screen] of Object.entries(screens)) {
    test(`${path} shows each row's key facts on screen and the rest behind Details`, async ({ page }) => {
      const headers = await open(page, path, screen.region);
      const keyIndexes = screen.keys.map((name) => {
        const index = headers.indexOf(name);
        expect(index, `column ${name} of ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
        return index;
      });
      expect(await sideways(page, screen.region)).toEqual({ page: 0, table: 0 });

      const seen = await rowsSeen(page, screen.region, keyIndexes);
      expect(seen.length).toBeGreaterThan(0);
      seen.forEach((cells, row) =>
        cells.forEach((cell, index) => {
          const name = screen.keys[index]!;
          expect(cell.visible, `row ${row + 1}: ${name} is visible`).toBe(true);
          expect(cell.inside, `row ${row + 1}: ${name} lies inside the viewport`).toBe(true);
          expect(cell.text, `row ${row + 1}: ${name} has a value`).not.toBe('');
          expect(cell.label, `row ${row + 1}: ${name} is labelled`).toContain(JSON.stringify(name));
        }),
      );

      const others = headers.map((_name, index) => index).filter((index) => !keyIndexes.includes(index));
      const first = table(page, screen.region).locator('tbody tr').first();
      const details = first.getByRole('button', { name: new RegExp(`^${text.ui.details} `) });
      const cellsOf = (row: typeof first) => row.locator(':scope > td');
      // Back at the first card (the rows were read down to the last), once it is laid out again.
      await first.scrollIntoViewIfNeeded();
      await expect.poll(laidOut(first)).toBe(true);
      const keyShown = await Promise.all(headers.map((_name, index) => cellsOf(first).nth(index).isVisible()));
      const hidden = headers.filter((_name, index) => !keyShown[index]);
      // Columns the screen does not count as key facts may still be on the card, but none may be lost.
      if (hidden.length === 0) {
        await expect(details).toHaveCount(0);
        return;
      }
      expect(others.length).toBeGreaterThan(0);
      await expect(details).toHaveAttribute('aria-expanded', 'false');
      // The button's name says which row it opens: "Details" and the row's first key fact.
      const what = (await cellsOf(first).nth(keyShown.indexOf(true)).innerText()).trim();
      await expect(details).toHaveAccessibleName(`${text.ui.details} ${what}`);
      await details.click();
      await expect(details).toHaveAttribute('aria-expanded', 'true');
      for (const index of headers.keys()) {
        const cell = cellsOf(first).nth(index);
        await expect(cell, `${headers[index]} after Details`).toBeVisible();
        const box = (await cell.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(412);
      }
      expect(await sideways(page, screen.region)).toEqual({ page: 0, table: 0 });
      await details.click();
      await expect(details).toHaveAttribute('aria-expanded', 'false');
      for (const name of hidden) await expect(cellsOf(first).nth(headers.indexOf(name))).toBeHidden();

      // By keyboard: the next row's Details opens with Enter and closes with Space.
      const second = table(page, screen.region).locator('tbody tr').nth(1);
      if ((await second.count()) === 0) return;
      const next = second.getByRole('button', { name: new RegExp(`^${text.ui.details} `) });
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(next).toHaveAttribute('aria-expanded', 'true');
      await expect(cellsOf(second).nth(headers.indexOf(hidden[0]!))).toBeVisible();
      await page.keyboard.press('Space');
      await expect(next).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('cards below the screen are laid out only as the member scrolls near them (on paper at once), and then read in full', async ({
    page,
  }) => {
    const screen = screens['/user/transactionsList']!;
    await open(page, '/user/transactionsList', screen.region);
    const last = table(page, screen.region).locator('tbody tr').last();
    const rendered = laidOut(last);
    expect(await rendered()).toBe(false);
    // On paper every card is there.
    await page.emulateMedia({ media: 'print' });
    await expect.poll(rendered).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await expect.poll(rendered).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect(last.getByRole('cell').first()).toBeVisible();
    await expect(last.getByRole('cell').first()).not.toHaveText('');
  });

  test('every member screen with a table is covered above, and the others have none', async ({ page }) => {
    test.setTimeout(120_000);
    for (const route of routes.filter((entry) => entry.member && entry.path !== '/user/viewAds')) {
      if (screens[route.path]) continue;
      await openAs(page, 'demo', route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('table'), `${route.path} has a table this spec does not check`).toHaveCount(0);
    }
  });
});

test.describe('on a laptop (1366×850)', () => {
  test.use({ viewport: { width: 1366, height: 850 } });

  for (const [path, screen] of Object.entries(screens)) {
    test(`${path} is a table that fits without scrolling sideways`, async ({ page }) => {
      const headers = await open(page, path, screen.region);
      for (const name of screen.keys) expect(headers).toContain(name);
      await expect(table(page, screen.region).getByRole('columnheader').first()).toBeVisible();
      expect(await sideways(page, screen.region)).toEqual({ page: 0, table: 0 });
      // Every column is on screen, so no row has a Details button.
      await expect(
        table(page, screen.region).getByRole('button', { name: new RegExp(`^${text.ui.details} `) }),
      ).toHaveCount(0);
    });
  }
});
