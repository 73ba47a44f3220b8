import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { readMailbox, stillClock } from './support/members.ts';
import { hydrated, registerMember } from './support/auth.ts';

const t = { ...text.auth, ...text.signIn };
const box = (page: Page, n: number) => page.getByLabel(text.ui.digitOf(n, 4));

/** Opens `path` with `username` stored, as registration or a login that asked for verification leaves it. */
async function openWithUsername(page: Page, username: string | null, path = '/verifyEmail'): Promise<void> {
  if (username) await page.addInitScript((name) => sessionStorage.setItem('username', name), username);
  await page.goto(path);
  await hydrated(page, 'VerifyEmailForm');
}

test.describe('verify e-mail', () => {
  test('puts focus in the first code box on arrival, and in the username when none is known', async ({ page }) => {
    await openWithUsername(page, 'someone');
    await expect(box(page, 1)).toBeFocused();
    await page.keyboard.type('12');
    await expect(box(page, 1)).toHaveValue('1');
    await expect(box(page, 3)).toBeFocused();
    // A new tab: no stored username.
    const fresh = await page.context().newPage();
    await openWithUsername(fresh, null);
    await expect(fresh.getByLabel(t.username)).toBeFocused();
  });

  test('shows four one-digit boxes that move on as digits are typed and ignore anything else', async ({ page }) => {
    await openWithUsername(page, 'someone');
    await expect(page.getByRole('group', { name: t.emailCode })).toBeVisible();
    await expect(page.getByRole('group', { name: t.emailCode }).getByRole('textbox')).toHaveCount(4);
    await box(page, 1).click();
    await page.keyboard.type('7a');
    await expect(box(page, 1)).toHaveValue('7');
    await expect(box(page, 2)).toBeFocused();
    await page.keyboard.type('x31');
    await expect(box(page, 2)).toHaveValue('3');
    await expect(box(page, 3)).toHaveValue('1');
    await expect(box(page, 4)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(box(page, 3)).toBeFocused();
    await expect(box(page, 3)).toHaveValue('');
  });

  test('verifies the stored username with the code from the e-mail and goes to /login', async ({ page, baseURL }) => {
    const username = await registerMember(baseURL!, 'verify', { verified: false });
    const code = await readMailbox(baseURL!, username, 'verify');
    await openWithUsername(page, username);
    await expect(page.getByLabel(t.username)).toHaveValue(username);
    await box(page, 1).click();
    const request = page.waitForRequest('**/api/verify-email');
    // The last digit sends the code: no Submit press.
    await page.keyboard.type(code);
    expect((await request).postDataJSON()).toEqual({ username, otp: code });
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('E-mail verified. Please sign in.')).toBeVisible();
  });

  test('after verifying, sign-in has the username filled in and waits for the password', async ({ page, baseURL }) => {
    const username = await registerMember(baseURL!, 'verifyfill', { verified: false });
    const code = await readMailbox(baseURL!, username, 'verify');
    // A new tab: nothing stored, the member types the username here.
    await openWithUsername(page, null);
    await page.getByLabel(t.username).fill(username);
    await box(page, 1).click();
    await page.keyboard.type(code);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('textbox', { name: t.username })).toHaveValue(username);
    await expect(page.getByRole('textbox', { name: t.password, exact: true })).toBeFocused();
  });

  test('fills every box from a pasted code', async ({ page }) => {
    // The whole code sends itself: answered here, not by the server.
    await page.route('**/api/verify-email', (route) => route.fulfill({ json: { status: false, message: 'Checked.' } }));
    await openWithUsername(page, 'someone');
    await box(page, 1).focus();
    await box(page, 1).evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text', ' 48-21 ');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    for (const [n, digit] of ['4', '8', '2', '1'].entries()) await expect(box(page, n + 1)).toHaveValue(digit);
  });

  test('spreads an SMS autofill of the whole code into the first box across all four', async ({ page }) => {
    await page.route('**/api/verify-email', (route) => route.fulfill({ json: { status: false, message: 'Checked.' } }));
    await openWithUsername(page, 'someone');
    await expect(box(page, 1)).toHaveAttribute('autocomplete', 'one-time-code');
    await box(page, 1).fill('9305');
    for (const [n, digit] of ['9', '3', '0', '5'].entries()) await expect(box(page, n + 1)).toHaveValue(digit);
  });

  test('says so when the code is incomplete, without sending it', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/verify-email')) sent = true;
    });
    await openWithUsername(page, 'someone');
    await box(page, 1).fill('12');
    await page.getByRole('button', { name: text.common.submit }).click();
    await expect(page.getByText(t.codeIncomplete)).toBeVisible();
    await expect(box(page, 3)).toBeFocused();
    expect(sent).toBe(false);
  });

  test('a wrong code shows the server message and keeps the digits', async ({ page, baseURL }) => {
    const username = await registerMember(baseURL!, 'wrongcode', { verified: false });
    const real = await readMailbox(baseURL!, username, 'verify');
    const wrong = String((Number(real) + 1) % 10_000).padStart(4, '0');
    await openWithUsername(page, username);
    await box(page, 1).fill(wrong);
    await expect(page.getByRole('alert').getByText('Invalid or expired code.')).toBeVisible();
    await expect(page).toHaveURL(/\/verifyEmail$/);
    for (const [n, digit] of [...wrong].entries()) await expect(box(page, n + 1)).toHaveValue(digit);
  });

  test('counts 60 seconds down before Resend can be used, then asks for a new code', async ({ page }) => {
    const moveClock = await stillClock(page);
    await openWithUsername(page, 'someone');
    await expect(page.getByRole('button', { name: t.resendCodeIn(60) })).toBeDisabled();
    await moveClock(30_000);
    await expect(page.getByRole('button', { name: t.resendCodeIn(30) })).toBeDisabled();
    await moveClock(30_000);
    await page.route('**/api/resendotp', (route) =>
      route.fulfill({ json: { status: true, message: 'A new code is on its way.' } }),
    );
    const request = page.waitForRequest('**/api/resendotp');
    await page.getByRole('button', { name: t.resend, exact: true }).click();
    expect((await request).postDataJSON()).toEqual({ username: 'someone', from: 'resend' });
    await expect(page.getByText('A new code is on its way.')).toBeVisible();
    await expect(page.getByRole('button', { name: t.resendCodeIn(60) })).toBeDisabled();
  });

  test('/invoice shows the same screen and verifies the same way', async ({ page, baseURL }) => {
    const username = await registerMember(baseURL!, 'invoice', { verified: false });
    await openWithUsername(page, username, '/invoice');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Email' })).toBeVisible();
    await box(page, 1).fill(await readMailbox(baseURL!, username, 'verify'));
    await expect(page).toHaveURL(/\/login$/);
  });

  test('asks for the username when none is stored (a new tab)', async ({ page, baseURL }) => {
    const username = await registerMember(baseURL!, 'newtab', { verified: false });
    await openWithUsername(page, null);
    await expect(page.getByLabel(t.username)).toHaveValue('');
    // The whole code sends itself, and the form asks for the username first.
    await box(page, 1).fill(await readMailbox(baseURL!, username, 'verify'));
    await expect(page.getByText(t.usernameRequired)).toBeVisible();
    await page.getByLabel(t.username).fill(`${username}!`);
    await expect(page.getByLabel(t.username)).toHaveValue(username);
    await page.getByRole('button', { name: text.common.submit }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
