/**
 * The error catalogue (spec part 1, section 8) on every access screen: a false status with text (in
 * `message` or `msg`), an `errors` object, a dropped connection, a malformed body and a server error
 * each end in a message the member sees, and what the member typed stays in the form.
 */
import { test, expect, type Page, type Route } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { hydrated } from './support/auth.ts';
import { withoutAutoPlacement } from './support/placement.ts';

const t = { ...text.auth, ...text.signIn };

interface Variant {
  name: string;
  answer: (route: Route) => Promise<void>;
  shows: string;
}

const variants: Variant[] = [
  {
    name: 'a false status with a message',
    answer: (route) => route.fulfill({ json: { status: false, message: 'The service is paused.' } }),
    shows: 'The service is paused.',
  },
  {
    name: 'status 0 with msg',
    answer: (route) => route.fulfill({ json: { status: 0, msg: 'Blocked by the administrator.' } }),
    shows: 'Blocked by the administrator.',
  },
  {
    name: 'an errors object',
    answer: (route) =>
      route.fulfill({
        status: 422,
        json: {
          status: false,
          message: 'The given data was invalid.',
          errors: { username: ['This username is banned.'], email: ['Second problem.'] },
        },
      }),
    shows: 'This username is banned.',
  },
  { name: 'a dropped connection', answer: (route) => route.abort('failed'), shows: text.errors.network },
  {
    name: 'a malformed body',
    answer: (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html>oops' }),
    shows: text.errors.shape,
  },
  { name: 'a server error', answer: (route) => route.fulfill({ status: 500, body: '' }), shows: text.errors.http },
];

interface Screen {
  name: string;
  call: string;
  /** Opens the screen and fills it in up to the call. */
  fill: (page: Page) => Promise<void>;
  submit: (page: Page) => Promise<void>;
  /** What was typed is still there. */
  kept: (page: Page) => Promise<void>;
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const screens: Screen[] = [
  {
    name: 'login',
    call: 'pre-login',
    fill: async (page) => {
      await page.goto('/login');
      await hydrated(page, 'LoginForm');
      await textbox(page, t.username).fill('keepme');
      await textbox(page, t.password).fill('Keep@1234');
    },
    submit: (page) => page.getByRole('button', { name: t.verify }).click(),
    kept: async (page) => {
      await expect(textbox(page, t.username)).toHaveValue('keepme');
      await expect(textbox(page, t.password)).toHaveValue('Keep@1234');
      await expect(page.getByRole('button', { name: t.verify })).toBeEnabled();
    },
  },
  {
    name: 'register',
    call: 'register',
    fill: async (page) => {
      // Both of demo's sides are taken in the demo data, and a place known to be taken is not sent:
      // these tests are about the register answer, so the slot reads as free.
      await page.route('**/api/check-demo-demo-L-placement', (route) =>
        route.fulfill({ json: { status: true, data: 'Placement available.', message: 'Placement available.' } }),
      );
      // Every field of the spec's form, Parent included (the backend does not place).
      await withoutAutoPlacement(page);
      await page.goto('/register');
      await hydrated(page, 'RegisterForm');
      await textbox(page, t.name).fill('Keep Me');
      await textbox(page, t.username).fill('keepme123');
      await textbox(page, t.email).fill('keepme@example.test');
      await page.getByLabel(t.country).selectOption({ label: 'India (+91)' });
      await textbox(page, t.phone).fill('+919876543210');
      await textbox(page, t.password).fill('Keep@1234');
      await textbox(page, t.sponsor).fill('demo');
      await page.getByRole('radio', { name: t.left }).check();
      await textbox(page, t.parent).fill('demo');
      await expect(page.getByText(t.sponsorAvailable('Demo Member (demo)'))).toBeVisible();
    },
    submit: (page) => page.getByRole('button', { name: t.register }).click(),
    kept: async (page) => {
      await expect(page).toHaveURL(/\/register$/);
      await expect(textbox(page, t.name)).toHaveValue('Keep Me');
      await expect(textbox(page, t.username)).toHaveValue('keepme123');
      await expect(textbox(page, t.email)).toHaveValue('keepme@example.test');
      await expect(page.getByLabel(t.country)).toHaveValue('1');
      await expect(textbox(page, t.phone)).toHaveValue('+919876543210');
      await expect(textbox(page, t.password)).toHaveValue('Keep@1234');
      await expect(textbox(page, t.sponsor)).toHaveValue('demo');
      await expect(page.getByRole('radio', { name: t.left })).toBeChecked();
      await expect(textbox(page, t.parent)).toHaveValue('demo');
      await expect(page.getByRole('button', { name: t.register })).toBeEnabled();
    },
  },
  {
    name: 'verify e-mail',
    call: 'verify-email',
    fill: async (page) => {
      await page.addInitScript(() => sessionStorage.setItem('username', 'keepme'));
      await page.goto('/verifyEmail');
      await hydrated(page, 'VerifyEmailForm');
      await page.getByLabel(text.ui.digitOf(1, 4)).fill('2468');
    },
    submit: (page) => page.getByRole('button', { name: text.common.submit }).click(),
    kept: async (page) => {
      await expect(page).toHaveURL(/\/verifyEmail$/);
      for (const [n, digit] of ['2', '4', '6', '8'].entries())
        await expect(page.getByLabel(text.ui.digitOf(n + 1, 4))).toHaveValue(digit);
    },
  },
  {
    name: 'forgot password',
    call: 'forget-password',
    fill: async (page) => {
      await page.route('**/api/resendotp', (route) => route.fulfill({ json: { status: true, message: 'Code sent.' } }));
      await page.goto('/login');
      await hydrated(page, 'LoginForm');
      await page.getByRole('button', { name: t.forgotPassword }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: t.username }).fill('keepme');
      await dialog.getByRole('textbox', { name: t.username }).blur();
      await dialog.getByRole('textbox', { name: t.otp }).fill('1357');
      await dialog.getByRole('textbox', { name: t.newPassword }).fill('Changed@99');
    },
    submit: (page) => page.getByRole('dialog').getByRole('button', { name: text.common.saveChanges }).click(),
    kept: async (page) => {
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('textbox', { name: t.username })).toHaveValue('keepme');
      await expect(dialog.getByRole('textbox', { name: t.otp })).toHaveValue('1357');
      await expect(dialog.getByRole('textbox', { name: t.newPassword })).toHaveValue('Changed@99');
    },
  },
];

// One visit per screen: each kind of failure in turn on the same form, which must keep what was typed
// through all of them (every kind is also tested on call() itself: src/lib/api/client.test.ts).
for (const screen of screens) {
  test(`${screen.name}: each kind of failure of ${screen.call} shows its message and keeps what was typed`, async ({
    page,
  }) => {
    let current = variants[0]!;
    // The answer is in place before anything is typed: a complete code may be sent on its own.
    await page.route(`**/api/${screen.call}`, (route) => current.answer(route));
    await screen.fill(page);
    for (const variant of variants) {
      current = variant;
      await test.step(variant.name, async () => {
        await screen.submit(page);
        await expect(page.getByRole('alert').getByText(variant.shows)).toBeVisible();
        await screen.kept(page);
      });
    }
  });
}

test.describe('errors while loading', () => {
  test('a country list that fails to load says so and loads on Try again', async ({ page }) => {
    let fail = true;
    await page.route('**/api/country', (route) => (fail ? route.abort('failed') : route.fallback()));
    await page.goto('/register');
    await hydrated(page, 'RegisterForm');
    await expect(page.getByText(t.countriesFailed)).toBeVisible();
    await expect(page.getByRole('alert').getByText(text.errors.network)).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: text.common.retry }).click();
    await expect(page.getByLabel(t.country).getByRole('option', { name: 'India (+91)' })).toBeAttached();
    await expect(page.getByText(t.countriesFailed)).toHaveCount(0);
  });

  test('plan flags that fail to load leave the usual form in place', async ({ page }) => {
    await page.route('**/api/pre-register', (route) => route.fulfill({ status: 200, body: 'not json' }));
    await page.goto('/register');
    await hydrated(page, 'RegisterForm');
    await expect(page.getByRole('alert').getByText(text.errors.shape)).toBeVisible();
    await expect(textbox(page, t.sponsor)).toBeVisible();
    await expect(page.getByRole('radio', { name: t.left })).toBeVisible();
    await expect(textbox(page, t.parent)).toBeVisible();
  });

  test('an availability check that cannot be made says so and shows no verdict', async ({ page }) => {
    await page.route('**/api/check/**', (route) => route.abort('failed'));
    await page.goto('/register');
    await hydrated(page, 'RegisterForm');
    await textbox(page, t.username).fill('someone');
    await expect(page.getByRole('alert').getByText(text.errors.network)).toBeVisible();
    await expect(page.getByText(t.available, { exact: true })).toHaveCount(0);
    await expect(page.getByText(t.notAvailable, { exact: true })).toHaveCount(0);
  });

  test('an OTP that cannot be requested at login says so and leaves Resend usable', async ({ page }) => {
    await page.route('**/api/pre-login', (route) =>
      route.fulfill({ json: { status: true, token: 'temp-token', auth_type: 'otp' } }),
    );
    await page.route('**/api/resendotp', (route) =>
      route.fulfill({
        status: 429,
        json: { status: false, message: 'Please wait 42 seconds before requesting another code.' },
      }),
    );
    await page.goto('/login');
    await hydrated(page, 'LoginForm');
    await textbox(page, t.username).fill('someone');
    await textbox(page, t.password).fill('whatever1');
    await page.getByRole('button', { name: t.verify }).click();
    await expect(
      page.getByRole('alert').getByText('Please wait 42 seconds before requesting another code.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: t.resendOtp })).toBeEnabled();
  });
});
