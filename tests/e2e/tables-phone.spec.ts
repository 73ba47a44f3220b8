/**
 * Tables on a phone (412×823, touch) and a laptop (1366×850): on a phone every row is a card whose key
 * facts (what, amount, status, date) sit inside the screen, labelled by their column names, with the
 * other columns behind the row's Details button; nothing scrolls sideways at either size. The member
 * screens not listed in support/tables.ts have no table (the route sweep, routes.spec.ts).
 * On the same visit, at both sizes: the screen's small controls are at least 24×24 px and its amounts
 * carry thousands separators (phone-layout.spec.ts checks the screens without a table). The screens are
 * walked a few to a tab (support/members.ts, `walk`).
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { runsOf, sessionOf, useSession, walk } from './support/members.ts';
import { tableScreens as screens, type Screen } from './support/tables.ts';
import { expectAmountsSeparated, expectTargets, targetBoxes } from './support/targets.ts';

/** Each screen's small controls (links and buttons in its rows), by what they are. */
const targets: Record<string, { name: string; find: (page: Page) => Locator }[]> = {
  '/user/kyc': [{ name: 'KYC image links', find: (page) => page.getByRole('link', { name: /^(Front|Back)\b/ }) }],
  '/user/manualDepositList': [{ name: 'deposit hash links', find: (page) => page.locator('main td a[target=_blank]') }],
  '/user/WithdrawList': [{ name: 'withdraw View links', find: (page) => page.getByRole('link', { name: /^View\b/ }) }],
  '/user/doneTask': [
    {
      name: 'done-task tooltip buttons',
      find: (page) => page.locator('main td button').filter({ hasNotText: /^Details/ }),
    },
    { name: 'done-task links', find: (page) => page.locator('main td a[target=_blank]') },
  ],
};

/** Amounts each screen shows for the demo member, written with thousands separators. */
const amounts: Record<string, string[]> = {
  '/user/WithdrawList': ['$264.00'],
  '/user/transactionsList': ['$2,500.00'],
};

/** The 24×24 px targets and the separated amounts of the screen at `path`, as loaded. */
async function smallParts(page: Page, path: string): Promise<void> {
  if (amounts[path]) await expectAmountsSeparated(page, amounts[path]);
  for (const { name, find } of targets[path] ?? []) expectTargets(name, await targetBoxes(page, find(page)));
}

const table = (page: Page, region: string) => page.getByRole('region', { name: region }).getByRole('table');

async function open(page: Page, path: string, region: string): Promise<string[]> {
  await page.goto(path);
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

/** A phone's cards on the screen at `path`: key facts on screen and labelled, the rest behind Details. */
async function cards(page: Page, path: string, screen: Screen): Promise<void> {
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
  const details = first.getByRole('button', { name: new RegExp(`^${text.pager.details} `) });
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
  await expect(details).toHaveAccessibleName(`${text.pager.details} ${what}`);
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
  const next = second.getByRole('button', { name: new RegExp(`^${text.pager.details} `) });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(next).toHaveAttribute('aria-expanded', 'true');
  await expect(cellsOf(second).nth(headers.indexOf(hidden[0]!))).toBeVisible();
  await page.keyboard.press('Space');
  await expect(next).toHaveAttribute('aria-expanded', 'false');
}

test.describe('on a phone (412×823, touch)', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  for (const run of runsOf(Object.entries(screens), 4)) {
    test(`${run.map(([path]) => path).join(', ')}: each row's key facts on screen and the rest behind Details`, async ({
      page,
    }) => {
      await useSession(page, sessionOf('demo'));
      await walk(
        run,
        ([path]) => path,
        async ([path, screen]) => {
          await cards(page, path, screen);
          await smallParts(page, path);
        },
        20_000,
      );
    });
  }

  test('cards below the screen are laid out only as the member scrolls near them (on paper at once), and then read in full', async ({
    page,
  }) => {
    const screen = screens['/user/transactionsList']!;
    await useSession(page, sessionOf('demo'));
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
});

test.describe('on a laptop (1366×850)', () => {
  test.use({ viewport: { width: 1366, height: 850 } });

  for (const run of runsOf(Object.entries(screens), 6)) {
    test(`${run.map(([path]) => path).join(', ')}: a table that fits without scrolling sideways`, async ({ page }) => {
      await useSession(page, sessionOf('demo'));
      await walk(
        run,
        ([path]) => path,
        async ([path, screen]) => {
          const headers = await open(page, path, screen.region);
          for (const name of screen.keys) expect(headers).toContain(name);
          await expect(table(page, screen.region).getByRole('columnheader').first()).toBeVisible();
          expect(await sideways(page, screen.region)).toEqual({ page: 0, table: 0 });
          // Every column is on screen, so no row has a Details button.
          await expect(
            table(page, screen.region).getByRole('button', { name: new RegExp(`^${text.pager.details} `) }),
          ).toHaveCount(0);
          await smallParts(page, path);
        },
      );
    });
  }
});
