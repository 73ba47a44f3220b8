import { test, expect } from '@playwright/test';
import { money } from '../../src/lib/format/format.ts';
import * as text from '../../src/lib/text.ts';
import { newMember, openAs, useSession, watchErrors } from './support/members.ts';
import { card, cardValue, countCalls, treeReady, treeView, treeitem } from './support/team.ts';

test.describe('Single Leg', () => {
  test('shows the member alone, then appends the next member of the leg on each click', async ({ page, baseURL }) => {
    const errors = watchErrors(page);
    const first = await treeView(baseURL!, 'demo');
    const next = first.data[0]!.downline!;
    const second = await treeView(baseURL!, next);
    const calls = countCalls(page, /\/api\/treeView\//);
    await openAs(page, 'demo', '/user/singleLeg');
    await treeReady(page);
    await expect(page.getByRole('tree', { name: 'Single Leg' })).toBeVisible();
    await expect(page.getByRole('treeitem')).toHaveCount(1);
    await expect(treeitem(page, 'demo')).toHaveAttribute('aria-expanded', 'false');
    await treeitem(page, 'demo').click();
    await expect(treeitem(page, next)).toHaveAttribute('aria-level', '2');
    await treeitem(page, next).click();
    await expect(treeitem(page, second.data[0]!.downline!)).toHaveAttribute('aria-level', '3');
    expect(calls).toEqual(['treeView/demo', `treeView/${next}`, `treeView/${second.data[0]!.downline}`]);
    expect(errors).toEqual([]);
  });

  test('shows a card with the subscription amount and the downline', async ({ page, baseURL }) => {
    const first = await treeView(baseURL!, 'demo');
    const next = await treeView(baseURL!, first.data[0]!.downline!);
    await openAs(page, 'demo', '/user/singleLeg');
    await treeReady(page);
    await treeitem(page, 'demo').hover();
    const details = card(page, 'demo');
    await expect(cardValue(details, 'Username')).toHaveText('demo');
    await expect(cardValue(details, 'Subscription Amount')).toHaveText(money(first.data[0]!.total_subscription));
    await expect(cardValue(details, 'Downline')).toHaveText(first.data[0]!.downline!);
    await treeitem(page, 'demo').click();
    await treeitem(page, next.username).hover();
    await expect(cardValue(card(page, next.username), 'Subscription Amount')).toHaveText(
      money(next.data[0]!.total_subscription),
    );
  });

  test('ends the leg with a vacant place that cannot be opened, and shows - for a missing downline', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await newMember(baseURL!, testInfo.workerIndex);
    const calls = countCalls(page, /\/api\/treeView\//);
    await useSession(page, member);
    await page.goto('/user/singleLeg');
    await treeReady(page);
    const root = treeitem(page, member.username);
    await root.hover();
    await expect(cardValue(card(page, member.username), 'Downline')).toHaveText('-');
    await root.click();
    const vacant = page.getByRole('treeitem', { name: text.team.vacant });
    await expect(vacant).toHaveAttribute('aria-level', '2');
    await expect(vacant).not.toHaveAttribute('aria-expanded', /.*/);
    await vacant.click();
    await vacant.press('ArrowRight');
    await expect(page.getByRole('treeitem')).toHaveCount(2);
    expect(calls).toEqual([`treeView/${member.username}`]);
  });
});
