/**
 * What a page asks for first. A member page's stylesheet is asked for before the head's script starts
 * the page's API calls, and its scripts at the browser's usual priority (at low priority the browser
 * held them behind those calls; on the journey from a sign-in page the stylesheet is in the cache
 * already). A sign-in page carries its styles inline and its scripts go at once; its form comes before
 * the scripts that start its islands.
 */
import { resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { readModuleGraph } from '../../scripts/module-graph.mjs';
import * as text from '../../src/lib/text.ts';
import { sessionOf, useSession } from './support/members.ts';

const dist = resolve(process.env.DIST_DIR ?? 'dist');

/**
 * The priority the browser gave each stylesheet the page loaded, and each script the islands it
 * starts with load first (React's renderer and the islands' own files).
 */
async function priorities(page: Page, path: string): Promise<{ styles: string[]; scripts: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ request, type }) => {
    const url = new URL(request.url);
    // What the page itself applies or runs; a sign-in page's fetching ahead of the member pages is not.
    if (type === 'Fetch') return;
    if (url.pathname.startsWith('/_astro/') && !seen.has(url.pathname)) seen.set(url.pathname, request.initialPriority);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The islands that start with the page (the toaster's waits for an idle moment).
  const islands = await page.$$eval('astro-island:not([client=idle])', (elements) =>
    elements.flatMap((island) => [island.getAttribute('renderer-url'), island.getAttribute('component-url')]),
  );
  const of = (wanted: (file: string) => boolean) =>
    [...seen].filter(([file]) => wanted(file)).map(([, priority]) => priority);
  return { styles: of((file) => file.endsWith('.css')), scripts: of((file) => islands.includes(file)) };
}

test('a member page fetches its stylesheet first and its scripts at the usual priority', async ({ page }) => {
  await useSession(page, sessionOf('demo'));
  const { styles, scripts } = await priorities(page, '/user/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(styles).toEqual(['VeryHigh']);
  expect(scripts.length).toBeGreaterThan(1);
  expect(new Set(scripts)).toEqual(new Set(['High']));
});

test('a member page asks for its stylesheet before its data', async ({ page }) => {
  await useSession(page, sessionOf('demo'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const asked: string[] = [];
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('.css') || pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.goto('/user/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => path.startsWith('/api/')).length).toBeGreaterThan(1);
  expect(asked[0]).toMatch(/\.css$/);
});

test('a sign-in page, whose styles are inline, fetches its scripts at once', async ({ page }) => {
  const { styles, scripts } = await priorities(page, '/login');
  await expect(page.getByRole('heading', { level: 1, name: text.auth.signIn })).toBeVisible();
  expect(styles).toEqual([]);
  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts).not.toContain('Low');
});

test('a sign-in page sends its whole form before the scripts that start its islands', async ({ request }) => {
  for (const path of ['/login', '/register?u=demo&p=L', '/verifyEmail', '/hi/login']) {
    const html = await (await request.get(path)).text();
    const formEnd = html.indexOf('</form>', html.indexOf('type="submit"'));
    expect(html.indexOf('type="submit"'), path).toBeGreaterThan(0);
    expect(formEnd, path).toBeGreaterThan(0);
    expect(html.indexOf('customElements.define("astro-island"'), path).toBeGreaterThan(formEnd);
  }
});

for (const path of ['/login', '/register', '/verifyEmail'])
  test(`${path} asks for the API code its form sends with as the form's script runs, before the form hydrates`, async ({
    page,
  }) => {
    // When the form's island starts hydrating: Astro takes its `ssr` mark off as it hands it to React.
    await page.addInitScript(() => {
      new MutationObserver((changes) => {
        for (const { target } of changes)
          if (
            target instanceof Element &&
            !target.hasAttribute('ssr') &&
            /Form/.test(target.getAttribute('component-url') ?? '')
          )
            (window as unknown as { hydrating?: number }).hydrating ??= performance.now();
      }).observe(document, { subtree: true, attributeFilter: ['ssr'] });
    });
    await page.goto(path);
    const form = await page.locator('astro-island[component-url*="Form"]').getAttribute('component-url');
    const apiCode = readModuleGraph(dist)[form!]!.dynamicImports.filter((url) => /\/api\.[^/]+\.js$/.test(url));
    expect(apiCode).toHaveLength(1);
    const times = await page.waitForFunction((url) => {
      const hydrating = (window as unknown as { hydrating?: number }).hydrating;
      const asked = performance.getEntriesByName(new URL(url, location.href).href)[0]?.startTime;
      return hydrating !== undefined && asked !== undefined && { hydrating, asked };
    }, apiCode[0]!);
    const { hydrating, asked } = (await times.jsonValue()) as { hydrating: number; asked: number };
    expect(asked).toBeLessThan(hydrating);
  });
