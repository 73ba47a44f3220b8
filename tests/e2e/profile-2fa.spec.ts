/**
 * Profile → 2FA Setting. This server gives the authenticator secret only on request (POST 2fa-secret,
 * GET user's `image_2fa_on_request`); a backend with the spec's endpoints alone sends it in GET user.
 */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { authenticatorCode, hold, newMember, openAs, type StoredSession, useSession } from './support/members.ts';
import { api, useMpin } from './support/account.ts';
import { axeViolations } from './support/a11y.ts';

const t = text.profile;

function panel(page: Page) {
  return page.getByRole('tabpanel');
}

async function openTwoFa(page: Page, member: StoredSession) {
  await useSession(page, member);
  await page.goto('/user/profile?tab=2fa');
  await expect(panel(page).getByRole('heading', { name: t.twoFa.title })).toBeVisible();
}

async function fresh(baseURL: string | undefined, workerIndex: number, mpin = false) {
  const member = await newMember(String(baseURL), workerIndex);
  return mpin ? useMpin(String(baseURL), member) : member;
}

/** Presses "Show a new QR code" and reads the setup key it shows. */
async function showNewQr(page: Page): Promise<string> {
  const tab = panel(page);
  const before = (await tab.getByLabel(t.twoFa.secret).count())
    ? await tab.getByLabel(t.twoFa.secret).textContent()
    : '';
  await tab.getByRole('button', { name: t.twoFa.showQr }).click();
  await expect(tab.getByRole('img', { name: t.twoFa.qrLabel })).toBeVisible();
  await expect(tab.getByLabel(t.twoFa.secret)).not.toHaveText(String(before));
  const secret = String(await tab.getByLabel(t.twoFa.secret).textContent());
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  return secret;
}

test.describe('2FA setting', () => {
  test('turns 2FA on with a code of a QR shown on request and the current MPIN, hides the QR, and off again', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await fresh(baseURL, testInfo.workerIndex, true);
    await openTwoFa(page, member);
    const tab = panel(page);
    // No secret until the member asks for one.
    await expect(tab.getByText(t.twoFa.scanOnRequest)).toBeVisible();
    await expect(tab.getByText(t.twoFa.newQrHint)).toBeVisible();
    await expect(tab.getByRole('img', { name: t.twoFa.qrLabel })).toHaveCount(0);
    const secret = await showNewQr(page);
    const toggle = tab.getByRole('switch', { name: t.twoFa.switchLabel });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    const first = await authenticatorCode(secret);
    await tab.getByLabel(t.twoFa.code).fill(first);
    // A session alone can ask for a secret: turning 2FA on also takes the current factor.
    await expect(tab.getByText(t.factorNeeded)).toBeVisible();
    await toggle.click();
    await expect(tab.getByText(t.required)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await tab.getByLabel(text.secondFactor.label.mpin).fill('1234');
    await toggle.click();
    await expect(page.getByText('2FA enabled successfully.')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(tab.getByRole('status').filter({ hasText: t.twoFa.on })).toBeVisible();
    await expect(tab.getByRole('img', { name: t.twoFa.qrLabel })).toHaveCount(0);
    await expect(tab.getByRole('button', { name: t.twoFa.showQr })).toHaveCount(0);
    // The code that turned it on is spent: the server refuses it again.
    await tab.getByLabel(t.twoFa.code).fill(first);
    await toggle.click();
    await expect(page.getByText('Invalid authenticator code.').first()).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    // Off again with the app's next code; the old QR does not come back, a new one is asked for.
    await tab.getByLabel(t.twoFa.code).fill(await authenticatorCode(secret));
    await toggle.click();
    await expect(page.getByText('2FA disabled successfully.')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(tab.getByRole('img', { name: t.twoFa.qrLabel })).toHaveCount(0);
    expect(await showNewQr(page)).not.toBe(secret);
  });

  test('a second press shows another secret: a code of the first is refused, of the second taken', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await fresh(baseURL, testInfo.workerIndex, true);
    await openTwoFa(page, member);
    const tab = panel(page);
    const first = await showNewQr(page);
    const second = await showNewQr(page);
    expect(second).not.toBe(first);
    const toggle = tab.getByRole('switch', { name: t.twoFa.switchLabel });
    await tab.getByLabel(t.twoFa.code).fill(await authenticatorCode(first));
    await tab.getByLabel(text.secondFactor.label.mpin).fill('1234');
    await toggle.click();
    await expect(page.getByText('Invalid authenticator code.').first()).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(tab.getByLabel(t.twoFa.secret)).toHaveText(second);
    await tab.getByLabel(t.twoFa.code).fill(await authenticatorCode(second));
    await toggle.click();
    await expect(page.getByText('2FA enabled successfully.')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  test('shows a refused or failed request as an error and keeps what was typed', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await fresh(baseURL, testInfo.workerIndex, true);
    let answer: 'refuse' | 'drop' | 'pass' = 'refuse';
    await page.route('**/api/2fa-secret', (route) => {
      if (answer === 'refuse') return route.fulfill({ json: { status: false, message: 'Please try again later.' } });
      if (answer === 'drop') return route.abort('internetdisconnected');
      return route.fallback();
    });
    await openTwoFa(page, member);
    const tab = panel(page);
    await tab.getByLabel(t.twoFa.code).fill('123456');
    await tab.getByLabel(text.secondFactor.label.mpin).fill('1234');
    const button = tab.getByRole('button', { name: t.twoFa.showQr });
    await button.click();
    await expect(page.getByText('Please try again later.')).toBeVisible();
    answer = 'drop';
    await button.click();
    await expect(page.getByText(text.errors.network)).toBeVisible();
    // Focus comes back to the button, to try again.
    await expect(button).toBeFocused();
    await expect(tab.getByRole('img', { name: t.twoFa.qrLabel })).toHaveCount(0);
    await expect(tab.getByLabel(t.twoFa.code)).toHaveValue('123456');
    await expect(tab.getByLabel(text.secondFactor.label.mpin)).toHaveValue('1234');
    answer = 'pass';
    await showNewQr(page);
    await expect(tab.getByLabel(t.twoFa.code)).toHaveValue('123456');
  });

  test('by keyboard: the button is reached by Tab, and focus goes to the new QR and key, then on to the code', async ({
    page,
  }) => {
    await openAs(page, 'demo', '/user/profile?tab=2fa');
    const tab = panel(page);
    const button = tab.getByRole('button', { name: t.twoFa.showQr });
    await expect(button).toBeVisible();
    await page.getByRole('tab', { name: t.tabs.twoFa }).focus();
    for (let i = 0; i < 3 && !(await button.evaluate((node) => node === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(button).toBeFocused();
    expect(await button.evaluate((node) => node.matches(':focus-visible'))).toBe(true);
    await page.keyboard.press('Enter');
    const shown = tab.getByRole('group', { name: t.twoFa.qrLabel });
    await expect(shown).toBeFocused();
    await expect(shown.getByRole('img', { name: t.twoFa.qrLabel })).toBeVisible();
    // The focus ring shows on the QR and key.
    expect(await shown.evaluate((node) => node.matches(':focus-visible') && getComputedStyle(node).boxShadow)).not.toBe(
      'none',
    );
    await page.keyboard.press('Tab');
    await expect(tab.getByLabel(t.twoFa.code)).toBeFocused();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('flips the switch at once and restores it when the code is refused, keeping the QR shown', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await fresh(baseURL, testInfo.workerIndex);
    const release = await hold(page, '**/api/enable-2fa');
    await openTwoFa(page, member);
    const tab = panel(page);
    const secret = await showNewQr(page);
    const toggle = tab.getByRole('switch', { name: t.twoFa.switchLabel });
    await tab.getByLabel(t.twoFa.code).fill('000000');
    await tab.getByLabel(text.secondFactor.label.otp).fill('0000');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    release();
    await expect(page.getByText('Invalid OTP.').first()).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(tab.getByLabel(t.twoFa.code)).toHaveValue('000000');
    await expect(tab.getByLabel(t.twoFa.secret)).toHaveText(secret);
  });

  test('asks for the code before switching', async ({ page }) => {
    await openAs(page, 'demo', '/user/profile?tab=2fa');
    const tab = panel(page);
    await tab.getByRole('switch', { name: t.twoFa.switchLabel }).click();
    // The authenticator's code and the current factor (demo's e-mailed code) are both asked for.
    await expect(tab.getByText(t.required)).toHaveCount(2);
    await expect(tab.getByRole('switch', { name: t.twoFa.switchLabel })).toHaveAttribute('aria-checked', 'false');
  });

  test('shows no QR while 2FA is on', async ({ page }) => {
    await openAs(page, 'authdemo', '/user/profile?tab=2fa');
    await expect(panel(page).getByRole('switch', { name: t.twoFa.switchLabel })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(panel(page).getByRole('img')).toHaveCount(0);
    await expect(panel(page).getByRole('button', { name: t.twoFa.showQr })).toHaveCount(0);
  });

  test("against a backend with the spec's GET user alone, shows its QR at once and turns 2FA on with it", async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await fresh(baseURL, testInfo.workerIndex, true);
    // Such a backend sends the pending secret in GET user: here it is one this server made.
    const made = (await api(String(baseURL), '2fa-secret', member.token, {})) as { data: { image_2fa: string } };
    const secret = String(new URL(made.data.image_2fa).searchParams.get('secret'));
    await page.route(/\/api\/user$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      delete body.data.image_2fa_on_request;
      if (!body.data.status_2fa) body.data.image_2fa = made.data.image_2fa;
      await route.fulfill({ response, json: body });
    });
    await openTwoFa(page, member);
    const tab = panel(page);
    await expect(tab.getByText(t.twoFa.scan)).toBeVisible();
    await expect(tab.getByRole('img', { name: t.twoFa.qrLabel })).toBeVisible();
    await expect(tab.getByLabel(t.twoFa.secret)).toHaveText(secret);
    await expect(tab.getByRole('button', { name: t.twoFa.showQr })).toHaveCount(0);
    await tab.getByLabel(t.twoFa.code).fill(await authenticatorCode(secret));
    await tab.getByLabel(text.secondFactor.label.mpin).fill('1234');
    // The member is read again once 2FA is on: the QR stays gone with the new answer.
    const reread = page.waitForResponse(/\/api\/user$/);
    await tab.getByRole('switch', { name: t.twoFa.switchLabel }).click();
    await expect(page.getByText('2FA enabled successfully.')).toBeVisible();
    await reread;
    await expect(tab.getByRole('status').filter({ hasText: t.twoFa.on })).toBeVisible();
    await expect(tab.getByRole('img', { name: t.twoFa.qrLabel })).toHaveCount(0);
  });
});
