/**
 * The access screens are for slow phones: the form is in the HTML before any script runs, nothing
 * moves when the island hydrates, and whatever was typed before the script arrived is kept and sent.
 */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { hold, watchErrors } from './support/members.ts';
import { hydrated } from './support/auth.ts';

const t = { ...text.auth, ...text.signIn };
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Holds back the island's script until `release()` is called. */
const holdIsland = (page: Page, island: string) => hold(page, new RegExp(`/_astro/${island}\\.[^/]+\\.js$`));

const screens = [
  { path: '/login', island: 'LoginForm', labels: [t.username, t.password], button: t.verify },
  {
    path: '/register',
    island: 'RegisterForm',
    labels: [t.name, t.username, t.email, t.country, t.phone, t.password, t.spassword, t.sponsor, t.parent],
    button: t.register,
  },
  {
    path: '/verifyEmail',
    island: 'VerifyEmailForm',
    labels: [t.username, text.ui.digitOf(1, 4), text.ui.digitOf(4, 4)],
    button: text.common.submit,
  },
  {
    path: '/invoice',
    island: 'VerifyEmailForm',
    labels: [t.username, text.ui.digitOf(1, 4)],
    button: text.common.submit,
  },
];

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });
  for (const screen of screens) {
    test(`${screen.path} has its labelled form in the HTML`, async ({ page }) => {
      await page.goto(screen.path);
      for (const label of screen.labels) await expect(page.getByLabel(label).first()).toBeVisible();
      await expect(page.getByRole('button', { name: screen.button })).toBeVisible();
    });
  }

  test('/register has the position choice in the HTML', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('radio', { name: t.left })).toBeVisible();
    await expect(page.getByRole('radio', { name: t.right })).toBeVisible();
  });
});

test.describe('hydration', () => {
  for (const screen of screens) {
    test(`${screen.path} does not move when the island hydrates, with or without a stored session`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      // A stored username and plan flags must not change what hydration expects to find.
      await page.addInitScript(() => {
        sessionStorage.setItem('username', 'storedmember');
        sessionStorage.setItem(
          'plan_flags',
          JSON.stringify({ binary: true, single_leg: true, user_count: 3, email_required: true }),
        );
      });
      const release = await holdIsland(page, screen.island);
      await page.goto(screen.path, { waitUntil: 'domcontentloaded' });
      const button = page.getByRole('button', { name: screen.button });
      const card = page.locator('main > div').first();
      await expect(button).toBeVisible();
      const before = { button: await button.boundingBox(), card: await card.boundingBox() };
      release();
      await hydrated(page, screen.island);
      await page.waitForLoadState('networkidle');
      expect({ button: await button.boundingBox(), card: await card.boundingBox() }).toEqual(before);
      expect(errors).toEqual([]);
    });
  }

  test('what is typed on /login before the script arrives is kept and sent', async ({ page }) => {
    const release = await holdIsland(page, 'LoginForm');
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await textbox(page, t.username).fill('earlybird');
    await textbox(page, t.password).fill('Early@123');
    await page.route('**/api/pre-login', (route) => route.fulfill({ json: { status: false, message: 'Checked.' } }));
    const request = page.waitForRequest('**/api/pre-login');
    // Enter before the script: nothing goes into the URL (no credentials there); the press is kept
    // and sent by the form once its script has arrived (auth-early-press.spec.ts).
    await textbox(page, t.password).press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    release();
    await hydrated(page, 'LoginForm');
    expect((await request).postDataJSON()).toEqual({ username: 'earlybird', password: 'Early@123' });
    await expect(textbox(page, t.username)).toHaveValue('earlybird');
    await expect(textbox(page, t.password)).toHaveValue('Early@123');
  });

  test('what is typed on /register before the script arrives is kept, checked and sent', async ({ page }) => {
    const release = await holdIsland(page, 'RegisterForm');
    // Both of demo's sides are taken in the demo data, and a place known to be taken is not sent: this
    // test is about what was typed early, so the slot reads as free.
    await page.route('**/api/check-demo-demo-R-placement', (route) =>
      route.fulfill({ json: { status: true, data: 'Placement available.', message: 'Placement available.' } }),
    );
    await page.goto('/register', { waitUntil: 'domcontentloaded' });
    await textbox(page, t.name).fill('Early Bird');
    await textbox(page, t.username).fill('earlybird');
    await textbox(page, t.email).fill('earlybird@example.test');
    await textbox(page, t.phone).fill('+919876543210');
    await textbox(page, t.password).fill('Early@123');
    await textbox(page, t.sponsor).fill('demo');
    await page.getByRole('radio', { name: t.right }).check();
    await textbox(page, t.parent).fill('demo');
    release();
    await hydrated(page, 'RegisterForm');
    // The live checks run for what was typed early.
    await expect(page.getByText(t.sponsorAvailable('Demo Member (demo)'))).toBeVisible();
    await expect(page.getByText(t.available, { exact: true })).toBeVisible();
    await page.getByLabel(t.country).selectOption({ label: 'India (+91)' });
    await expect(textbox(page, t.phone)).toHaveValue('+919876543210');
    await page.route('**/api/register', (route) => route.fulfill({ json: { status: false, message: 'Checked.' } }));
    const request = page.waitForRequest('**/api/register');
    await page.getByRole('button', { name: t.register }).click();
    expect((await request).postDataJSON()).toEqual({
      name: 'Early Bird',
      username: 'earlybird',
      email: 'earlybird@example.test',
      phone: '+919876543210',
      country: '1',
      password: 'Early@123',
      sponsor: 'demo',
      position: 'R',
      parent: 'demo',
    });
  });

  test('a referral link does not overwrite a sponsor typed before the script arrives', async ({ page }) => {
    const release = await holdIsland(page, 'RegisterForm');
    await page.goto('/register?u=demo&p=L', { waitUntil: 'domcontentloaded' });
    await textbox(page, t.sponsor).fill('mpindemo');
    await page.getByRole('radio', { name: t.right }).check();
    release();
    await hydrated(page, 'RegisterForm');
    await expect(textbox(page, t.sponsor)).toHaveValue('mpindemo');
    await expect(page.getByRole('radio', { name: t.right })).toBeChecked();
  });

  test('digits typed on /verifyEmail before the script arrives are kept and sent', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('username', 'earlybird'));
    const release = await holdIsland(page, 'VerifyEmailForm');
    await page.goto('/verifyEmail', { waitUntil: 'domcontentloaded' });
    for (const [n, digit] of ['5', '0', '2', '9'].entries())
      await page.getByLabel(text.ui.digitOf(n + 1, 4)).fill(digit);
    release();
    await hydrated(page, 'VerifyEmailForm');
    await expect(textbox(page, t.username)).toHaveValue('earlybird');
    for (const [n, digit] of ['5', '0', '2', '9'].entries())
      await expect(page.getByLabel(text.ui.digitOf(n + 1, 4))).toHaveValue(digit);
    await page.route('**/api/verify-email', (route) => route.fulfill({ json: { status: false, message: 'Checked.' } }));
    const request = page.waitForRequest('**/api/verify-email');
    await page.getByRole('button', { name: text.common.submit }).click();
    expect((await request).postDataJSON()).toEqual({ username: 'earlybird', otp: '5029' });
  });
});
