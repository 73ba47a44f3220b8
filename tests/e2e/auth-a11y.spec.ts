/** The access screens in their later states (second step, dialog, errors) stay accessible and fit a 360px phone. */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { hydrated } from './support/auth.ts';
import { stillClock } from './support/members.ts';
import { axeViolations } from './support/a11y.ts';

const t = { ...text.auth, ...text.signIn };

async function noViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

async function fitsWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test.use({ viewport: { width: 360, height: 740 } });

test('the second login step with its OTP field and resend countdown is accessible at 360px', async ({ page }) => {
  await stillClock(page);
  await page.route('**/api/pre-login', (route) =>
    route.fulfill({ json: { status: true, token: 'temp-token', auth_type: 'otp' } }),
  );
  await page.route('**/api/resendotp', (route) => route.fulfill({ json: { status: true, message: 'Code sent.' } }));
  await page.goto('/login');
  await hydrated(page, 'LoginForm');
  await page.getByRole('button', { name: t.verify }).click();
  await expect(page.getByText(t.usernameRequired)).toBeVisible();
  await noViolations(page);
  await page.getByRole('textbox', { name: t.username, exact: true }).fill('someone');
  await page.getByRole('textbox', { name: t.password, exact: true }).fill('whatever1');
  await page.getByRole('button', { name: t.verify }).click();
  await expect(page.getByRole('button', { name: t.resendIn(60) })).toBeVisible();
  await noViolations(page);
  await fitsWidth(page);
});

test('the forgot-password dialog with its code fields is accessible at 360px', async ({ page }) => {
  await page.route('**/api/resendotp', (route) => route.fulfill({ json: { status: true, message: 'Code sent.' } }));
  await page.goto('/login');
  await hydrated(page, 'LoginForm');
  await page.getByRole('button', { name: t.forgotPassword }).click();
  const dialog = page.getByRole('dialog', { name: t.forgotPassword });
  await dialog.getByRole('textbox', { name: t.username }).fill('someone');
  await dialog.getByRole('textbox', { name: t.username }).blur();
  await expect(dialog.getByRole('textbox', { name: t.otp })).toBeVisible();
  await noViolations(page);
  await fitsWidth(page);
});

test('the register form with every message showing is accessible at 360px', async ({ page }) => {
  await page.goto('/register?u=nosuchsponsor');
  await hydrated(page, 'RegisterForm');
  await expect(page.getByText(t.notAvailable, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: t.register }).click();
  await expect(page.getByText(t.nameRequired, { exact: true })).toBeVisible();
  await noViolations(page);
  await fitsWidth(page);
});

test('the verify e-mail screen with an error is accessible at 360px', async ({ page }) => {
  await page.goto('/verifyEmail');
  await hydrated(page, 'VerifyEmailForm');
  await page.getByRole('textbox', { name: t.username, exact: true }).fill('someone');
  await page.getByRole('button', { name: text.common.submit }).click();
  await expect(page.getByText(t.codeIncomplete)).toBeVisible();
  await noViolations(page);
  await fitsWidth(page);
});
