import { test, expect, type Page } from '@playwright/test';
import { DEMO_MPIN, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../server/seed.ts';
import * as text from '../../src/lib/text.ts';
import { authenticatorCode, readMailbox, stillClock, watchErrors } from './support/members.ts';
import { FRESH_PASSWORD, hydrated, registerMember } from './support/auth.ts';

const t = { ...text.auth, ...text.signIn };

async function openLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await hydrated(page, 'LoginForm');
}

async function stepOne(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(t.username).fill(username);
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(password);
  await page.getByRole('button', { name: t.verify }).click();
}

const session = (page: Page) =>
  page.evaluate(() => ({
    username: sessionStorage.getItem('username'),
    token: sessionStorage.getItem('token'),
    status: sessionStorage.getItem('status'),
    auth_type: sessionStorage.getItem('auth_type'),
  }));

async function signInAsMpinDemo(page: Page): Promise<void> {
  await hydrated(page, 'LoginForm');
  await stepOne(page, 'mpindemo', DEMO_PASSWORD);
  // The last digit signs in.
  await page.getByLabel(t.mpin).fill(DEMO_MPIN);
}

test.describe('back to the asked page', () => {
  test('a member sent to sign in by the guard lands on the page they asked for', async ({ page }) => {
    await page.goto('/user/WithdrawList?page=2');
    await expect(page).toHaveURL(/\/login\?next=%2Fuser%2FWithdrawList%3Fpage%3D2$/);
    await signInAsMpinDemo(page);
    await expect(page).toHaveURL(/\/user\/WithdrawList\?page=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw History' })).toBeVisible();
  });

  // One hostile next end to end; every other shape is in src/lib/auth/next.test.ts. Each sign-in here
  // counts against the server's 10 sign-ins per username in 15 minutes, which the whole run shares.
  test('a next off the portal is not followed: the member lands on the dashboard', async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent('//evil.example/user/kyc')}`);
    await signInAsMpinDemo(page);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });
});

test.describe('login', () => {
  test('asks for the username and the password before anything is sent', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/pre-login')) calls.push(request.url());
    });
    await openLogin(page);
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page.getByText(t.usernameRequired)).toBeVisible();
    await expect(page.getByText(t.passwordRequired)).toBeVisible();
    await expect(page.getByLabel(t.username)).toBeFocused();
    await page.getByLabel(t.username).fill('someone');
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page.getByText(t.usernameRequired)).toHaveCount(0);
    await expect(page.getByText(t.passwordRequired)).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('shows and hides the password', async ({ page }) => {
    await openLogin(page);
    const password = page.getByRole('textbox', { name: t.password, exact: true });
    await password.fill('Secret@1');
    await expect(password).toHaveAttribute('type', 'password');
    const toggle = page.getByRole('button', { name: t.showPassword });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Secret@1');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('signs an MPIN member in: the second field is labelled MPIN, takes digits only, and the button reads Sign In', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openLogin(page);
    const preLogin = page.waitForRequest('**/api/pre-login');
    await stepOne(page, 'mpindemo', DEMO_PASSWORD);
    expect((await preLogin).postDataJSON()).toEqual({ username: 'mpindemo', password: DEMO_PASSWORD });
    const mpin = page.getByLabel(t.mpin);
    await expect(mpin).toBeFocused();
    await expect(page.getByRole('button', { name: t.signIn })).toBeVisible();
    await expect(page.getByRole('button', { name: t.verify })).toHaveCount(0);
    // No OTP is involved: nothing to resend.
    await expect(page.getByRole('button', { name: t.resendOtp })).toHaveCount(0);
    const login = page.waitForRequest('**/api/login');
    await mpin.pressSequentially('1a2b3');
    await expect(mpin).toHaveValue('123');
    // The last digit signs in, without Sign In pressed.
    await mpin.pressSequentially('c4');
    const request = await login;
    expect(request.postDataJSON()).toEqual({ username: 'mpindemo', password: DEMO_PASSWORD, mpin: DEMO_MPIN });
    expect(request.headers().authorization).toMatch(/^Bearer \S+$/);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    const stored = await session(page);
    expect(stored).toMatchObject({ username: 'mpindemo', status: '1', auth_type: 'mpin' });
    expect(stored.token).toBeTruthy();
    expect(request.headers().authorization).not.toBe(`Bearer ${stored.token}`);
    expect(errors).toEqual([]);
  });

  test('signs an authenticator member in with the code of their app', async ({ page }) => {
    await openLogin(page);
    await stepOne(page, 'authdemo', DEMO_PASSWORD);
    const code = page.getByLabel(t.authenticator);
    await expect(code).toBeVisible();
    const login = page.waitForRequest('**/api/login');
    // The last digit signs in.
    await code.fill(await authenticatorCode(DEMO_TOTP_SECRET));
    expect(Object.keys((await login).postDataJSON())).toEqual(['username', 'password', 'authenticator']);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    expect(await session(page)).toMatchObject({ username: 'authdemo', status: '1', auth_type: 'authenticator' });
  });

  test('requests the OTP by itself for an OTP member and counts 60 seconds down before it can be resent', async ({
    page,
    baseURL,
  }) => {
    const username = await registerMember(baseURL!, 'otp');
    const moveClock = await stillClock(page);
    await openLogin(page);
    const autoRequest = page.waitForRequest('**/api/resendotp');
    const stepOneAnswer = page.waitForResponse('**/api/pre-login');
    await stepOne(page, username, FRESH_PASSWORD);
    expect((await autoRequest).postDataJSON()).toEqual({ username, from: '' });
    // Between the two steps the request carries the temporary token of step one.
    const temporary = ((await (await stepOneAnswer).json()) as { token: string }).token;
    expect((await autoRequest).headers().authorization).toBe(`Bearer ${temporary}`);
    const otp = page.getByRole('textbox', { name: t.otp, exact: true });
    await expect(otp).toBeFocused();
    await expect(page.getByRole('button', { name: t.resendIn(60) })).toBeDisabled();
    await moveClock(10_000);
    await expect(page.getByRole('button', { name: t.resendIn(50) })).toBeDisabled();
    await moveClock(50_000);
    const resend = page.getByRole('button', { name: t.resendOtp });
    await expect(resend).toBeEnabled();
    // The server's own 60 s cool-down runs on the real clock: answer this one request as a server would after it.
    await page.route('**/api/resendotp', (route) =>
      route.fulfill({ json: { status: true, message: 'OTP sent again.' } }),
    );
    const again = page.waitForRequest('**/api/resendotp');
    await resend.click();
    expect((await again).postDataJSON()).toEqual({ username, from: 'resend' });
    expect((await again).headers().authorization).toBe(`Bearer ${temporary}`);
    await expect(page.getByText('OTP sent again.')).toBeVisible();
    await expect(page.getByRole('button', { name: t.resendIn(60) })).toBeDisabled();

    const login = page.waitForRequest('**/api/login');
    // The last digit signs in.
    await otp.fill(await readMailbox(baseURL!, username, 'otp'));
    expect(Object.keys((await login).postDataJSON())).toEqual(['username', 'password', 'otp']);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    expect(await session(page)).toMatchObject({ username, status: '1', auth_type: 'otp' });
  });

  test('sends a member whose e-mail is not verified to /verifyEmail with the username remembered', async ({
    page,
    baseURL,
  }) => {
    const username = await registerMember(baseURL!, 'unver', { verified: false });
    await openLogin(page);
    await stepOne(page, username, FRESH_PASSWORD);
    await expect(page).toHaveURL(/\/verifyEmail$/);
    expect((await session(page)).username).toBe(username);
    expect((await session(page)).token).toBeNull();
  });

  test('sends the member to /verifyEmail when the second step answers otp_send with a false status', async ({
    page,
  }) => {
    await page.route('**/api/pre-login', (route) =>
      route.fulfill({ json: { status: true, token: 'temp-token', auth_type: 'mpin', otp_send: false } }),
    );
    await page.route('**/api/login', (route) =>
      route.fulfill({
        json: { status: false, otp_send: true, message: 'Please verify your e-mail first.', errors: {} },
      }),
    );
    await openLogin(page);
    await stepOne(page, 'stepTwoUnverified', 'whatever1');
    await page.getByLabel(t.mpin).fill('1234');
    await expect(page).toHaveURL(/\/verifyEmail$/);
    expect((await session(page)).username).toBe('stepTwoUnverified');
  });

  test('editing the username after step one starts over with Verify', async ({ page }) => {
    await page.route('**/api/pre-login', (route) =>
      route.fulfill({ json: { status: true, token: 'temp-token', auth_type: 'mpin' } }),
    );
    await openLogin(page);
    await stepOne(page, 'someone', 'whatever1');
    await expect(page.getByLabel(t.mpin)).toBeVisible();
    await page.getByLabel(t.username).fill('someoneelse');
    await expect(page.getByLabel(t.mpin)).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.verify })).toBeVisible();
  });

  test('names a second field after an auth type it does not know', async ({ page }) => {
    await page.route('**/api/pre-login', (route) =>
      route.fulfill({ json: { status: true, token: 'temp-token', auth_type: 'pin' } }),
    );
    await openLogin(page);
    await stepOne(page, 'someone', 'whatever1');
    await page.getByLabel('Pin').fill('');
    await page.getByRole('button', { name: t.signIn }).click();
    await expect(page.getByText(t.codeRequired('Pin'))).toBeVisible();
    const login = page.waitForRequest('**/api/login');
    await page.route('**/api/login', (route) => route.fulfill({ json: { status: false, message: 'Invalid code.' } }));
    await page.getByLabel('Pin').fill('9876');
    await page.getByRole('button', { name: t.signIn }).click();
    expect((await login).postDataJSON()).toEqual({ username: 'someone', password: 'whatever1', pin: '9876' });
    await expect(page.getByText('Invalid code.')).toBeVisible();
  });

  for (const [step, status] of [
    ['pre-login', 404],
    ['pre-login', 401],
    ['login', 401],
    ['login', 404],
  ] as const) {
    test(`HTTP ${status} on ${step} clears the session, goes to the landing page and says 'Request failed login again'`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        if (location.pathname === '/login' && !sessionStorage.getItem('__seeded')) {
          sessionStorage.setItem('__seeded', '1');
          sessionStorage.setItem('username', 'leftover');
          sessionStorage.setItem('token', 'stale');
          sessionStorage.setItem('status', '1');
        }
      });
      if (step === 'login')
        await page.route('**/api/pre-login', (route) =>
          route.fulfill({ json: { status: true, token: 'temp-token', auth_type: 'mpin' } }),
        );
      await page.route(`**/api/${step}`, (route) => route.fulfill({ status, json: { status: false, msg: 'gone' } }));
      await openLogin(page);
      const landing = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/' && request.isNavigationRequest(),
      );
      await stepOne(page, 'someone', 'whatever1');
      if (step === 'login') {
        await page.getByLabel(t.mpin).fill('1234');
      }
      await landing;
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText(text.errors.requestFailedLogin)).toBeVisible();
      expect(await session(page)).toEqual({ username: null, token: null, status: null, auth_type: null });
    });
  }

  test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
    await openLogin(page);
    await stepOne(page, 'nobodyhere', 'Wrong@123');
    await expect(page.getByText('Invalid username or password.')).toBeVisible();
    await expect(page.getByLabel(t.username)).toHaveValue('nobodyhere');
    await expect(page.getByRole('textbox', { name: t.password, exact: true })).toHaveValue('Wrong@123');
    await expect(page.getByRole('button', { name: t.verify })).toBeEnabled();
  });

  test('links to Signup and opens Forgot password', async ({ page }) => {
    await openLogin(page);
    await expect(page.getByRole('link', { name: t.signup })).toHaveAttribute('href', '/register');
    await page.getByRole('button', { name: t.forgotPassword }).click();
    await expect(page.getByRole('dialog', { name: t.forgotPassword })).toBeVisible();
    await page.getByRole('button', { name: text.common.close }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('link', { name: t.signup }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});
