import { test, expect, type Page } from '@playwright/test';
import * as z from 'zod/mini';
import { BinaryDetailsAnswer } from '../../src/lib/team/schema.ts';
import { money } from '../../src/lib/format/format.ts';
import * as text from '../../src/lib/text.ts';
import { openAs, watchErrors } from './support/members.ts';
import { freshName, hydrated } from './support/auth.ts';
import { binaryDetails, pathToFreeLeaf, treeReady, treeitem } from './support/team.ts';
import { axeViolations } from './support/a11y.ts';

const t = text.team.invite;
const a = text.auth;

/** Opens a member shown in the tree: search centres it, Right loads its two sides. */
async function openMember(page: Page, name: string) {
  await page.getByLabel(text.team.findLabel).fill(name);
  await page.getByLabel(text.team.findLabel).press('Enter');
  await expect(treeitem(page, name)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(treeitem(page, name)).toHaveAttribute('aria-expanded', 'true');
}

/** Opens the way from the root to the last member of `path` and its two places. */
async function openPath(page: Page, path: string[]) {
  await openAs(page, 'demo', '/user/binaryTeam');
  await treeReady(page);
  for (const name of path.slice(1)) await openMember(page, name);
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

// Only the first test fills a place (the left one of its member); the others use right places, so
// they can run beside it.
test.describe('Invite into an empty place', () => {
  test('sends a register link for a vacant place that registers the newcomer exactly there', async ({
    page,
    browser,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    const path = await pathToFreeLeaf(baseURL!);
    const parent = path[path.length - 1]!;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPath(page, path);

    // From the parent, Right goes to its left place; its description says how to invite there.
    await page.keyboard.press('ArrowRight');
    const vacant = page.getByRole('treeitem', { name: text.team.vacant }).and(page.locator(':focus'));
    await expect(vacant).toHaveAttribute('aria-posinset', '1');
    await expect(vacant).toHaveAccessibleDescription(t.vacantHint);
    const invite = page.getByRole('button', { name: `Invite here: the left place under ${parent}` });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: text.team.closeDetails })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(invite).toBeFocused();
    await expect(invite).toHaveText(t.open);

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      `A newcomer who registers with this link joins your team in the empty left place under ${parent}.`,
    );
    const expected = `${new URL(baseURL!).origin}/register?u=demo&p=L&parent=${parent}`;
    const linkField = dialog.getByRole('textbox', { name: t.link });
    await expect(linkField).toHaveValue(expected);

    // Copy puts the link on the clipboard; the QR code draws on demand; Escape closes and focus returns.
    await dialog.getByRole('button', { name: `${text.common.copy} ${t.link}` }).click();
    await expect(page.getByText(text.shareLink.referralCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await dialog.getByRole('button', { name: `${text.shareLink.showQr} ${t.link}` }).click();
    await expect(dialog.getByRole('img', { name: text.shareLink.qrLabel(t.link) })).toBeVisible();
    await expect(dialog.getByRole('link', { name: text.shareLink.shareVia('WhatsApp', t.link) })).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent(expected)),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(invite).toBeFocused();
    const link = expected;

    // The newcomer opens the link in a browser of their own.
    const visitor = await browser.newContext();
    const register = await visitor.newPage();
    await register.goto(link);
    await hydrated(register, 'RegisterForm');
    await expect(field(register, a.sponsor)).toHaveValue('demo');
    await expect(register.getByRole('radio', { name: a.left })).toBeChecked();
    await expect(field(register, a.parent)).toHaveValue(parent);
    await expect(register.getByText('Placement available.')).toBeVisible();

    const username = freshName('invited');
    await field(register, a.name).fill('Invited Member');
    await field(register, a.username).fill(username);
    await field(register, a.email).fill(`${username}@example.test`);
    await register.getByLabel(a.country).selectOption({ label: 'India (+91)' });
    await field(register, a.phone).press('End');
    await field(register, a.phone).pressSequentially('9876543210');
    await register.getByRole('textbox', { name: a.password, exact: true }).fill('Fresh@1234');
    await register.getByRole('button', { name: a.register }).click();
    await expect(register).toHaveURL(/\/verifyEmail$/);
    await visitor.close();

    // The newcomer sits in that very place: the server says so, and so does the member's tree.
    const details = await binaryDetails(baseURL!, parent);
    expect(details.leftuser).toBe(username);
    expect(details.rightuser).toBeNull();
    await openPath(page, path);
    await expect(treeitem(page, username)).toHaveAttribute('aria-posinset', '1');
    await expect(treeitem(page, username)).toHaveAttribute('aria-level', String(path.length + 1));
    await page.keyboard.press('ArrowRight');
    await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(`^${username}\\b`));
    expect(errors).toEqual([]);
  });

  test('offers Invite here on each vacant place of the list view, with the link of that place', async ({
    page,
    baseURL,
  }) => {
    const path = await pathToFreeLeaf(baseURL!);
    const parent = path[path.length - 1]!;
    await openPath(page, path);
    await page.getByRole('button', { name: text.team.listView, exact: true }).click();
    const invite = page.getByRole('button', { name: `Invite here: the right place under ${parent}` });
    await invite.click();
    const dialog = page.getByRole('dialog', { name: t.title });
    await expect(dialog.getByRole('textbox', { name: t.link })).toHaveValue(
      `${new URL(baseURL!).origin}/register?u=demo&p=R&parent=${parent}`,
    );
    await dialog.getByRole('button', { name: text.ui.close }).click();
    await expect(dialog).toBeHidden();
    await expect(invite).toBeFocused();
  });

  test('sums up the root\u2019s legs: members and business on each side, drawn and in words', async ({ page }) => {
    // The figures the page itself was sent (another test may add a member to the team meanwhile).
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/binary-details/demo'));
    await openAs(page, 'demo', '/user/binaryTeam');
    const demo = z.parse(BinaryDetailsAnswer, await (await answer).json()).data;
    expect(demo.left_count).toBeGreaterThan(0);
    expect(demo.right_count).toBeGreaterThan(0);
    const tree = await treeReady(page);
    for (const [side, count] of [
      ['L', demo.left_count!],
      ['R', demo.right_count!],
    ] as const)
      await expect(tree.locator(`[data-leg="${side}"]`)).toContainText(text.team.members(count));
    const legs = [
      text.team.legSpoken(text.team.left, demo.left_count, money(demo.left_business)),
      text.team.legSpoken(text.team.right, demo.right_count, money(demo.right_business)),
    ].join(' ');
    // Said after the root's card figures, when focus is on the root.
    await expect(treeitem(page, 'demo')).toHaveAccessibleDescription(
      new RegExp(`\\. ${legs.replace(/[.$]/g, (c) => `\\${c}`)}$`),
    );
  });

  test('the invite dialog has no axe violations, and Tab walks it in order and stays inside', async ({
    page,
    baseURL,
  }) => {
    const path = await pathToFreeLeaf(baseURL!);
    const parent = path[path.length - 1]!;
    await openPath(page, path);
    await page.getByRole('button', { name: text.team.listView, exact: true }).click();
    await page.getByRole('button', { name: `Invite here: the right place under ${parent}` }).click();
    const dialog = page.getByRole('dialog', { name: t.title });
    const linkField = dialog.getByRole('textbox', { name: t.link });
    await expect(linkField).toBeFocused();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    const order = [
      `${text.common.copy} ${t.link}`,
      ...(['facebook', 'twitter', 'whatsapp', 'telegram', 'linkedin'] as const).map((network) =>
        text.shareLink.shareVia(text.shareLink.shareOn[network], t.link),
      ),
      text.shareLink.mailVia(t.link),
      `${text.shareLink.showQr} ${t.link}`,
      text.ui.close,
    ];
    for (const name of order) {
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveAccessibleName(name);
    }
    await page.keyboard.press('Tab');
    await expect(linkField).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: text.ui.close })).toBeFocused();
  });
});

test.describe('Invite into an empty place on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  test('a tap on a vacant place offers Invite here, and Share hands the link to the phone\u2019s share sheet', async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      (navigator as unknown as { share: (data: ShareData) => Promise<void> }).share = (data) => {
        (window as unknown as { __shared: ShareData }).__shared = data;
        return Promise.resolve();
      };
    });
    const path = await pathToFreeLeaf(baseURL!);
    const parent = path[path.length - 1]!;
    await openPath(page, path);
    await page.getByRole('treeitem', { name: text.team.vacant }).and(page.locator('[aria-posinset="2"]')).last().tap();
    await expect(page.getByText(t.place(text.team.right, parent))).toBeVisible();
    await page.getByRole('button', { name: `Invite here: the right place under ${parent}` }).tap();
    const dialog = page.getByRole('dialog', { name: t.title });
    await dialog.getByRole('button', { name: `${text.shareLink.nativeShare} ${t.link}` }).tap();
    const shared = await page.evaluate(() => (window as unknown as { __shared?: ShareData }).__shared);
    expect(shared?.url).toBe(`${new URL(baseURL!).origin}/register?u=demo&p=R&parent=${parent}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  });
});
