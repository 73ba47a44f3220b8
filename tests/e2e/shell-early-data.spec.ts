import { test, expect } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { apiGets } from './support/early.ts';
import { openAs } from './support/members.ts';

/**
 * A member page asks for its first data from its head, while its scripts are still on their way, and
 * its islands use those answers instead of asking again: every page with calls is checked on its visit
 * in the route sweep (routes.spec.ts); here, what happens when the head cannot, or must not, ask.
 */

test.describe('first data asked from the head', () => {
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
