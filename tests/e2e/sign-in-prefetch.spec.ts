/**
 * The sign-in pages fetch the member pages' stylesheet and start-up modules into the HTTP cache while the member types
 * (src/lib/auth/warm-member-pages.ts): a member who waits on /login then opens the dashboard without
 * fetching its code again, and on Save-Data or a 2G connection nothing is fetched ahead. The service
 * worker is blocked (playwright.config.ts): the cache warmed is the browser's own. /register fetches
 * nothing ahead: auth-register-newcomer.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { pageModules, readModuleGraph } from '../../scripts/module-graph.mjs';
import { hold, sessionOf } from './support/members.ts';

const dist = resolve(process.env.DIST_DIR ?? 'dist');

/** What the dashboard needs at start: its stylesheet, and the modules it runs (from the bundler's graph). */
function dashboardModules(): string[] {
  const html = readFileSync(join(dist, 'user/dashboard.html'), 'utf8');
  const sheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
  expect(sheet).toBeTruthy();
  return [sheet!, ...pageModules(readModuleGraph(dist), html, { eager: true })];
}

/** The paths of the requests the page makes from now on, and of those the network answered. */
async function watchNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const asked = new Map<string, string>();
  const cached = new Set<string>();
  const fromNetwork = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => asked.set(event.requestId, new URL(event.request.url).pathname));
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    const { fromDiskCache, fromPrefetchCache } = event.response;
    if (!fromDiskCache && !fromPrefetchCache && !cached.has(event.requestId))
      fromNetwork.add(asked.get(event.requestId) ?? event.response.url);
  });
  return { asked: () => new Set(asked.values()), fromNetwork: () => fromNetwork };
}

/** The member signs in on the page open in this tab: the session as the form stores it. */
async function signedInHere(page: Page): Promise<void> {
  await page.evaluate(
    (session) => {
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
    },
    sessionOf('demo') as unknown as Record<string, string>,
  );
}

/** Resolves once the page has fetched every URL of `urls` (its resource timing has them all). */
async function fetched(page: Page, urls: string[]): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (list) => list.filter((url) => !performance.getEntriesByName(new URL(url, location.href).href).length),
          urls,
        ),
      { timeout: 20_000 },
    )
    .toEqual([]);
}

/** Which of the prefetch list's URLs the page has fetched ahead (by a fetch, not by its own imports). */
async function fetchedAhead(page: Page): Promise<string[]> {
  const list = ((await page.locator('#member-start').getAttribute('data-modules')) ?? '').split(' ');
  expect(list.filter(Boolean).length).toBeGreaterThan(0);
  return page.evaluate(
    (urls) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'fetch')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => urls.includes(path)),
    list,
  );
}

test('a member who waits on the sign-in page opens the dashboard with its code and styles from the cache', async ({
  page,
}) => {
  const modules = dashboardModules();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: text.signIn.verify })).toBeVisible();
  // The member types for a while: the dashboard's code arrives meanwhile.
  await fetched(page, modules);
  // Signed in (the session as the form stores it), the form sends the member on to the dashboard.
  await signedInHere(page);
  const network = await watchNetwork(page);
  await page.goto('/user/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, demo' })).toBeVisible();
  expect(modules.filter((url) => !network.asked().has(url))).toEqual([]);
  expect(modules.filter((url) => network.fromNetwork().has(url))).toEqual([]);
});

test("each sign-in page, in every language, fetches its own language's member code ahead", async ({ page }) => {
  for (const path of ['/verifyEmail', '/hi/verifyEmail', '/es/login']) {
    const prefix = /^\/(hi|es)\//.exec(path)?.[0].slice(0, -1) ?? '';
    await page.goto(path);
    const list = ((await page.locator('#member-start').getAttribute('data-modules')) ?? '').split(' ');
    expect(list.length).toBeGreaterThan(dashboardModules().length);
    expect(list.every((url) => url.startsWith(`${prefix}/_astro/`))).toBe(true);
    await fetched(page, list);
  }
});

test('a member who leaves the sign-in page stops what it was fetching ahead, so the next page has the link to itself', async ({
  page,
}) => {
  const list = /id="member-start"[^>]*data-modules="([^"]*)"/.exec(readFileSync(join(dist, 'login.html'), 'utf8'))?.[1];
  const dashboard = dashboardModules();
  const later = new Set((list ?? '').split(' ').filter((url) => url && !dashboard.includes(url)));
  expect(later.size).toBeGreaterThan(0);
  // The other member pages' code is slow to come: still on its way when the member moves on.
  const asked = new Set<string>();
  await page.route(
    (url) => later.has(url.pathname),
    (route) => void asked.add(new URL(route.request().url()).pathname),
  );
  const stopped = new Set<string>();
  page.on('requestfailed', (request) => stopped.add(new URL(request.url()).pathname));
  await page.goto('/login');
  await expect.poll(() => asked.size, { timeout: 20_000 }).toBeGreaterThan(0);
  await signedInHere(page);
  // Stopped as the member leaves, not only once the next page has answered.
  const answer = await hold(page, '**/user/transactions');
  const leaving = page.goto('/user/transactions');
  await expect.poll(() => [...asked].filter((path) => !stopped.has(path))).toEqual([]);
  answer();
  await leaving;
  await expect(page.getByRole('heading', { level: 1, name: text.pages.titles.transactions })).toBeVisible();
});

for (const path of ['/login', '/verifyEmail'])
  test(`${path} fetches ahead while its form's API code is still on its way, so the link does not stand idle between them`, async ({
    page,
  }) => {
    const html = readFileSync(join(dist, `${path}.html`), 'utf8');
    const form = /component-url="([^"]*Form[^"]*)"/.exec(html)?.[1];
    const apiCode = readModuleGraph(dist)[form!]!.dynamicImports.filter((url) => /\/api\.[^/]+\.js$/.test(url));
    expect(apiCode).toHaveLength(1);
    const answer = await hold(page, `**${apiCode[0]}`);
    await page.goto(path);
    await expect.poll(async () => (await fetchedAhead(page)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    answer();
  });

for (const connection of [
  { saveData: true, effectiveType: '4g' },
  { saveData: false, effectiveType: '2g' },
]) {
  test(`nothing is fetched ahead on a ${connection.saveData ? 'Save-Data' : '2G'} connection`, async ({ page }) => {
    await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value }), connection);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: text.signIn.verify })).toBeVisible();
    // Long after the page is idle and its form's own start-up loads (after which the prefetch starts elsewhere) are in.
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => setTimeout(done, 1500))));
    expect(await fetchedAhead(page)).toEqual([]);
  });
}
