import { test, expect, type Page } from '@playwright/test';
import { money } from '../../src/lib/format/format.ts';
import * as text from '../../src/lib/text.ts';
import { PAGE } from '../../src/lib/team/tree.ts';
import { openAs, watchErrors } from './support/members.ts';
import { card, cardValue, countCalls, directTeam, directTeamOnPage, treeReady, treeitem } from './support/team.ts';

/** Centres a loaded member through the search box (a hundred referrals do not fit on one screen). */
async function bringIntoView(page: Page, name: string) {
  await page.getByLabel(text.team.findLabel).fill(name);
  await page.getByLabel(text.team.findLabel).press('Enter');
  await expect(treeitem(page, name)).toBeFocused();
}

test.describe('Referral Team', () => {
  test('shows the member and every direct referral from one call', async ({ page }) => {
    const errors = watchErrors(page);
    const received = directTeamOnPage(page, 'demo');
    const calls = countCalls(page, /\/api\/directTeam\//);
    await openAs(page, 'demo', '/user/directTeam');
    const answer = await received;
    await treeReady(page);
    await expect(page.getByRole('tree', { name: 'Referral Team' })).toBeVisible();
    await expect(treeitem(page, 'demo')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(text.team.loaded(answer.data.length + 1))).toBeVisible();
    // Only members near the screen are drawn; each still tells its place among all the referrals.
    const first = answer.data[0]!.username;
    const last = answer.data[answer.data.length - 1]!.username;
    await bringIntoView(page, first);
    await expect(treeitem(page, first)).toHaveAttribute('aria-posinset', '1');
    await expect(treeitem(page, first)).toHaveAttribute('aria-setsize', String(answer.data.length));
    await bringIntoView(page, last);
    await expect(treeitem(page, last)).toHaveAttribute('aria-posinset', String(answer.data.length));
    expect(calls).toEqual(['directTeam/demo']);
    expect(errors).toEqual([]);
  });

  test('loads a referral\u2019s own referrals when it is clicked, also under the directList spelling', async ({
    page,
    baseURL,
  }) => {
    const answer = await directTeam(baseURL!, 'demo');
    const referral = answer.data.find((member) => member.total_team > 0)!;
    const theirs = await directTeam(baseURL!, referral.username);
    const calls = countCalls(page, /\/api\/directTeam\//);
    await openAs(page, 'demo', '/user/directList');
    await treeReady(page);
    await bringIntoView(page, referral.username);
    await treeitem(page, referral.username).click();
    await expect(treeitem(page, referral.username)).toHaveAttribute('aria-expanded', 'true');
    await expect(treeitem(page, theirs.data[0]!.username)).toHaveAttribute('aria-level', '3');
    expect(calls).toEqual(['directTeam/demo', `directTeam/${referral.username}`]);
    // A second click closes the branch without asking again; a third opens it from memory.
    await treeitem(page, referral.username).click();
    await expect(treeitem(page, referral.username)).toHaveAttribute('aria-expanded', 'false');
    await expect(treeitem(page, theirs.data[0]!.username)).toHaveCount(0);
    await treeitem(page, referral.username).click();
    await expect(treeitem(page, theirs.data[0]!.username)).toBeVisible();
    expect(calls).toHaveLength(2);
  });

  test('shows a card with subscription, business, team and sponsor', async ({ page }) => {
    const received = directTeamOnPage(page, 'demo');
    await openAs(page, 'demo', '/user/directTeam');
    const answer = await received;
    const referral = answer.data.find((member) => member.total_team > 0)!;
    await treeReady(page);
    await bringIntoView(page, referral.username);
    const details = card(page, referral.username);
    await expect(details).toBeVisible();
    await expect(cardValue(details, 'Username')).toHaveText(referral.username);
    await expect(cardValue(details, 'Subscription Amount')).toHaveText(money(referral.total_subscription));
    await expect(cardValue(details, 'Business Amount')).toHaveText(money(referral.total_team_business));
    await expect(cardValue(details, 'Total Team')).toHaveText(String(referral.total_team));
    await expect(cardValue(details, 'Paid Team')).toHaveText(String(referral.paid_team));
    await expect(cardValue(details, 'Sponsor')).toHaveText('demo');
    await expect(
      details.getByText(referral.is_paid ? text.team.paid : text.team.unpaid, { exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: text.team.backToMe }).click();
    const own = card(page, 'demo');
    await expect(own).toBeVisible();
    await expect(cardValue(own, 'Total Team')).toHaveText(String(answer.sponsor_total_team));
    await expect(cardValue(own, 'Sponsor')).toHaveText(answer.sponsor_sponsor!);
  });

  test('colours paid members only and says paid or unpaid in words', async ({ page, baseURL }) => {
    const answer = await directTeam(baseURL!, 'demo');
    const paid = answer.data.find((member) => member.is_paid && member.color_code)!;
    const unpaid = answer.data.find((member) => !member.is_paid)!;
    await openAs(page, 'demo', '/user/directTeam');
    await treeReady(page);
    await bringIntoView(page, paid.username);
    await expect(page.getByRole('treeitem', { name: `${paid.username}, Paid` })).toHaveCount(1);
    await expect(treeitem(page, paid.username).locator('circle[fill]')).toHaveAttribute('fill', paid.color_code!);
    await bringIntoView(page, unpaid.username);
    await expect(page.getByRole('treeitem', { name: `${unpaid.username}, Unpaid` })).toHaveCount(1);
    await expect(treeitem(page, unpaid.username).locator('circle[fill]')).toHaveAttribute('fill', '#000000');
  });

  test('a referral without a team of their own has nothing to open', async ({ page, baseURL }) => {
    const answer = await directTeam(baseURL!, 'demo');
    const leaf = answer.data.find((member) => member.total_team === 0)!;
    const calls = countCalls(page, /\/api\/directTeam\//);
    await openAs(page, 'demo', '/user/directTeam');
    await treeReady(page);
    await bringIntoView(page, leaf.username);
    await expect(treeitem(page, leaf.username)).not.toHaveAttribute('aria-expanded', /.*/);
    await treeitem(page, leaf.username).click();
    await page.keyboard.press('ArrowRight');
    expect(calls).toEqual(['directTeam/demo']);
  });

  test('shows a level of 500 direct members a page at a time, the rest a press away', async ({ page }) => {
    const errors = watchErrors(page);
    const names = Array.from({ length: 500 }, (_, i) => `r${String(i).padStart(3, '0')}`);
    await page.route('**/api/directTeam/demo', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(fiveHundred(names)) }),
    );
    const calls = countCalls(page, /\/api\/directTeam\//);
    await openAs(page, 'demo', '/user/directTeam');
    await treeReady(page);
    await expect(page.getByText(text.team.loaded(501))).toBeVisible();
    // The first page is drawn (its middle under the member); the members after it are not, nor drawn off screen.
    await expect(treeitem(page, names[PAGE / 2]!)).toBeVisible();
    await expect(treeitem(page, names[PAGE]!)).toHaveCount(0);
    expect(await page.getByRole('treeitem').count()).toBeLessThanOrEqual(PAGE + 2);

    // The place after the page's last member shows the next page: reached with End, pressed with the mouse.
    await treeitem(page, 'demo').focus();
    await page.keyboard.press('End');
    const more = page.getByRole('treeitem', { name: text.team.showMore(PAGE, 'demo', 500 - PAGE) });
    await expect(more).toBeFocused();
    await more.click();
    await expect(treeitem(page, names[PAGE]!)).toBeFocused();
    await expect(treeitem(page, names[PAGE]!)).toHaveAttribute('aria-posinset', String(PAGE + 1));
    await expect(treeitem(page, names[2 * PAGE]!)).toHaveCount(0);
    // From the keyboard too.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(treeitem(page, names[2 * PAGE]!)).toBeFocused();

    // In the list, the same: a button under the shown members, until the last member is there.
    await page.getByRole('button', { name: text.team.listView, exact: true }).click();
    const list = page.getByRole('list', { name: 'Referral Team' });
    await expect(list.getByText(names[2 * PAGE]!, { exact: true })).toBeFocused();
    await expect(list.getByText(names[3 * PAGE]!, { exact: true })).toHaveCount(0);
    for (let left = 500 - 3 * PAGE; left > 0; left -= PAGE)
      await list.getByRole('button', { name: text.team.showMore(Math.min(PAGE, left), 'demo', left) }).click();
    await list.hover();
    await page.mouse.wheel(0, 100_000);
    await expect(list.getByText(names[499]!, { exact: true })).toBeInViewport();
    await expect(list.getByRole('button', { name: /^Show \d+ more/ })).toHaveCount(0);
    expect(calls).toEqual(['directTeam/demo']);
    expect(errors).toEqual([]);
  });
});

test.describe('Referral Team as a list, 500 direct members', () => {
  // Every 40th member from the 8th has a team of their own (a Show the team button); Tab passes the others.
  const names = Array.from({ length: 500 }, (_, i) => `r${String(i).padStart(3, '0')}`);
  const withTeam = (i: number) => i % 40 === 7;

  test('draws the rows near the view only; search, Tab and scrolling reach every member', async ({ page }) => {
    const errors = watchErrors(page);
    await page.route('**/api/directTeam/demo', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify(fiveHundred(names, (i) => (withTeam(i) ? 3 : 0))),
      }),
    );
    await openAs(page, 'demo', '/user/directTeam');
    await treeReady(page);
    await page.getByRole('button', { name: text.team.listView, exact: true }).click();
    const list = page.getByRole('list', { name: 'Referral Team' });
    const rows = list.getByRole('listitem');
    const row = (name: string) => rows.filter({ has: page.getByText(name, { exact: true }) });
    await expect(list.getByText('demo', { exact: true })).toBeInViewport();
    // The member and their first page; a screen reader hears each row's level and place among the 500.
    await expect(row(names[0]!)).toHaveAttribute('aria-posinset', '1');
    await expect(row(names[0]!)).toHaveAttribute('aria-setsize', '500');
    await expect(row(names[0]!)).toHaveAttribute('aria-level', '2');
    await expect(row('demo')).toHaveAttribute('aria-level', '1');
    expect(await rows.count()).toBeLessThan(PAGE);

    // Search finds a member far down, not drawn yet: the pages up to them are shown, and their row has the focus.
    await page.getByLabel(text.team.findLabel).fill(names[470]!);
    await page.getByLabel(text.team.findLabel).press('Enter');
    await expect(list.getByText(names[470]!, { exact: true })).toBeFocused();
    await expect(list.getByText(names[470]!, { exact: true })).toBeInViewport();
    await expect(row(names[470]!)).toHaveAttribute('aria-posinset', '471');
    await expect(list.getByText(names[0]!, { exact: true })).toHaveCount(0);
    expect(await rows.count()).toBeLessThan(PAGE);

    // Tab goes on to the next control in the list, and Shift+Tab back, past rows that were not drawn.
    const teamButton = (i: number) => list.getByRole('button', { name: text.team.showTeam(names[i]!) });
    await page.keyboard.press('Tab');
    await expect(teamButton(487)).toBeFocused();
    for (const i of [447, 407, 367, 327, 287]) {
      await page.keyboard.press('Shift+Tab');
      await expect(teamButton(i)).toBeFocused();
      await expect(teamButton(i)).toBeInViewport();
      expect(await rows.count()).toBeLessThan(PAGE);
    }
    // Enter on it opens that member's team, in the list.
    await page.route('**/api/directTeam/r287', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ ...fiveHundred(['r287-a', 'r287-b', 'r287-c']), username: 'r287' }),
      }),
    );
    await page.keyboard.press('Enter');
    await expect(list.getByRole('button', { name: text.team.hideTeam(names[287]!) })).toBeFocused();
    await expect(list.getByText('r287-c', { exact: true })).toBeInViewport();
    await expect(row('r287-c')).toHaveAttribute('aria-level', '3');
    await expect(row('r287-c')).toHaveAttribute('aria-setsize', '3');

    // Scrolled to the end and back to the top, the list shows its last and first members.
    await list.hover();
    await page.mouse.wheel(0, 100_000);
    await expect(list.getByText(names[499]!, { exact: true })).toBeInViewport();
    await expect(row(names[499]!)).toHaveAttribute('aria-posinset', '500');
    expect(await rows.count()).toBeLessThan(PAGE);
    await page.mouse.wheel(0, -100_000);
    await expect(list.getByText('demo', { exact: true })).toBeInViewport();
    await expect(list.getByText(names[0]!, { exact: true })).toBeInViewport();
    expect(await rows.count()).toBeLessThan(PAGE);
    expect(errors).toEqual([]);
  });
});

/** A directTeam answer for demo listing `names` as direct members; `team(i)`: the i-th one's own team. */
function fiveHundred(names: string[], team: (index: number) => number = () => 0) {
  return {
    status: true,
    username: 'demo',
    data: names.map((username, i) => ({
      username,
      sponsor: 'demo',
      is_paid: i % 3 === 2 ? 0 : 1,
      color_code: i % 3 === 2 ? null : '#15803d',
      total_subscription: 100,
      total_team_business: team(i) * 50,
      total_team: team(i),
      paid_team: team(i),
      sponsor_sponsor: 'company',
    })),
    sponsor_total_subscription: 1000,
    sponsor_total_team_business: 50_000,
    sponsor_total_team: names.length,
    sponsor_paid_team: Math.floor((names.length * 2) / 3),
    color_code: '#15803d',
    is_paid: 1,
    sponsor_sponsor: 'company',
  };
}
