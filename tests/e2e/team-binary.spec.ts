import { test, expect, type Page } from '@playwright/test';
import { money } from '../../src/lib/format/format.ts';
import * as text from '../../src/lib/text.ts';
import { hold, openAs, watchErrors } from './support/members.ts';
import { axeViolations } from './support/a11y.ts';
import { binaryDetails, card, cardValue, countCalls, pathToVacancy, treeReady, treeitem } from './support/team.ts';

/** Opens a member shown in the tree: search centres it, Right loads its two sides. */
async function openMember(page: Page, name: string) {
  await page.getByLabel(text.team.findLabel).fill(name);
  await page.getByLabel(text.team.findLabel).press('Enter');
  await expect(treeitem(page, name)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(treeitem(page, name)).toHaveAttribute('aria-expanded', 'true');
}

test.describe('Matching Team', () => {
  test('shows the member with both sides, asking for the member first and then each child', async ({
    page,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    const calls = countCalls(page, /\/api\/binary-details\//);
    const demo = await binaryDetails(baseURL!, 'demo');
    await openAs(page, 'demo', '/user/binaryTeam');
    await treeReady(page);
    await expect(treeitem(page, 'demo')).toHaveAttribute('aria-expanded', 'true');
    await expect(treeitem(page, demo.leftuser!)).toHaveAttribute('aria-level', '2');
    await expect(treeitem(page, demo.rightuser!)).toHaveAttribute('aria-posinset', '2');
    expect(calls[0]).toBe('binary-details/demo');
    expect(calls.slice(1).sort()).toEqual(
      [`binary-details/${demo.leftuser}`, `binary-details/${demo.rightuser}`].sort(),
    );
    expect(errors).toEqual([]);
  });

  test('draws the member\u2019s two places from the member\u2019s own answer, and their records as they come', async ({
    page,
    baseURL,
  }) => {
    const demo = await binaryDetails(baseURL!, 'demo');
    const children = [demo.leftuser!, demo.rightuser!];
    const release = await hold(page, new RegExp(`/api/binary-details/(${children.join('|')})$`));
    await openAs(page, 'demo', '/user/binaryTeam');
    // Named at once, before their own answers: not yet said to be paid or unpaid.
    for (const name of children)
      await expect(page.getByRole('treeitem', { name, exact: true })).toHaveAttribute('aria-level', '2');
    release();
    for (const name of children) {
      const paid = (await binaryDetails(baseURL!, name)).is_paid;
      const label =
        paid === true ? `${name}, ${text.team.paid}` : paid === false ? `${name}, ${text.team.unpaid}` : name;
      await expect(page.getByRole('treeitem', { name: label, exact: true })).toBeVisible();
    }
  });

  test('names the root\u2019s two legs Left and Right with each leg\u2019s business', async ({ page, baseURL }) => {
    const demo = await binaryDetails(baseURL!, 'demo');
    await openAs(page, 'demo', '/user/binaryTeam');
    await treeReady(page);
    const tree = page.getByRole('tree', { name: text.team.trees.binary });
    const left = tree.getByText(text.team.leg(text.team.left, money(demo.left_business)), { exact: true });
    const right = tree.getByText(text.team.leg(text.team.right, money(demo.right_business)), { exact: true });
    await expect(left).toBeVisible();
    await expect(right).toBeVisible();
    // Each label sits over its own side and runs outwards from it, so the two never overlap.
    const [l, r, leftChild, rightChild] = await Promise.all([
      left.boundingBox(),
      right.boundingBox(),
      treeitem(page, demo.leftuser!).locator('circle[fill]').boundingBox(),
      treeitem(page, demo.rightuser!).locator('circle[fill]').boundingBox(),
    ]);
    expect(l!.x + l!.width).toBeCloseTo(leftChild!.x + leftChild!.width, -1);
    expect(r!.x).toBeCloseTo(rightChild!.x, -1);
    expect(l!.x + l!.width).toBeLessThan(r!.x);
    expect(l!.y + l!.height).toBeLessThan(leftChild!.y);
    expect(r!.y + r!.height).toBeLessThan(rightChild!.y);
  });

  test('opens the tree of the signed-in member, also under the binaryList spelling', async ({ page }) => {
    const calls = countCalls(page, /\/api\/binary-details\//);
    await openAs(page, 'mpindemo', '/user/binaryList');
    await treeReady(page);
    await expect(page.getByRole('tree', { name: 'Matching Team' })).toBeVisible();
    await expect(treeitem(page, 'mpindemo')).toHaveAttribute('aria-level', '1');
    expect(calls[0]).toBe('binary-details/mpindemo');
  });

  test('loads a member\u2019s two sides when clicked and marks an empty side vacant, which cannot be opened', async ({
    page,
    baseURL,
  }) => {
    const path = await pathToVacancy(baseURL!);
    const last = path[path.length - 1]!;
    const details = await binaryDetails(baseURL!, last);
    const calls = countCalls(page, /\/api\/binary-details\//);
    await openAs(page, 'demo', '/user/binaryTeam');
    await treeReady(page);
    for (const name of path.slice(1, -1)) await openMember(page, name);
    await expect(treeitem(page, last)).toHaveAttribute('aria-expanded', 'false');
    await treeitem(page, last).click();
    await expect(treeitem(page, last)).toHaveAttribute('aria-expanded', 'true');
    const member = (details.leftuser ?? details.rightuser)!;
    await expect(treeitem(page, member)).toHaveAttribute('aria-level', String(path.length + 1));
    const vacant = page.getByRole('treeitem', { name: text.team.vacant });
    await expect(vacant).toHaveCount(1);
    await expect(vacant).toHaveAttribute('aria-posinset', details.leftuser ? '2' : '1');
    await expect(vacant).not.toHaveAttribute('aria-expanded', /.*/);
    // A vacant place asks nothing of the server and stays as it is.
    const before = calls.length;
    await vacant.click();
    await vacant.press('ArrowRight');
    await expect(vacant).toBeFocused();
    expect(calls.length).toBe(before);
    expect(calls).toContain(`binary-details/${member}`);
  });

  test('shows a card with the member\u2019s users and business in dollars on hover', async ({ page, baseURL }) => {
    const demo = await binaryDetails(baseURL!, 'demo');
    const left = await binaryDetails(baseURL!, demo.leftuser!);
    await openAs(page, 'demo', '/user/binaryTeam');
    await treeReady(page);
    await treeitem(page, demo.leftuser!).hover();
    const details = card(page, demo.leftuser!);
    await expect(details).toBeVisible();
    await expect(cardValue(details, 'Username')).toHaveText(demo.leftuser!);
    await expect(cardValue(details, 'Left User')).toHaveText(left.leftuser ?? text.team.vacant);
    await expect(cardValue(details, 'Right User')).toHaveText(left.rightuser ?? text.team.vacant);
    await expect(cardValue(details, 'Total Matching')).toHaveText(money(left.total_matching));
    await expect(cardValue(details, 'Left Business')).toHaveText(money(left.left_business));
    await expect(cardValue(details, 'Right Business')).toHaveText(money(left.right_business));
    await expect(cardValue(details, 'Left Business')).toHaveText(/^\$/);
    await page.mouse.move(2, 2);
    await expect(details).toBeHidden();
  });

  test('draws a long username from its start, its text the name the node is called by (no axe violation)', async ({
    page,
  }) => {
    const long = 'averyveryverylongusername';
    await page.route('**/api/binary-details/demo', async (route) => {
      const answer = await (await route.fetch()).json();
      await route.fulfill({ json: { ...answer, data: { ...answer.data, leftuser: long } } });
    });
    await page.route(`**/api/binary-details/${long}`, (route) =>
      route.fulfill({
        json: {
          status: true,
          data: {
            parent: long,
            leftuser: null,
            rightuser: null,
            total_matching: 0,
            left_business: 0,
            right_business: 0,
          },
        },
      }),
    );
    await openAs(page, 'demo', '/user/binaryTeam');
    await treeReady(page);
    const node = treeitem(page, long);
    await expect(node).toBeVisible();
    // What is drawn is the name itself (cut by a fade, not by an ellipsis that no name contains).
    await expect(node.locator('text')).toHaveText(long);
    expect(await axeViolations(page, '[role="tree"]')).toEqual([]);
  });

  test('draws each member in their colour, and black without one', async ({ page, baseURL }) => {
    const demo = await binaryDetails(baseURL!, 'demo');
    const sides = await Promise.all([demo.leftuser!, demo.rightuser!].map((name) => binaryDetails(baseURL!, name)));
    await openAs(page, 'demo', '/user/binaryTeam');
    await treeReady(page);
    await expect(treeitem(page, 'demo').locator('circle[fill]')).toHaveAttribute('fill', demo.color_code!);
    for (const side of sides)
      await expect(treeitem(page, side.parent).locator('circle[fill]')).toHaveAttribute(
        'fill',
        side.color_code ?? '#000000',
      );
  });

  test('ignores clicks on a member while its sides are loading', async ({ page, baseURL }) => {
    const demo = await binaryDetails(baseURL!, 'demo');
    const left = await binaryDetails(baseURL!, demo.leftuser!);
    const calls = countCalls(page, /\/api\/binary-details\//);
    const release = await hold(page, `**/api/binary-details/${left.leftuser}`);
    await openAs(page, 'demo', '/user/binaryTeam');
    await treeReady(page);
    const node = treeitem(page, demo.leftuser!);
    await node.click();
    await expect(node).toHaveAttribute('aria-busy', 'true');
    await node.click();
    await node.dblclick();
    await node.press('ArrowRight');
    release();
    await expect(node).toHaveAttribute('aria-expanded', 'true');
    await expect(node).not.toHaveAttribute('aria-busy', 'true');
    await expect(treeitem(page, left.leftuser!)).toBeVisible();
    expect(calls.filter((call) => call === `binary-details/${left.leftuser}`)).toHaveLength(1);
  });

  test('keeps the tree as it was and shows the error when a load fails, then loads on Try again', async ({
    page,
    baseURL,
  }) => {
    const demo = await binaryDetails(baseURL!, 'demo');
    const left = await binaryDetails(baseURL!, demo.leftuser!);
    await page.route(`**/api/binary-details/${left.leftuser}`, (route) => route.abort('internetdisconnected'));
    await openAs(page, 'demo', '/user/binaryTeam');
    await treeReady(page);
    const items = page.getByRole('treeitem');
    await expect(items).toHaveCount(3);
    const node = treeitem(page, demo.leftuser!);
    await node.click();
    const alert = page.getByRole('alert').filter({ hasText: text.team.loadFailed(demo.leftuser!) });
    await expect(alert).toContainText(text.errors.network);
    await expect(node).toHaveAttribute('aria-expanded', 'false');
    await expect(items).toHaveCount(3);
    await page.unroute(`**/api/binary-details/${left.leftuser}`);
    await alert.getByRole('button', { name: text.common.retry }).click();
    await expect(node).toHaveAttribute('aria-expanded', 'true');
    await expect(treeitem(page, left.leftuser!)).toBeVisible();
    await expect(alert).toBeHidden();
  });

  test('shows the server\u2019s message when it refuses a member', async ({ page, baseURL }) => {
    const demo = await binaryDetails(baseURL!, 'demo');
    const left = await binaryDetails(baseURL!, demo.leftuser!);
    await page.route(`**/api/binary-details/${left.rightuser ?? left.leftuser}`, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ status: false, msg: 'This member is not in your team.' }),
      }),
    );
    await openAs(page, 'demo', '/user/binaryTeam');
    await treeReady(page);
    await treeitem(page, demo.leftuser!).click();
    await expect(page.getByRole('alert').filter({ hasText: text.team.loadFailed(demo.leftuser!) })).toContainText(
      'This member is not in your team.',
    );
    await expect(treeitem(page, demo.leftuser!)).toHaveAttribute('aria-expanded', 'false');
  });

  test('shows the error and a way to try again when the first load fails', async ({ page }) => {
    let fail = true;
    await page.route('**/api/binary-details/demo', (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Server Error</h1>' }) : route.continue(),
    );
    await openAs(page, 'demo', '/user/binaryTeam');
    await expect(page.getByRole('alert')).toContainText(text.errors.http);
    fail = false;
    await page.getByRole('button', { name: text.common.retry }).click();
    await treeReady(page);
    await expect(treeitem(page, 'demo')).toBeVisible();
  });

  test('ends the session when the server says the token is no longer valid', async ({ page, baseURL }) => {
    const demo = await binaryDetails(baseURL!, 'demo');
    const left = await binaryDetails(baseURL!, demo.leftuser!);
    await page.route(`**/api/binary-details/${left.leftuser}`, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ status: false, msg: 401 }),
      }),
    );
    await openAs(page, 'demo', '/user/binaryTeam');
    await treeReady(page);
    await treeitem(page, demo.leftuser!).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(text.errors.unauthorized)).toBeVisible();
  });
});
