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

test("a shared link's page asks for its sponsor from its head and names them before its scripts have arrived", async ({
  page,
}) => {
  const asked: string[] = [];
  apiGets(page, asked);
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => errors.push(error.message));
  const release = await holdScripts(page);
  await page.goto('/register?u=demo&p=L', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: text.pages.titles.register })).toBeVisible();
  // No script of the form has run, and the newcomer already sees who invited them.
  const invited = page.getByText(text.placement.invitedBy('Demo Member (demo)'));
  await expect(invited).toBeVisible();
  await expect(page.getByRole('textbox', { name: text.auth.sponsor })).toHaveValue('');
  release();
  // The form starts (it fills in the link's sponsor) and keeps the line, which it drew the same way.
  await expect(page.getByRole('textbox', { name: text.auth.sponsor })).toHaveValue('demo');
  await page.waitForLoadState('networkidle');
  await expect(invited).toBeVisible();
  expect(asked.filter((url) => url === '/api/check/demo/sponsor')).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("a shared link whose sponsor does not exist names no one, before or after the form's scripts", async ({
  page,
}) => {
  const release = await holdScripts(page);
  const answered = page.waitForResponse('**/api/check/nosuchmember/sponsor');
  await page.goto('/register?u=nosuchmember&p=L', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: text.pages.titles.register })).toBeVisible();
  await (await answered).finished();
  // The page's own scripts have had their turn with the answer (a task later).
  await page.evaluate(() => new Promise((done) => setTimeout(done, 50)));
  await expect(page.getByText(text.placement.invitedBy(''))).toHaveCount(0);
  release();
  await expect(page.getByRole('textbox', { name: text.auth.sponsor })).toHaveValue('nosuchmember');
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(text.placement.invitedBy(''))).toHaveCount(0);
});

test('a register page without a sponsor in its address asks about none', async ({ page }) => {
  const asked: string[] = [];
  apiGets(page, asked);
  await page.goto('/register?p=L');
  await page.waitForLoadState('networkidle');
  expect(asked.filter((url) => url.includes('/sponsor'))).toEqual([]);
});
