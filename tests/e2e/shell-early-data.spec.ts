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
      // Nothing beyond them before the scripts run.
      expect(asked.filter((url) => !own.includes(url))).toEqual([]);
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

test.describe('a refused early answer', () => {
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
