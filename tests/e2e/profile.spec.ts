import { test, expect, type Locator, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { newMember, openAs, readMailbox, type StoredSession, useSession, watchErrors } from './support/members.ts';
import { api, png, useMpin } from './support/account.ts';
import { waitOutCooldown } from './support/money.ts';
import { MAX_LENGTH } from '../../src/lib/api/limits.ts';
import { axeViolations } from './support/a11y.ts';

const t = text.profile;

function panel(page: Page) {
  return page.getByRole('tabpanel');
}

async function openProfile(page: Page, member: StoredSession, query = '') {
  await useSession(page, member);
  await page.goto(`/user/profile${query}`);
  await expect(page.getByRole('tablist', { name: t.tabsLabel })).toBeVisible();
}

async function fresh(baseURL: string | undefined, workerIndex: number, mpin = false) {
  const member = await newMember(String(baseURL), workerIndex);
  return mpin ? useMpin(String(baseURL), member) : member;
}

/** Whether a sign-in with this password passes the first step. */
async function passwordWorks(baseURL: string | undefined, username: string, password: string): Promise<boolean> {
  const response = await fetch(new URL('/api/pre-login', String(baseURL)), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await response.json()) as { status: unknown }).status === true;
}

test.describe('profile tabs', () => {
  test('at 412 px every tab is in sight, by pointer and by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await openAs(page, 'demo', '/user/profile');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(6);
    for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    // By keyboard: End reaches the last tab, in sight, with no sideways scroll.
    await page.getByRole('tab', { name: t.tabs.basic }).focus();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: t.tabs.withdraw })).toBeFocused();
    await expect(page.getByRole('tab', { name: t.tabs.withdraw })).toBeInViewport({ ratio: 1 });
    await page.getByRole('tab', { name: t.tabs.authentication }).click();
    await expect(panel(page).getByRole('heading', { name: t.tabs.authentication })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test('opens the tab a link names, by ?tab= or #, and keeps the URL in step', async ({ page }) => {
    await openAs(page, 'demo', '/user/profile?tab=password');
    await expect(page.getByRole('tab', { name: t.tabs.password })).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('heading', { name: t.tabs.password })).toBeVisible();
    await page.goto('/user/profile#mpin');
    await expect(page.getByRole('tab', { name: t.tabs.mpin })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: t.tabs.withdraw }).click();
    await expect(page).toHaveURL(/\?tab=withdraw$/);
    // Arrow keys move between the tabs and select them.
    await page.getByRole('tab', { name: t.tabs.withdraw }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: t.tabs.authentication })).toBeFocused();
    await expect(page.getByRole('tab', { name: t.tabs.authentication })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: t.tabs.basic })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=basic$/);
  });

  test('keeps what was typed in a tab when the member switches tabs and back', async ({ page }) => {
    await openAs(page, 'demo', '/user/profile?tab=password');
    await panel(page).getByLabel(t.password.current).fill('typed-before');
    await page.getByRole('tab', { name: t.tabs.basic }).click();
    await page.getByRole('tab', { name: t.tabs.password }).click();
    await expect(panel(page).getByLabel(t.password.current)).toHaveValue('typed-before');
  });
});

test.describe('basic info', () => {
  test("shows the member's data from GET user", async ({ page }) => {
    const errors = watchErrors(page);
    await openAs(page, 'demo', '/user/profile');
    const form = panel(page);
    await expect(form.getByLabel(t.username)).toHaveValue('demo');
    await expect(form.getByRole('textbox', { name: t.fields.name, exact: true })).toHaveValue('Demo Member');
    await expect(form.getByLabel(t.fields.email)).toHaveValue('demo@example.test');
    await expect(form.getByLabel(t.fields.country)).toHaveValue('1');
    await expect(form.getByLabel(t.fields.country).locator('option:checked')).toHaveText('India (+91)');
    await expect(form.getByLabel(t.fields.phone)).toHaveValue('+919876543210');
    await expect(form.getByLabel(t.fields.gender)).toHaveValue('female');
    await expect(form.getByLabel(t.fields.dob)).toHaveValue('1990-04-12');
    await expect(form.getByLabel(t.fields.city)).toHaveValue('Pune');
    expect(errors).toEqual([]);
  });

  test('saves every field, with the input filters applied as the member types; a new e-mail takes the MPIN and the codes sent to both addresses', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await fresh(baseURL, testInfo.workerIndex, true);
    await openProfile(page, member);
    const form = panel(page);
    await form.getByRole('textbox', { name: t.fields.name, exact: true }).fill('Ann3 Lee!');
    await expect(form.getByRole('textbox', { name: t.fields.name, exact: true })).toHaveValue('Ann Lee');
    await form.getByLabel(t.fields.email).fill(`${member.username}.new@example.test`);
    await form.getByLabel(t.fields.country).selectOption({ label: 'Kenya (+254)' });
    await form.getByLabel(t.fields.phone).fill('+254 700-111 222x');
    await expect(form.getByLabel(t.fields.phone)).toHaveValue('+254700111222');
    await form.getByLabel(t.fields.gender).selectOption('male');
    await form.getByLabel(t.fields.dob).fill('1992-07-15');
    await form.getByLabel(t.fields.address_line1).fill('4/B Lake View, Rd. #2');
    await expect(form.getByLabel(t.fields.address_line1)).toHaveValue('4/B Lake View Rd. 2');
    await form.getByLabel(t.fields.address_line2).fill('Block-C');
    await form.getByLabel(t.fields.landmark).fill('Near Mall 9');
    await expect(form.getByLabel(t.fields.landmark)).toHaveValue('Near Mall ');
    await form.getByLabel(t.fields.city).fill('Nairobi');
    await form.getByLabel(t.fields.state).fill('Nairobi County');
    await form.getByLabel(t.fields.pincode).fill('00100a');
    await expect(form.getByLabel(t.fields.pincode)).toHaveValue('00100');
    await form.getByLabel(t.fields.tax_id).fill('KE-99 12');
    await expect(form.getByLabel(t.fields.tax_id)).toHaveValue('KE9912');
    // A new address is a security change: the current factor first.
    await expect(form.getByText(t.email.factorNeeded)).toBeVisible();
    await form.getByRole('button', { name: t.update }).click();
    await expect(form.getByText(t.required)).toBeVisible();
    await form.getByLabel(text.secondFactor.label.mpin).fill('1234');
    await form.getByRole('button', { name: t.update }).click();
    const newAddress = `${member.username}.new@example.test`;
    const oldAddress = `${member.username}@example.test`;
    // A code went to each address: the panel asks for both, each named by where it went.
    await expect(page.getByText(t.email.codesSent(newAddress, oldAddress)).first()).toBeVisible();
    // Not changed yet: the field shows the address in use until the codes come back.
    expect(((await api(String(baseURL), 'user', member.token)).data as { email: string }).email).toBe(oldAddress);
    await expect(form.getByLabel(t.fields.email)).toHaveValue(oldAddress);
    await page
      .getByLabel(t.email.codeToNew(newAddress))
      .fill(await readMailbox(String(baseURL), member.username, 'email'));
    await page
      .getByLabel(t.email.codeToCurrent(oldAddress))
      .fill(await readMailbox(String(baseURL), member.username, 'email-current'));
    await page.getByRole('button', { name: t.email.confirm }).click();
    await expect(page.getByText('E-mail address changed successfully.')).toBeVisible();
    await expect(form.getByLabel(t.fields.email)).toHaveValue(newAddress);
    const user = (await api(String(baseURL), 'user', member.token)).data as {
      name: string;
      email: string;
      profile: Record<string, unknown>;
    };
    expect(user.name).toBe('Ann Lee');
    expect(user.email).toBe(`${member.username}.new@example.test`);
    expect(user.profile).toMatchObject({
      phone: '+254700111222',
      gender: 'male',
      dob: '1992-07-15',
      address_line1: '4/B Lake View Rd. 2',
      address_line2: 'Block-C',
      landmark: 'Near Mall',
      city: 'Nairobi',
      state: 'Nairobi County',
      pincode: '00100',
      tax_id: 'KE9912',
    });
    await page.reload();
    await expect(panel(page).getByLabel(t.fields.country).locator('option:checked')).toHaveText('Kenya (+254)');
  });

  /** Fills a field to a few characters short of `max`, types on past it key by key, and finds it holding `max`. */
  async function typePast(field: Locator, letter: string, max: number): Promise<void> {
    await field.fill(letter.repeat(max - 5));
    await field.pressSequentially(letter.repeat(15));
    await expect(field).toHaveValue(letter.repeat(max));
  }

  test('takes no more text in a field than the server keeps', async ({ page }) => {
    await openAs(page, 'demo', '/user/profile');
    const form = panel(page);
    for (const [label, max] of [
      [t.fields.address_line1, MAX_LENGTH.address_line1],
      [t.fields.city, MAX_LENGTH.city],
    ] as const) {
      const field = form.getByLabel(label);
      await typePast(field, 'a', max);
    }
    await typePast(form.getByRole('textbox', { name: t.fields.name, exact: true }), 'b', MAX_LENGTH.name);
    await page.getByRole('tab', { name: t.tabs.withdraw }).click();
    await panel(page).getByRole('radio', { name: t.withdraw.types.bank }).click();
    await typePast(panel(page).getByLabel(t.withdraw.bank_name), 'c', MAX_LENGTH.bank_name);
  });

  test("marks missing required fields with 'This Field Is Required.' and sends nothing", async ({ page }) => {
    const updates: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/update-profile')) updates.push(request.url());
    });
    await openAs(page, 'demo', '/user/profile');
    const form = panel(page);
    await form.getByRole('textbox', { name: t.fields.name, exact: true }).fill('');
    await form.getByLabel(t.fields.phone).fill('');
    await form.getByRole('button', { name: t.update }).click();
    await expect(form.getByRole('textbox', { name: t.fields.name, exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form.getByText(t.required)).toHaveCount(2);
    await expect(form.getByLabel(t.fields.email)).not.toHaveAttribute('aria-invalid', 'true');
    expect(updates).toEqual([]);
  });

  test("shows the server's field error beside the field and keeps everything typed", async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await fresh(baseURL, testInfo.workerIndex);
    await openProfile(page, member);
    const form = panel(page);
    await form.getByLabel(t.fields.city).fill('Lagos');
    await form.getByLabel(t.fields.email).fill('demo@example.test');
    await form.getByLabel(text.secondFactor.label.otp).fill('0000');
    await form.getByRole('button', { name: t.update }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The email has already been taken.' })).toBeVisible();
    await expect(form.getByLabel(t.fields.email)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(t.fields.email)).toHaveValue('demo@example.test');
    await expect(form.getByLabel(t.fields.city)).toHaveValue('Lagos');
  });

  test('changes the picture with upload progress, refusing a file that is not an image', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await fresh(baseURL, testInfo.workerIndex);
    const uploads: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/change-picture')) uploads.push(request.postDataBuffer()?.length ?? 0);
    });
    await openProfile(page, member);
    const picker = panel(page).getByLabel(t.changePicture);
    await picker.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg onload=alert(1)>'),
    });
    await expect(panel(page).getByText(text.errors.invalidImage)).toBeVisible();
    expect(uploads).toEqual([]);
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(64, 64) });
    await expect(page.getByText('Profile picture updated successfully.')).toBeVisible();
    const avatar = (await api(String(baseURL), 'get-picture', member.token)).data as string;
    expect(avatar).toMatch(/^avatar-.+\.png$/);
    await expect(panel(page).locator(`img[src$="${avatar}"]`)).toBeVisible();
    // The header shows the new picture too, without a reload.
    await expect(page.getByRole('banner').locator(`img[src$="${avatar}"]`)).toBeVisible();
    expect(uploads).toHaveLength(1);
  });

  test('scales a photo over 2 MB down in the browser before sending it', async ({ page, baseURL }, testInfo) => {
    const member = await fresh(baseURL, testInfo.workerIndex);
    const big = png(1000, 800, true);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/change-picture')) uploads += 1;
    });
    await openProfile(page, member);
    await panel(page)
      .getByLabel(t.changePicture)
      .setInputFiles({ name: 'camera.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByText('Profile picture updated successfully.')).toBeVisible();
    expect(uploads).toBe(1);
    // The server accepted it (it refuses more than 2 MB) and stored a JPEG: the browser redrew it.
    const avatar = String((await api(String(baseURL), 'get-picture', member.token)).data);
    expect(avatar).toMatch(/\.jpg$/);
    const stored = await fetch(new URL(`/api/images/${avatar}`, String(baseURL)));
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  test('keeps the chosen picture after a failed upload and sends it again on Upload again', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await fresh(baseURL, testInfo.workerIndex);
    let fail = true;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/change-picture', async (route) => {
      if (!fail) return route.fallback();
      await held;
      await route.abort('connectionreset');
    });
    await openProfile(page, member);
    await panel(page)
      .getByLabel(t.changePicture)
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(32, 32) });
    // While it is on its way: the progress is shown and another file cannot be chosen.
    await expect(
      panel(page)
        .getByRole('status')
        .filter({ hasText: /^Uploading \d+%$/ }),
    ).toBeVisible();
    await expect(panel(page).getByLabel(t.changePicture)).toBeDisabled();
    release();
    await expect(page.getByRole('alert').filter({ hasText: t.uploadFailed })).toBeVisible();
    await expect(page.getByText(text.errors.network)).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: t.uploadAgain }).click();
    await expect(page.getByText('Profile picture updated successfully.')).toBeVisible();
    expect((await api(String(baseURL), 'get-picture', member.token)).data).toMatch(/\.png$/);
  });
});

test.describe('password', () => {
  test('offers a code e-mailed instead of the MPIN, and back (the way back in after a swapped factor)', async ({
    page,
  }) => {
    const sent: unknown[] = [];
    await page.route('**/api/change-password', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ json: { status: true, message: 'Password changed successfully.' } });
    });
    await openAs(page, 'mpindemo', '/user/profile?tab=password');
    const tab = panel(page);
    await expect(tab.getByRole('textbox', { name: text.secondFactor.label.mpin })).toBeVisible();
    await tab.getByRole('button', { name: t.useEmailedCode }).click();
    await expect(tab.getByRole('textbox', { name: text.secondFactor.label.otp })).toBeVisible();
    await expect(tab.getByRole('button', { name: t.requestOtp })).toBeVisible();
    await tab.getByLabel(t.password.current).fill('Demo@1234');
    await tab.getByLabel(t.password.new).fill('Other@1234');
    await tab.getByLabel(t.password.confirm).fill('Other@1234');
    await tab.getByRole('textbox', { name: text.secondFactor.label.otp }).fill('4321');
    await tab.getByRole('button', { name: t.password.submit }).click();
    await expect(page.getByText('Password changed successfully.')).toBeVisible();
    expect(sent).toEqual([{ currentpassword: 'Demo@1234', newpassword: 'Other@1234', otp: '4321' }]);
    await tab.getByRole('button', { name: t.useOwnFactor(text.secondFactor.label.mpin) }).click();
    await expect(tab.getByRole('textbox', { name: text.secondFactor.label.mpin })).toBeVisible();
  });

  test("refuses a confirmation that differs with 'Password not matching with new password' and sends nothing", async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/change-password')) sent.push(request.url());
    });
    await openAs(page, 'demo', '/user/profile?tab=password');
    const tab = panel(page);
    await tab.getByLabel(t.password.current).fill('Demo@1234');
    await tab.getByLabel(t.password.new).fill('Newpass@1');
    await tab.getByLabel(t.password.confirm).fill('Newpass@2');
    await tab.getByLabel(text.secondFactor.label.otp).fill('1234');
    await tab.getByRole('button', { name: t.password.submit }).click();
    await expect(tab.getByText(t.passwordMismatch)).toBeVisible();
    await expect(tab.getByLabel(t.password.new)).toHaveValue('Newpass@1');
    expect(sent).toEqual([]);
  });

  test('marks every empty field as required', async ({ page }) => {
    await openAs(page, 'demo', '/user/profile?tab=password');
    await panel(page).getByRole('button', { name: t.password.submit }).click();
    await expect(panel(page).getByText(t.required)).toHaveCount(4);
  });

  test('changes the password with the MPIN, without sending the confirmation', async ({ page, baseURL }, testInfo) => {
    const member = await fresh(baseURL, testInfo.workerIndex, true);
    let body: Record<string, unknown> = {};
    page.on('request', (request) => {
      if (request.url().endsWith('/api/change-password')) body = request.postDataJSON() as Record<string, unknown>;
    });
    await openProfile(page, member, '?tab=password');
    const tab = panel(page);
    await tab.getByLabel(t.password.current).fill('wrong-password');
    await tab.getByLabel(t.password.new).fill('Changed@123');
    await tab.getByLabel(t.password.confirm).fill('Changed@123');
    await tab.getByLabel(text.secondFactor.label.mpin).fill('12ab34');
    await expect(tab.getByLabel(text.secondFactor.label.mpin)).toHaveValue('1234');
    await tab.getByRole('button', { name: t.password.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The current password is incorrect.' })).toBeVisible();
    await expect(tab.getByLabel(t.password.new)).toHaveValue('Changed@123');
    await tab.getByLabel(t.password.current).fill(member.password);
    await tab.getByRole('button', { name: t.password.submit }).click();
    await expect(page.getByText('Password changed successfully.')).toBeVisible();
    expect(Object.keys(body).sort()).toEqual(['currentpassword', 'mpin', 'newpassword']);
    await expect(tab.getByLabel(t.password.new)).toHaveValue('');
    expect(await passwordWorks(baseURL, member.username, 'Changed@123')).toBe(true);
    expect(await passwordWorks(baseURL, member.username, member.password)).toBe(false);
  });

  test('lets an OTP member request a code and change the password with it', async ({ page, baseURL }, testInfo) => {
    // The sign-in code of a new member starts the server's 60-second cool-down for codes.
    const member = await fresh(baseURL, testInfo.workerIndex);
    await openProfile(page, member, '?tab=password');
    const tab = panel(page);
    await expect(tab.getByLabel(text.secondFactor.label.otp)).toBeVisible();
    await tab.getByRole('button', { name: t.requestOtp }).click();
    // Within the cool-down the server refuses, and says so; the link stays usable.
    await expect(page.getByText(/Please wait \d+ seconds/)).toBeVisible();
    await expect(tab.getByRole('button', { name: t.requestOtp })).toBeEnabled();
    // Disabled while it sent, the link has focus back, not the page.
    await expect(tab.getByRole('button', { name: t.requestOtp })).toBeFocused();
    await tab.getByLabel(t.password.current).fill(member.password);
    await tab.getByLabel(t.password.new).fill('ByOtp@123');
    await tab.getByLabel(t.password.confirm).fill('ByOtp@123');
    await waitOutCooldown(String(baseURL), member.username);
    await tab.getByRole('button', { name: t.requestOtp }).click();
    await expect(page.getByText('OTP sent to your registered e-mail.')).toBeVisible();
    await expect(tab.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
    // The link waits out its cool-down disabled: focus is on the code, the next step.
    await expect(tab.getByLabel(text.secondFactor.label.otp)).toBeFocused();
    await tab.getByLabel(text.secondFactor.label.otp).fill(await readMailbox(String(baseURL), member.username, 'otp'));
    await tab.getByRole('button', { name: t.password.submit }).click();
    await expect(page.getByText('Password changed successfully.')).toBeVisible();
    expect(await passwordWorks(baseURL, member.username, 'ByOtp@123')).toBe(true);
  });
});

test.describe('MPIN', () => {
  test("changes the MPIN (4 digits), refusing a mismatch with 'MPIN not matching with new Pin'", async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await fresh(baseURL, testInfo.workerIndex);
    const sent: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/change-secondary-password'))
        sent.push(request.postDataJSON() as Record<string, unknown>);
    });
    await openProfile(page, member, '?tab=mpin');
    const tab = panel(page);
    await tab.getByLabel(t.mpin.old).fill('1234');
    await tab.getByLabel(t.mpin.new).fill('56a789');
    await expect(tab.getByLabel(t.mpin.new)).toHaveValue('5678');
    await tab.getByLabel(t.mpin.confirm).fill('5679');
    await tab.getByRole('button', { name: t.mpin.submit }).click();
    await expect(tab.getByText(t.mpinMismatch)).toBeVisible();
    expect(sent).toEqual([]);
    await tab.getByLabel(t.mpin.confirm).fill('5678');
    await tab.getByRole('button', { name: t.mpin.submit }).click();
    await expect(page.getByText('MPIN changed successfully.')).toBeVisible();
    expect(sent).toEqual([{ old_password: '1234', spassword: '5678', spassword_confirmation: '5678' }]);
    // The old MPIN no longer works.
    await tab.getByLabel(t.mpin.old).fill('1234');
    await tab.getByLabel(t.mpin.new).fill('1111');
    await tab.getByLabel(t.mpin.confirm).fill('1111');
    await tab.getByRole('button', { name: t.mpin.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The old MPIN is incorrect.' })).toBeVisible();
  });

  test('asks for the account password instead when the member has no MPIN yet', async ({ page }) => {
    await page.route('**/api/authentication', (route) =>
      route.fulfill({ json: { status: true, data: 'otp', more_details: { authenticator: 0, mpin: 0 } } }),
    );
    await openAs(page, 'demo', '/user/profile?tab=mpin');
    await expect(panel(page).getByText(t.mpin.noMpinYet)).toBeVisible();
    await expect(panel(page).getByLabel(t.mpin.oldPassword)).toBeVisible();
  });
});

test.describe('authentication', () => {
  test('switches to OTP only with the current MPIN, keeps the type in the session, and asks for an OTP afterwards', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await fresh(baseURL, testInfo.workerIndex, true);
    await openProfile(page, member, '?tab=authentication');
    const tab = panel(page);
    await expect(tab.getByRole('radio', { name: t.auth.options.mpin })).toBeChecked();
    await tab.getByRole('radio', { name: t.auth.options.otp }).click();
    await expect(tab.getByText(t.factorNeeded)).toBeVisible();
    await tab.getByRole('button', { name: t.auth.submit }).click();
    await expect(tab.getByText(t.required)).toBeVisible();
    await tab.getByRole('textbox', { name: text.secondFactor.label.mpin }).fill('9999');
    await tab.getByRole('button', { name: t.auth.submit }).click();
    await expect(page.getByText('Invalid MPIN.').first()).toBeVisible();
    expect((await api(String(baseURL), 'authentication', member.token)).data).toBe('mpin');
    await tab.getByRole('textbox', { name: text.secondFactor.label.mpin }).fill('1234');
    await tab.getByRole('button', { name: t.auth.submit }).click();
    await expect(page.getByText('Authentication type updated successfully.')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('auth_type'))).toBe('otp');
    expect((await api(String(baseURL), 'authentication', member.token)).data).toBe('otp');
    await page.getByRole('tab', { name: t.tabs.password }).click();
    await expect(panel(page).getByLabel(text.secondFactor.label.otp)).toBeVisible();
  });

  test("sends the member to 2FA Setting with 'Please Setup Your 2FA Authenticator' when 2FA is not set up", async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await fresh(baseURL, testInfo.workerIndex);
    await openProfile(page, member, '?tab=authentication');
    await panel(page).getByRole('radio', { name: t.auth.options.authenticator }).click();
    await panel(page).getByRole('button', { name: t.auth.submit }).click();
    await expect(page.getByText(t.setup2fa)).toBeVisible();
    await expect(page.getByRole('tab', { name: t.tabs.twoFa })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=2fa$/);
  });

  test("sends the member to MPIN with 'Please Setup Your MPIN' when the server says so", async ({ page }) => {
    await page.route('**/api/authentication', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            json: { status: false, msg: 'Please Setup Your MPIN', errors: { type: ['Please Setup Your MPIN'] } },
          })
        : route.fallback(),
    );
    await openAs(page, 'demo', '/user/profile?tab=authentication');
    await panel(page).getByRole('radio', { name: t.auth.options.mpin }).click();
    // The change takes the current factor (demo's e-mailed code; the answer here is the route's).
    await panel(page).getByRole('textbox', { name: text.secondFactor.label.otp }).fill('1234');
    await panel(page).getByRole('button', { name: t.auth.submit }).click();
    await expect(page.getByText(t.setupMpin)).toBeVisible();
    await expect(page.getByRole('tab', { name: t.tabs.mpin })).toHaveAttribute('aria-selected', 'true');
  });

  test("says 'Please Select Correct Option.' when no type is chosen", async ({ page }) => {
    await page.route('**/api/authentication', (route) =>
      route.fulfill({ json: { status: true, data: 'sms', more_details: { authenticator: true, mpin: true } } }),
    );
    await openAs(page, 'demo', '/user/profile?tab=authentication');
    await expect(panel(page).getByRole('radio', { checked: true })).toHaveCount(0);
    await panel(page).getByRole('button', { name: t.auth.submit }).click();
    await expect(page.getByText(t.selectOption)).toBeVisible();
  });
});

test.describe('withdraw setting', () => {
  test('saves a crypto address with the read-only BEP20 network, and a bank account', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await fresh(baseURL, testInfo.workerIndex, true);
    await openProfile(page, member, '?tab=withdraw');
    const tab = panel(page);
    await expect(tab.getByRole('radio', { name: t.withdraw.types.crypto })).toBeChecked();
    await expect(tab.getByLabel(t.withdraw.coin_name)).toHaveValue('USDT BEP20');
    await expect(tab.getByLabel(t.withdraw.coin_name)).toHaveAttribute('readonly', '');
    await tab.getByLabel(t.withdraw.coin_address).fill('0x123');
    await tab.getByLabel(text.secondFactor.label.mpin).fill('1234');
    await tab.getByRole('button', { name: t.withdraw.submit }).click();
    await expect(tab.getByText('Enter a BEP20 address: 0x followed by 40 hexadecimal characters.')).toBeVisible();
    const address = `0x${'a1'.repeat(20)}`;
    await tab.getByLabel(t.withdraw.coin_address).fill(address);
    await tab.getByRole('button', { name: t.withdraw.submit }).click();
    await expect(page.getByText('Withdraw setting saved successfully.')).toBeVisible();
    let user = (await api(String(baseURL), 'user', member.token)).data as { profile: Record<string, unknown> };
    expect(user.profile).toMatchObject({ account_type: 'crypto', withdrawal_address: address });

    await tab.getByRole('radio', { name: t.withdraw.types.bank }).click();
    await tab.getByRole('button', { name: t.withdraw.submit }).click();
    await expect(tab.getByText(t.required)).toHaveCount(5);
    await tab.getByLabel(t.withdraw.ac_no).fill('12-3456-7890');
    await expect(tab.getByLabel(t.withdraw.ac_no)).toHaveValue('1234567890');
    await tab.getByLabel(t.withdraw.bank_name).fill('Equity Bank');
    await tab.getByLabel(t.withdraw.holder_name).fill('Test Member');
    await tab.getByLabel(t.withdraw.ifsc).fill('eqbl0001');
    await expect(tab.getByLabel(t.withdraw.ifsc)).toHaveValue('EQBL0001');
    await tab.getByRole('textbox', { name: text.secondFactor.label.mpin }).fill('9999');
    await tab.getByRole('button', { name: t.withdraw.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid MPIN.' })).toBeVisible();
    await expect(tab.getByLabel(t.withdraw.bank_name)).toHaveValue('Equity Bank');
    await tab.getByLabel(text.secondFactor.label.mpin).fill('1234');
    // The first save's message may still be showing: wait for this save's answer, not the text.
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/withdraw-setting') && response.request().method() === 'POST',
    );
    await tab.getByRole('button', { name: t.withdraw.submit }).click();
    expect((await (await saved).json()).status).toBe(true);
    await expect(page.getByText('Withdraw setting saved successfully.').first()).toBeVisible();
    user = (await api(String(baseURL), 'user', member.token)).data as { profile: Record<string, unknown> };
    expect(user.profile).toMatchObject({
      account_type: 'bank',
      ac_no: '1234567890',
      bank_name: 'Equity Bank',
      holder_name: 'Test Member',
      ifsc: 'EQBL0001',
    });
  });

  test('shows the saved account and the OTP link for an OTP member', async ({ page }) => {
    await openAs(page, 'demo', '/user/profile?tab=withdraw');
    const tab = panel(page);
    await expect(tab.getByLabel(t.withdraw.coin_address)).toHaveValue('0x8a9d5e1b3c4f6a7b8c9d0e1f2a3b4c5d6e7f8a9b');
    await expect(tab.getByLabel(text.secondFactor.label.otp)).toBeVisible();
    await expect(tab.getByRole('button', { name: t.requestOtp })).toBeVisible();
  });
});

test.describe('profile errors', () => {
  test('shows a message and a working Try again when the profile cannot be loaded', async ({ page }) => {
    let fail = true;
    await page.route('**/api/user', (route) => (fail ? route.abort('connectionrefused') : route.fallback()));
    await openAs(page, 'demo', '/user/profile');
    await expect(page.getByRole('alert').filter({ hasText: t.loadFailed })).toContainText(text.errors.network);
    fail = false;
    await page.getByRole('button', { name: text.common.retry }).click();
    await expect(panel(page).getByRole('textbox', { name: t.fields.name, exact: true })).toHaveValue('Demo Member');
  });

  test('says the answer could not be read when GET user is malformed', async ({ page }) => {
    await page.route('**/api/user', (route) => route.fulfill({ json: { status: true, data: ['not', 'a', 'member'] } }));
    await openAs(page, 'demo', '/user/profile');
    await expect(page.getByRole('alert').filter({ hasText: text.errors.shape })).toBeVisible();
    await expect(page.getByRole('button', { name: text.common.retry })).toBeVisible();
  });

  test("says the catalogue's success text when the server's answer has no message of its own", async ({ page }) => {
    await page.route('**/api/update-profile', (route) => route.fulfill({ json: { status: true } }));
    await openAs(page, 'demo', '/user/profile');
    const form = panel(page);
    await expect(form.getByRole('textbox', { name: t.fields.name, exact: true })).toHaveValue('Demo Member');
    await form.getByRole('button', { name: t.update }).click();
    await expect(page.getByText(t.done.profile)).toBeVisible();
  });

  test("shows the server's text on a refused update and keeps the form, and stops on a 401", async ({ page }) => {
    await page.route('**/api/update-profile', (route) =>
      route.fulfill({ json: { status: false, message: 'Profile changes are locked.' } }),
    );
    await openAs(page, 'demo', '/user/profile');
    const form = panel(page);
    await form.getByLabel(t.fields.city).fill('Mumbai');
    await form.getByRole('button', { name: t.update }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Profile changes are locked.' })).toBeVisible();
    await expect(form.getByLabel(t.fields.city)).toHaveValue('Mumbai');
    await page.unroute('**/api/update-profile');
    await page.route('**/api/update-profile', (route) =>
      route.fulfill({ status: 401, json: { status: false, msg: 401 } }),
    );
    await form.getByRole('button', { name: t.update }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(text.errors.unauthorized)).toBeVisible();
  });

  test('keeps the typed password fields when the network drops', async ({ page }) => {
    await page.route('**/api/change-password', (route) => route.abort('internetdisconnected'));
    await openAs(page, 'demo', '/user/profile?tab=password');
    const tab = panel(page);
    await tab.getByLabel(t.password.current).fill('Demo@1234');
    await tab.getByLabel(t.password.new).fill('Other@123');
    await tab.getByLabel(t.password.confirm).fill('Other@123');
    await tab.getByLabel(text.secondFactor.label.otp).fill('1234');
    await tab.getByRole('button', { name: t.password.submit }).click();
    await expect(page.getByText(text.errors.network)).toBeVisible();
    await expect(tab.getByLabel(t.password.confirm)).toHaveValue('Other@123');
    await expect(tab.getByLabel(text.secondFactor.label.otp)).toHaveValue('1234');
    await expect(tab.getByRole('button', { name: t.password.submit })).toBeEnabled();
  });

  test('shows a field error from an errors object beside its field (withdraw setting)', async ({ page }) => {
    await page.route('**/api/withdraw-setting', (route) =>
      route.fulfill({ status: 422, json: { status: 0, errors: { coin_address: ['This address is blocked.'] } } }),
    );
    await openAs(page, 'demo', '/user/profile?tab=withdraw');
    const tab = panel(page);
    await tab.getByLabel(text.secondFactor.label.otp).fill('1234');
    await tab.getByRole('button', { name: t.withdraw.submit }).click();
    await expect(tab.getByText('This address is blocked.')).toBeVisible();
    await expect(tab.getByLabel(t.withdraw.coin_address)).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('profile layout', () => {
  // One visit per width, each tab chosen in turn (opening a tab by its address: 'profile tabs' above).
  for (const width of [360, 1280]) {
    const axe = width === 1280;
    test(`every tab fits ${width}px without sideways scrolling of the page${axe ? ', with no axe violations' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await openAs(page, 'demo', '/user/profile');
      for (const tab of Object.values(t.tabs)) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
        await expect(panel(page).getByRole('heading').first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(width);
        if (!axe) continue;
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), tab).toEqual([]);
      }
    });
  }
});
