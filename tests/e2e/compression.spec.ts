import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';

test('pages, scripts and styles reach the browser in brotli, and in gzip where brotli is not accepted', async ({
  page,
  request,
}) => {
  const encodings = new Map<string, string>();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (['document', 'script', 'stylesheet'].includes(type))
      encodings.set(new URL(response.url()).pathname, (await response.allHeaders())['content-encoding'] ?? 'none');
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(encodings.get('/login')).toBe('br');
  const scripts = [...encodings].filter(([path]) => path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(2);
  // A file brotli cannot make smaller (a few dozen bytes) has no copy and goes as it is.
  const dist = process.env.DIST_DIR ?? 'dist';
  for (const [path, encoding] of scripts)
    expect(`${path}: ${encoding}`).toBe(`${path}: ${existsSync(join(dist, `${path}.br`)) ? 'br' : 'none'}`);
  expect(scripts.filter(([, encoding]) => encoding === 'br').length).toBeGreaterThan(2);

  const gzip = await request.get('/login', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(await gzip.text()).toContain('Sign In');
});
