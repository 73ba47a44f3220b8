/**
 * Member pages fetch the next page on intent (src/islands/shell/prefetch-on-intent.ts): once per link, on hover or
 * focus, and not at all on a Save-Data connection (the page starts on the tap instead).
 */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { sessionOf, useSession } from './support/members.ts';

/**
 * Opens the dashboard and waits until prefetching has started: the header menu's island starts it
 * when the page is first idle after the menu is drawn, so an idle callback asked for in the idle
 * moment after that runs after it.
 */
async function openDashboard(page: Page): Promise<void> {
  await useSession(page, sessionOf('demo'));
  await page.goto('/user/dashboard');
  await expect(page.getByRole('button', { name: text.shell.logout })).toBeVisible();
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))));
}

/** Counts the requests for `path` that the page makes from now on. */
function countRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

const kycLink = (page: Page) =>
  page.getByRole('navigation', { name: text.shell.mainMenu }).getByRole('link', { name: 'KYC', exact: true });

test('a menu link fetches its page once, on hover, however often it is hovered or focused', async ({ page }) => {
  await openDashboard(page);
  const requests = countRequests(page, '/user/kyc');
  await kycLink(page).hover();
  await expect.poll(requests).toBe(1);
  await page.mouse.move(0, 0);
  await kycLink(page).hover();
  await kycLink(page).focus();
  await page.waitForTimeout(400);
  expect(requests()).toBe(1);
  // The page fetched ahead is the one the link opens.
  await kycLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'KYC' })).toBeVisible();
});

test('nothing is fetched ahead on a Save-Data connection', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
  );
  await openDashboard(page);
  const requests = countRequests(page, '/user/kyc');
  await kycLink(page).hover();
  await kycLink(page).focus();
  await page.waitForTimeout(400);
  expect(requests()).toBe(0);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a touch fetches the page at once, on a Save-Data connection too', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
    await openDashboard(page);
    const requests = countRequests(page, '/user/kyc');
    await kycLink(page).dispatchEvent('touchstart');
    await expect.poll(requests).toBe(1);
    await kycLink(page).dispatchEvent('touchstart');
    await page.waitForTimeout(400);
    expect(requests()).toBe(1);
  });
});
