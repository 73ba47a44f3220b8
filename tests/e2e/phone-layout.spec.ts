/**
 * Phones and keyboards: reflow at 320 px right to left, target sizes, money formats, toasts and file fields.
 * Every page's reflow at 320 px left to right is checked on its visit in routes.spec.ts.
 */
import { hydrated } from './support/auth.ts';
import { test, expect, type Page } from '@playwright/test';
import { openAs, sessionOf, useSession, walk } from './support/members.ts';
import { expectAmountsSeparated, expectTargets, targetBoxes } from './support/targets.ts';
import * as text from '../../src/lib/text.ts';

async function documentWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Turns the page right to left, as a right-to-left language will (the styles say start/end, not left/right). */
async function rightToLeft(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => (document.documentElement.dir = 'rtl'));
}

/** How an element's text runs: its direction and whether it is isolated from the text around it. */
const bidi = (element: Element) => [getComputedStyle(element).direction, getComputedStyle(element).unicodeBidi];

test.describe('right to left at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test('the dashboard mirrors without scrolling sideways, and its figures still read left to right', async ({
    page,
  }) => {
    await openAs(page, 'demo', '/user/dashboard');
    const stats = page.getByRole('list', { name: text.dashboard.statsLabel });
    await expect(stats).toBeVisible();
    await rightToLeft(page);
    expect(await documentWidth(page)).toBeLessThanOrEqual(320);
    // The header mirrors: from the right (the start edge) the menu button, the portal's name, then the
    // member's name; the member's links take the second row of a phone's header.
    const menuButton = page.getByRole('button', { name: text.shell.menu });
    const boxOf = async (name: string) => (await page.getByRole('banner').getByRole('link', { name }).boundingBox())!;
    const [menuBox, portal, profile, member] = [
      (await menuButton.boundingBox())!,
      await boxOf('Member Portal'),
      await boxOf(text.shell.myProfile),
      (await page.getByRole('banner').getByText('demo', { exact: true }).boundingBox())!,
    ];
    expect(menuBox.x + menuBox.width).toBeGreaterThan(300);
    expect(portal.x + portal.width).toBeLessThanOrEqual(menuBox.x);
    expect(member.x + member.width).toBeLessThanOrEqual(portal.x);
    expect(profile.y).toBeGreaterThanOrEqual(portal.y + portal.height);
    // The menu opens along the right edge.
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: text.shell.mainMenu });
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(320);
    expect(box.x).toBeGreaterThan(0);
    // An amount reads left to right, isolated from the text around it.
    const figure = stats
      .getByRole('listitem')
      .filter({ hasText: text.dashboard.labels.pay_in_wallet })
      .locator('[dir=ltr]');
    await expect(figure).toHaveText(/^\$[\d,]+\.\d\d$/);
    expect(await figure.evaluate(bidi)).toEqual(['ltr', 'isolate']);
  });

  test('Manual Withdraw mirrors without scrolling sideways; the wallet address and the amount read left to right', async ({
    page,
  }) => {
    await openAs(page, 'demo', '/user/manualWithdraw');
    const address = page.getByText('0x8a9d5e1b3c4f6a7b8c9d0e1f2a3b4c5d6e7f8a9b', { exact: true });
    await expect(address).toBeVisible();
    await rightToLeft(page);
    expect(await documentWidth(page)).toBeLessThanOrEqual(320);
    expect(await address.evaluate(bidi)).toEqual(['ltr', 'isolate']);
    const amount = page.getByRole('textbox', { name: text.withdrawals.amount });
    expect(await amount.evaluate(bidi)).toEqual(['ltr', 'isolate']);
    // The heading, a text of the page's language, follows the page.
    expect(
      await page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).direction),
    ).toBe('rtl');
  });
});

/**
 * The screens without a table, at a phone's and a laptop's size, one tab each: Register's position radios
 * are at least 24×24 px, and the money screens write every amount with thousands separators. The table
 * screens' targets and amounts are checked on their visits in tables-phone.spec.ts.
 */
for (const viewport of [
  { width: 412, height: 823, touch: true },
  { width: 1366, height: 850, touch: false },
]) {
  test.describe(`targets and money at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, hasTouch: viewport.touch });

    test('the position radios on Register are at least 24×24 px, and the money screens write amounts with thousands separators', async ({
      page,
    }) => {
      await page.goto('/register');
      expectTargets('position radios', await targetBoxes(page, page.getByRole('radio')));
      await useSession(page, sessionOf('demo'));
      await walk(
        [
          { path: '/user/dashboard', shows: ['$2,500.00', '$1,340.50', '$0.03753000'] },
          { path: '/user/packageList', shows: ['$1,500.00', '$100.00 - $1,000.00'] },
          { path: '/user/manualWithdraw', shows: ['$2,500.00', '$1,340.50'] },
        ],
        ({ path }) => path,
        async ({ path, shows }) => {
          await page.goto(path);
          await expectAmountsSeparated(page, shows);
        },
      );
    });
  });
}

function intersects(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('toasts on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  test('show one refusal at a time, clear of the focused field, and close by button or swipe', async ({ page }) => {
    await page.goto('/login');
    await hydrated(page, 'LoginForm');
    const username = page.getByLabel('Username');
    await username.fill('demo');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong@1234');
    const toasts = page.getByRole('region', { name: 'Notifications' });
    const refused = toasts.getByText('Invalid username or password.');
    // Two refusals in a row while the member stays in the Username field: the second takes the first's
    // place, nothing waits behind it.
    await username.press('Enter');
    await expect(refused).toHaveCount(1);
    // The second refusal is awaited (the first one's toast already counts one), and its toast measured
    // once it has taken the first one's place.
    const second = page.waitForResponse((response) => response.url().endsWith('/api/pre-login'));
    await username.press('Enter');
    await second;
    await expect(refused).toHaveCount(1);
    await expect(toasts.getByText(/\d+ more/)).toHaveCount(0);
    await expect(username).toBeFocused();
    const field = (await username.boundingBox())!;
    const toastBox = () => refused.locator('xpath=ancestor::div[@data-variant]').boundingBox();
    await expect.poll(toastBox).not.toBeNull();
    const toast = (await toastBox())!;
    expect(intersects(field, toast)).toBe(false);
    // Inside the visible area.
    expect(toast.y).toBeGreaterThanOrEqual(0);
    expect(toast.y + toast.height).toBeLessThanOrEqual(823);
    // Close closes it.
    await toasts.getByRole('button', { name: 'Close' }).click();
    await expect(refused).toHaveCount(0);
    // A sideways swipe closes the next one.
    await username.press('Enter');
    await expect(refused).toHaveCount(1);
    const box = (await refused.boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 150, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(refused).toHaveCount(0);
  });

  test('a field at the top of the screen is not covered: the toast moves to the bottom', async ({ page }) => {
    await openAs(page, 'demo', '/user/profile');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    const toast = page.getByRole('region', { name: 'Notifications' }).locator('[data-variant]');
    await expect(toast).toHaveCount(1);
    // While it shows, the member goes on typing in a field at the top edge of the screen.
    const field = page.getByRole('textbox', { name: 'Phone', exact: true });
    await field.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 8));
    await field.focus();
    await field.press('End');
    const fieldBox = (await field.boundingBox())!;
    expect(fieldBox.y).toBeLessThan(60);
    await expect.poll(async () => intersects(fieldBox, (await toast.boundingBox())!)).toBe(false);
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(823);
  });
});

test.describe('toasts on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 850 } });

  test('show top-right, a second refusal in place of the first', async ({ page }) => {
    await page.goto('/login');
    await hydrated(page, 'LoginForm');
    const username = page.getByLabel('Username');
    await username.fill('demo');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong@1234');
    const refused = page.getByRole('region', { name: 'Notifications' }).getByText('Invalid username or password.');
    await username.press('Enter');
    await expect(refused).toHaveCount(1);
    await username.press('Enter');
    await expect(refused).toHaveCount(1);
    // Top-right, once the new one has taken the old one's place.
    await expect
      .poll(async () => {
        const box = await refused.boundingBox();
        return box !== null && box.x > 1366 / 2 && box.y < 100;
      })
      .toBe(true);
  });
});

const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
});
const SIZE = /^\d+(\.\d)? (B|KB|MB)$/;

test.describe('file fields on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  test('KYC: one state per field — choose by keyboard, see name and size, Change, Remove', async ({ page }) => {
    await openAs(page, 'demo', '/user/kyc');
    const address = page.getByRole('region', { name: 'Address Proof' });
    const frontInput = page.getByLabel('Front').and(page.locator('input[type=file]'));
    const front = address.locator(frontInput);
    // The innermost grid holding the input: its button, its state and its list.
    const field = address.locator('div.grid').filter({ has: frontInput }).last();
    await expect(field.getByText('Choose file', { exact: true })).toBeVisible();
    await expect(field.getByText('No file chosen', { exact: true })).toBeVisible();
    // The label drawn as a button is a target of at least 24×24 px.
    const button = (await field.getByText('Choose file', { exact: true }).boundingBox())!;
    expect(button.height).toBeGreaterThanOrEqual(24);
    expect(button.width).toBeGreaterThanOrEqual(24);

    // By keyboard: the input takes focus and Enter opens the picker.
    await front.focus();
    await expect(front).toBeFocused();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), front.press('Enter')]);
    await chooser.setFiles(png('addr_front.png'));

    await expect(field.getByText('addr_front.png', { exact: true })).toBeVisible();
    await expect(field.getByText(SIZE)).toBeVisible();
    await expect(field.getByText('Change', { exact: true })).toBeVisible();
    await expect(field.getByText('No file chosen')).toHaveCount(0);
    await expect(field.getByText(/Chosen:/)).toHaveCount(0);

    await field.getByRole('button', { name: 'Remove addr_front.png' }).click();
    await expect(field.getByText('addr_front.png')).toHaveCount(0);
    await expect(field.getByText('No file chosen', { exact: true })).toBeVisible();
    await expect(front).toBeFocused();
  });

  test('a ticket: several pictures listed by name and size, each removable', async ({ page }) => {
    await openAs(page, 'demo', '/user/chat');
    await page.getByRole('button', { name: 'Raise Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Raise Ticket' });
    await expect(dialog.getByText('Choose files', { exact: true })).toBeVisible();
    await dialog.locator('input[type=file]').setInputFiles([png('proof.png'), png('second.png')]);
    await expect(dialog.getByText('proof.png', { exact: true })).toBeVisible();
    await expect(dialog.getByText('second.png', { exact: true })).toBeVisible();
    await expect(dialog.getByText(SIZE)).toHaveCount(2);
    await expect(dialog.getByText('No file chosen')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Remove proof.png' }).click();
    await expect(dialog.getByText('proof.png', { exact: true })).toHaveCount(0);
    await expect(dialog.getByText('second.png', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove second.png' }).click();
    await expect(dialog.getByText('No file chosen', { exact: true })).toBeVisible();
  });
});
