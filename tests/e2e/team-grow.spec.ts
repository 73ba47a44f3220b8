/**
 * Growing the team (issue "Grow the team"): on a backend without auto placement the dashboard's
 * referral links carry the leg's outer free place, and a link whose place was taken says what is still
 * free; the tree finds a leg's next free place, Rank Details shows what is left to the next rank, and
 * Manual Withdraw what is left to the minimum. Links where the backend places:
 * auth-register-placement.spec.ts.
 */
import { test, expect, type Browser, type Page } from '@playwright/test';
import * as z from 'zod/mini';
import * as text from '../../src/lib/text.ts';
import { money } from '../../src/lib/format/format.ts';
import { RankIncomesAnswer } from '../../src/lib/ledgers/schema.ts';
import { WithdrawSettingsAnswer } from '../../src/lib/withdrawals/schema.ts';
import { newMember, openAs, sessionOf, useSession, watchErrors } from './support/members.ts';
import { api as publicApi, fillNewcomer, freshName, hydrated } from './support/auth.ts';
import { api, binaryDetails, treeReady, treeitem } from './support/team.ts';
import { withoutAutoPlacement } from './support/placement.ts';

const a = text.auth;
type Side = 'L' | 'R';
const SIDES = [
  ['L', text.dashboard.leftLink, text.team.left],
  ['R', text.dashboard.rightLink, text.team.right],
] as const;

// These tests fill the outer places of demo's and mpindemo's legs: one at a time.
test.describe.configure({ mode: 'serial' });

/** The outermost free place of a leg, walked through the same API the portal uses. */
async function outerPlace(baseURL: string, root: string, side: Side): Promise<string> {
  let parent = root;
  for (;;) {
    const details = await binaryDetails(baseURL, parent);
    const next = side === 'L' ? details.leftuser : details.rightuser;
    if (!next) return parent;
    parent = next;
  }
}

const noNews = (page: Page) =>
  page.route('**/api/news', (route) => route.fulfill({ json: { status: true, data: [] } }));

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** A newcomer in a browser of their own opens `link` and registers without touching the placement. */
async function registerFrom(browser: Browser, link: string, sponsorInfo: string): Promise<string> {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await withoutAutoPlacement(page);
  await page.goto(link);
  await hydrated(page, 'RegisterForm');
  await expect(page.getByText(text.placement.invitedBy(sponsorInfo))).toBeVisible();
  await expect(page.getByText('Placement available.')).toBeVisible();
  const username = freshName('linked');
  await fillNewcomer(page, username);
  await page.getByRole('button', { name: a.register }).click();
  await expect(page).toHaveURL(/\/verifyEmail$/);
  await visitor.close();
  return username;
}

/**
 * The dashboard's link of a leg once its free place is found. The walk starts when the member reaches
 * the links and spends a few calls a visit; where the legs are deeper than that, the next visit (a
 * reload, same tab) goes on from where it got to.
 */
async function dashboardLink(page: Page, title: string, parent: string): Promise<string> {
  const region = page.getByRole('region', { name: title });
  const placed = region.getByText(text.dashboard.placedUnder(parent));
  for (let visit = 0; visit < 5; visit += 1) {
    await region.scrollIntoViewIfNeeded();
    await expect(placed.or(region.getByText(text.dashboard.placeDeeper))).toBeVisible({ timeout: 15_000 });
    if (await placed.isVisible()) break;
    await page.reload();
  }
  await expect(placed).toBeVisible();
  return region.getByRole('textbox', { name: title }).inputValue();
}

test.describe('referral links that place', () => {
  // A backend with the spec's endpoints only: the links name the place (the dashboard walks the legs).
  test.beforeEach(({ page }) => withoutAutoPlacement(page));

  for (const [side, title, sideName] of SIDES) {
    test(`a newcomer registers from the dashboard's ${sideName} link of a member whose own places are taken, and sits at the leg's outer edge`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const errors = watchErrors(page);
      const own = await binaryDetails(baseURL!, 'mpindemo');
      expect(own.leftuser && own.rightuser).toBeTruthy();
      const parent = await outerPlace(baseURL!, 'mpindemo', side);
      expect(parent).not.toBe('mpindemo');

      await noNews(page);
      await openAs(page, 'mpindemo', '/user/dashboard');
      const link = await dashboardLink(page, title, parent);
      expect(link).toBe(`${new URL(baseURL!).origin}/register?u=mpindemo&p=${side}&parent=${parent}`);

      const username = await registerFrom(browser, link, await sponsorInfo(baseURL!));

      // The server places the newcomer in that very place, at the leg's outer edge …
      const details = await binaryDetails(baseURL!, parent);
      expect(side === 'L' ? details.leftuser : details.rightuser).toBe(username);
      expect(await outerPlace(baseURL!, 'mpindemo', side)).toBe(username);
      // … and so does the tree: the leg's next free place is now under the newcomer.
      await openAs(page, 'mpindemo', '/user/binaryTeam');
      await treeReady(page);
      await page.getByRole('button', { name: text.team.nextFree.button(sideName) }).click();
      await expect(treeitem(page, username)).toBeVisible();
      await expect(page.getByText(text.team.nextFree.found(text.team.invite.place(sideName, username)))).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('hands out no link until the free place is found, and finds it after the figures', async ({ page, baseURL }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let dashboardAnswered = false;
    let walkedBeforeFigures = false;
    page.on('response', (response) => {
      if (response.url().endsWith('/api/dashboard')) dashboardAnswered = true;
    });
    await page.route('**/api/binary-details/**', async (route) => {
      if (!dashboardAnswered) walkedBeforeFigures = true;
      await held;
      await route.continue();
    });
    await noNews(page);
    await openAs(page, 'mpindemo', '/user/dashboard');
    const region = page.getByRole('region', { name: text.dashboard.leftLink });
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByText(text.dashboard.findingPlace)).toBeVisible();
    await expect(page.getByRole('heading', { name: text.dashboard.greeting('mpindemo') })).toBeVisible();
    // Not the plain link, which would lead to mpindemo's taken places.
    await expect(region.getByRole('textbox', { name: text.dashboard.leftLink })).toHaveValue('');
    release();
    const parent = await outerPlace(baseURL!, 'mpindemo', 'L');
    expect(await dashboardLink(page, text.dashboard.leftLink, parent)).toContain(`&parent=${parent}`);
    expect(walkedBeforeFigures).toBe(false);
  });

  test('keeps the plain links without the binary plan, and finds the place with legs that carry no counts', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    // A backend without the reference server's extra fields.
    await page.route('**/api/binary-details/**', async (route) => {
      const answer = await (await route.fetch()).json();
      delete answer.data.left_count;
      delete answer.data.right_count;
      delete answer.data.is_paid;
      await route.fulfill({ json: answer });
    });
    await noNews(page);
    await openAs(page, 'mpindemo', '/user/dashboard');
    const parent = await outerPlace(baseURL!, 'mpindemo', 'R');
    expect(await dashboardLink(page, text.dashboard.rightLink, parent)).toBe(
      `${origin}/register?u=mpindemo&p=R&parent=${parent}`,
    );

    const other = await page.context().newPage();
    await other.route('**/api/pre-register', (route) =>
      route.fulfill({ json: { status: true, binary: 0, single_leg: 1, user_count: 5, email_required: 1 } }),
    );
    let walked = false;
    other.on('request', (request) => {
      if (request.url().includes('/api/binary-details/')) walked = true;
    });
    await noNews(other);
    await useSession(other, sessionOf('mpindemo'));
    await other.goto('/user/dashboard');
    const region = other.getByRole('region', { name: text.dashboard.leftLink });
    await expect(region.getByRole('textbox', { name: text.dashboard.leftLink })).toHaveValue(
      `${origin}/register?u=mpindemo&p=L`,
    );
    await expect(other.getByRole('heading', { name: text.dashboard.greeting('mpindemo') })).toBeVisible();
    await other.waitForTimeout(500);
    expect(walked).toBe(false);
    await expect(region.getByText(text.dashboard.findingPlace)).toHaveCount(0);
  });

  test('a link whose place was filled after it was copied says what is still free or whom to ask, and keeps what was typed', async ({
    page,
    browser,
    baseURL,
  }) => {
    await noNews(page);
    await openAs(page, 'mpindemo', '/user/dashboard');
    const parent = await outerPlace(baseURL!, 'mpindemo', 'R');
    const link = await dashboardLink(page, text.dashboard.rightLink, parent);

    const visitor = await browser.newContext();
    const register = await visitor.newPage();
    await withoutAutoPlacement(register);
    await register.goto(link);
    await hydrated(register, 'RegisterForm');
    await expect(register.getByText('Placement available.')).toBeVisible();
    const username = freshName('late');
    await fillNewcomer(register, username);

    // Someone else takes the place meanwhile.
    const taker = freshName('taker');
    const taken = await publicApi(baseURL!, 'register', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Quick Member',
        username: taker,
        email: `${taker}@example.test`,
        phone: '+15551234567',
        country: 2,
        password: 'Fresh@1234',
        sponsor: 'mpindemo',
        parent,
        position: 'R',
      }),
    });
    expect(taken.status).toBe(true);

    await register.getByRole('button', { name: a.register }).click();
    // The other place under the same member, when free; both are taken, so are mpindemo's own.
    const refusal = `The right position under ${parent} is already taken.`;
    const stale = (await binaryDetails(baseURL!, parent)).leftuser
      ? text.placementAdvice.linkFull(refusal, parent, 'mpindemo')
      : text.placementAdvice.linkOtherSide(refusal, a.left, 'mpindemo');
    await expect(register.getByText(stale)).toBeVisible();
    await expect(register.getByText(/moment ago/)).toHaveCount(0);
    await expect(register).toHaveURL(/\/register\?/);
    // Nothing typed is lost.
    await expect(field(register, a.name)).toHaveValue('Linked Member');
    await expect(field(register, a.username)).toHaveValue(username);
    await expect(field(register, a.email)).toHaveValue(`${username}@example.test`);
    await expect(register.getByRole('textbox', { name: a.password, exact: true })).toHaveValue('Fresh@1234');

    // Opened again from the same link, the page says it at once.
    const again = await visitor.newPage();
    await withoutAutoPlacement(again);
    await again.goto(link);
    await hydrated(again, 'RegisterForm');
    await expect(again.getByText(stale)).toBeVisible();
    await visitor.close();
  });
});

/** The sponsor check's name for mpindemo, as the register page shows it. */
async function sponsorInfo(baseURL: string): Promise<string> {
  const answer = await publicApi(baseURL, 'check/mpindemo/sponsor');
  return String(answer.info);
}

test.describe('the next free place in the tree', () => {
  for (const [side, , sideName] of SIDES) {
    test(`Next free place: ${sideName} focuses that vacant place by keyboard, and its Invite here registers a newcomer there`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const parent = await outerPlace(baseURL!, 'demo', side);
      await openAs(page, 'demo', '/user/binaryTeam');
      await treeReady(page);
      const button = page.getByRole('button', { name: text.team.nextFree.button(sideName) });
      await button.focus();
      await page.keyboard.press('Enter');
      const vacant = page.getByRole('treeitem', { name: text.team.vacant }).and(page.locator(':focus'));
      await expect(vacant).toBeVisible({ timeout: 15_000 });
      await expect(vacant).toHaveAttribute('aria-posinset', side === 'L' ? '1' : '2');
      await expect(vacant).toBeInViewport();
      await expect(treeitem(page, parent)).toBeVisible();
      const invite = page.getByRole('button', {
        name: text.team.invite.openAt(sideName, parent),
      });
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(invite).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: text.team.invite.title });
      const link = `${new URL(baseURL!).origin}/register?u=demo&p=${side}&parent=${parent}`;
      await expect(dialog.getByRole('textbox', { name: text.team.invite.link })).toHaveValue(link);

      const username = await registerFrom(
        browser,
        link,
        String((await publicApi(baseURL!, 'check/demo/sponsor')).info),
      );
      const details = await binaryDetails(baseURL!, parent);
      expect(side === 'L' ? details.leftuser : details.rightuser).toBe(username);
    });
  }
});

test.describe('progress to the next rank', () => {
  test('Rank Details counts the rank list\u2019s ranks against one figure, the weaker leg\u2019s matching business over all time, shown once', async ({
    page,
    baseURL,
  }) => {
    const ranks = (await api(baseURL!, RankIncomesAnswer, 'rank/incomes?per_page=100')).data.data;
    const legs = await binaryDetails(baseURL!, 'demo');
    // The one figure: the matching business (the weaker leg's), as binary-details names it.
    const amount = Math.min(legs.left_business, legs.right_business);
    expect(legs.total_matching).toBe(amount);
    await openAs(page, 'demo', '/user/rankDetails');
    const region = page.getByRole('region', { name: text.rankDetails.title });
    await expect(region).toBeVisible();
    await expect(region.getByText(text.rankDetails.business(money(amount)), { exact: true })).toBeVisible();
    await expect(region.getByText(money(amount))).toHaveCount(1);
    const weaker = legs.right_business < legs.left_business ? 'R' : 'L';
    const word = (weaker === 'L' ? text.team.left : text.team.right).toLowerCase();
    await expect(region.getByText(text.rankDetails.counted(word), { exact: true })).toBeVisible();
    // The rank list's names, no other.
    await expect(region.getByRole('listitem')).toHaveCount(ranks.length);
    await expect(region).not.toContainText('Leader');
    let next: (typeof ranks)[number] | undefined;
    for (const row of ranks) {
      const target = row.business_required!;
      const reached = amount >= target;
      const percent = reached ? 100 : Math.floor((amount / target) * 100);
      const item = region.getByRole('listitem').filter({ has: page.getByText(row.name, { exact: true }) });
      await expect(item).toContainText(text.rankDetails.target(money(target), percent));
      if (!reached && !next) {
        next = row;
        await expect(item).toContainText(text.rankDetails.toGo(money(target - amount)));
      }
    }
    expect(next).toBeDefined();
    await expect(region.getByText(/to go$/)).toHaveCount(1);

    // The weaker leg, and its next free place in the tree.
    const parent = await outerPlace(baseURL!, 'demo', weaker);
    await region.getByRole('link', { name: text.rankDetails.nextFreePlace(word) }).click();
    await expect(page).toHaveURL(new RegExp(`/user/binaryTeam\\?free=${weaker}$`));
    const vacant = page.getByRole('treeitem', { name: text.team.vacant }).and(page.locator(':focus'));
    await expect(vacant).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText(
        text.team.nextFree.found(text.team.invite.place(weaker === 'L' ? text.team.left : text.team.right, parent)),
      ),
    ).toBeVisible();
  });

  test('Manual Withdraw says how much is missing to the member\u2019s minimum before anything is typed', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const member = await newMember(baseURL!, testInfo.workerIndex);
    const settings = (await (
      await fetch(new URL('/api/withdraw', baseURL), {
        headers: { Authorization: `Bearer ${member.token}`, Accept: 'application/json' },
      })
    ).json()) as unknown;
    const { data } = z.parse(WithdrawSettingsAnswer, settings);
    const minimum = data.is_paid ? data.min_limit_for_paid_user : data.min_limit_for_free_user;
    const balance = Number(data.wallet_balance);
    expect(balance).toBeLessThan(minimum);
    await useSession(page, member);
    await page.goto('/user/manualWithdraw');
    const message = text.withdrawals.belowMinimum(money(minimum - balance), money(minimum));
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.withdrawals.amount })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: text.withdrawals.amount })).toHaveAccessibleDescription(message);

    // A member over the minimum reads no such line.
    const demo = await browser.newPage();
    await openAs(demo, 'demo', '/user/manualWithdraw');
    await expect(demo.getByRole('textbox', { name: text.withdrawals.amount })).toBeVisible();
    await expect(demo.getByText(/more to reach the/)).toHaveCount(0);
    await demo.close();
  });
});
