/** The dashboard's task widgets (GET task-dashboard and task-today) on /user/dashboard. */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { openAs, sessionOf, FIRST_LOAD_TRIES } from './support/members.ts';
import { asNewMember, serveAdPages } from './support/tasks.ts';
import { axeViolations } from './support/a11y.ts';
import { withPackage } from './support/account.ts';

const counters = (page: Page) => page.getByRole('list', { name: text.dashboard.countersLabel });
const progress = (page: Page) => page.getByRole('progressbar', { name: text.dashboard.progressLabel });
const COUNTER_KEYS = [
  'todayTask',
  'pendingTodayTask',
  'approvedTodayTask',
  'rejectedTodayTask',
  'totalApprovedTask',
  'totalRejectedTask',
] as const;

async function summaryOf(page: Page, token: string): Promise<Record<string, unknown>> {
  const answer = await page.request.get('/api/task-dashboard', { headers: { Authorization: `Bearer ${token}` } });
  return (await answer.json()) as Record<string, unknown>;
}

test('greets the member with the last login time', async ({ page }) => {
  await openAs(page, 'demo', '/user/dashboard');
  await expect(page.getByRole('heading', { name: text.dashboard.greeting('demo') }).first()).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^${text.dashboard.lastLogin}: \\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2}$`)),
  ).toBeVisible();
});

test('a member signed in for the first time sees no earlier login, not the sign-in that just happened', async ({
  page,
}, testInfo) => {
  await asNewMember(page, testInfo);
  await page.goto('/user/dashboard');
  await expect(page.getByText(`${text.dashboard.lastLogin}: ${text.dashboard.neverLoggedIn}`)).toBeVisible();
});

test('shows the six task counters with the numbers of task-dashboard', async ({ page }) => {
  await openAs(page, 'demo', '/user/dashboard');
  const summary = await summaryOf(page, sessionOf('demo').token);
  const items = counters(page).getByRole('listitem');
  await expect(items).toHaveCount(6);
  for (const [index, key] of COUNTER_KEYS.entries()) {
    await expect(items.nth(index)).toHaveText(`${text.dashboard.counters[key]}${String(summary[key])}`);
  }
});

test("shows today's tasks with the share completed as a progress bar", async ({ page }) => {
  await openAs(page, 'demo', '/user/dashboard');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '33');
  await expect(progress(page)).toHaveAttribute('aria-valuemin', '0');
  await expect(progress(page)).toHaveAttribute('aria-valuemax', '100');
  await expect(page.getByText(text.dashboard.progress(33))).toBeVisible();
  const section = page.getByRole('region', { name: text.dashboard.todayList });
  await expect(section.getByRole('button', { name: text.tasks.completed })).toBeDisabled();
  await expect(section.getByRole('button', { name: text.tasks.view, exact: true })).toHaveCount(2);
});

test('counts each completed task once, over all tasks', async ({ page }) => {
  await page.route('**/api/task-today', (route) =>
    route.fulfill({
      json: {
        status: true,
        data: [1, 2, 3, 4].map((id) => ({
          id,
          details_id: 100 + id,
          name: `Task ${id}`,
          description: '',
          link: 'https://example.com/',
          task_date: '2024-05-01',
        })),
        addedTask: [101, 101, 103, 999],
        max_count: 4,
        min_required: 2,
      },
    }),
  );
  await openAs(page, 'demo', '/user/dashboard');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '50');
});

test('shows the micro-job banner with its code from 30 completed tasks on', async ({ page }) => {
  await openAs(page, 'demo', '/user/dashboard');
  const summary = await summaryOf(page, sessionOf('demo').token);
  const microjob = summary.microjob as { code: string; completed_task: number };
  expect(microjob.completed_task).toBeGreaterThanOrEqual(30);
  await expect(page.getByRole('note', { name: text.dashboard.microjobTitle })).toHaveText(
    `${text.dashboard.microjobTitle}${text.dashboard.microjobBody(microjob.completed_task, microjob.code)}`,
  );
});

test('hides the micro-job banner below 30 completed tasks even with a code', async ({ page }) => {
  await page.route('**/api/task-dashboard', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...body, microjob: { code: 'MJ-123456', completed_task: 29 } } });
  });
  await openAs(page, 'demo', '/user/dashboard');
  await expect(counters(page)).toBeVisible();
  await expect(page.getByRole('note', { name: text.dashboard.microjobTitle })).toHaveCount(0);
});

test('shows the paid task section with the per-ad amount to 8 decimals for a paid member', async ({ page }) => {
  await openAs(page, 'demo', '/user/dashboard');
  const summary = await summaryOf(page, sessionOf('demo').token);
  const amount = Number(summary.per_ad_amount).toFixed(8);
  await expect(page.getByRole('heading', { name: text.dashboard.paidTasks })).toBeVisible();
  await expect(page.getByText(`$${amount}`)).toBeVisible();
  expect(amount).toMatch(/^\d+\.\d{8}$/);
});

test('reads numbers sent as text, and shows other values as they are', async ({ page }) => {
  await page.route('**/api/task-dashboard', (route) =>
    route.fulfill({
      json: {
        status: 'success',
        username: 'demo',
        last_login_at: null,
        todayTask: '3',
        pendingTodayTask: '1',
        approvedTodayTask: 2,
        rejectedTodayTask: null,
        totalApprovedTask: '1200',
        totalRejectedTask: 'N/A',
        is_paid: '0',
        per_ad_amount: '0.5',
        free_package: '0',
        microjob: null,
      },
    }),
  );
  await openAs(page, 'demo', '/user/dashboard');
  const items = counters(page).getByRole('listitem');
  await expect(items.nth(0)).toHaveText(`${text.dashboard.counters.todayTask}3`);
  await expect(items.nth(3)).toHaveText(`${text.dashboard.counters.rejectedTodayTask}0`);
  await expect(items.nth(4)).toHaveText(`${text.dashboard.counters.totalApprovedTask}1,200`);
  await expect(items.nth(5)).toHaveText(`${text.dashboard.counters.totalRejectedTask}N/A`);
  await expect(page.getByText(`${text.dashboard.lastLogin}: ${text.dashboard.neverLoggedIn}`)).toBeVisible();
  // is_paid '0' hides the paid section.
  await expect(page.getByRole('heading', { name: text.dashboard.paidTasks })).toHaveCount(0);
});

/** Answers GET news with no pop-ups, so the reminder's turn comes at once (news goes first). */
async function noNews(page: Page): Promise<void> {
  await page.route('**/api/news', (route) => route.fulfill({ json: { status: true, data: [] } }));
}

test.describe('a free-package member', () => {
  test('is reminded once per session to upgrade, sees no paid section and no micro-job banner', async ({
    page,
  }, testInfo) => {
    await noNews(page);
    await asNewMember(page, testInfo);
    await page.goto('/user/dashboard');
    const reminder = page.getByRole('dialog', { name: text.dashboard.upgradeTitle });
    await expect(reminder).toBeVisible();
    await expect(reminder.getByRole('link', { name: text.dashboard.upgradeAction })).toHaveAttribute(
      'href',
      '/user/packageList',
    );
    await reminder.getByRole('button', { name: text.dashboard.later }).click();
    await expect(reminder).toBeHidden();
    await expect(page.getByRole('heading', { name: text.dashboard.paidTasks })).toHaveCount(0);
    await expect(page.getByRole('note', { name: text.dashboard.microjobTitle })).toHaveCount(0);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');

    await page.reload();
    await expect(counters(page)).toBeVisible();
    await expect(page.getByRole('dialog', { name: text.dashboard.upgradeTitle })).toHaveCount(0);
  });

  test('the reminder has no axe violations', async ({ page }, testInfo) => {
    await noNews(page);
    await asNewMember(page, testInfo);
    await page.goto('/user/dashboard');
    await expect(page.getByRole('dialog', { name: text.dashboard.upgradeTitle })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('waits until the news pop-ups are read, one pop-up at a time', async ({ page }, testInfo) => {
    // A member with a package: a newcomer sees the first news alone (dashboard.spec.ts).
    await withPackage(page);
    await asNewMember(page, testInfo);
    await page.goto('/user/dashboard');
    const news = page.getByRole('dialog').filter({ hasText: text.news.title });
    await expect(news).toBeVisible();
    await expect(counters(page)).toBeVisible();
    await expect(page.getByRole('dialog', { name: text.dashboard.upgradeTitle })).toHaveCount(0);
    for (let i = 0; i < 5 && (await news.count()) > 0; i += 1) {
      await news
        .getByRole('button', { name: new RegExp(`^(${text.news.next}|${text.common.close})$`) })
        .first()
        .click();
    }
    await expect(page.getByRole('dialog', { name: text.dashboard.upgradeTitle })).toBeVisible();
  });

  test('is not shown to a paid member', async ({ page }) => {
    await openAs(page, 'demo', '/user/dashboard');
    await expect(counters(page)).toBeVisible();
    await expect(page.getByRole('dialog', { name: text.dashboard.upgradeTitle })).toHaveCount(0);
  });
});

test('View on the dashboard runs the ad and the reward, and the progress moves', async ({ page }, testInfo) => {
  await serveAdPages(page.context());
  // The clock runs (the widgets load on React's own timers); runFor moves it on by the ad's 15 s.
  await page.clock.install();
  await noNews(page);
  await asNewMember(page, testInfo);
  await page.goto('/user/dashboard');
  const reminder = page.getByRole('dialog', { name: text.dashboard.upgradeTitle });
  await reminder.getByRole('button', { name: text.dashboard.later }).click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');

  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: text.tasks.view, exact: true }).first().click();
  const popup = await popupPromise;
  await expect(popup.getByRole('timer')).toBeVisible();
  await expect(page).toHaveTitle(/^\d+s left · /);
  await page.clock.runFor(15_000);
  const dialog = page.getByRole('dialog', { name: text.tasks.verifyForReward });
  const code = (await dialog.locator('[data-reward-code]').innerText()).trim();
  await dialog.getByLabel(text.tasks.enterCode).fill(code);
  await dialog.getByRole('button', { name: text.tasks.verify }).click();
  await expect(dialog).toBeHidden();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByRole('button', { name: text.tasks.completed })).toHaveCount(1);
});

test('a failed load offers Try again', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/task-dashboard', (route) => {
    calls += 1;
    return calls <= FIRST_LOAD_TRIES ? route.abort('failed') : route.fallback();
  });
  await openAs(page, 'demo', '/user/dashboard');
  const alert = page.getByRole('alert').filter({ hasText: text.errors.network });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: text.common.retry }).click();
  await expect(counters(page)).toBeVisible();
});

test('an unreadable answer is explained instead of empty widgets', async ({ page }) => {
  await page.route('**/api/task-dashboard', (route) =>
    route.fulfill({ json: { status: true, username: 'demo', todayTask: { nested: true } } }),
  );
  await openAs(page, 'demo', '/user/dashboard');
  await expect(page.getByRole('alert').filter({ hasText: text.errors.shape })).toBeVisible();
  await expect(counters(page)).toHaveCount(0);
});

test('an expired session ends on the login page', async ({ page }) => {
  await page.route('**/api/task-dashboard', (route) =>
    route.fulfill({ status: 401, json: { status: false, msg: 401 } }),
  );
  await openAs(page, 'demo', '/user/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
