import { test, expect } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { apiGets } from './support/early.ts';
import { holdScripts } from './support/members.ts';

test('the register link carries a link preview (Open Graph and Twitter card)', async ({ page, request }) => {
  await page.goto('/register?u=demo&p=L');
  const meta = (selector: string) => page.locator(selector).getAttribute('content');
  expect(await meta('meta[property="og:title"]')).toBe(text.share.title);
  expect(await meta('meta[property="og:description"]')).toBe(text.share.description);
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  const image = await meta('meta[property="og:image"]');
  expect(image).toBeTruthy();
  const answer = await request.get(image!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('image/png');
});

test("a shared link's page asks for its sponsor from its head, before its scripts, and names them with that answer", async ({
  page,
}) => {
  const asked: string[] = [];
  apiGets(page, asked);
  const release = await holdScripts(page);
  await page.goto('/register?u=demo&p=L', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: text.pages.titles.register })).toBeVisible();
  // No script has run, and the sponsor is already being asked about.
  await expect.poll(() => asked).toContain('/api/check/demo/sponsor');
  release();
  await expect(page.getByText(text.placement.invitedBy('Demo Member (demo)'))).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((url) => url === '/api/check/demo/sponsor')).toHaveLength(1);
});

test('a register page without a sponsor in its address asks about none', async ({ page }) => {
  const asked: string[] = [];
  apiGets(page, asked);
  await page.goto('/register?p=L');
  await page.waitForLoadState('networkidle');
  expect(asked.filter((url) => url.includes('/sponsor'))).toEqual([]);
});
