import { test, expect, type Page } from '@playwright/test';
import { routes, SHELL_CALLS } from '../../src/lib/routes.ts';
import * as text from '../../src/lib/text.ts';
import { openAs, sessionOf, useSession, watchErrors, holdScripts } from './support/members.ts';

/**
 * A member page asks for its first data from its head, while its scripts are still on their way, and
 * its islands use those answers instead of asking again.
 */

const memberPages = routes.filter((route) => route.member && route.calls.length > 0);

const apiGets = (page: Page, into: string[]) =>
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') into.push(url.pathname + url.search);
  });

const expected = (calls: readonly string[]) =>
  [...SHELL_CALLS, ...calls].map(
    (call) => `/api/${call.replace(/^-/, '').replace('{u}', encodeURIComponent(sessionOf('demo').username))}`,
  );

test.describe('first data asked from the head', () => {
  for (const route of memberPages) {
    test(`${route.path} asks for its first data before its scripts run, and once`, async ({ page }) => {
      const errors = watchErrors(page);
      const asked: string[] = [];
      apiGets(page, asked);
      const release = await holdScripts(page);
      await useSession(page, sessionOf('demo'));
      // The page's load waits for its scripts: only the first bytes are awaited here.
      await page.goto(route.path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
      // No script has run yet, and the calls are already on their way.
      const own = expected(route.calls);
      await expect.poll(() => asked.filter((url) => own.includes(url)).sort()).toEqual([...own].sort());
      // Beyond them, only a first paint's next calls of the same kind (a tree's next members).
      const kinds = route.calls.filter((call) => call.includes('{u}')).map((call) => `/api/${call.split('{u}')[0]}`);
      const beyond = asked.filter((url) => !own.includes(url));
      expect(beyond.filter((url) => !kinds.some((kind) => url.startsWith(kind)))).toEqual([]);
      release();
      // Every answer is taken by the page (as its islands start, which a busy machine can delay)…
      await expect
        .poll(() => page.evaluate(() => Object.keys((window as { __early?: object }).__early ?? {})), {
          timeout: 15_000,
        })
        .toEqual([]);
      await page.waitForLoadState('networkidle');
      // …and no call went out a second time.
      const twice = asked.filter((url, index) => asked.indexOf(url) !== index);
      expect(twice).toEqual([]);
      await expect(page.getByText(text.common.loading, { exact: true })).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('a call the head could not make is made again by the page, which shows its data', async ({ page }) => {
    let failures = 0;
    await page.route('**/api/dashboard', async (route) => {
      // The head's request fails on the network; the island's own request goes through.
      if (failures === 0) {
        failures += 1;
        await route.abort('failed');
      } else await route.continue();
    });
    await openAs(page, 'demo', '/user/dashboard');
    await expect(page.getByRole('list', { name: text.dashboard.statsLabel })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.dashboard.greeting('demo') })).toBeVisible();
    expect(failures).toBe(1);
  });

  test('a page opened without a session asks for nothing', async ({ page }) => {
    const asked: string[] = [];
    apiGets(page, asked);
    await page.goto('/user/dashboard');
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.waitForLoadState('networkidle');
    expect(asked.filter((url) => !url.startsWith('/api/country'))).toEqual([]);
  });
});

test.describe('the dashboard figures before the scripts', () => {
  test('shows the stat cards from the early answers, and the island takes over without a move', async ({ page }) => {
    const release = await holdScripts(page);
    await useSession(page, sessionOf('demo'));
    await page.goto('/user/dashboard', { waitUntil: 'commit' });
    const stats = page.getByRole('list', { name: text.dashboard.statsLabel });
    // No script of the page has run, and the member already reads the figures.
    await expect(stats).toBeVisible();
    await expect(page.getByRole('heading', { name: text.dashboard.greeting('demo') })).toBeVisible();
    const card = stats.getByRole('listitem').filter({ hasText: text.dashboard.labels.pay_in_wallet });
    await expect(card).toContainText(/\$[\d,]+\.\d\d/);
    const before = { cards: await stats.getByRole('listitem').allInnerTexts(), box: await stats.boundingBox() };
    release();
    await page.waitForLoadState('networkidle');
    // One list, drawn by the island now, with the same cards in the same place.
    await expect(stats).toHaveCount(1);
    // The first paint is gone from the page, not only hidden.
    await expect(page.getByRole('list', { name: text.dashboard.statsLabel, includeHidden: true })).toHaveCount(1);
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    expect(await stats.getByRole('listitem').allInnerTexts()).toEqual(before.cards);
    expect(await stats.boundingBox()).toEqual(before.box);
  });

  test('leaves a refused answer to the island, which says what failed', async ({ page }) => {
    await page.route('**/api/dashboard', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: false, msg: 'Not now' }),
      }),
    );
    await openAs(page, 'demo', '/user/dashboard');
    await expect(page.getByText(`${text.dashboard.loadFailed} Not now`)).toBeVisible();
    await expect(page.getByRole('list', { name: text.dashboard.statsLabel })).toHaveCount(0);
  });
});
