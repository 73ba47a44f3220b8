import { test, expect } from '@playwright/test';
import * as text from '../../src/lib/text.ts';

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
