/** Accessibility of the money dialogs (the route sweep sees pages with their dialogs closed). */
import { test, expect } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { openAs } from './support/members.ts';
import { axeViolations } from './support/a11y.ts';

test('the purchase warning and buy dialogs have no axe violations', async ({ page }) => {
  await openAs(page, 'demo', '/user/packageList');
  await page.getByRole('button', { name: text.packages.buyNamed('Flexi') }).click();
  const warning = page.getByRole('alertdialog', { name: text.packages.warning });
  await expect(warning).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await warning.getByRole('button', { name: text.common.continue }).click();
  const dialog = page.getByRole('dialog', { name: text.packages.buyDialog });
  await dialog.getByRole('button', { name: text.packages.buy, exact: true }).click();
  await expect(dialog.getByText(text.packages.amountRange)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the cancel dialog has no axe violations', async ({ page }) => {
  await openAs(page, 'demo', '/user/subscriptionHistory');
  await page.getByRole('button', { name: text.subscriptions.cancelNamed('Flexi') }).click();
  const dialog = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
  await dialog.getByRole('button', { name: text.subscriptions.submit }).click();
  await expect(dialog.getByText(text.common.required).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the withdraw verification modal has no axe violations', async ({ page }) => {
  await openAs(page, 'demo', '/user/manualWithdraw');
  await page.getByLabel(text.withdrawals.amount).fill('1');
  await page.getByRole('button', { name: text.withdrawals.next }).click();
  const dialog = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
  await dialog.getByRole('button', { name: text.withdrawals.withdraw }).click();
  await expect(dialog.getByText(text.common.required)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
