/**
 * Keyboard-only use of the dialogs: each opens from its opener with Enter, Escape closes it and focus
 * is back on the opener; Tab and Shift+Tab walk every control of a dialog in visual order; a package
 * is bought with the keyboard alone.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { png } from './support/account.ts';
import { hydrated } from './support/auth.ts';
import { newMember, openAs } from './support/members.ts';

/** What a member does after tabbing to a control: Enter. */
async function enterOn(page: Page, control: Locator): Promise<void> {
  await control.focus();
  await expect(control).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Escape closes `dialog` and focus is back on `opener`. */
async function escapeReturnsTo(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** The accessible name of each control Tab (or Shift+Tab) reaches, `count` presses from where focus is. */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', count: number): Promise<string[]> {
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    await page.keyboard.press(key);
    // Give a re-render caused by the blur (e.g. the username check) its turn before reading focus.
    await page.waitForTimeout(150);
    names.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return '(page)';
        if (element.getAttribute('role') === 'dialog' || element.getAttribute('role') === 'alertdialog')
          return '(dialog box)';
        const labelled =
          element.getAttribute('aria-label') ??
          (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null);
        // A required field's label ends in its "*" marker.
        return (labelled ?? element.textContent ?? '').replace(/\*$/, '').trim();
      }),
    );
  }
  return names;
}

async function openBuyPakage(
  page: Page,
  payer: 'demo' | 'mpindemo' = 'demo',
): Promise<{ opener: Locator; dialog: Locator }> {
  await openAs(page, payer, '/user/packageList');
  const opener = page.getByRole('button', { name: text.packages.buyNamed('Flexi') });
  await enterOn(page, opener);
  const warning = page.getByRole('alertdialog', { name: text.packages.warning });
  await expect(warning.getByRole('button', { name: text.common.close })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(warning.getByRole('button', { name: text.common.continue })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: text.packages.buyDialog });
  await expect(dialog.getByLabel(text.packages.username)).toBeFocused();
  return { opener, dialog };
}

test.describe('Escape returns focus to the opener', () => {
  test('Buy warning', async ({ page }) => {
    await openAs(page, 'demo', '/user/packageList');
    const opener = page.getByRole('button', { name: text.packages.buyNamed('Flexi') });
    await enterOn(page, opener);
    await escapeReturnsTo(page, page.getByRole('alertdialog', { name: text.packages.warning }), opener);
  });

  test('Buy Pakage (opened through the warning)', async ({ page }) => {
    const { opener, dialog } = await openBuyPakage(page);
    await escapeReturnsTo(page, dialog, opener);
  });

  test('Buy Pakage: an Escape pressed as the dialog takes focus, while the warning is still closing', async ({
    page,
  }) => {
    await openAs(page, 'demo', '/user/packageList');
    const opener = page.getByRole('button', { name: text.packages.buyNamed('Flexi') });
    await enterOn(page, opener);
    const warning = page.getByRole('alertdialog', { name: text.packages.warning });
    await expect(warning.getByRole('button', { name: text.common.close })).toBeFocused();
    await page.keyboard.press('Tab');
    // A quick member (or a slow phone): the key comes right after focus has moved into Buy Pakage,
    // before the page has done anything else.
    await page.evaluate(() => {
      document.addEventListener(
        'focusin',
        function pressEscape(event) {
          const field = event.target as Element;
          if (!field.closest('[role=dialog]')) return;
          document.removeEventListener('focusin', pressEscape, true);
          const escape = { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true };
          queueMicrotask(() => field.dispatchEvent(new KeyboardEvent('keydown', escape)));
        },
        true,
      );
    });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: text.packages.buyDialog })).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('Verify Your Account of Manual Withdraw', async ({ page }) => {
    await openAs(page, 'demo', '/user/manualWithdraw');
    await page.getByLabel(text.withdrawals.amount).fill('1');
    const opener = page.getByRole('button', { name: text.withdrawals.next });
    await enterOn(page, opener);
    await escapeReturnsTo(page, page.getByRole('dialog', { name: text.secondFactor.verifyAccount }), opener);
  });

  test('Raise Ticket', async ({ page }) => {
    await openAs(page, 'demo', '/user/chat');
    const opener = page.getByRole('button', { name: text.support.raiseTicket });
    await enterOn(page, opener);
    await escapeReturnsTo(page, page.getByRole('dialog', { name: text.support.raiseTicket }), opener);
  });

  test('Forgot password', async ({ page }) => {
    await page.goto('/login');
    await hydrated(page, 'LoginForm');
    const opener = page.getByRole('button', { name: text.signIn.forgotPassword });
    await enterOn(page, opener);
    await escapeReturnsTo(page, page.getByRole('dialog', { name: text.signIn.forgotPassword }), opener);
  });

  test('Upload Task', async ({ page }) => {
    await openAs(page, 'demo', '/user/todayTask');
    const opener = page.getByRole('article').first().getByRole('button', { name: text.tasks.uploadTask });
    await enterOn(page, opener);
    await escapeReturnsTo(page, page.getByRole('dialog', { name: text.tasks.uploadTask }), opener);
  });

  test('cancel subscription (Verify Your Account)', async ({ page }) => {
    await openAs(page, 'demo', '/user/subscriptionHistory');
    const opener = page.getByRole('button', { name: text.subscriptions.cancelNamed('Flexi') }).first();
    await enterOn(page, opener);
    await escapeReturnsTo(page, page.getByRole('dialog', { name: text.secondFactor.verifyAccount }), opener);
  });

  test('KYC upload confirmation', async ({ page }) => {
    await openAs(page, 'demo', '/user/kyc');
    const address = page.getByRole('region', { name: text.kyc.steps.address! });
    const names = address.getByLabel(text.kyc.documentName);
    await names.selectOption({ index: 1 });
    await address.getByLabel(text.kyc.documentNumber).fill('AB1234');
    await address
      .getByLabel(text.kyc.front)
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png(60, 40) });
    const back = address.getByLabel(text.kyc.back);
    if (await back.count()) await back.setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png(60, 40) });
    const opener = address.getByRole('button', { name: text.kyc.upload });
    await enterOn(page, opener);
    await escapeReturnsTo(page, page.getByRole('alertdialog', { name: text.kyc.confirmTitle }), opener);
  });

  test('ticket list below 990 px', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await openAs(page, 'demo', '/user/chat');
    // A phone opens on the list; the member folds it away first, then opens it from the same button.
    await enterOn(page, page.getByRole('button', { name: text.support.hideList }));
    const opener = page.getByRole('button', { name: text.support.showList });
    await enterOn(page, opener);
    const list = page.getByRole('region', { name: text.support.list });
    const first = list.getByRole('button').first();
    await expect(first).toBeVisible();
    // Visual order: the toggle, Raise Ticket beside it, then the list below.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await escapeReturnsTo(page, list, opener);
    // Picking a ticket closes the list too: focus goes back to the same button, now the ticket shows.
    await page.keyboard.press('Enter');
    await expect(first).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.getByRole('log', { name: /^Conversation: / })).toBeVisible();
  });
});

test.describe('Tab and Shift+Tab walk each control in visual order', () => {
  test('Buy Pakage: Username, Investment Amount, Close, Buy, the close button, and back', async ({ page }) => {
    const { dialog } = await openBuyPakage(page);
    const t = text.packages;
    // The footer shows Close then Buy; the top-right close button comes last (it is last in the dialog).
    const forward = [t.investmentAmount, text.common.close, t.buy, text.ui.close, t.username];
    expect(await walk(page, 'Tab', forward.length)).toEqual(forward);
    expect(await walk(page, 'Shift+Tab', forward.length)).toEqual(
      [...forward]
        .reverse()
        .slice(1)
        .concat(forward[forward.length - 1]!),
    );
    await expect(dialog).toBeVisible();
  });

  test('Buy Pakage on a phone: the stacked Close and Buy are reached top to bottom', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const { dialog } = await openBuyPakage(page);
    const close = dialog.getByRole('button', { name: text.common.close }).first();
    const buy = dialog.getByRole('button', { name: text.packages.buy, exact: true });
    expect(await walk(page, 'Tab', 3)).toEqual([text.packages.investmentAmount, text.common.close, text.packages.buy]);
    const [closeBox, buyBox] = [await close.boundingBox(), await buy.boundingBox()];
    expect(closeBox!.y).toBeLessThan(buyBox!.y);
  });

  test('Verify Your Account of Manual Withdraw', async ({ page }) => {
    await openAs(page, 'authdemo', '/user/manualWithdraw');
    await page.getByLabel(text.withdrawals.amount).fill('1');
    await enterOn(page, page.getByRole('button', { name: text.withdrawals.next }));
    const dialog = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
    await expect(dialog.getByLabel(text.ui.digitOf(1, 6))).toBeFocused();
    // The boxes fill left to right: Tab leaves the code for the buttons.
    const forward = [text.common.close, text.withdrawals.withdraw, text.ui.close, text.ui.digitOf(1, 6)];
    expect(await walk(page, 'Tab', forward.length)).toEqual(forward);
    expect(await walk(page, 'Shift+Tab', 3)).toEqual([text.ui.close, text.withdrawals.withdraw, text.common.close]);
  });

  test('cancel subscription: Reason, the code, Close, Submit, the close button', async ({ page }) => {
    await openAs(page, 'demo', '/user/subscriptionHistory');
    await enterOn(page, page.getByRole('button', { name: text.subscriptions.cancelNamed('Flexi') }).first());
    const dialog = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
    await expect(dialog.getByLabel(text.subscriptions.reason)).toBeFocused();
    const t = text.subscriptions;
    await dialog.getByLabel(t.reason).fill('Moving on');
    const forward = [
      text.ui.digitOf(1, 4),
      text.secondFactor.requestOtp,
      text.common.close,
      t.submit,
      text.ui.close,
      t.reason,
    ];
    expect(await walk(page, 'Tab', forward.length)).toEqual(forward);
    expect(await walk(page, 'Shift+Tab', forward.length)).toEqual(
      [...forward]
        .reverse()
        .slice(1)
        .concat(forward[forward.length - 1]!),
    );
  });
  test('Raise Ticket: Subject, Message, Images, Submit, the close button', async ({ page }) => {
    await openAs(page, 'demo', '/user/chat');
    await enterOn(page, page.getByRole('button', { name: text.support.raiseTicket }));
    const dialog = page.getByRole('dialog', { name: text.support.raiseTicket });
    const t = text.support;
    // The subjects load after the dialog opens; start the walk from the first field once it is there.
    await dialog.getByLabel(t.subject).focus();
    const forward = [t.message, t.images, text.common.submit, text.ui.close, t.subject];
    expect(await walk(page, 'Tab', forward.length)).toEqual(forward);
    expect(await walk(page, 'Shift+Tab', forward.length)).toEqual(
      [...forward]
        .reverse()
        .slice(1)
        .concat(forward[forward.length - 1]!),
    );
  });
});

test('a package is bought with the keyboard alone', async ({ page, baseURL }, testInfo) => {
  // Paid by the MPIN demo member (as the purchase specs do) for a new member, so no one else's history changes.
  const buyer = await newMember(String(baseURL), testInfo.workerIndex);
  const { dialog } = await openBuyPakage(page, 'mpindemo');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(buyer.username);
  // Tab checks the name and moves on to the amount.
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(text.packages.investmentAmount)).toBeFocused();
  await expect(dialog.getByRole('status')).toContainText(buyer.username);
  await page.keyboard.type('100');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: text.packages.buy, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  // A package for another member is confirmed with the payer's second factor: the MPIN, typed into its
  // boxes (focus starts in the first) and sent with Enter.
  const verify = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
  await expect(verify.getByRole('textbox', { name: /^Digit 1 of 4/ })).toBeFocused();
  await page.keyboard.type('1234');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: text.packages.subscribed })).toBeVisible();
  await page.waitForURL('**/user/subscriptionHistory', { timeout: 15_000 });
});
