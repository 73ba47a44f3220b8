/**
 * The public pages carry their own small stylesheet inside the page (src/styles/public.css, Tailwind
 * over just their sources). Every class they put on screen, in every state a visitor reaches, must be
 * styled there just as the full stylesheet would style it: a class missing from the small sheet would
 * leave part of the page unstyled on the very pages marketers share.
 */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { hydrated } from './support/auth.ts';

/** Classes on the page that the full stylesheet styles but the page's own styles do not. */
async function unstyledClasses(page: Page, fullCss: string): Promise<string[]> {
  return page.evaluate((full) => {
    const own = [...document.styleSheets]
      .map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'))
      .join('\n');
    const classes = new Set<string>();
    for (const element of document.querySelectorAll('[class]')) for (const name of element.classList) classes.add(name);
    const selectorOf = (name: string) => `.${CSS.escape(name)}`;
    // A selector ends at the class name: the next character is not part of a class name.
    const styles = (css: string, name: string) =>
      new RegExp(`${selectorOf(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(css);
    return [...classes].filter((name) => styles(full, name) && !styles(own, name)).sort();
  }, fullCss);
}

let fullCss = '';
test.beforeAll(async ({ request }) => {
  const html = await (await request.get('/user/dashboard')).text();
  const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
  expect(href, 'member pages link the full stylesheet').toBeTruthy();
  fullCss = await (await request.get(href!)).text();
});

test('public pages ship their styles inside the page and link no stylesheet', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: text.auth.signIn })).toBeVisible();
  expect(stylesheets).toEqual([]);
  // The page is styled: the card has its background and the heading its weight.
  expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontWeight)).toBe('600');
});

for (const path of ['/', '/offline', '/404-not-a-page', '/verifyEmail', '/register?u=demo&p=L']) {
  test(`${path} styles every class it shows`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await unstyledClasses(page, fullCss)).toEqual([]);
  });
}

test('the sign-in page styles every class it shows: errors, the code step and the forgot-password dialog', async ({
  page,
}) => {
  await page.route('**/api/pre-login', (route) =>
    route.fulfill({ json: { status: true, token: 'temp-token', auth_type: 'otp' } }),
  );
  await page.route('**/api/resendotp', (route) => route.fulfill({ json: { status: true, message: 'Code sent.' } }));
  await page.goto('/login');
  await hydrated(page, 'LoginForm');
  expect(await unstyledClasses(page, fullCss)).toEqual([]);

  await page.getByRole('button', { name: text.signIn.verify }).click();
  await expect(page.getByText(text.signIn.usernameRequired)).toBeVisible();
  expect(await unstyledClasses(page, fullCss)).toEqual([]);

  await page.getByRole('textbox', { name: text.auth.username }).fill('demo');
  await page.getByRole('textbox', { name: text.auth.password, exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: text.signIn.verify }).click();
  await expect(page.getByRole('button', { name: text.auth.signIn })).toBeVisible();
  expect(await unstyledClasses(page, fullCss)).toEqual([]);

  await page.getByRole('button', { name: text.signIn.forgotPassword }).click();
  await expect(page.getByRole('dialog', { name: text.signIn.forgotPassword })).toBeVisible();
  expect(await unstyledClasses(page, fullCss)).toEqual([]);
});

test('the register page styles every class it shows after a refused submit', async ({ page }) => {
  await page.goto('/register?u=demo&p=L');
  await hydrated(page, 'RegisterForm');
  await page.getByRole('button', { name: text.auth.register }).click();
  await expect(page.getByText(text.auth.nameRequired, { exact: true })).toBeVisible();
  expect(await unstyledClasses(page, fullCss)).toEqual([]);
});
