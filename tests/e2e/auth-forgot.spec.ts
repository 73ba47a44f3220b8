import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { hold, readMailbox } from './support/members.ts';
import { FRESH_PASSWORD, hydrated, registerMember } from './support/auth.ts';

const t = { ...text.auth, ...text.signIn };

async function openDialog(page: Page) {
  await page.goto('/login');
  await hydrated(page, 'LoginForm');
  await page.getByRole('button', { name: t.forgotPassword }).click();
  const dialog = page.getByRole('dialog', { name: t.forgotPassword });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('forgot password', () => {
  test('loads the dialog code only when the member asks for it', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/ForgotPasswordDialog\.[^/]*\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.goto('/login');
    await hydrated(page, 'LoginForm');
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    await page.getByRole('button', { name: t.forgotPassword }).click();
    await expect(page.getByRole('dialog', { name: t.forgotPassword })).toBeVisible();
    expect(chunks).toHaveLength(1);
  });

  test("a refusal is heard while the dialog is open, even when the notifications' code arrives after it opened", async ({
    page,
  }) => {
    // Hold the Toaster's script until the dialog is open: a modal leaves audible only the live regions
    // already in the page, so the region must not wait for the script.
    const release = await hold(page, /\/_astro\/Toaster\.[^/]*\.js$/);
    await page.route('**/api/resendotp', (route) =>
      route.fulfill({ json: { status: false, message: 'No member with this username.' } }),
    );
    const dialog = await openDialog(page);
    await dialog.getByRole('textbox', { name: t.username }).fill('nobody');
    await dialog.getByRole('textbox', { name: t.username }).press('Tab');
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'No member with this username.' })).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('requests the code when the username is left, locks it, and saves the new password', async ({
    page,
    baseURL,
  }) => {
    const username = await registerMember(baseURL!, 'forgot');
    const codeRequests: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/resendotp')) codeRequests.push(request.postDataJSON());
    });
    const dialog = await openDialog(page);
    const name = dialog.getByRole('textbox', { name: t.username });
    // Leaving the field empty asks for nothing.
    await name.focus();
    await name.blur();
    await expect(dialog.getByRole('textbox', { name: t.otp })).toHaveCount(0);
    await name.pressSequentially(`${username.slice(0, 4)}-_ ${username.slice(4)}!`);
    await expect(name).toHaveValue(username);
    await name.blur();
    await expect(dialog.getByRole('textbox', { name: t.otp })).toBeVisible();
    expect(codeRequests).toEqual([{ username, from: '' }]);
    await expect(page.getByText(t.codeSent)).toBeVisible();
    await expect(name).toHaveAttribute('readonly', '');
    await dialog.getByRole('textbox', { name: t.otp }).pressSequentially('a1');
    await expect(dialog.getByRole('textbox', { name: t.otp })).toHaveValue('1');
    await dialog.getByRole('textbox', { name: t.otp }).fill(await readMailbox(baseURL!, username, 'otp'));
    await dialog.getByRole('textbox', { name: t.newPassword }).fill('Changed@99');
    const save = page.waitForRequest('**/api/forget-password');
    await dialog.getByRole('button', { name: text.common.saveChanges }).click();
    expect((await save).postDataJSON()).toMatchObject({ username, newpassword: 'Changed@99' });
    await expect(page.getByText(t.passwordChanged)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Opened again, it is empty.
    await page.getByRole('button', { name: t.forgotPassword }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: t.username })).toHaveValue('');
    await expect(page.getByRole('dialog').getByRole('textbox', { name: t.otp })).toHaveCount(0);
    await page.getByRole('dialog').getByRole('button', { name: text.common.close }).click();

    // The new password signs in; the old one does not.
    const preLogin = async (password: string) =>
      (await (
        await fetch(new URL('/api/pre-login', baseURL), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, password }),
        })
      ).json()) as { status: unknown };
    expect((await preLogin('Changed@99')).status).toBe(true);
    expect((await preLogin(FRESH_PASSWORD)).status).toBe(false);
  });

  test('asks for the code and the new password before saving', async ({ page }) => {
    await page.route('**/api/resendotp', (route) => route.fulfill({ json: { status: true, message: 'Code sent.' } }));
    let saved = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/forget-password')) saved = true;
    });
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: text.common.saveChanges }).click();
    await expect(dialog.getByText(t.usernameRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: t.username }).fill('someone');
    await dialog.getByRole('button', { name: text.common.saveChanges }).click();
    await expect(dialog.getByRole('textbox', { name: t.otp })).toBeVisible();
    await dialog.getByRole('button', { name: text.common.saveChanges }).click();
    await expect(dialog.getByText(t.otpRequired)).toBeVisible();
    await expect(dialog.getByText(t.newPasswordRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: t.otp }).fill('12');
    await dialog.getByRole('textbox', { name: t.newPassword }).fill('abc');
    await dialog.getByRole('button', { name: text.common.saveChanges }).click();
    await expect(dialog.getByText(t.otpFormat)).toBeVisible();
    // The new password is free text: a short one is not questioned.
    await expect(dialog.getByRole('textbox', { name: t.newPassword })).not.toHaveAttribute('aria-invalid', 'true');
    expect(saved).toBe(false);
  });

  test('takes a new password of any length, as the spec has it (free text)', async ({ page, baseURL }) => {
    const username = await registerMember(baseURL!, 'forgotshort');
    const dialog = await openDialog(page);
    const name = dialog.getByRole('textbox', { name: t.username });
    await name.fill(username);
    await name.blur();
    await expect(dialog.getByRole('textbox', { name: t.otp })).toBeVisible();
    await dialog.getByRole('textbox', { name: t.otp }).fill(await readMailbox(baseURL!, username, 'otp'));
    await dialog.getByRole('textbox', { name: t.newPassword }).fill('abc');
    await dialog.getByRole('button', { name: text.common.saveChanges }).click();
    await expect(page.getByText(t.passwordChanged)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // And it signs in.
    const preLogin = await fetch(new URL('/api/pre-login', baseURL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: 'abc' }),
    });
    expect(((await preLogin.json()) as { status: unknown }).status).toBe(true);
  });

  test('Tab out of the username asks for the code, by keyboard alone', async ({ page }) => {
    const codeRequests: unknown[] = [];
    await page.route('**/api/resendotp', (route) => {
      codeRequests.push(route.request().postDataJSON());
      return route.fulfill({ json: { status: true, message: 'Code sent.' } });
    });
    await page.goto('/login');
    await hydrated(page, 'LoginForm');
    await page.getByRole('button', { name: t.forgotPassword }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.forgotPassword });
    const name = dialog.getByRole('textbox', { name: t.username });
    await expect(name).toBeFocused();
    await page.keyboard.type('someone');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: t.otp })).toBeVisible();
    await expect(name).toHaveAttribute('readonly', '');
    expect(codeRequests).toEqual([{ username: 'someone', from: '' }]);
  });

  test('Escape shuts the dialog without asking for a code', async ({ page }) => {
    let asked = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/resendotp')) asked = true;
    });
    const dialog = await openDialog(page);
    await dialog.getByRole('textbox', { name: t.username }).fill('someone');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(asked).toBe(false);
  });

  test('Close shuts the dialog without asking for a code', async ({ page }) => {
    let asked = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/resendotp')) asked = true;
    });
    const dialog = await openDialog(page);
    await dialog.getByRole('textbox', { name: t.username }).fill('someone');
    await dialog.getByRole('button', { name: text.common.close }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(asked).toBe(false);
  });

  test('a wrong code shows the server message and keeps what was typed', async ({ page, baseURL }) => {
    const username = await registerMember(baseURL!, 'forgotbad');
    const dialog = await openDialog(page);
    await dialog.getByRole('textbox', { name: t.username }).fill(username);
    await dialog.getByRole('textbox', { name: t.username }).blur();
    await expect(dialog.getByRole('textbox', { name: t.otp })).toBeVisible();
    const real = await readMailbox(baseURL!, username, 'otp');
    const wrong = String((Number(real) + 1) % 10_000).padStart(4, '0');
    await dialog.getByRole('textbox', { name: t.otp }).fill(wrong);
    await dialog.getByRole('textbox', { name: t.newPassword }).fill('Changed@99');
    await dialog.getByRole('button', { name: text.common.saveChanges }).click();
    await expect(page.getByRole('alert').getByText('Invalid or expired OTP.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: t.otp })).toHaveValue(wrong);
    await expect(dialog.getByRole('textbox', { name: t.newPassword })).toHaveValue('Changed@99');
  });
});
