/** Finding people, keyboard and screen-reader use, the list view and phones: shared by all three trees. */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { openAs } from './support/members.ts';
import {
  binaryDetails,
  card,
  countCalls,
  directTeam,
  directTeamOnPage,
  settledScale,
  treeReady,
  treeitem,
  viewScale,
} from './support/team.ts';
import { axeViolations } from './support/a11y.ts';

const find = async (page: Page, query: string) => {
  await page.getByLabel(text.team.findLabel).fill(query);
  await page.getByLabel(text.team.findLabel).press('Enter');
};

async function centreOf(page: Page, name: string) {
  const box = (await treeitem(page, name).locator('circle[fill]').boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function canvasBox(page: Page) {
  return (await page.getByRole('tree').boundingBox())!;
}

test.describe('finding people', () => {
  test('finds a loaded member by the start of their username in any case, centres them, highlights the path and takes focus there', async ({
    page,
    baseURL,
  }) => {
    const answer = await directTeam(baseURL!, 'demo');
    const target = answer.data[answer.data.length - 3]!.username;
    await openAs(page, 'demo', '/user/directTeam');
    await treeReady(page);
    await find(page, target.toUpperCase());
    await expect(treeitem(page, target)).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: `${target}: match 1 of 1` })).toBeVisible();
    const path = page.getByRole('navigation', { name: text.team.path });
    await expect(path.getByRole('listitem')).toHaveText(['demo/', target]);
    await expect(path.getByText(target)).toHaveAttribute('aria-current', 'location');
    // The highlighted path runs from the member down to the match.
    await expect(page.getByRole('tree').locator('path.stroke-primary')).toHaveAttribute('d', /^M.+V.+H.+V.+$/);
    const canvas = await canvasBox(page);
    await expect
      .poll(async () => {
        const at = await centreOf(page, target);
        return Math.hypot(at.x - (canvas.x + canvas.width / 2), at.y - (canvas.y + canvas.height / 2));
      })
      .toBeLessThan(30);
  });

  test('steps through several matches and says when nothing matches', async ({ page, baseURL }) => {
    const answer = await directTeam(baseURL!, 'demo');
    const names = answer.data.map((member) => member.username);
    const prefix = [
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
      'i',
      'j',
      'k',
      'l',
      'm',
      'n',
      'o',
      'p',
      'q',
      'r',
      's',
      't',
      'u',
      'v',
      'w',
      'y',
      'z',
    ].find((letter) => names.filter((n) => n.startsWith(letter)).length >= 2)!;
    const matches = names.filter((name) => name.startsWith(prefix));
    await openAs(page, 'demo', '/user/directTeam');
    await treeReady(page);
    await find(page, prefix);
    await expect(treeitem(page, matches[0]!)).toBeFocused();
    await page.getByRole('button', { name: text.team.nextMatch }).click();
    await expect(treeitem(page, matches[1]!)).toBeFocused();
    await expect(page.getByText(`${matches[1]}: match 2 of ${matches.length}`)).toBeVisible();
    await find(page, 'zzzz');
    await expect(page.getByText(text.team.noMatch('zzzz'))).toBeVisible();
  });

  test('goes back to the member, fits the tree into view and zooms with buttons', async ({ page, baseURL }) => {
    const answer = await directTeam(baseURL!, 'demo');
    const far = answer.data[answer.data.length - 1]!.username;
    await openAs(page, 'demo', '/user/directTeam');
    await treeReady(page);
    await find(page, far);
    await expect(treeitem(page, far)).toBeFocused();
    await page.getByRole('button', { name: text.team.backToMe }).click();
    await expect(treeitem(page, 'demo')).toBeFocused();
    await expect(page.getByRole('navigation', { name: text.team.path }).getByRole('listitem')).toHaveText(['demo']);

    await page.getByRole('button', { name: text.team.fit }).click();
    const canvas = await canvasBox(page);
    await expect
      .poll(async () => {
        const boxes = await page
          .getByRole('treeitem')
          .locator('circle[fill]')
          .evaluateAll((circles) => circles.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
        return boxes.every(
          (b) =>
            b.left >= canvas.x &&
            b.right <= canvas.x + canvas.width &&
            b.top >= canvas.y &&
            b.bottom <= canvas.y + canvas.height,
        );
      })
      .toBe(true);

    const fitted = await settledScale(page);
    await page.getByRole('button', { name: text.team.zoomIn }).click();
    await expect.poll(() => viewScale(page)).toBeGreaterThan(fitted * 1.2);
    const zoomed = await settledScale(page);
    await page.getByRole('button', { name: text.team.zoomOut }).click();
    await page.getByRole('button', { name: text.team.zoomOut }).click();
    await expect.poll(() => viewScale(page)).toBeLessThan(zoomed * 0.7);
  });

  test('the path shows where the focused member sits and moves focus up the tree on click', async ({
    page,
    baseURL,
  }) => {
    const demo = await binaryDetails(baseURL!, 'demo');
    const left = await binaryDetails(baseURL!, demo.leftuser!);
    await openAs(page, 'demo', '/user/binaryTeam');
    await treeReady(page);
    await treeitem(page, demo.leftuser!).click();
    // The click loads the member's children; search looks among loaded members only.
    await expect(treeitem(page, demo.leftuser!)).toHaveAttribute('aria-expanded', 'true');
    await find(page, left.leftuser!);
    const path = page.getByRole('navigation', { name: text.team.path });
    await expect(path.getByRole('listitem')).toHaveText(['demo/', `${demo.leftuser}/`, left.leftuser!]);
    await path.getByRole('button', { name: demo.leftuser! }).click();
    await expect(treeitem(page, demo.leftuser!)).toBeFocused();
    await expect(path.getByRole('listitem')).toHaveText(['demo/', demo.leftuser!]);
  });
});

test.describe('keyboard and screen readers', () => {
  test('the tree is one tab stop and arrow keys walk it, Right opening and Left going back up', async ({
    page,
    baseURL,
  }) => {
    const demo = await binaryDetails(baseURL!, 'demo');
    const left = await binaryDetails(baseURL!, demo.leftuser!);
    const calls = countCalls(page, /\/api\/binary-details\//);
    await openAs(page, 'demo', '/user/binaryTeam');
    const tree = await treeReady(page);
    await expect(tree.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
    // Tab from the last control above the tree (Next free place: Right) lands on the member, and the next Tab leaves the tree.
    await page.getByRole('button', { name: text.team.nextFree.button(text.team.right) }).focus();
    await page.keyboard.press('Tab');
    await expect(treeitem(page, 'demo')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(treeitem(page, demo.leftuser!)).toBeFocused();
    await expect(tree.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await expect(treeitem(page, demo.rightuser!)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(treeitem(page, demo.leftuser!)).toBeFocused();
    // Right loads and opens; Right again goes to the first child; Left goes back to the parent.
    await page.keyboard.press('ArrowRight');
    await expect(treeitem(page, demo.leftuser!)).toHaveAttribute('aria-expanded', 'true');
    expect(calls).toContain(`binary-details/${left.leftuser}`);
    await page.keyboard.press('ArrowRight');
    await expect(treeitem(page, left.leftuser!)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(treeitem(page, demo.leftuser!)).toBeFocused();
    // Left on an open member closes it; Home and End reach the first and last member shown.
    await page.keyboard.press('ArrowLeft');
    await expect(treeitem(page, demo.leftuser!)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('End');
    await expect(treeitem(page, demo.rightuser!)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(treeitem(page, 'demo')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('treeitem').filter({ has: page.locator(':focus') })).toHaveCount(0);
    await expect(tree.locator(':focus')).toHaveCount(0);
  });

  test('gives every member its level, set size and position, and says paid, unpaid or vacant in words', async ({
    page,
  }) => {
    const received = directTeamOnPage(page, 'demo');
    await openAs(page, 'demo', '/user/directTeam');
    const answer = await received;
    await treeReady(page);
    const root = treeitem(page, 'demo');
    await expect(root).toHaveAttribute('aria-level', '1');
    await expect(root).toHaveAttribute('aria-setsize', '1');
    await expect(root).toHaveAttribute('aria-posinset', '1');
    const third = answer.data[2]!;
    await find(page, third.username);
    const node = page.getByRole('treeitem', { name: `${third.username}, ${third.is_paid ? 'Paid' : 'Unpaid'}` });
    await expect(node).toHaveAttribute('aria-level', '2');
    await expect(node).toHaveAttribute('aria-posinset', '3');
    await expect(node).toHaveAttribute('aria-setsize', String(answer.data.length));
  });

  test('the card opens on focus and with Enter, closes with Escape, and its details are the member\u2019s description', async ({
    page,
    baseURL,
  }) => {
    const demo = await binaryDetails(baseURL!, 'demo');
    await openAs(page, 'demo', '/user/binaryTeam');
    await treeReady(page);
    await treeitem(page, 'demo').focus();
    await expect(card(page, 'demo')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(card(page, demo.leftuser!)).toBeVisible();
    await expect(treeitem(page, demo.leftuser!)).toHaveAccessibleDescription(
      new RegExp(`Left User: .+\\. Right User: .+\\. Total Matching: \\$`),
    );
    await page.keyboard.press('Escape');
    await expect(card(page, demo.leftuser!)).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(card(page, demo.leftuser!)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press(' ');
    await expect(card(page, demo.leftuser!)).toBeVisible();
    await card(page, demo.leftuser!).getByRole('button', { name: text.team.closeDetails }).click();
    await expect(card(page, demo.leftuser!)).toBeHidden();
  });

  test('the list view shows the same loaded tree and opens members from it', async ({ page, baseURL }) => {
    const demo = await binaryDetails(baseURL!, 'demo');
    const left = await binaryDetails(baseURL!, demo.leftuser!);
    await openAs(page, 'demo', '/user/binaryTeam');
    await treeReady(page);
    await page.getByRole('button', { name: text.team.listView, exact: true }).click();
    await expect(page.getByRole('button', { name: text.team.listView, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('tree')).toBeHidden();
    const list = page.getByRole('list', { name: 'Matching Team' });
    await expect(list.getByText(demo.leftuser!, { exact: true })).toBeVisible();
    await expect(list.getByText(demo.rightuser!, { exact: true })).toBeVisible();
    const open = list.getByRole('button', { name: text.team.showTeam(demo.leftuser!) });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    await expect(list.getByRole('button', { name: text.team.hideTeam(demo.leftuser!) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(list.getByText(left.leftuser!, { exact: true })).toBeVisible();
    // Back in the tree, the same members are open.
    await page.getByRole('button', { name: text.team.treeView, exact: true }).click();
    await expect(treeitem(page, left.leftuser!)).toBeVisible();
    await expect(treeitem(page, demo.leftuser!)).toHaveAttribute('aria-expanded', 'true');
  });

  test('search in the list view moves focus to the member\u2019s row', async ({ page, baseURL }) => {
    const answer = await directTeam(baseURL!, 'demo');
    const target = answer.data[answer.data.length - 1]!.username;
    await openAs(page, 'demo', '/user/directTeam');
    await treeReady(page);
    await page.getByRole('button', { name: text.team.listView, exact: true }).click();
    await find(page, target);
    await expect(page.getByRole('list', { name: 'Referral Team' }).getByText(target, { exact: true })).toBeFocused();
  });
});

test.describe('phones', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('fits a 360 px screen, pans with one finger and zooms with two without moving the page', async ({ page }) => {
    await openAs(page, 'demo', '/user/binaryTeam');
    const tree = await treeReady(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(tree).toHaveCSS('touch-action', 'none');
    for (const name of [
      text.team.backToMe,
      text.team.fit,
      text.team.zoomIn,
      text.team.zoomOut,
      text.team.treeView,
      text.team.listView,
    ]) {
      const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }

    const box = (await tree.boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const session = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      session.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })) });
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const rootBefore = await centreOf(page, 'demo');

    // One finger drags the tree down and to the right.
    await touch('touchStart', [{ x: cx, y: cy + 60 }]);
    for (let i = 1; i <= 8; i += 1) await touch('touchMove', [{ x: cx + i * 5, y: cy + 60 + i * 10 }]);
    await touch('touchEnd', []);
    const rootAfter = await centreOf(page, 'demo');
    expect(rootAfter.y - rootBefore.y).toBeGreaterThan(50);
    expect(rootAfter.x - rootBefore.x).toBeGreaterThan(25);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    // Two fingers spread apart zoom in.
    const scale = await viewScale(page);
    await touch('touchStart', [
      { x: cx - 20, y: cy },
      { x: cx + 20, y: cy },
    ]);
    for (let i = 1; i <= 8; i += 1)
      await touch('touchMove', [
        { x: cx - 20 - i * 8, y: cy },
        { x: cx + 20 + i * 8, y: cy },
      ]);
    await touch('touchEnd', []);
    expect(await viewScale(page)).toBeGreaterThan(scale * 1.5);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  });

  test('a tap opens a member and shows their card', async ({ page, baseURL }) => {
    const demo = await binaryDetails(baseURL!, 'demo');
    await openAs(page, 'demo', '/user/binaryTeam');
    await treeReady(page);
    await treeitem(page, demo.rightuser!).tap();
    await expect(card(page, demo.rightuser!)).toBeVisible();
    await expect(treeitem(page, demo.rightuser!)).toHaveAttribute('aria-expanded', 'true');
    // A tap on the empty canvas puts the card away.
    const box = (await page.getByRole('tree').boundingBox())!;
    await page.touchscreen.tap(box.x + 10, box.y + 10);
    await expect(card(page, demo.rightuser!)).toBeHidden();
  });
});

test.describe('accessibility of every state', () => {
  test('has no axe violations with a card open, after a search and in the list view', async ({ page }) => {
    // Three full axe runs over a page of a hundred members take a while on a busy machine.
    test.setTimeout(120_000);
    await openAs(page, 'demo', '/user/directTeam');
    await treeReady(page);
    await treeitem(page, 'demo').focus();
    await expect(card(page, 'demo')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await find(page, 'zzz');
    await expect(page.getByText(text.team.noMatch('zzz'))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: text.team.listView, exact: true }).click();
    await expect(page.getByRole('list', { name: 'Referral Team' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
