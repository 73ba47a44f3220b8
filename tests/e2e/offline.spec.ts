import { test, expect } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { openControlled, sessionOf, useSession } from './support/members.ts';

test.use({ serviceWorkers: 'allow' });

test('a repeat visit paints from the cache and a dropped link shows the offline page, not the browser error', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit happened before the worker took control; this one fills the cache.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  // The worker stores the page's islands in the background, hydrated yet or not.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const wanted = [...document.querySelectorAll('astro-island')].map(
          (island) => new URL(island.getAttribute('component-url')!, location.href).href,
        );
        const held = await Promise.all(wanted.map((url) => caches.match(url)));
        return wanted.length > 0 && held.every(Boolean);
      }),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByText(text.offline.banner)).toBeVisible();

  await page.goto('/user/chat');
  await expect(page.getByRole('heading', { level: 1, name: text.offline.title })).toBeVisible();
  await context.setOffline(false);
});

test('the service worker never stores API answers', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.evaluate(() => fetch('/api/pre-register').then((r) => r.text()));
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys())
      for (const request of await (await caches.open(key)).keys()) urls.push(request.url);
    return urls;
  });
  expect(cached.some((url) => url.includes('/login'))).toBe(true);
  expect(cached.filter((url) => url.includes('/api/'))).toEqual([]);
});

test('the worker stores the member pages’ stylesheet while the visitor is still on the sign-in page', async ({
  page,
  request,
}) => {
  const dashboard = await (await request.get('/user/dashboard')).text();
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(dashboard)?.[1];
  expect(stylesheet).toMatch(/^\/_astro\/.+\.css$/);
  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(async (href) => Boolean(await caches.match(href)), stylesheet!)).toBe(true);
});

test.describe('pages kept ahead', () => {
  test('a member page, once loaded, keeps the pages of its menu: one never opened opens from the menu without a network', async ({
    page,
    context,
  }) => {
    await openControlled(page, 'demo', '/user/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: text.pages.titles.dashboard })).toBeVisible();
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match('/user/transactionsList'))), { timeout: 20_000 })
      .toBe(true);
    await context.setOffline(true);
    await page
      .getByRole('navigation', { name: text.shell.mainMenu })
      .getByRole('link', { name: text.pages.titles.transactions })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: text.pages.titles.transactions })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: text.offline.title })).toHaveCount(0);
    await context.setOffline(false);
  });

  test('the sign-in page keeps the dashboard, which then opens without a network', async ({ page, context }) => {
    await page.goto('/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match('/user/dashboard'))), { timeout: 20_000 })
      .toBe(true);
    await useSession(page, sessionOf('demo'));
    await context.setOffline(true);
    await page.goto('/user/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: text.pages.titles.dashboard })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: text.offline.title })).toHaveCount(0);
    await context.setOffline(false);
  });
});
