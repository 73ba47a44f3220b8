import { test, expect, type Page } from '@playwright/test';
import { routes } from '../../src/lib/routes.ts';
import * as text from '../../src/lib/text.ts';
import { openAs, runsOf, sessionOf, walk, watchErrors } from './support/members.ts';
import { languages, textIn, titleIn } from './support/languages.ts';
import { pathIn } from '../../src/lib/lang.ts';
import { axeViolations } from './support/a11y.ts';
import { MAX_SHIFT, type Shifts, watchShifts } from './support/stability.ts';
import { DATA_MARK } from '../../src/lib/marks.ts';
import { expectEarlyTaken, openWithEarlyCalls } from './support/early.ts';
import { tableScreens } from './support/tables.ts';

/**
 * The pages drawn in every language: those with a layout of their own that other strings can break (long
 * words in forms and tabs, dialogs, number and date formats in figures and tables, the tree). Every page
 * in every language is read as HTML without a browser (tests/build/pages.test.ts); the other languages
 * put the same DOM on screen with other strings.
 */
const SAMPLED: ReadonlySet<string> = new Set([
  'login',
  'register',
  'dashboard',
  'profile',
  'withdraw',
  'transactions',
  'binaryTeam',
  'tickets',
]);

// Every page in English at the spec's addresses (its aliases too: the same page, whose scripts read
// another address); the sample in Hindi and Spanish under /hi and /es, at their canonical addresses
// (an alias's HTML in every language is checked as a file: tests/build/pages.test.ts).
const pages = languages.flatMap((lang) =>
  routes
    .filter((route) => route.path !== '/' && (lang === 'en' || SAMPLED.has(route.name)))
    .flatMap((route) =>
      [route.path, ...(lang === 'en' ? route.aliases : [])].map((path) => ({
        path: pathIn(path, lang),
        canonical: pathIn(route.path, lang),
        title: titleIn(route, lang),
        lang,
        route,
      })),
    ),
);
type Visit = (typeof pages)[number];

/** Tabs whose Content-Security-Policy reports are already collected (a walk visits several pages in one). */
const watched = new WeakSet<Page>();

/**
 * One visit per page for all its checks, the axe sweep last (a page load is most of a test's time). An
 * alias is the same page at another address: its checks but the axe sweep, which its page had.
 * `stable`: an English member page with data on a phone, whose visit also checks its early calls, its
 * layout shift and that it has a table only where support/tables.ts lists one (see `onPhones`).
 */
async function visit(
  page: Page,
  baseURL: string | undefined,
  { path, route, canonical, title, lang }: Visit,
  stable = false,
) {
  const errors = watchErrors(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  if (!watched.has(page)) {
    watched.add(page);
    await page.addInitScript(() => {
      (window as unknown as { __csp: string[] }).__csp = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __csp: string[] }).__csp.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  }
  if (stable) await watchShifts(page);
  const asked = stable ? await openWithEarlyCalls(page, route, path) : undefined;
  if (!asked) await (route.member ? openAs(page, 'demo', path) : page.goto(path));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?.*)?$`));
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', canonical);
  // The page says its language, and where the same page is in the others.
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  for (const other of languages)
    await expect(page.locator(`link[rel=alternate][hreflang=${other}]`)).toHaveAttribute(
      'href',
      pathIn(route.path, other),
    );
  if (stable) await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DATA_MARK);
  await page.waitForLoadState('networkidle');
  if (stable) {
    // Nothing moved while the page filled in (a page that jumps makes a member tap the wrong thing).
    const shift = await page.evaluate(() => (window as unknown as { __shift: Shifts }).__shift);
    expect(shift.total, shift.what.join('\n')).toBeLessThanOrEqual(MAX_SHIFT);
  }
  if (asked) await expectEarlyTaken(page, asked);
  if (route.member && lang === 'en' && !tableScreens[route.path] && route.path !== '/user/viewAds')
    await expect(page.getByRole('table'), `${route.path} has a table tables-phone.spec.ts does not check`).toHaveCount(
      0,
    );
  expect(errors).toEqual([]);
  // The Content-Security-Policy let everything the page needed through.
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  // No third party sees member data: every request stays on the portal's own origin.
  const origin = new URL(String(baseURL)).origin;
  expect(
    requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')),
  ).toEqual([]);
  // The icon comes inside the page: no request of its own.
  expect(requests.filter((url) => url.endsWith('/favicon.svg'))).toEqual([]);
  // The bearer token never travels in a URL.
  if (route.member) expect(requests.filter((url) => url.includes(sessionOf('demo').token))).toEqual([]);
  if (path === canonical) expect(await axeViolations(page)).toEqual([]);
}

/**
 * An English member page with data on a phone is also held still as it fills in: its layout shift, from
 * the first byte until its data is drawn and the network is quiet, stays at or below MAX_SHIFT
 * (shell-stability.spec.ts holds it as another member on a desktop). Its head asks for its first data
 * while its scripts are held back, and its islands take those answers instead of asking again.
 */
const onPhones = (entry: Visit) => entry.lang === 'en' && entry.path === entry.canonical;

/**
 * After a visit, the tab forgets what the page stored and the routes it was given, so the next page opens
 * as a first visit would (the session is put back as the next page loads; its scripts, held back by
 * its early-calls check, come from the network).
 */
async function forget(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
}

/**
 * A test per run of five pages, walked in one tab (support/members.ts, `walk`), each page checked by
 * `check`; the public pages first (the member's session goes into the tab at its first member page).
 */
function sweep(
  entries: Visit[],
  title: string,
  check: (page: Page, baseURL: string | undefined, entry: Visit) => Promise<void>,
): void {
  const publicFirst = [...entries].sort((a, b) => Number(a.route.member) - Number(b.route.member));
  for (const run of runsOf(publicFirst, 5))
    test(`${run.map((entry) => entry.path).join(', ')} ${title}`, async ({ page, baseURL }) => {
      await walk(
        run,
        (entry) => entry.path,
        (entry) => check(page, baseURL, entry),
      );
    });
}

// Every page as most members see it: in English on a phone, at the narrowest width a page must fit.
test.describe('every route at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
  sweep(
    pages.filter(onPhones),
    'render their titles with their canonical links, no console error, no axe violations, no sideways scrolling and, a member page, nothing moving as its data arrive, asked for from its head',
    async (page, baseURL, entry) => {
      await visit(page, baseURL, entry, entry.route.member && entry.route.calls.length > 0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await forget(page);
    },
  );
});

// The aliases, and the sample in Hindi and Spanish, on a desktop: each visit with the checks of a first
// visit but the layout shift and early calls (the phone sweep's).
test.describe('every route', () => {
  for (const lang of languages)
    sweep(
      pages.filter((entry) => !onPhones(entry) && entry.lang === lang),
      'render their titles with their canonical links, no console error and no axe violations (an alias: its page had the sweep)',
      (page, baseURL, entry) => visit(page, baseURL, entry),
    );
});

test('the landing page sends the visitor on to the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a visitor without a session who opens a member page lands on the login page before it paints', async ({
  page,
}) => {
  const memberCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(get-picture|dashboard|news)/.test(request.url())) memberCalls.push(request.url());
  });
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fuser%2Fdashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  // The member page's islands never started: the guard left before the rest of the page loaded.
  expect(memberCalls).toEqual([]);
});

test.describe('the guard', () => {
  // Every member page of every language carries the guard before anything loads (tests/build/pages.test.ts),
  // and the script itself is unit-tested (src/inline/inline.test.ts); here it runs, once per language.
  for (const lang of languages) {
    const path = pathIn('/user/transactionsList', lang);
    test(`sends a visitor without a session from a ${lang} member page to that language's login page`, async ({
      page,
    }) => {
      // The guard leaves before the page loads: no need to wait for more than the answer.
      await page.goto(path, { waitUntil: 'commit' });
      // …for the login page of the page's language, carrying the asked page, to go back there after signing in.
      await expect(page).toHaveURL(
        new RegExp(`${pathIn('/login', lang)}\\?next=${encodeURIComponent(path)}$`.replace(/\//g, '\\/')),
      );
      await expect(page.getByRole('heading', { level: 1, name: textIn(lang).pages.titles.login })).toBeVisible();
    });
  }
});

test('an unknown path shows the not-found page with a link home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: text.notFound.title })).toBeVisible();
  await page.getByRole('link', { name: text.notFound.home }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path under a language prefix shows the not-found page in that language', async ({ page }) => {
  const response = await page.goto('/hi/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: textIn('hi').notFound.title })).toBeVisible();
  // Its language switch offers each language's home (the missing page exists in none).
  await expect(page.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/');
  await page.getByRole('link', { name: textIn('hi').notFound.home }).click();
  await expect(page).toHaveURL(/\/hi\/login$/);
});

test("a language's landing page sends the visitor on to that language's login page", async ({ page }) => {
  await page.goto('/es');
  await expect(page).toHaveURL(/\/es\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: textIn('es').pages.titles.login })).toBeVisible();
});
