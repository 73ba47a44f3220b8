import { test, expect } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { holdScripts, newMember, openAs, sessionOf, useSession } from './support/members.ts';
import { api, closeUpgradeReminder, png } from './support/account.ts';
import { textIn } from './support/languages.ts';

test.describe('header', () => {
  for (const lang of ['', 'hi', 'es'] as const) {
    test(`on a 320 px phone${lang ? ` in ${lang}` : ''} keeps the username, News, My Profile, Package and Logout, and the whole brand, in sight`, async ({
      page,
    }) => {
      const words = textIn(lang || 'en');
      await page.setViewportSize({ width: 320, height: 700 });
      await page.route('**/api/news', (route) => route.fulfill({ json: { status: true, data: [] } }));
      await openAs(page, 'mpindemo', `${lang ? `/${lang}` : ''}/user/profile`);
      const header = page.getByRole('banner');
      const inSight = [
        header.getByText('mpindemo', { exact: true }),
        header.getByRole('button', { name: new RegExp(`^${words.news.control(null)}`) }),
        header.getByRole('link', { name: words.shell.myProfile }),
        header.getByRole('link', { name: words.shell.package }),
        header.getByRole('button', { name: words.shell.logout }),
        header.getByRole('link', { name: words.pages.brand }),
      ];
      for (const item of inSight) await expect(item).toBeInViewport({ ratio: 1 });
      // Nothing cut short: the brand and the username are written out whole.
      for (const item of [inSight[0]!, inSight[5]!])
        expect(await item.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      // The menu opens below the header, not under it.
      await page.getByRole('button', { name: words.shell.menu }).click();
      const menu = page.getByRole('navigation', { name: words.shell.mainMenu });
      const [top, bottom] = await Promise.all([
        menu.evaluate((element) => element.getBoundingClientRect().top),
        header.evaluate((element) => element.getBoundingClientRect().bottom),
      ]);
      expect(top).toBeGreaterThanOrEqual(bottom - 1);
    });
  }

  test('shows the avatar, the username, My Profile and Package', async ({ page, baseURL }, testInfo) => {
    const member = await newMember(String(baseURL), testInfo.workerIndex);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(png(48, 48))], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(new URL('/api/change-picture', String(baseURL)), {
      method: 'POST',
      headers: { Authorization: `Bearer ${member.token}` },
      body: form,
    });
    expect(((await uploaded.json()) as { status: unknown }).status).toBe(true);
    const avatar = String((await api(String(baseURL), 'get-picture', member.token)).data);
    await closeUpgradeReminder(page);
    await useSession(page, member);
    await page.goto('/user/dashboard');
    const header = page.getByRole('banner');
    await expect(header.getByText(member.username, { exact: true })).toBeVisible();
    await expect(header.locator(`img[src$="/api/images/${avatar}"]`)).toBeVisible();
    await header.getByRole('link', { name: text.shell.myProfile }).click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.getByRole('banner').getByRole('link', { name: text.shell.package })).toHaveAttribute(
      'href',
      '/user/packageList',
    );
  });

  test("logs out with 'Your Are Logout!!', lands on the landing page, and the token no longer works", async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await newMember(String(baseURL), testInfo.workerIndex);
    await closeUpgradeReminder(page);
    await useSession(page, member);
    await page.goto('/user/dashboard');
    await expect(page.getByRole('heading', { name: text.dashboard.greeting(member.username) })).toBeVisible();
    const landing = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/',
    );
    await page.getByRole('banner').getByRole('button', { name: text.shell.logout }).click();
    await landing;
    // The landing page sends the visitor on to the login page, where the toast shows.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(text.shell.loggedOut)).toBeVisible();
    expect(
      await page.evaluate(() => ['username', 'token', 'status'].map((key) => sessionStorage.getItem(key))),
    ).toEqual([null, null, null]);
    const after = await fetch(new URL('/api/dashboard', String(baseURL)), {
      headers: { Authorization: `Bearer ${member.token}`, Accept: 'application/json' },
    });
    expect(after.status).toBe(401);
    // Back to a member page: the guard sends the visitor to the login page, carrying the asked page.
    await page.goto('/user/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fuser%2Fdashboard$/);
  });
});

test.describe('menu', () => {
  test('fetches the next page when the pointer rests on its link, not every page at load', async ({ page }) => {
    const pages: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/user/')) pages.push(pathname);
    });
    await openAs(page, 'demo', '/user/profile');
    const menu = page.getByRole('navigation', { name: text.shell.mainMenu });
    await expect(menu.getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
    await page.waitForLoadState('networkidle');
    expect(pages).toEqual(['/user/profile']);

    const next = page.waitForRequest((request) => new URL(request.url()).pathname === '/user/kyc');
    await menu.getByRole('link', { name: 'KYC' }).hover();
    await next;
    // Resting on it again, or on the current page's link, fetches nothing more.
    await menu.getByRole('link', { name: 'My Profile' }).hover();
    await menu.getByRole('link', { name: 'KYC' }).hover();
    await page.waitForLoadState('networkidle');
    expect(pages).toEqual(['/user/profile', '/user/kyc']);

    await menu.getByRole('link', { name: 'KYC' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'KYC' })).toBeVisible();
  });
});

test.describe('menu on a phone (412 px, touch)', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  test('opens on a tap made before the page’s scripts have arrived, and closes with Escape', async ({ page }) => {
    // No module arrives until the menu has been used: on a slow link the first tap comes before them.
    const release = await holdScripts(page);
    await useSession(page, sessionOf('demo'));
    await page.goto('/user/dashboard', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: text.shell.menu });
    const menu = page.getByRole('navigation', { name: text.shell.mainMenu });
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'KYC' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    release();
    // Once the islands are in, one tap still opens it once (no second listener closes it again).
    await expect(page.getByRole('heading', { level: 2, name: text.dashboard.greeting('demo') })).toBeVisible();
    await toggle.tap();
    await expect(menu.getByRole('link', { name: 'KYC' })).toBeVisible();
  });

  test('opens above the news pop-up, dims the page behind it, and closes on a tap beside it', async ({
    page,
  }, testInfo) => {
    await page.route('**/api/news', (route) =>
      route.fulfill({
        json: {
          status: true,
          data: [
            {
              id: 901,
              title: 'Menu test news',
              image: null,
              body: '<p>A long enough body.</p>',
              published_at: null,
              is_show: 1,
            },
          ],
        },
      }),
    );
    await openAs(page, 'demo', '/user/dashboard');
    const news = page.getByRole('dialog', { name: 'Menu test news' });
    await expect(news).toBeVisible();
    const toggle = page.getByRole('button', { name: text.shell.menu });
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: text.shell.mainMenu });
    // The lowest menu entry that shares the screen with the pop-up is drawn on top of it and takes the tap.
    const newsBox = (await news.boundingBox())!;
    const menuBox = (await menu.boundingBox())!;
    const links = menu.getByRole('link');
    let covered = false;
    for (let index = (await links.count()) - 1; index >= 0; index -= 1) {
      const box = await links.nth(index).boundingBox();
      const middle = box ? box.y + box.height / 2 : -1;
      // A link on screen (the menu scrolls) at the height of the pop-up.
      if (!box || middle > menuBox.y + menuBox.height || middle < newsBox.y || middle > newsBox.y + newsBox.height)
        continue;
      const name = await links.nth(index).textContent();
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toBe(name);
      covered = true;
      break;
    }
    expect(covered).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('menu-over-news.png') });
    // The page beside the menu is dimmed, over the pop-up too; a tap there closes the menu.
    const beside = { x: 380, y: newsBox.y + newsBox.height / 2 };
    const dim = await page.evaluate(({ x, y }) => {
      const element = document.elementFromPoint(x, y) as HTMLElement | null;
      return element ? { id: element.id, background: getComputedStyle(element).backgroundColor } : null;
    }, beside);
    expect(dim?.id).toBe('menu-backdrop');
    expect(dim?.background).not.toBe('rgba(0, 0, 0, 0)');
    await page.touchscreen.tap(beside.x, beside.y);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(news).toBeVisible();
  });
});
