import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { hold, holdScripts, readMailbox } from './support/members.ts';
import { FRESH_SPONSOR, fillSlot, freshName, hydrated, registerMember } from './support/auth.ts';
import { withoutAutoPlacement } from './support/placement.ts';

const t = text.auth;

// The register page on a backend with the spec's endpoints only: Parent is asked. Where the backend
// places (the reference server's auto placement): auth-register-placement.spec.ts.
test.beforeEach(({ page }) => withoutAutoPlacement(page));

async function openRegister(page: Page, query = ''): Promise<void> {
  await page.goto(`/register${query}`);
  await hydrated(page, 'RegisterForm');
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Fills everything but the placement fields. */
async function fillMember(page: Page, username: string): Promise<void> {
  await field(page, t.name).fill('Fresh Member');
  await field(page, t.username).fill(username);
  await field(page, t.email).fill(`${username}@example.test`);
  await page.getByLabel(t.country).selectOption({ label: 'India (+91)' });
  await field(page, t.phone).press('End');
  await field(page, t.phone).pressSequentially('9876543210');
  await page.getByRole('textbox', { name: t.password, exact: true }).fill('Fresh@1234');
}

async function fillPlacement(page: Page, sponsor: string, parent: string, position: 'L' | 'R'): Promise<void> {
  await field(page, t.sponsor).fill(sponsor);
  await page.getByRole('radio', { name: position === 'L' ? t.left : t.right }).check();
  await field(page, t.parent).fill(parent);
  await field(page, t.parent).blur();
}

async function withPlan(
  page: Page,
  flags: { binary?: number; user_count?: number; email_required?: number },
): Promise<void> {
  await page.route('**/api/pre-register', (route) =>
    route.fulfill({ json: { status: true, binary: 1, single_leg: 1, user_count: 5, email_required: 1, ...flags } }),
  );
}

/** A refused place, however it is worded: said once on the whole page (no toast, hint and error). */
const takenPlace = (page: Page) => page.getByText(/already (taken|filled)/);

for (const device of [
  { name: 'phone', use: { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true } },
  { name: 'desktop', use: { viewport: { width: 1366, height: 850 } } },
]) {
  test.describe(`register from a referral link on a ${device.name}`, () => {
    test.use(device.use);

    test('fills in the sponsor as parent, explains Parent, and says once that both sides are filled and what to do', async ({
      page,
    }) => {
      let sent = false;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/register')) sent = true;
      });
      await openRegister(page, '?u=mpindemo&p=L');
      await expect(field(page, t.sponsor)).toHaveValue('mpindemo');
      await expect(field(page, t.parent)).toHaveValue('mpindemo');
      await expect(page.getByRole('radio', { name: t.left })).toBeChecked();
      // What Parent means is on the page, tied to the field.
      await expect(field(page, t.parent)).toHaveAccessibleDescription(
        new RegExp(t.parentHint.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      const advice = page.getByText(
        text.placementAdvice.bothTaken('The left position under mpindemo is already taken.', 'mpindemo'),
      );
      await expect(advice).toBeVisible();
      await expect(takenPlace(page)).toHaveCount(1);
      await expect(field(page, t.parent)).toHaveAttribute('aria-invalid', 'true');
      // Register does not send a place known to be refused, nor say it again: it goes to Parent.
      await fillMember(page, freshName('reflink'));
      await page.getByRole('button', { name: t.register }).click();
      await expect(field(page, t.parent)).toBeFocused();
      await expect(advice).toBeInViewport();
      await expect(takenPlace(page)).toHaveCount(1);
      expect(sent).toBe(false);
    });

    test("fills in the link's parent, says its place is taken, offers the free side or a new link, and accepts the free side", async ({
      page,
      baseURL,
    }) => {
      const parent = await registerMember(baseURL!, 'linkparent', { publish: false });
      await fillSlot(baseURL!, parent, 'L');
      await openRegister(page, `?u=${FRESH_SPONSOR}&p=L&parent=${parent}`);
      await expect(field(page, t.parent)).toHaveValue(parent);
      await expect(
        page.getByText(
          `The left position under ${parent} is already taken. The other place under the same member is free: choose Right, or ask ${FRESH_SPONSOR} for a new link.`,
        ),
      ).toBeVisible();
      // The check cannot tell when the place was taken, and the page does not pretend to.
      await expect(page.getByText(/moment ago/)).toHaveCount(0);
      await expect(takenPlace(page)).toHaveCount(1);
      const right = page.getByRole('radio', { name: t.right });
      if (device.use.viewport.width < 500) await right.tap();
      else await right.check();
      await expect(page.getByText('Placement available.')).toBeVisible();
      await expect(takenPlace(page)).toHaveCount(0);
      await expect(field(page, t.parent)).not.toHaveAttribute('aria-invalid');
    });
  });
}

test.describe('register', () => {
  test('asks for every required field with the spec messages', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/register')) sent = true;
    });
    await openRegister(page);
    await page.getByRole('button', { name: t.register }).click();
    for (const message of [
      t.nameRequired,
      t.usernameRequiredRegister,
      t.emailRequired,
      t.countryRequired,
      t.phoneRequired,
      t.passwordRequired,
      t.sponsorRequired,
      t.positionRequired,
      t.parentRequired,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // With e-mail verification on, the MPIN is optional.
    await expect(page.getByText(t.mpinRequired)).toHaveCount(0);
    await expect(field(page, t.name)).toBeFocused();
    expect(sent).toBe(false);
  });

  test('strips what each field does not accept as it is typed', async ({ page }) => {
    await openRegister(page);
    const cases: [string, string, string][] = [
      [t.name, 'Ann3 Lee!', 'Ann Lee'],
      [t.username, 'ab_c-1 x', 'abc1x'],
      [t.email, 'a+b c@x_y.com', 'abc@xy.com'],
      [t.phone, '+91 (98) 7-6', '+919876'],
      [t.sponsor, 'spon.sor-1', 'sponsor1'],
      [t.parent, 'par ent!2', 'parent2'],
    ];
    for (const [label, typed, kept] of cases) {
      await field(page, label).pressSequentially(typed);
      await expect(field(page, label)).toHaveValue(kept);
    }
    const mpin = page.getByLabel(t.spassword);
    await mpin.pressSequentially('1a2b34');
    await expect(mpin).toHaveValue('1234');
  });

  test('fills the phone with the calling code of the chosen country', async ({ page }) => {
    await openRegister(page);
    const country = page.getByLabel(t.country);
    await expect(country.getByRole('option', { name: 'India (+91)' })).toBeAttached();
    await country.selectOption({ label: 'India (+91)' });
    await expect(field(page, t.phone)).toHaveValue('+91');
    await field(page, t.phone).press('End');
    await field(page, t.phone).pressSequentially('98765');
    await country.selectOption({ label: 'United States (+1)' });
    await expect(field(page, t.phone)).toHaveValue('+198765');
  });

  test('asks for its country list and plan from the page head, before its scripts arrive, and once', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && request.method() === 'GET') asked.push(url.pathname);
    });
    const release = await holdScripts(page);
    await page.goto('/register', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // No script has run yet, and the two calls are already on their way.
    await expect
      .poll(() => asked.filter((path) => path === '/api/country' || path === '/api/pre-register').sort())
      .toEqual(['/api/country', '/api/pre-register']);
    release();
    await hydrated(page, 'RegisterForm');
    await expect(page.getByLabel(t.country).getByRole('option', { name: 'India (+91)' })).toBeAttached();
    await page.waitForLoadState('networkidle');
    // The island took the head's answers rather than asking again.
    expect(asked.filter((path) => path === '/api/country')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/pre-register')).toHaveLength(1);
  });

  test('keeps a country typed before the list has arrived, and chooses it when it comes', async ({ page }) => {
    // The country list is held back: the form is up, the list has only its placeholder.
    const release = await hold(page, '**/api/country');
    await openRegister(page);
    const country = page.getByRole('combobox', { name: t.country });
    await expect(country).toHaveAttribute('aria-busy', 'true');
    await country.focus();
    await page.keyboard.type('Ind');
    await expect(country).toHaveValue('');
    release();
    await expect(country.locator('option:checked')).toHaveText('India (+91)');
    await expect(country).not.toHaveAttribute('aria-busy', 'true');
    await expect(field(page, t.phone)).toHaveValue('+91');
    // The arrived list is the browser's own again: the next country is a key away, its code replacing India's.
    await expect(country).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(country.locator('option:checked')).toHaveText('Indonesia (+62)');
    await expect(field(page, t.phone)).toHaveValue('+62');
  });

  test('keeps what is typed on the country list between the island coming to life and its first effects', async ({
    page,
  }) => {
    // React's devtools hook is told of each commit; at the form's first one, before its effects have
    // run, the member's keys land on the focused list (as they can on a busy phone).
    await page.addInitScript(() => {
      const hook = {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        typed: false,
        inject: () => 1,
        checkDCE: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: (_renderer: number, root: { containerInfo: Node }) => {
          const list = document.activeElement;
          if (hook.typed || !(list instanceof HTMLSelectElement) || !root.containerInfo.contains(list)) return;
          hook.typed = true;
          for (const key of 'Ind') list.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
        },
      };
      Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook });
    });
    const releaseList = await hold(page, '**/api/country');
    const release = await holdScripts(page);
    await page.goto('/register', { waitUntil: 'commit' });
    const country = page.getByRole('combobox', { name: t.country });
    await country.focus();
    release();
    await page.waitForFunction(() => Reflect.get(Reflect.get(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__'), 'typed'));
    releaseList();
    await expect(country.locator('option:checked')).toHaveText('India (+91)');
    await expect(field(page, t.phone)).toHaveValue('+91');
  });

  test('checks whether the username is available while it is typed', async ({ page }) => {
    await openRegister(page);
    const username = field(page, t.username);
    await username.fill('demo');
    await expect(page.getByText(t.notAvailable, { exact: true })).toBeVisible();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await username.fill(freshName('free'));
    await expect(page.getByText(t.available, { exact: true })).toBeVisible();
    await expect(username).not.toHaveAttribute('aria-invalid');
  });

  test('checks the sponsor and shows who it is', async ({ page }) => {
    await openRegister(page);
    await field(page, t.sponsor).fill('demo');
    await expect(page.getByText(t.sponsorAvailable('Demo Member (demo)'))).toBeVisible();
    await field(page, t.sponsor).fill('nosuchsponsor');
    await expect(page.getByText(t.notAvailable, { exact: true })).toBeVisible();
  });

  test("refuses an unverified sponsor with 'Check all input fileds.'", async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/register')) sent = true;
    });
    await openRegister(page);
    await fillMember(page, freshName('nosp'));
    await fillPlacement(page, 'nosuchsponsor', 'demo', 'L');
    await page.getByRole('button', { name: t.register }).click();
    await expect(page.getByRole('alert').getByText(text.errors.checkInputs)).toBeVisible();
    await expect(field(page, t.sponsor)).toBeFocused();
    expect(sent).toBe(false);
  });

  test('keeps the server\u2019s reason for a refused place, and says both sides are filled only when both checks say so', async ({
    page,
  }) => {
    // The other side is refused for a reason of its own: not "both sides filled".
    await page.route('**/api/check-demo-demo-R-placement', (route) =>
      route.fulfill({ json: { status: false, message: 'Placement is closed for maintenance.', data: null } }),
    );
    await openRegister(page);
    await fillPlacement(page, 'demo', 'demo', 'L');
    const refusal = page.getByText(/^The left position under demo is already taken\./);
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(text.placementAdvice.placementRefused('').trim());
    await expect(page.getByText(/Both sides/)).toHaveCount(0);
    // Both checks say their side is taken: now both sides are filled, after the server's reason.
    await page.unroute('**/api/check-demo-demo-R-placement');
    await field(page, t.parent).fill('');
    await fillPlacement(page, 'demo', 'demo', 'L');
    await expect(
      page.getByText('The left position under demo is already taken. Both sides under demo are filled.', {
        exact: false,
      }),
    ).toBeVisible();
  });

  test('checks the placement when the parent field is left', async ({ page, baseURL }) => {
    const parent = await registerMember(baseURL!, 'place', { publish: false });
    await openRegister(page);
    // Slot taken: both of demo's own slots hold members of the seeded team.
    await fillPlacement(page, 'demo', 'demo', 'L');
    await expect(
      page.getByText(text.placementAdvice.bothTaken('The left position under demo is already taken.', 'demo')),
    ).toBeVisible();
    // Parent outside the sponsor's team.
    await fillPlacement(page, 'demo', 'outsider', 'R');
    await expect(page.getByText('Parent is not in the sponsor\u2019s team.')).toBeVisible();
    await expect(field(page, t.parent)).toHaveAttribute('aria-invalid', 'true');
    // A free slot under the sponsor's team.
    await fillPlacement(page, FRESH_SPONSOR, parent, 'L');
    await expect(page.getByText('Placement available.')).toBeVisible();
    await expect(field(page, t.parent)).not.toHaveAttribute('aria-invalid');
  });

  test('prefills sponsor and position from a referral link and leaves utm parameters alone', async ({ page }) => {
    await openRegister(page, '?u=demo&p=r&utm_source=whatsapp&utm_campaign=spring');
    await expect(field(page, t.sponsor)).toHaveValue('demo');
    await expect(page.getByRole('radio', { name: t.right })).toBeChecked();
    await expect(page.getByText(t.sponsorAvailable('Demo Member (demo)'))).toBeVisible();
    expect(new URL(page.url()).search).toBe('?u=demo&p=r&utm_source=whatsapp&utm_campaign=spring');
  });

  test('registers a member, remembers the username and sends them to verify the e-mail, then to sign in', async ({
    page,
    baseURL,
  }) => {
    const parent = await registerMember(baseURL!, 'regparent', { publish: false });
    const username = freshName('joined');
    await openRegister(page);
    await fillMember(page, username);
    await fillPlacement(page, FRESH_SPONSOR, parent, 'R');
    await expect(page.getByText('Placement available.')).toBeVisible();
    const request = page.waitForRequest('**/api/register');
    await page.getByRole('button', { name: t.register }).click();
    expect((await request).postDataJSON()).toEqual({
      name: 'Fresh Member',
      username,
      email: `${username}@example.test`,
      phone: '+919876543210',
      country: '1',
      password: 'Fresh@1234',
      sponsor: FRESH_SPONSOR,
      position: 'R',
      parent,
    });
    await expect(page).toHaveURL(/\/verifyEmail$/);
    await expect(page.getByText('Registered successfully. Enter the code sent to your e-mail.')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('username'))).toBe(username);
    // The whole code sends itself.
    await page.getByLabel(text.ui.digitOf(1, 4)).fill(await readMailbox(baseURL!, username, 'verify'));
    await expect(page).toHaveURL(/\/login$/);
  });

  test('adds no rules of its own: a short password, a short phone and an e-mail without a dot are sent and accepted', async ({
    page,
    baseURL,
  }) => {
    const parent = await registerMember(baseURL!, 'shortparent', { publish: false });
    const username = freshName('sh');
    await openRegister(page);
    await fillMember(page, username);
    await field(page, t.email).fill(`${username}@example`);
    await field(page, t.phone).fill('+9112');
    await page.getByRole('textbox', { name: t.password, exact: true }).fill('abc');
    await fillPlacement(page, FRESH_SPONSOR, parent, 'L');
    await expect(page.getByText('Placement available.')).toBeVisible();
    const request = page.waitForRequest('**/api/register');
    await page.getByRole('button', { name: t.register }).click();
    expect((await request).postDataJSON()).toMatchObject({
      username,
      email: `${username}@example`,
      phone: '+9112',
      password: 'abc',
    });
    await expect(page).toHaveURL(/\/verifyEmail$/);
  });

  test('a refused registration shows the first field error and keeps everything typed', async ({ page, baseURL }) => {
    const parent = await registerMember(baseURL!, 'dupparent', { publish: false });
    const username = freshName('dup');
    await openRegister(page);
    await fillMember(page, username);
    await field(page, t.email).fill('demo@example.test');
    await fillPlacement(page, FRESH_SPONSOR, parent, 'L');
    await page.getByRole('button', { name: t.register }).click();
    await expect(page.getByRole('alert').getByText('The email has already been taken.')).toBeVisible();
    await expect(field(page, t.email)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/register$/);
    await expect(field(page, t.username)).toHaveValue(username);
    await expect(field(page, t.email)).toHaveValue('demo@example.test');
    await expect(page.getByRole('textbox', { name: t.password, exact: true })).toHaveValue('Fresh@1234');
    await expect(field(page, t.parent)).toHaveValue(parent);
    await expect(page.getByRole('radio', { name: t.left })).toBeChecked();
  });

  test('requires the MPIN and goes to sign in when the plan does not verify e-mails', async ({ page, baseURL }) => {
    await withPlan(page, { email_required: 0 });
    const parent = await registerMember(baseURL!, 'mpinparent', { publish: false });
    const username = freshName('nomail');
    await openRegister(page);
    await fillMember(page, username);
    await fillPlacement(page, FRESH_SPONSOR, parent, 'L');
    await page.getByRole('button', { name: t.register }).click();
    await expect(page.getByText(t.mpinRequired)).toBeVisible();
    await expect(page.getByLabel(t.spassword)).toBeFocused();
    await page.getByLabel(t.spassword).fill('4321');
    const request = page.waitForRequest('**/api/register');
    await page.getByRole('button', { name: t.register }).click();
    expect((await request).postDataJSON()).toMatchObject({ username, spassword: '4321' });
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('username'))).toBe(username);
  });

  test('has no position without the binary plan', async ({ page }) => {
    await withPlan(page, { binary: 0 });
    await openRegister(page);
    await expect(page.getByRole('radio', { name: t.left })).toHaveCount(0);
    await expect(page.getByRole('group', { name: t.position })).toHaveCount(0);
    await expect(field(page, t.sponsor)).toBeVisible();
    await expect(field(page, t.parent)).toBeVisible();
    await page.getByRole('button', { name: t.register }).click();
    await expect(page.getByText(t.sponsorRequired)).toBeVisible();
    await expect(page.getByText(t.positionRequired)).toHaveCount(0);
  });

  test('has no sponsor or placement and needs no verified sponsor while there are no users yet', async ({ page }) => {
    await withPlan(page, { user_count: 0 });
    await page.route('**/api/register', (route) =>
      route.fulfill({ json: { status: true, username: 'firstmember', message: 'Registered successfully.' } }),
    );
    await openRegister(page);
    await expect(field(page, t.sponsor)).toHaveCount(0);
    await expect(field(page, t.parent)).toHaveCount(0);
    await expect(page.getByRole('radio', { name: t.left })).toHaveCount(0);
    await fillMember(page, 'firstmember');
    const request = page.waitForRequest('**/api/register');
    await page.getByRole('button', { name: t.register }).click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['country', 'email', 'name', 'password', 'phone', 'username']);
    await expect(page).toHaveURL(/\/verifyEmail$/);
  });

  test('links to sign in', async ({ page }) => {
    await openRegister(page);
    await page.getByRole('link', { name: t.signIn }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
