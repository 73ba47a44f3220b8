import { test, expect, type Locator, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { INCOME_KINDS } from '../../src/lib/dashboard/charts.ts';
import { money } from '../../src/lib/format/format.ts';
import { openAs, watchErrors } from './support/members.ts';

const labels = text.dashboard.labels;
const t = text.dashboard.charts;
const INCOME = INCOME_KINDS;

/** Answers GET news with no pop-ups, so a test about something else is not covered by one. */
async function noNews(page: Page) {
  await page.route('**/api/news', (route) => route.fulfill({ json: { status: true, data: [] } }));
}

/** The value a stat card shows, as the member reads it. */
async function cardValue(page: Page, label: string): Promise<string> {
  const card = page
    .getByRole('list', { name: text.dashboard.statsLabel })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });
  return (await card.locator('p').nth(1).innerText()).trim();
}

/** Scrolls to the charts as a member does (the section is drawn anew when the island starts). */
async function toCharts(page: Page) {
  await expect(async () => {
    await page.getByRole('heading', { name: t.section }).scrollIntoViewIfNeeded({ timeout: 1000 });
  }).toPass();
}

const chart = (page: Page, name: string) => page.getByRole('figure', { name, exact: true });

/** Opens a chart's numbers from the keyboard (Tab reaches the disclosure, Enter opens it). */
async function openNumbers(figure: Locator): Promise<Locator> {
  const summary = figure.getByText(t.showNumbers, { exact: true });
  await summary.focus();
  await expect(summary).toBeFocused();
  await summary.press('Enter');
  const table = figure.getByRole('table');
  await expect(table).toBeVisible();
  return table;
}

/** The cells of the table row named `name` (its row header), as shown. */
async function row(table: Locator, name: string): Promise<string[]> {
  const line = table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) });
  await expect(line).toHaveCount(1);
  return (await line.getByRole('cell').allInnerTexts()).map((cell) => cell.trim());
}

test.describe('dashboard charts', () => {
  test('draws income by kind, the limit, the team by level and the two legs, with the same numbers as the cards', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await noNews(page);
    const legsAnswer = page.waitForResponse('**/api/binary-details/demo');
    const levelsAnswer = page.waitForResponse('**/api/user-team-details');
    await openAs(page, 'demo', '/user/dashboard');
    await expect(page.getByRole('heading', { name: text.dashboard.greeting('demo') })).toBeVisible();
    await toCharts(page);

    // Income by kind: one bar per kind, its numbers those of the stat cards.
    const income = chart(page, t.income);
    await expect(income.getByRole('img', { name: t.incomeSummary(labels.binary_bonus, '$980.00') })).toBeVisible();
    const incomeTable = await openNumbers(income);
    for (const kind of INCOME)
      expect(await row(incomeTable, labels[kind])).toEqual([await cardValue(page, labels[kind])]);

    // The limit: total and paid income against the income limit, as on the cards.
    const limit = chart(page, t.limit);
    const total = await cardValue(page, labels.total_income);
    const limitValue = await cardValue(page, labels.income_limit);
    await expect(limit.getByRole('img', { name: t.limitSummary(total, limitValue, 90) })).toBeVisible();
    await expect(limit.getByText(t.leftBeforeLimit('$296.80'))).toBeVisible();
    const limitTable = await openNumbers(limit);
    expect(await row(limitTable, labels.total_income)).toEqual([total, '90%']);
    expect(await row(limitTable, labels.paid_income)).toEqual([await cardValue(page, labels.paid_income), '64%']);
    expect(await row(limitTable, labels.income_limit)).toEqual([limitValue, '100%']);

    // The team by level: every level of GET user-team-details, members and investment.
    const levels = (await (await levelsAnswer).json()) as {
      downlineDetails: { level: number; user_count: number; investment: number }[];
    };
    const members = levels.downlineDetails.reduce((sum, level) => sum + level.user_count, 0);
    const invested = levels.downlineDetails.reduce((sum, level) => sum + level.investment, 0);
    const team = chart(page, t.levels);
    await expect(
      team.getByRole('group', {
        name: t.levelsSummary(levels.downlineDetails.length, members.toLocaleString('en-US'), money(invested)),
      }),
    ).toBeVisible();
    // The whole team is the Total Team card.
    expect(members.toLocaleString('en-US')).toBe(await cardValue(page, labels.total_team));
    const levelsTable = await openNumbers(team);
    await expect(levelsTable.getByRole('row')).toHaveCount(levels.downlineDetails.length + 1);
    for (const level of levels.downlineDetails)
      expect(await row(levelsTable, String(level.level))).toEqual([
        level.user_count.toLocaleString('en-US'),
        money(level.investment),
      ]);

    // The two legs: each leg's first member, members and business from GET binary-details/demo.
    const { data: legs } = (await (await legsAnswer).json()) as {
      data: {
        leftuser: string;
        rightuser: string;
        left_business: number;
        right_business: number;
        total_matching: number;
        left_count: number;
        right_count: number;
      };
    };
    const sides = chart(page, t.legs);
    await expect(
      sides.getByRole('img', { name: t.legSummary(money(legs.left_business), money(legs.right_business)) }),
    ).toBeVisible();
    await expect(sides.getByText(`${t.matching}: ${money(legs.total_matching)}`)).toBeVisible();
    const legsTable = await openNumbers(sides);
    const count = (n: number) => n.toLocaleString('en-US');
    await expect(sides.getByText(`${legs.leftuser} · ${t.legMembers(count(legs.left_count))}`)).toBeVisible();
    expect(await row(legsTable, t.leftLeg)).toEqual([legs.leftuser, count(legs.left_count), money(legs.left_business)]);
    expect(await row(legsTable, t.rightLeg)).toEqual([
      legs.rightuser,
      count(legs.right_count),
      money(legs.right_business),
    ]);
    expect(await row(legsTable, t.matching)).toEqual(['', '', money(legs.total_matching)]);
    expect(errors).toEqual([]);
  });

  test('leaves out left against right, and does not ask for it, when the binary plan is off', async ({ page }) => {
    await noNews(page);
    await page.route('**/api/pre-register', (route) =>
      route.fulfill({ json: { status: true, binary: 0, single_leg: 1, user_count: 10, email_required: 1 } }),
    );
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/binary-details/')) asked.push(request.url());
    });
    await openAs(page, 'demo', '/user/dashboard');
    await toCharts(page);
    await expect(chart(page, t.levels).getByRole('group', { name: /^Team by level/ })).toBeVisible();
    for (const name of [t.income, t.limit, t.levels]) await expect(chart(page, name)).toBeVisible();
    await expect(chart(page, t.legs)).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('fits a 320 px screen: nothing scrolls sideways and every chart is inside the screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await noNews(page);
    await openAs(page, 'demo', '/user/dashboard');
    await toCharts(page);
    await expect(chart(page, t.legs).getByText(`${t.matching}:`)).toBeVisible();
    await expect(chart(page, t.levels).getByRole('group', { name: /^Team by level/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    for (const name of [t.income, t.limit, t.levels, t.legs]) {
      const box = await chart(page, name).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    }
  });

  test('asks for the charts’ data only after the figures, in a space kept for them so nothing below moves', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await noNews(page);
    // The charts' own calls: the team by level and the two legs.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(user-team-details|binary-details\/)/.test(request.url())) calls.push(request.url());
    });
    // The figures are held back until the test lets them through.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/dashboard', async (route) => {
      await held;
      await route.continue();
    });
    await openAs(page, 'demo', '/user/dashboard');
    const section = page.getByRole('region', { name: t.section });
    await toCharts(page);
    // Loading: every chart's card is in place with its title, none of the charts' calls made yet.
    for (const name of [t.income, t.limit, t.levels, t.legs]) await expect(chart(page, name)).toBeVisible();
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await page.waitForTimeout(1500);
    expect(calls).toEqual([]);
    const before = await section.boundingBox();

    release();
    await expect(chart(page, t.legs).getByText(`${t.matching}:`)).toBeVisible();
    await expect(chart(page, t.levels).getByRole('group', { name: /^Team by level/ })).toBeVisible();
    await expect(section).not.toHaveAttribute('aria-busy');
    // The team by level and the member's own legs, once each (the referral links' walk to each leg's
    // next free place shares the legs' answer; its other calls are the members further down).
    expect(calls.filter((url) => url.endsWith('/api/user-team-details'))).toHaveLength(1);
    expect(calls.filter((url) => url.endsWith('/api/binary-details/demo'))).toHaveLength(1);
    const after = await section.boundingBox();
    expect(Math.abs(after!.height - before!.height)).toBeLessThanOrEqual(1);
  });

  test('draws the first 20 of 80 levels in the same space, sums the deeper ones in the numbers and links to every level', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await noNews(page);
    // A team 80 levels deep (as on the large network): level n has 100 + n members who invested $10 each.
    const levels = Array.from({ length: 80 }, (_, index) => ({
      level: index + 1,
      user_count: 101 + index,
      investment: (101 + index) * 10,
    }));
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/user-team-details', async (route) => {
      await held;
      await route.fulfill({ json: { status: true, downlineDetails: levels } });
    });
    await openAs(page, 'demo', '/user/dashboard');
    await toCharts(page);
    const team = chart(page, t.levels);
    await expect(team).toBeVisible();
    const before = await team.boundingBox();
    release();

    const members = levels.reduce((sum, level) => sum + level.user_count, 0);
    await expect(
      team.getByRole('group', {
        name: t.levelsSummary(80, members.toLocaleString('en-US'), money(members * 10)),
      }),
    ).toBeVisible();
    await expect(
      team.getByRole('img', { name: `${t.largestAt(t.members, '180', '80')}. ${t.levelsDrawn(20, 80)}` }),
    ).toBeVisible();
    // Polled: on a loaded machine the figure had no box for a moment after its chart was drawn.
    await expect.poll(async () => (await team.boundingBox())?.height ?? -1).toBeCloseTo(before!.height, 0);

    // The numbers: levels 1 to 20 one by one, then 21 to 80 summed.
    const table = await openNumbers(team);
    await expect(table.getByRole('row')).toHaveCount(1 + 20 + 1);
    expect(await row(table, '20')).toEqual(['120', money(1200)]);
    const deeper = levels.slice(20).reduce((sum, level) => sum + level.user_count, 0);
    expect(await row(table, t.deeperLevels('21', '80'))).toEqual([deeper.toLocaleString('en-US'), money(deeper * 10)]);

    // Every level is on the Downline page.
    await team.getByRole('link', { name: t.allLevels(80) }).click();
    await expect(page).toHaveURL(/\/user\/downlineDetails$/);
    await expect(page.getByRole('heading', { level: 1, name: text.pages.titles.downline })).toBeVisible();
  });
});
