import { test, expect, type Page } from '@playwright/test';
import { money } from '../../src/lib/format/format.ts';
import * as text from '../../src/lib/text.ts';
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
});
