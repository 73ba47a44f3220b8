/**
 * On a slow link the sign-in forms are on screen long before their scripts: a press made then (click
 * or Enter) shows at once that it was taken, and is sent once, through the form's own checks, as soon
 * as the script has arrived. Nothing typed is lost and nothing lands in the URL.
 */
import { test, expect, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/seed.ts';
import * as text from '../../src/lib/text.ts';
import { readMailbox, watchErrors, holdScripts } from './support/members.ts';
import { hydrated, registerMember } from './support/auth.ts';

const t = { ...text.auth, ...text.signIn };
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The requests the page makes to `path` (under /api/), as they go out. */
function watchCalls(page: Page, path: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/${path}`) calls.push(request);
  });
  return calls;
}

/** The button shows it is sending: busy, and not to be pressed again. */
async function expectSending(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toBeDisabled();
}

test('/login: Enter before the script shows the press was taken, and sends step one once when it arrives', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const calls = watchCalls(page, 'pre-login');
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await textbox(page, t.username).fill('mpindemo');
  await textbox(page, t.password).fill(DEMO_PASSWORD);
  await textbox(page, t.password).press('Enter');
  await expectSending(page, t.verify);
  // A second Enter while waiting is not a second request.
  await textbox(page, t.password).press('Enter');
  await page.waitForTimeout(300);
  expect(calls).toHaveLength(0);
  await expect(page).toHaveURL(/\/login$/);

  release();
  await hydrated(page, 'LoginForm');
  // Step two: the MPIN field and the Sign In button, free again.
  await expect(page.getByLabel(t.mpin)).toBeVisible();
  const signIn = page.getByRole('button', { name: t.signIn, exact: true });
  await expect(signIn).toBeEnabled();
  await expect(signIn).not.toHaveAttribute('aria-busy');
  await page.waitForLoadState('networkidle');
  expect(calls).toHaveLength(1);
  expect(calls[0]!.postDataJSON()).toEqual({ username: 'mpindemo', password: DEMO_PASSWORD });
  // What was typed survived hydration.
  await expect(textbox(page, t.username)).toHaveValue('mpindemo');
  await expect(textbox(page, t.password)).toHaveValue(DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/login$/);
  expect(errors).toEqual([]);
});

test('/login: a click on an unfinished form before the script gets the form’s own message once it arrives', async ({
  page,
}) => {
  const calls = watchCalls(page, 'pre-login');
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await textbox(page, t.username).fill('mpindemo');
  await page.getByRole('button', { name: t.verify }).click();
  await expectSending(page, t.verify);

  release();
  await hydrated(page, 'LoginForm');
  await expect(page.getByText(t.passwordRequired)).toBeVisible();
  await expect(textbox(page, t.password)).toBeFocused();
  const verify = page.getByRole('button', { name: t.verify });
  await expect(verify).toBeEnabled();
  await expect(verify).not.toHaveAttribute('aria-busy');
  await expect(textbox(page, t.username)).toHaveValue('mpindemo');
  expect(calls).toHaveLength(0);
  // The form is the island's own from now on: the next press goes out at once.
  await textbox(page, t.password).fill(DEMO_PASSWORD);
  const request = page.waitForRequest('**/api/pre-login');
  await verify.click();
  await request;
  await expect(page.getByLabel(t.mpin)).toBeVisible();
  expect(calls).toHaveLength(1);
});

test('/register: a press before the script is checked by the form once it arrives, and nothing typed is lost', async ({
  page,
}) => {
  const calls = watchCalls(page, 'register');
  // The slot reads as free (demo's sides are taken in the demo data); the answer stops before an account is made.
  await page.route('**/api/check-demo-demo-R-placement', (route) =>
    route.fulfill({ json: { status: true, data: 'Placement available.', message: 'Placement available.' } }),
  );
  await page.route('**/api/register', (route) => route.fulfill({ json: { status: false, message: 'Checked.' } }));
  const release = await holdScripts(page);
  await page.goto('/register', { waitUntil: 'domcontentloaded' });
  // Everything but the country: the list of countries only comes with the script.
  await textbox(page, t.name).fill('Early Bird');
  await textbox(page, t.username).fill('earlybird');
  await textbox(page, t.email).fill('earlybird@example.test');
  await textbox(page, t.phone).fill('+919876543210');
  await textbox(page, t.password).fill('Early@123');
  await textbox(page, t.sponsor).fill('demo');
  await page.getByRole('radio', { name: t.right }).check();
  await textbox(page, t.parent).fill('demo');
  await textbox(page, t.parent).press('Enter');
  await expectSending(page, t.register);
  await textbox(page, t.name).press('Enter');
  await page.waitForTimeout(300);
  expect(calls).toHaveLength(0);
  await expect(page).toHaveURL(/\/register$/);

  release();
  await hydrated(page, 'RegisterForm');
  await expect(page.getByText(t.countryRequired)).toBeVisible();
  await expect(page.getByLabel(t.country)).toBeFocused();
  const register = page.getByRole('button', { name: t.register });
  await expect(register).toBeEnabled();
  await expect(register).not.toHaveAttribute('aria-busy');
  for (const [label, value] of [
    [t.name, 'Early Bird'],
    [t.username, 'earlybird'],
    [t.email, 'earlybird@example.test'],
    [t.phone, '+919876543210'],
    [t.password, 'Early@123'],
    [t.sponsor, 'demo'],
    [t.parent, 'demo'],
  ] as const)
    await expect(textbox(page, label)).toHaveValue(value);
  await expect(page.getByRole('radio', { name: t.right })).toBeChecked();
  expect(calls).toHaveLength(0);

  await page.getByLabel(t.country).selectOption({ label: 'India (+91)' });
  await register.click();
  await expect(page.getByText('Checked.')).toBeVisible();
  expect(calls).toHaveLength(1);
  expect(calls[0]!.postDataJSON()).toMatchObject({ username: 'earlybird', country: '1', parent: 'demo' });
});

test('/verifyEmail: Submit before the script shows the press was taken, and verifies once when it arrives', async ({
  page,
  baseURL,
}) => {
  const username = await registerMember(baseURL!, 'early', { verified: false });
  const code = await readMailbox(baseURL!, username, 'verify');
  // Come from registration: the username is stored and filled in by the script.
  await page.addInitScript((name) => sessionStorage.setItem('username', name), username);
  const calls = watchCalls(page, 'verify-email');
  const release = await holdScripts(page);
  await page.goto('/verifyEmail', { waitUntil: 'domcontentloaded' });
  for (const [n, digit] of [...code].entries()) await page.getByLabel(text.ui.digitOf(n + 1, 4)).fill(digit);
  await page.getByRole('button', { name: text.common.submit }).click();
  await expectSending(page, text.common.submit);
  await page.getByLabel(text.ui.digitOf(4, 4)).press('Enter');
  await page.waitForTimeout(300);
  expect(calls).toHaveLength(0);

  release();
  await expect(page).toHaveURL(/\/login$/);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.postDataJSON()).toEqual({ username, otp: code });
});
