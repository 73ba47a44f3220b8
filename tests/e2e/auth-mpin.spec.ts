/** The MPIN is masked like a password wherever it is typed, with a show toggle; e-mailed codes stay visible. */
import { test, expect } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { DEMO_MPIN, DEMO_PASSWORD } from '../../server/seed.ts';
import { hydrated } from './support/auth.ts';
import { openAs } from './support/members.ts';

test('signing in masks the MPIN of step two, the toggle shows it, and sign-in works', async ({ page }) => {
  await page.goto('/login');
  await hydrated(page, 'LoginForm');
  await page.getByLabel(text.auth.username).fill('mpindemo');
  await page.getByRole('textbox', { name: text.auth.password, exact: true }).fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  const mpin = page.getByLabel(text.signIn.mpin);
  await expect(mpin).toBeFocused();
  await expect(mpin).toHaveAttribute('type', 'password');
  // All but the last digit: the last one signs in.
  await page.keyboard.type(DEMO_MPIN.slice(0, -1));
  const toggle = page.getByRole('button', { name: text.common.showMpin });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(mpin).toHaveAttribute('type', 'text');
  await expect(mpin).toHaveValue(DEMO_MPIN.slice(0, -1));
  await toggle.click();
  await expect(mpin).toHaveAttribute('type', 'password');
  await mpin.fill(DEMO_MPIN);
  await page.waitForURL('**/user/dashboard');
});

test('an e-mailed sign-in code stays visible', async ({ page }) => {
  await page.goto('/login');
  await hydrated(page, 'LoginForm');
  await page.getByLabel(text.auth.username).fill('demo');
  await page.getByRole('textbox', { name: text.auth.password, exact: true }).fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  const code = page.getByLabel(text.signIn.otp);
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: text.common.showMpin })).toHaveCount(0);
});

test('Verify Your Account of Manual Withdraw masks the MPIN boxes with a show toggle', async ({ page }) => {
  await openAs(page, 'mpindemo', '/user/manualWithdraw');
  await page.getByLabel(text.withdrawals.amount).fill('1');
  await page.getByRole('button', { name: text.withdrawals.next }).click();
  const dialog = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
  const boxes = dialog.getByRole('group', { name: text.secondFactor.label.mpin }).locator('input');
  await expect(boxes).toHaveCount(4);
  await expect(boxes.first()).toBeFocused();
  // Three digits: the fourth would send the withdrawal.
  const typed = DEMO_MPIN.slice(0, 3);
  await page.keyboard.type(typed);
  for (const box of await boxes.all()) await expect(box).toHaveAttribute('type', 'password');
  const toggle = dialog.getByRole('button', { name: text.common.showMpin });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  for (const [index, box] of (await boxes.all()).entries()) {
    await expect(box).toHaveAttribute('type', 'text');
    await expect(box).toHaveValue(typed[index] ?? '');
  }
});

test('Verify Your Account of Manual Withdraw shows an authenticator code as typed', async ({ page }) => {
  await openAs(page, 'authdemo', '/user/manualWithdraw');
  await page.getByLabel(text.withdrawals.amount).fill('1');
  await page.getByRole('button', { name: text.withdrawals.next }).click();
  const dialog = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
  await expect(dialog.getByLabel(text.ui.digitOf(1, 6))).toHaveAttribute('type', 'text');
  await expect(dialog.getByRole('button', { name: text.common.showMpin })).toHaveCount(0);
});

test('Verify Your Account of a subscription cancel masks the MPIN with a show toggle', async ({ page }) => {
  await openAs(page, 'mpindemo', '/user/subscriptionHistory');
  await page
    .getByRole('button', { name: /^Cancel .* subscription$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
  const mpin = dialog.getByRole('group', { name: text.secondFactor.label.mpin }).getByRole('textbox');
  await expect(mpin.first()).toHaveAttribute('type', 'password');
  await mpin.first().fill(DEMO_MPIN);
  const toggle = dialog.getByRole('button', { name: text.common.showMpin });
  await toggle.click();
  for (const [index, box] of (await mpin.all()).entries()) {
    await expect(box).toHaveAttribute('type', 'text');
    await expect(box).toHaveValue(DEMO_MPIN[index]!);
  }
});
