import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { routes } from '../../src/lib/routes.ts';
import * as text from '../../src/lib/text.ts';
import { openAs, sessionOf, watchErrors } from './support/members.ts';

const pages = routes
  .filter((route) => route.path !== '/')
  .flatMap((route) => [route.path, ...route.aliases].map((path) => ({ path, route })));

test.describe('every route', () => {
  for (const { path, route } of pages) {
    test(`${path} renders "${route.title}" with its canonical link and no console error`, async ({ page, baseURL }) => {
      const errors = watchErrors(page);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.addInitScript(() => {
        (window as unknown as { __csp: string[] }).__csp = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __csp: string[] }).__csp.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      if (route.member) await openAs(page, 'demo', path);
      else await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?.*)?$`));
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', route.path);
      await page.waitForLoadState('networkidle');
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
    });
  }
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
  for (const { path } of pages.filter((entry) => entry.route.member)) {
    test(`sends a visitor without a session from ${path} to the login page`, async ({ page }) => {
      await page.goto(path);
      // …carrying the asked page, to go back there after signing in.
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
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

test.describe('accessibility sweep', () => {
  for (const { path, route } of pages) {
    test(`${path} has no axe violations`, async ({ page }) => {
      if (route.member) await openAs(page, 'demo', path);
      else await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});
