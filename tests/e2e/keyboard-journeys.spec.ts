/**
 * Whole journeys with the keyboard alone, as a member without a pointer makes them: sign in in two
 * steps, register from a referral link, withdraw up to the code dialog, raise a ticket with a picture.
 * Every key press goes through `page.keyboard`; the tests only read what a member would see.
 */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { png, useMpin } from './support/account.ts';
import { FRESH_SPONSOR, freshName, hydrated, registerMember } from './support/auth.ts';
import { newMember, openAs, useSession } from './support/members.ts';

const t = { ...text.auth, ...text.signIn };

/** Types into whatever has focus, after checking it is the field of that name. */
async function typeInto(page: Page, name: string, value: string, exact = true): Promise<void> {
  await expect(page.getByRole('textbox', { name, exact })).toBeFocused();
  await page.keyboard.type(value);
}

/** Presses Tab until the control of that role and name has focus (at most `limit` presses). */
async function tabTo(page: Page, role: Parameters<Page['getByRole']>[0], name: string, limit = 12): Promise<void> {
  const target = page.getByRole(role, { name, exact: true });
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('signs in with password and MPIN by keyboard alone', async ({ page, baseURL }, testInfo) => {
  // A member of its own: the demo members' second-step limit is shared by every sign-in test.
  const member = await useMpin(String(baseURL), await newMember(String(baseURL), testInfo.workerIndex));
  await page.goto('/login');
  await hydrated(page, 'LoginForm');
  await tabTo(page, 'textbox', t.username);
  await typeInto(page, t.username, member.username);
  await page.keyboard.press('Tab');
  await typeInto(page, t.password, member.password);
  await page.keyboard.press('Enter');
  // Step two: the MPIN field takes focus, masked.
  const mpin = page.getByRole('textbox', { name: t.mpin, exact: true });
  await expect(mpin).toBeFocused();
  await expect(mpin).toHaveAttribute('type', 'password');
  // The last digit signs in.
  await page.keyboard.type('1234');
  await page.waitForURL('**/user/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('registers from a referral link by keyboard alone', async ({ page, baseURL }) => {
  const parent = await registerMember(baseURL!, 'keyparent', { publish: false });
  const username = freshName('keyjoin');
  await page.goto(`/register?u=${FRESH_SPONSOR}&p=R&parent=${parent}`);
  await hydrated(page, 'RegisterForm');
  // The link filled in sponsor, side and parent; the member types the rest, field after field.
  await expect(page.getByRole('textbox', { name: t.parent, exact: true })).toHaveValue(parent);
  await expect(page.getByText('Placement available.')).toBeVisible();
  await tabTo(page, 'textbox', t.name);
  await typeInto(page, t.name, 'Key Board');
  await page.keyboard.press('Tab');
  await typeInto(page, t.username, username);
  await page.keyboard.press('Tab');
  await typeInto(page, t.email, `${username}@example.test`);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: t.country })).toBeFocused();
  // The member picks a country once the list has arrived (it loads after the form is up).
  await expect(
    page.getByRole('combobox', { name: t.country }).getByRole('option', { name: 'India (+91)' }),
  ).toBeAttached();
  await page.keyboard.type('India');
  await expect(page.getByRole('combobox', { name: t.country })).toHaveValue('1');
  await page.keyboard.press('Tab');
  await typeInto(page, t.phone, '+919876543210');
  await page.keyboard.press('Tab');
  await typeInto(page, t.password, 'Fresh@1234');
  await tabTo(page, 'button', t.register, 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText(t.registered)).toBeVisible();
});

test('withdraws up to the code dialog by keyboard alone, and Escape brings focus back', async ({ page }) => {
  // The demo MPIN member has an account and a balance, and no test changes their settings.
  await openAs(page, 'mpindemo', '/user/manualWithdraw');
  const amount = page.getByRole('textbox', { name: text.withdrawals.amount });
  await expect(amount).toBeEditable();
  await tabTo(page, 'textbox', text.withdrawals.amount, 40);
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue('10');
});

test('raises a ticket with a picture by keyboard alone', async ({ page, baseURL }, testInfo) => {
  // The picker is answered from the start: the browser intercepts it only once a listener is in place.
  page.on('filechooser', (chooser) =>
    chooser.setFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png(40, 30) }),
  );
  const member = await newMember(String(baseURL), testInfo.workerIndex);
  await useSession(page, member);
  await page.goto('/user/chat');
  const t2 = text.support;
  const opener = page.getByRole('button', { name: t2.raiseTicket });
  await tabTo(page, 'button', t2.raiseTicket, 60);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t2.raiseTicket });
  const subject = dialog.getByRole('combobox', { name: t2.subject });
  await expect(subject.locator('option').nth(1)).toBeAttached();
  await subject.focus();
  await page.keyboard.press('ArrowDown');
  await expect(subject).not.toHaveValue('');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: t2.message })).toBeFocused();
  await page.keyboard.type('My withdrawal has not arrived.');
  await page.keyboard.press('Tab');
  // The file field: Space opens the picker, as on any button.
  await expect(dialog.getByLabel(t2.images)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog.getByText('receipt.png')).toBeVisible();
  await tabTo(page, 'button', text.common.submit, 6);
  await page.keyboard.press('Enter');
  await expect(page.getByText(t2.raised)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
