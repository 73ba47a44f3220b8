/** The ad player and the reward: pop-up, visible-only countdown, 'Verify For Reward' and the claim. */
import { test, expect, type Page, type TestInfo } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { openAs, toasterReady, watchErrors } from './support/members.ts';
import { asNewMember, serveAdPages, setVisibility } from './support/tasks.ts';

const firstCard = (page: Page) => page.getByRole('article').first();

/** View on the first card; resolves once the pop-up's countdown is running. */
async function openAd(page: Page) {
  const popupPromise = page.waitForEvent('popup');
  await firstCard(page).getByRole('button', { name: text.tasks.view }).click();
  const popup = await popupPromise;
  await expect(popup.getByText(text.tasks.adCountdown(15))).toBeVisible();
  return popup;
}

/** Time stands still in the page and its pop-up until the test moves it. */
async function stopClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

async function openTodayWithClock(page: Page, testInfo: TestInfo) {
  await serveAdPages(page.context());
  await stopClock(page);
  await asNewMember(page, testInfo);
  await page.goto('/user/todayTask');
  await expect(firstCard(page)).toBeVisible();
  await toasterReady(page);
}

test('View opens the ad in a pop-up, counts down in the title, then a matching code completes the task', async ({
  page,
}, testInfo) => {
  await openTodayWithClock(page, testInfo);
  const card = firstCard(page);
  const taskName = await card.getByRole('heading').innerText();
  const claims: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user-task-request')) claims.push(request.postData() ?? '');
  });

  const popupPromise = page.waitForEvent('popup');
  await card.getByRole('button', { name: text.tasks.view }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/user\/viewAds\?id=\d+$/);
  await expect(popup.getByRole('heading', { level: 1, name: text.pages.titles.adPlayer })).toBeVisible();
  await expect(
    popup.frameLocator(`iframe[title="${text.tasks.adFrame}"]`).getByRole('heading', { name: 'Sponsored page' }),
  ).toBeVisible();
  await expect(popup.getByRole('link', { name: text.tasks.adDirect })).toHaveAttribute('rel', 'noopener noreferrer');

  await expect(page).toHaveTitle(/^15s left · /);
  await page.clock.runFor(5_000);
  await expect(page).toHaveTitle(/^10s left · /);
  await expect(page.getByText(text.tasks.watching(10))).toBeVisible();
  await page.clock.runFor(10_000);

  const dialog = page.getByRole('dialog', { name: text.tasks.verifyForReward });
  await expect(dialog).toBeVisible();
  await expect(page).not.toHaveTitle(/left/);
  const code = (await dialog.locator('[data-reward-code]').innerText()).trim();
  expect(code).toMatch(/^\d{4}$/);
  await expect(dialog.getByRole('status').filter({ hasText: text.tasks.codeAnnounce(code) })).toBeAttached();

  // A wrong entry draws a new code and clears the box.
  const wrong = code === '1234' ? '4321' : '1234';
  const input = dialog.getByLabel(text.tasks.enterCode);
  await input.fill(wrong);
  await dialog.getByRole('button', { name: text.tasks.verify }).click();
  await expect(dialog.getByText(text.tasks.wrongCode)).toBeVisible();
  await expect(input).toHaveValue('');
  const second = (await dialog.locator('[data-reward-code]').innerText()).trim();
  expect(claims).toEqual([]);

  await input.fill(second);
  await dialog.getByRole('button', { name: text.tasks.verify }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(text.tasks.rewarded)).toBeVisible();
  expect(claims).toHaveLength(1);
  expect(claims[0]).toContain('name="task_detail_id"');

  const done = page.getByRole('article', { name: taskName });
  await expect(done.getByRole('button', { name: text.tasks.completed })).toBeDisabled();
  await expect(done.getByRole('button', { name: text.tasks.view, exact: true })).toHaveCount(0);
});

test('the countdown stands still while the ad window is hidden', async ({ page }, testInfo) => {
  await openTodayWithClock(page, testInfo);
  const popup = await openAd(page);
  await page.clock.runFor(3_000);
  await expect(page).toHaveTitle(/^12s left · /);

  await setVisibility(popup, 'hidden');
  await expect(page.getByText(text.tasks.paused(12))).toBeVisible();
  await page.clock.runFor(30_000);
  await expect(page).toHaveTitle(/^12s left · /);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await setVisibility(popup, 'visible');
  await page.clock.runFor(12_000);
  await expect(page.getByRole('dialog', { name: text.tasks.verifyForReward })).toBeVisible();
  await expect(popup.getByText(text.tasks.adDone).first()).toBeVisible();
});

test('closing the ad window early ends the countdown with a notice', async ({ page }, testInfo) => {
  await openTodayWithClock(page, testInfo);
  const popup = await openAd(page);
  await page.clock.runFor(2_000);
  await popup.close();
  await page.clock.runFor(2_000);
  await expect(page.getByText(text.tasks.adClosedEarly)).toBeVisible();
  await expect(page).not.toHaveTitle(/left/);
});

test('a blocked pop-up is explained', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await openAs(page, 'demo', '/user/todayTask');
  const open = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: text.tasks.view, exact: true }) })
    .first();
  await open.getByRole('button', { name: text.tasks.view, exact: true }).click();
  await expect(page.getByText(text.tasks.popupBlocked).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("a task the member has completed shows 'Completed' with View disabled", async ({ page }) => {
  await openAs(page, 'demo', '/user/todayTask');
  const completed = page.getByRole('article').filter({ has: page.getByRole('button', { name: text.tasks.completed }) });
  await expect(completed).toHaveCount(1);
  await expect(completed.getByRole('button', { name: text.tasks.completed })).toBeDisabled();
});

test('a refused claim keeps the dialog and the code for another try', async ({ page }, testInfo) => {
  await openTodayWithClock(page, testInfo);
  await page.route('**/api/user-task-request', (route) =>
    route.fulfill({ json: { status: false, msg: 'Reward window is over for today.' } }),
  );
  await openAd(page);
  await page.clock.runFor(15_000);
  const dialog = page.getByRole('dialog', { name: text.tasks.verifyForReward });
  const code = (await dialog.locator('[data-reward-code]').innerText()).trim();
  await dialog.getByLabel(text.tasks.enterCode).fill(code);
  await dialog.getByRole('button', { name: text.tasks.verify }).click();
  await expect(page.getByText('Reward window is over for today.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-reward-code]')).toHaveText(code);
});

/** Today's tasks answered with one ad (id 5001) whose link is `link`. */
async function todayWith(page: Page, link: string) {
  await page.route('**/api/task-today', (route) =>
    route.fulfill({
      json: {
        status: true,
        data: [{ id: 1, name: 'Ad', description: '', link, task_date: '2026-01-01', details_id: 5001 }],
        addedTask: [],
        max_count: 5,
        min_required: 1,
      },
    }),
  );
}

test.describe('the ad player page', () => {
  test('refuses a javascript: address and shows no frame', async ({ page }) => {
    const errors = watchErrors(page);
    await todayWith(page, 'javascript:alert(1)');
    await openAs(page, 'demo', '/user/viewAds?id=5001');
    await expect(page.getByRole('alert')).toHaveText(text.tasks.adInvalid);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("frames only the task's own link, never an address from the query", async ({ page }) => {
    await stopClock(page);
    await page.context().route('https://**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>ad</p>' }));
    await todayWith(page, 'https://ads.example/task');
    await openAs(page, 'demo', `/user/viewAds?url=${encodeURIComponent('https://evil.example/login')}&id=5001`);
    await expect(page.locator(`iframe[title="${text.tasks.adFrame}"]`)).toHaveAttribute(
      'src',
      'https://ads.example/task',
    );
    await expect(page.getByRole('link', { name: text.tasks.adDirect })).toHaveAttribute(
      'href',
      'https://ads.example/task',
    );
    // An ad id that is not one of today's tasks frames nothing, whatever the query says, and says so
    // (its link is not at fault: there is none).
    await openAs(page, 'demo', `/user/viewAds?url=${encodeURIComponent('https://evil.example/login')}&id=777`);
    await expect(page.getByRole('alert')).toHaveText(text.tasks.adNotToday);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('tells an ad that is no task of today apart from a link that is no web page', async ({ page }) => {
    await todayWith(page, 'ftp://ads.example/task');
    await openAs(page, 'demo', '/user/viewAds?id=5001');
    await expect(page.getByRole('alert')).toHaveText(text.tasks.adInvalid);
    await page.goto('/user/viewAds?id=5002');
    await expect(page.getByRole('alert')).toHaveText(text.tasks.adNotToday);
    await page.goto('/user/viewAds');
    await expect(page.getByRole('alert')).toHaveText(text.tasks.adNotToday);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('shows the page in a frame with a direct link, and a hint when it is slow to appear', async ({ page }) => {
    await stopClock(page);
    await page.context().route('https://slow.example/**', () => {
      // Never answered: the frame stays empty.
    });
    await todayWith(page, 'https://slow.example/offer');
    await openAs(page, 'demo', '/user/viewAds?id=5001');
    await expect(page.locator(`iframe[title="${text.tasks.adFrame}"]`)).toHaveAttribute(
      'src',
      'https://slow.example/offer',
    );
    await expect(page.getByRole('link', { name: text.tasks.adDirect })).toHaveAttribute(
      'href',
      'https://slow.example/offer',
    );
    await expect(page.getByText(text.tasks.adRefused)).toBeVisible();
    await expect(page.getByText(text.tasks.adSlow)).toHaveCount(0);
    await page.clock.runFor(9_000);
    await expect(page.getByText(text.tasks.adSlow)).toBeVisible();
  });

  test('says so when the page may not be framed here (plain http elsewhere)', async ({ page }) => {
    await todayWith(page, 'http://plain.example/ad');
    await openAs(page, 'demo', '/user/viewAds?id=5001');
    await expect(page.getByText(text.tasks.adBlockedByPolicy)).toBeVisible();
    await expect(page.getByRole('link', { name: text.tasks.adDirect })).toHaveAttribute(
      'href',
      'http://plain.example/ad',
    );
  });
});
