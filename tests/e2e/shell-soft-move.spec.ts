/**
 * A move between member pages keeps the document (src/islands/shell/soft-move.ts): the new page's main
 * part, address, title, menu entry and language links, focus on its heading, Back and Forward; a link
 * to a page in another language is an ordinary navigation.
 */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { pages as hiPages } from '../../src/lib/text/hi/pages.ts';
import { shell as hiShell } from '../../src/lib/text/hi/shell.ts';
import { openControlled } from './support/members.ts';

test.use({ serviceWorkers: 'allow' });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: text.shell.mainMenu }).getByRole('link', { name });
/** A menu entry, shown or not (a phone's menu is closed after a move). */
const menuEntry = (page: Page, name: string) => page.locator('#side-menu a', { hasText: name });
/** Whether the document the test marked is still the one shown. */
const sameDocument = (page: Page) => page.evaluate(() => (window as { marked?: boolean }).marked === true);

/** The dashboard as demo, its links taking moves (its header drawn), this document marked. */
async function dashboard(page: Page, path = '/user/dashboard', logout: string = text.shell.logout): Promise<void> {
  await openControlled(page, 'demo', path);
  await expect(page.getByRole('button', { name: logout })).toBeVisible();
  await page.evaluate(() => ((window as { marked?: boolean }).marked = true));
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true });

  test('a menu entry shows its page in this document, with its address, title, menu entry and focus', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await dashboard(page);
    await page.getByRole('button', { name: text.shell.menu }).tap();
    await menuLink(page, text.pages.titles.withdrawals).tap();
    await expect(heading(page, text.pages.titles.withdrawals)).toBeFocused();
    await expect(page).toHaveURL(/\/user\/WithdrawList$/);
    await expect(page).toHaveTitle(new RegExp(`^${text.pages.titles.withdrawals} \\|`));
    const history = page.getByRole('region', { name: text.withdrawalList.historyTitle }).getByRole('table');
    await expect(history.locator('tbody tr').first()).toBeVisible();
    // The menu closed, its entry for this page marked, the language links on this page.
    await expect(page.getByRole('button', { name: text.shell.menu })).toHaveAttribute('aria-expanded', 'false');
    await expect(menuEntry(page, text.pages.titles.withdrawals)).toHaveAttribute('aria-current', 'page');
    await expect(menuEntry(page, text.pages.titles.dashboard)).not.toHaveAttribute('aria-current', 'page');
    await expect(page.locator('header a[data-lang="hi"]')).toHaveAttribute('href', '/hi/user/WithdrawList');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', '/user/WithdrawList');
    expect(await sameDocument(page)).toBe(true);
    // One page's islands at a time: the dashboard's are gone.
    await expect(heading(page, text.pages.titles.dashboard)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('Back and Forward move between the pages the same way, Back to where the page was left', async ({ page }) => {
    await dashboard(page);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('button', { name: text.shell.menu }).tap();
    await menuLink(page, text.pages.titles.transactions).tap();
    await expect(heading(page, text.pages.titles.transactions)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(heading(page, text.pages.titles.dashboard)).toBeAttached();
    // Down the page where it was left (its figures drawn meanwhile may move it a little), not at its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(menuEntry(page, text.pages.titles.dashboard)).toHaveAttribute('aria-current', 'page');
    await page.goForward();
    await expect(heading(page, text.pages.titles.transactions)).toBeVisible();
    const history = page.getByRole('region', { name: text.ledgers.transactionHistory }).getByRole('table');
    await expect(history.locator('tbody tr')).toHaveCount(10);
    expect(await sameDocument(page)).toBe(true);
  });
});

test('a page visited again in the same document asks for its figures again, as a page load would', async ({ page }) => {
  await dashboard(page);
  await menuLink(page, text.pages.titles.transactions).click();
  await expect(heading(page, text.pages.titles.transactions)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!request.serviceWorker() && ['/api/dashboard', '/api/binary-details/demo'].includes(path)) asked.push(path);
  });
  await menuLink(page, text.pages.titles.dashboard).click();
  await expect(heading(page, text.pages.titles.dashboard)).toBeVisible();
  // The figures (and the legs the charts and the referral links share), each asked once for this visit.
  await expect.poll(() => [...new Set(asked)].sort()).toEqual(['/api/binary-details/demo', '/api/dashboard']);
  expect(asked.filter((path) => path === '/api/dashboard')).toHaveLength(1);
  expect(await sameDocument(page)).toBe(true);
});

test('Enter on a menu entry moves there too, and focus is on the new heading', async ({ page }) => {
  await dashboard(page);
  await menuLink(page, text.pages.titles.payouts).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page, text.pages.titles.payouts)).toBeFocused();
  expect(await sameDocument(page)).toBe(true);
  // The skip link's fragment, and going back from it, are not moves: the page stays.
  await page.goto(`${page.url()}#main`);
  await page.goBack();
  await expect(heading(page, text.pages.titles.payouts)).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('a Hindi page moves to Hindi pages, and a language link is an ordinary navigation', async ({ page }) => {
  await dashboard(page, '/hi/user/dashboard', hiShell.logout);
  await page.locator('#side-menu a[href="/hi/user/transactionsList"]').click();
  await expect(heading(page, hiPages.titles.transactions)).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/user\/transactionsList$/);
  expect(await sameDocument(page)).toBe(true);
  await page.locator('header a[data-lang="en"]').click();
  await expect(heading(page, text.pages.titles.transactions)).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
});
