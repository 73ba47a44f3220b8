/**
 * The owner's ways back, where the backend offers them: an e-mail change confirmed from both
 * addresses, the 7-day undo link in the notice to the old address, and a forgotten MPIN replaced with a
 * code e-mailed to the member.
 */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { DEMO_MPIN } from '../../server/seed.ts';
import { hydrated } from './support/auth.ts';
import { newMember, openAs, readMailbox, useSession, type StoredSession } from './support/members.ts';
import { api, useMpin } from './support/account.ts';
import { waitOutCooldown } from './support/money.ts';
import { axeViolations } from './support/a11y.ts';
import { textIn } from './support/languages.ts';

const t = text.profile;
const u = text.undoEmail;
const WRONG_CODE = 'Invalid or expired code.';
const USED_LINK = 'This link has expired or was already used.';

const panel = (page: Page) => page.getByRole('tabpanel');
const toasts = (page: Page) => page.getByRole('region', { name: text.ui.notifications });

async function openProfile(page: Page, member: StoredSession, query = '') {
  await useSession(page, member);
  await page.goto(`/user/profile${query}`);
  await expect(page.getByRole('tablist', { name: t.tabsLabel })).toBeVisible();
}

/** A new member who signs in with MPIN 1234 (so an e-mail change needs no e-mailed factor). */
async function mpinMember(baseURL: string | undefined, workerIndex: number) {
  return useMpin(String(baseURL), await newMember(String(baseURL), workerIndex));
}

/** Asks for a change of the member's address through the API, as the profile form does. */
async function askEmailChange(baseURL: string, member: StoredSession, to: string): Promise<void> {
  const answer = await api(baseURL, 'update-profile', member.token, {
    name: 'Test Member',
    email: to,
    country: 1,
    phone: '+15551234567',
    mpin: DEMO_MPIN,
  });
  if (answer.status !== true) throw new Error(`update-profile refused: ${JSON.stringify(answer)}`);
}

/** The undo link at the end of the notice the old address was sent (the server's own origin). */
async function undoLinkOf(baseURL: string, username: string): Promise<string> {
  const response = await fetch(new URL(`/api/dev/mailbox?username=${encodeURIComponent(username)}`, baseURL));
  const body = (await response.json()) as { data: { message?: string }[] };
  for (const item of body.data) {
    const link = /https?:\/\/\S+?\/undoEmail\?token=[\w-]+/.exec(item.message ?? '')?.[0];
    if (link) return link;
  }
  throw new Error(`no undo link for ${username}`);
}

// A route's handler may still be reading an answer (a reload after a change) as a test ends.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

/** Whether the page can be scrolled sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe('an e-mail change confirmed from both addresses', () => {
  test('a wrong code shows the server’s message under both fields and keeps both; the right pair makes the change', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await mpinMember(baseURL, testInfo.workerIndex);
    const oldAddress = `${member.username}@example.test`;
    const newAddress = `${member.username}.two@example.test`;
    await askEmailChange(String(baseURL), member, newAddress);
    // A change waiting from before: the tab opens with the panel and its two fields.
    await openProfile(page, member);
    await expect(page.getByText(t.email.codesSent(newAddress, oldAddress))).toBeVisible();
    const toNew = page.getByLabel(t.email.codeToNew(newAddress));
    const toCurrent = page.getByLabel(t.email.codeToCurrent(oldAddress));
    const newCode = await readMailbox(String(baseURL), member.username, 'email');
    const currentCode = await readMailbox(String(baseURL), member.username, 'email-current');
    const wrong = String((Number(currentCode) + 1) % 10_000).padStart(4, '0');
    // Both are needed.
    await toNew.fill(newCode);
    await page.getByRole('button', { name: t.email.confirm }).click();
    await expect(toCurrent).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t.required)).toBeVisible();
    // By keyboard: the second code, then Enter sends the pair.
    await toCurrent.fill(wrong);
    await toCurrent.press('Enter');
    await expect(toasts(page).getByText(WRONG_CODE)).toBeVisible();
    // The server checks the pair and does not say which code was wrong: the message is under both.
    await expect(toNew).toHaveAttribute('aria-invalid', 'true');
    await expect(toCurrent).toHaveAttribute('aria-invalid', 'true');
    await expect(panel(page).getByText(WRONG_CODE)).toHaveCount(2);
    await expect(toNew).toHaveValue(newCode);
    await expect(toCurrent).toHaveValue(wrong);
    expect(((await api(String(baseURL), 'user', member.token)).data as { email: string }).email).toBe(oldAddress);
    // Typing clears the field's message.
    await toCurrent.fill(currentCode);
    await expect(toCurrent).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: t.email.confirm }).click();
    await expect(page.getByText('E-mail address changed successfully.')).toBeVisible();
    await expect(panel(page).getByLabel(t.fields.email)).toHaveValue(newAddress);
    await expect(page.getByRole('button', { name: t.email.confirm })).toHaveCount(0);
    expect(((await api(String(baseURL), 'user', member.token)).data as { email: string }).email).toBe(newAddress);
  });

  test('a closed budget (429) shows as a toast and under the fields, and what was typed stays', async ({ page }) => {
    const closed = 'Too many wrong codes. Please try again after 2026-12-01 10:00 UTC.';
    await page.route('**/api/user', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: Record<string, unknown> };
      body.data.email_pending = 'demo.next@example.test';
      body.data.email_pending_current = 'demo@example.test';
      await route.fulfill({ response: answer, json: body });
    });
    await page.route('**/api/confirm-email', (route) =>
      route.fulfill({ status: 429, json: { status: false, message: closed, errors: { code: [closed] } } }),
    );
    await openAs(page, 'demo', '/user/profile');
    await page.getByLabel(t.email.codeToNew('demo.next@example.test')).fill('1111');
    await page.getByLabel(t.email.codeToCurrent('demo@example.test')).fill('2222');
    await page.getByRole('button', { name: t.email.confirm }).click();
    await expect(toasts(page).getByText(closed)).toBeVisible();
    await expect(panel(page).getByText(closed)).toHaveCount(2);
    await expect(page.getByLabel(t.email.codeToNew('demo.next@example.test'))).toHaveValue('1111');
    await expect(page.getByLabel(t.email.codeToCurrent('demo@example.test'))).toHaveValue('2222');
  });

  test('without email_pending_current (a backend that sends one code) the panel asks for one code and sends it alone', async ({
    page,
  }) => {
    const sent: unknown[] = [];
    await page.route('**/api/user', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: Record<string, unknown> };
      body.data.email_pending = 'demo.next@example.test';
      delete body.data.email_pending_current;
      await route.fulfill({ response: answer, json: body });
    });
    await page.route('**/api/confirm-email', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ json: { status: true, message: 'E-mail address changed successfully.' } });
    });
    await openAs(page, 'demo', '/user/profile');
    await expect(page.getByText(t.email.codeSent('demo.next@example.test'))).toBeVisible();
    await expect(page.getByLabel(/^Code sent to/)).toHaveCount(1);
    await page.getByLabel(t.email.code).fill('4321');
    await page.getByRole('button', { name: t.email.confirm }).click();
    await expect(page.getByText('E-mail address changed successfully.')).toBeVisible();
    expect(sent).toEqual([{ code: '4321' }]);
  });

  test('the panel with both fields fits 320 px and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.route('**/api/user', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: Record<string, unknown> };
      body.data.email_pending = 'demo.next.address@example.test';
      body.data.email_pending_current = 'demo@example.test';
      await route.fulfill({ response: answer, json: body });
    });
    await openAs(page, 'demo', '/user/profile');
    await page.getByRole('button', { name: t.email.confirm }).click();
    await expect(panel(page).getByText(t.required)).toHaveCount(2);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page, '[role="tabpanel"]')).toEqual([]);
  });
});

test.describe('the undo link (/undoEmail)', () => {
  test('restores the old address once, on a press, and signs out every session', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const member = await mpinMember(baseURL, testInfo.workerIndex);
    const oldAddress = `${member.username}@example.test`;
    await askEmailChange(String(baseURL), member, `${member.username}.taken@example.test`);
    const confirmed = await api(String(baseURL), 'confirm-email', member.token, {
      code: await readMailbox(String(baseURL), member.username, 'email'),
      current_code: await readMailbox(String(baseURL), member.username, 'email-current'),
    });
    expect(confirmed.status).toBe(true);
    // The member's session is open in a tab.
    await openProfile(page, member);
    await expect(panel(page).getByLabel(t.fields.email)).toHaveValue(`${member.username}.taken@example.test`);

    // The link, opened from the notice in a tab of its own, sends nothing until the button is pressed.
    const link = new URL(await undoLinkOf(String(baseURL), member.username));
    const mail = await context.newPage();
    const undoCalls: string[] = [];
    mail.on('request', (request) => {
      if (request.url().includes('/api/undo-email')) undoCalls.push(request.url());
    });
    await mail.goto(link.pathname + link.search);
    await hydrated(mail, 'UndoEmailForm');
    await expect(mail.getByRole('heading', { level: 1, name: text.pages.titles.undoEmail })).toBeVisible();
    await expect(mail.getByText(u.explain)).toBeVisible();
    await mail.waitForLoadState('networkidle');
    expect(undoCalls).toEqual([]);
    // By keyboard: Tab reaches the button, Enter presses it.
    const restore = mail.getByRole('button', { name: u.restore });
    for (let presses = 0; presses < 10; presses += 1) {
      await mail.keyboard.press('Tab');
      if (await restore.evaluate((button) => button === document.activeElement)) break;
    }
    await expect(restore).toBeFocused();
    await mail.keyboard.press('Enter');
    const done = mail.getByText(
      `Your e-mail address is ${oldAddress} again, and every session was signed out. Reset your password now.`,
    );
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expect(mail.getByText(u.resetHint(text.signIn.forgotPassword))).toBeVisible();
    await mail.keyboard.press('Tab');
    await expect(mail.getByRole('link', { name: u.signIn })).toBeFocused();
    await expect(mail.getByRole('link', { name: u.signIn })).toHaveAttribute('href', '/login');
    expect(undoCalls).toHaveLength(1);

    // The session in the other tab is over: its next member page goes to the landing page (and sign-in).
    await page.goto('/user/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(text.errors.unauthorized)).toBeVisible();

    // The link works once.
    await mail.goto(link.pathname + link.search);
    await hydrated(mail, 'UndoEmailForm');
    await mail.getByRole('button', { name: u.restore }).click();
    await expect(mail.getByText(USED_LINK)).toBeVisible();
    await expect(mail.getByRole('link', { name: u.signIn })).toBeVisible();
    await mail.getByRole('link', { name: u.signIn }).click();
    await expect(mail.getByRole('button', { name: text.signIn.forgotPassword })).toBeVisible();
  });

  test('a link without its token says it is incomplete and offers sign-in, sending nothing', async ({ page }) => {
    const undoCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/undo-email')) undoCalls.push(request.url());
    });
    await page.goto('/undoEmail');
    await hydrated(page, 'UndoEmailForm');
    await expect(page.getByText(u.incomplete)).toBeVisible();
    await expect(page.getByRole('button', { name: u.restore })).toHaveCount(0);
    await expect(page.getByRole('link', { name: u.signIn })).toHaveAttribute('href', '/login');
    expect(undoCalls).toEqual([]);
  });

  test('is kept out of search engines', async ({ request }) => {
    const html = await (await request.get('/undoEmail')).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  for (const lang of ['en', 'hi', 'es'] as const) {
    test(`fits 320 px in ${lang} before and after the press`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.route('**/api/undo-email', (route) =>
        route.fulfill({
          status: 422,
          json: { status: false, message: USED_LINK, errors: { token: [USED_LINK] } },
        }),
      );
      await page.goto(`${lang === 'en' ? '' : `/${lang}`}/undoEmail?token=abc`);
      await hydrated(page, 'UndoEmailForm');
      expect(await scrollsSideways(page)).toBe(false);
      await page.getByRole('button', { name: textIn(lang).undoEmail.restore }).click();
      await expect(page.getByText(USED_LINK)).toBeVisible();
      await expect(page.getByRole('link', { name: textIn(lang).undoEmail.signIn })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('a forgotten MPIN', () => {
  test('is replaced with a code e-mailed to the member, and the new MPIN signs in', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const member = await mpinMember(baseURL, testInfo.workerIndex);
    // The switch to MPIN took an e-mailed code a moment ago: the next may be sent at once.
    await waitOutCooldown(String(baseURL), member.username);
    const sent: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/change-secondary-password'))
        sent.push(request.postDataJSON() as Record<string, unknown>);
    });
    await openProfile(page, member, '?tab=mpin');
    const tab = panel(page);
    await expect(tab.getByLabel(t.mpin.old)).toBeVisible();
    // By keyboard: the link swaps the Old MPIN for the e-mailed code.
    const viaEmail = tab.getByRole('button', { name: t.useEmailedCode });
    await viaEmail.focus();
    await page.keyboard.press('Enter');
    await expect(tab.getByLabel(t.mpin.old)).toHaveCount(0);
    const otp = tab.getByRole('textbox', { name: text.secondFactor.label.otp });
    await expect(otp).toBeVisible();
    await expect(tab.getByRole('button', { name: t.useOwnFactor(text.secondFactor.label.mpin) })).toBeFocused();
    await tab.getByRole('button', { name: t.requestOtp }).click();
    await expect(tab.getByRole('button', { name: /^Resend OTP in/ })).toBeDisabled();
    const code = await readMailbox(String(baseURL), member.username, 'otp');
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    await tab.getByLabel(t.mpin.new).fill('5678');
    await tab.getByLabel(t.mpin.confirm).fill('5678');
    await otp.fill(wrong);
    await tab.getByRole('button', { name: t.mpin.submit }).click();
    await expect(tab.getByText('Invalid OTP.')).toBeVisible();
    await expect(otp).toHaveAttribute('aria-invalid', 'true');
    await expect(tab.getByLabel(t.mpin.new)).toHaveValue('5678');
    await otp.fill(code);
    await tab.getByRole('button', { name: t.mpin.submit }).click();
    await expect(page.getByText('MPIN changed successfully.')).toBeVisible();
    expect(sent.at(-1)).toEqual({ otp: code, spassword: '5678', spassword_confirmation: '5678' });
    // The form is back to the old MPIN for next time.
    await expect(tab.getByLabel(t.mpin.old)).toHaveValue('');

    // Signing in as a person does, in a fresh browser: the new MPIN is the second step.
    const other = await browser.newContext();
    const signIn = await other.newPage();
    await signIn.goto('/login');
    await hydrated(signIn, 'LoginForm');
    await signIn.getByLabel(text.auth.username).fill(member.username);
    await signIn.getByRole('textbox', { name: text.auth.password, exact: true }).fill(member.password);
    await signIn.keyboard.press('Enter');
    const mpin = signIn.getByLabel(text.signIn.mpin);
    await expect(mpin).toBeFocused();
    // The last digit signs in.
    await signIn.keyboard.type('5678');
    await signIn.waitForURL('**/user/dashboard');
    await other.close();
  });

  test('the link goes back to the Old MPIN, and the tab fits 320 px with the e-mailed code', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await openAs(page, 'mpindemo', '/user/profile?tab=mpin');
    const tab = panel(page);
    await tab.getByRole('button', { name: t.useEmailedCode }).click();
    await expect(tab.getByRole('button', { name: t.requestOtp })).toBeVisible();
    await tab.getByRole('button', { name: t.mpin.submit }).click();
    await expect(tab.getByText(t.required)).toHaveCount(3);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page, '[role="tabpanel"]')).toEqual([]);
    await tab.getByRole('button', { name: t.useOwnFactor(text.secondFactor.label.mpin) }).click();
    await expect(tab.getByLabel(t.mpin.old)).toBeVisible();
    await expect(tab.getByRole('textbox', { name: text.secondFactor.label.otp })).toHaveCount(0);
  });

  test('without mpin_by_email the tab offers no e-mailed code', async ({ page }) => {
    await page.route('**/api/authentication', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { more_details: Record<string, unknown> };
      delete body.more_details.mpin_by_email;
      await route.fulfill({ response: answer, json: body });
    });
    const answered = page.waitForResponse('**/api/authentication');
    await openAs(page, 'mpindemo', '/user/profile?tab=mpin');
    await answered;
    const tab = panel(page);
    await expect(tab.getByLabel(t.mpin.old)).toBeVisible();
    // The answer is drawn (the old MPIN is asked for either way): give it a frame before looking.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(tab.getByRole('button', { name: t.useEmailedCode })).toHaveCount(0);
    await expect(tab.getByRole('button', { name: t.requestOtp })).toHaveCount(0);
  });

  test('without password_by_email the password tab offers no e-mailed code (a spec-only backend refuses one)', async ({
    page,
  }) => {
    await page.route('**/api/authentication', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { more_details: Record<string, unknown> };
      delete body.more_details.password_by_email;
      await route.fulfill({ response: answer, json: body });
    });
    const answered = page.waitForResponse('**/api/authentication');
    await openAs(page, 'mpindemo', '/user/profile?tab=password');
    await answered;
    const tab = panel(page);
    await expect(tab.getByRole('textbox', { name: text.secondFactor.label.mpin })).toBeVisible();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(tab.getByRole('button', { name: t.useEmailedCode })).toHaveCount(0);
  });
});

test.describe('a session guessing the factor', () => {
  test('is told, and signed out, after three wrong codes in a row', async ({ page, baseURL }, testInfo) => {
    const member = await mpinMember(baseURL, testInfo.workerIndex);
    await openProfile(page, member);
    const form = panel(page);
    await form.getByLabel(t.fields.email).fill(`${member.username}.away@example.test`);
    const factor = form.getByLabel(text.secondFactor.label.mpin);
    for (const guess of ['9991', '9992']) {
      await factor.fill(guess);
      await form.getByRole('button', { name: t.update }).click();
      await expect(form.getByText('Invalid MPIN.')).toBeVisible();
      await expect(form.getByLabel(t.fields.email)).toHaveValue(`${member.username}.away@example.test`);
    }
    await factor.fill('9993');
    await form.getByRole('button', { name: t.update }).click();
    await expect(
      form.getByText('Too many wrong codes in a row: you have been signed out. Please sign in again.'),
    ).toBeVisible();
    // The session is over: the next page a member opens sends them to sign in.
    await page.goto('/user/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });
});
