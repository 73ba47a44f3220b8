/**
 * News in the header: the unread count, the news list of the items shown (is_show), and the count
 * following each item marked read, from the list or from the dashboard's pop-ups.
 */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { hold, newMember, openAs, useSession } from './support/members.ts';
import { api, withPackage } from './support/account.ts';
import { axeViolations } from './support/a11y.ts';

const newsControl = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^News\b/ });

test.describe('news in the header', () => {
  test('shows the unread count on a page that keeps the browser busy', async ({ page, baseURL }, testInfo) => {
    const member = await newMember(String(baseURL), testInfo.workerIndex);
    const unread = Number((await api(String(baseURL), 'news', member.token)).unread_count);
    // A slow phone's main thread that is never idle for 10 s: one short task after another. The count
    // waits for an idle moment, but not past its deadline.
    await page.addInitScript(() => {
      const until = performance.now() + 10_000;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const end = performance.now() + 4;
        while (performance.now() < end);
        if (performance.now() < until) channel.port2.postMessage(0);
      };
      channel.port2.postMessage(0);
    });
    await useSession(page, member);
    await page.goto('/user/profile');
    await expect(newsControl(page)).toHaveAccessibleName(text.news.control(unread), { timeout: 8_000 });
  });

  test('shows the unread count, opens an item from the news list, and the count goes down and stays down', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await newMember(String(baseURL), testInfo.workerIndex);
    const before = await api(String(baseURL), 'news', member.token);
    const unread = Number(before.unread_count);
    expect(unread).toBeGreaterThan(1);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/news\/\d+\/read$/.test(request.url())) reads.push(new URL(request.url()).pathname);
    });
    await useSession(page, member);
    await page.goto('/user/profile');
    const control = newsControl(page);
    await expect(control).toHaveAccessibleName(text.news.control(unread));
    await expect(control).toContainText(String(unread));

    await control.click();
    const dialog = page.getByRole('dialog', { name: text.news.title });
    const items = dialog.getByRole('list', { name: text.news.listLabel }).getByRole('listitem');
    await expect(items).toHaveCount(unread);
    // The item the operator hides (no is_show) is not listed.
    await expect(dialog.getByRole('button', { name: /Quarterly leadership results/ })).toHaveCount(0);
    const welcome = dialog.getByRole('button', { name: /Welcome to the new member portal/ });
    await expect(welcome).toHaveAttribute('aria-expanded', 'false');
    await welcome.click();
    await expect(welcome).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByText('Share your left and right referral links')).toBeVisible();
    // The header is behind the modal list: the list says the count too.
    await expect(dialog.getByText(text.news.unread(unread - 1), { exact: true })).toBeVisible();
    expect(reads).toHaveLength(1);

    // Another item, with formatting and a picture, opens in its place; the read one stays listed.
    await dialog.getByRole('button', { name: /Sunday maintenance window/ }).click();
    await expect(welcome).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.getByText('Sunday from 02:00 to 04:00 UTC')).toBeVisible();
    await expect(dialog.locator('img')).toHaveJSProperty('complete', true);
    expect(await dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(dialog.getByText(text.news.unread(unread - 2), { exact: true })).toBeVisible();
    await expect(items).toHaveCount(unread);
    await dialog.getByRole('button', { name: text.ui.close }).click();
    await expect(dialog).toHaveCount(0);
    await expect(control).toHaveAccessibleName(text.news.control(unread - 2));

    // Read stays read: after a reload the count is the same.
    await page.reload();
    await expect(newsControl(page)).toHaveAccessibleName(text.news.control(unread - 2));

    // And read stays readable: both items are still listed, and one opens again.
    await newsControl(page).click();
    await expect(items).toHaveCount(unread);
    await dialog.getByRole('button', { name: /Welcome to the new member portal/ }).click();
    await expect(dialog.getByText('Share your left and right referral links')).toBeVisible();
  });

  test('leaves an item without is_show out of the list and out of the count', async ({ page }) => {
    const item = (id: number, title: string, is_show: number) => ({
      id,
      title,
      image: null,
      body: `<p>${title} body.</p>`,
      published_at: '2026-03-01 10:00:00',
      is_show,
    });
    await page.route('**/api/news', (route) =>
      route.fulfill({
        json: {
          status: true,
          // A backend that counts the withdrawn item too.
          unread_count: 3,
          data: [item(51, 'Shown news', 1), item(52, 'Withdrawn news', 0), item(53, 'Also shown', 1)],
        },
      }),
    );
    await openAs(page, 'demo', '/user/profile');
    const control = newsControl(page);
    await expect(control).toHaveAccessibleName(text.news.control(2));
    await control.click();
    const dialog = page.getByRole('dialog', { name: text.news.title });
    const items = dialog.getByRole('list', { name: text.news.listLabel }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Shown news');
    await expect(items.last()).toContainText('Also shown');
    await expect(dialog.getByText('Withdrawn news')).toHaveCount(0);
    await expect(dialog.getByText(text.news.unread(2), { exact: true })).toBeVisible();
  });

  test('brings the count down as the dashboard pop-ups are closed', async ({ page, baseURL }, testInfo) => {
    const member = await newMember(String(baseURL), testInfo.workerIndex);
    const unread = Number((await api(String(baseURL), 'news', member.token)).unread_count);
    await withPackage(page);
    let newsLoads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/news') newsLoads += 1;
    });
    await useSession(page, member);
    await page.goto('/user/dashboard');
    const popup = page.getByRole('dialog', { name: 'Welcome to the new member portal' });
    await expect(popup).toBeVisible();
    const control = newsControl(page);
    await expect(control).toHaveAccessibleName(text.news.control(unread));
    // The header and the pop-ups share one load.
    await page.waitForLoadState('networkidle');
    expect(newsLoads).toBe(1);
    await popup.getByRole('button', { name: text.news.next }).click();
    await expect(control).toHaveAccessibleName(text.news.control(unread - 1));
    await page
      .getByRole('dialog', { name: 'Sunday maintenance window' })
      .getByRole('button', { name: text.common.close })
      .last()
      .click();
    // A free member's upgrade reminder has its turn once the news is read (the header behind it is out of
    // reach while it is open).
    await page
      .getByRole('dialog', { name: text.dashboard.upgradeTitle })
      .getByRole('button', { name: text.dashboard.later })
      .click();
    await expect(control).toHaveAccessibleName(text.news.control(unread - 2));
    // The pop-ups are gone; the list still has them.
    await control.click();
    const dialog = page.getByRole('dialog', { name: text.news.title });
    await dialog.getByRole('button', { name: /Welcome to the new member portal/ }).click();
    await expect(dialog.getByText('Share your left and right referral links')).toBeVisible();
  });

  test('a pop-up with a picture keeps its place while the picture arrives', async ({ page, baseURL }, testInfo) => {
    const member = await newMember(String(baseURL), testInfo.workerIndex);
    // The welcome item (no picture) is read: the first pop-up is the one with a picture.
    const news = (await api(String(baseURL), 'news', member.token)).data as { id: number; image: string | null }[];
    for (const item of news.filter((entry) => !entry.image))
      await api(String(baseURL), `news/${item.id}/read`, member.token);
    const releasePicture = await hold(page, /\.png(\?|$)/);
    await useSession(page, member);
    await page.goto('/user/dashboard');
    const popup = page.getByRole('dialog', { name: 'Sunday maintenance window' });
    await expect(popup.getByText('Sunday from 02:00 to 04:00 UTC')).toBeVisible();
    const before = await popup.boundingBox();
    releasePicture();
    await expect(popup.locator('img')).toHaveJSProperty('complete', true);
    expect(await popup.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await popup.boundingBox()).toEqual(before);
  });

  test('is reached and worked by keyboard: Tab to it, Enter opens, an item opens, Escape closes and focus returns (no axe violations)', async ({
    page,
  }) => {
    await page.route('**/api/news', (route) =>
      route.fulfill({
        json: {
          status: true,
          unread_count: 1,
          data: [
            {
              id: 41,
              title: 'Keyboard news',
              image: null,
              body: '<p>Read by keyboard.</p>',
              published_at: '2024-05-01 10:00:00',
              is_show: 1,
            },
          ],
        },
      }),
    );
    let read = false;
    await page.route('**/api/news/41/read', (route) => {
      read = true;
      return route.fulfill({ json: { status: true, msg: 'ok' } });
    });
    await openAs(page, 'demo', '/user/profile');
    const control = newsControl(page);
    await expect(control).toHaveAccessibleName(text.news.control(1));
    let reached = false;
    for (let step = 0; step < 8 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      reached = await control.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text.news.title });
    await expect(dialog).toBeVisible();
    const item = dialog.getByRole('button', { name: /Keyboard news/ });
    // Focus is inside the dialog; Tab walks to the item.
    for (let step = 0; step < 4; step += 1) {
      if (await item.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(item).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Read by keyboard.')).toBeVisible();
    await expect.poll(() => read).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(control).toBeFocused();
  });

  test('shows a news body sanitised, without running anything from it', async ({ page }) => {
    const body =
      '<p>Safe <b>bold</b></p><img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=2">bad link</a><script>window.__xss=3</script>';
    await page.route('**/api/news', (route) =>
      route.fulfill({
        json: {
          status: true,
          unread_count: 1,
          data: [{ id: 42, title: 'Hostile news', image: null, body, published_at: null, is_show: 1 }],
        },
      }),
    );
    await page.route('**/api/news/42/read', (route) => route.fulfill({ json: { status: true } }));
    await openAs(page, 'demo', '/user/profile');
    await newsControl(page).click();
    const dialog = page.getByRole('dialog', { name: text.news.title });
    await dialog.getByRole('button', { name: /Hostile news/ }).click();
    const shown = dialog.locator('[data-news-body]');
    await expect(shown.locator('b')).toHaveText('bold');
    await expect(shown.getByText('bad link')).toBeVisible();
    expect(await shown.evaluate((element) => element.innerHTML)).not.toMatch(/onerror|javascript:|<script/i);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  });

  test('says when the news could not be loaded and loads them on Try again; without a count it is just News', async ({
    page,
  }) => {
    let fail = true;
    await page.route('**/api/news', (route) =>
      fail
        ? route.fulfill({ status: 500, body: 'oops' })
        : route.fulfill({
            json: {
              status: true,
              data: [
                { id: 43, title: 'Back again', image: null, body: '<p>Loaded.</p>', published_at: null, is_show: 1 },
              ],
            },
          }),
    );
    await openAs(page, 'demo', '/user/profile');
    const control = newsControl(page);
    await expect(control).toHaveAccessibleName(text.news.control(null));
    // The header's own load of the count (when the page is idle, within 3 s) has taken the head's failed
    // answer: it cannot come later and show the list before Try again is pressed.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys((window as { __early?: object }).__early ?? {}).some((key) => key.includes('news')),
        ),
      )
      .toBe(false);
    await control.click();
    const dialog = page.getByRole('dialog', { name: text.news.title });
    await expect(dialog.getByRole('alert')).toContainText(text.news.loadFailed);
    fail = false;
    await dialog.getByRole('button', { name: text.common.retry }).click();
    await expect(dialog.getByRole('button', { name: /Back again/ })).toBeVisible();
    // The answer has no unread_count: no number is made up.
    await expect(dialog).not.toContainText(/unread/);
    await page.keyboard.press('Escape');
    await expect(control).toHaveAccessibleName(text.news.control(null));
    await expect(control).not.toContainText(/\d/);
  });
});
