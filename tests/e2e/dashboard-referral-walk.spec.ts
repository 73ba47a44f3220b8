/**
 * The dashboard's referral links on a backend that does not place by itself (no auto placement): the
 * walk down each leg's outer edge starts when the member reaches the links, spends at most 10
 * `binary-details` calls a visit, says when the place is deeper than that (with the tree's Next free
 * place), never hands out a link that leads to a taken place, and goes on from where it got to on the
 * next visit in the same tab. The team is answered by the test: a left leg `depth` members deep along
 * its outer edge (deep1 … deepN), a right leg of one member (rhead) whose right place is free.
 */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { openAs, watchErrors } from './support/members.ts';
import { withoutAutoPlacement } from './support/placement.ts';

const MEMBER = 'mpindemo';
const LIMIT = 10;

const noNews = (page: Page) =>
  page.route('**/api/news', (route) => route.fulfill({ json: { status: true, data: [] } }));

/** Answers GET binary-details with the made-up team (no leg counts: a spec-only answer); records who was asked. */
async function team(page: Page, depth: number): Promise<string[]> {
  const asked: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/binary-details\/([^/?]+)$/.exec(request.url());
    if (match) asked.push(decodeURIComponent(match[1]));
  });
  await page.route('**/api/binary-details/*', (route) => {
    const name = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop()!);
    const level = name === MEMBER ? 0 : /^deep(\d+)$/.test(name) ? Number(name.slice(4)) : null;
    const [leftuser, rightuser] =
      name === MEMBER
        ? ['deep1', 'rhead']
        : level !== null && level < depth
          ? [`deep${level + 1}`, null]
          : [null, null];
    return route.fulfill({
      json: {
        status: true,
        message: '',
        data: { parent: name, leftuser, rightuser, total_matching: 0, left_business: 0, right_business: 0 },
      },
    });
  });
  return asked;
}

const region = (page: Page, title: string) => page.getByRole('region', { name: title });
const copyButton = (page: Page, title: string) =>
  region(page, title).getByRole('button', { name: `${text.common.copy} ${title}` });

test.describe('referral links on a backend without auto placement', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test.beforeEach(async ({ page }) => {
    await withoutAutoPlacement(page);
    await noNews(page);
  });

  test('walks nothing until the links are reached, then at most 10 calls, and says when the place is deeper', async ({
    page,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    const asked = await team(page, 30);
    await openAs(page, MEMBER, '/user/dashboard');
    await expect(page.getByRole('heading', { name: text.dashboard.greeting(MEMBER) })).toBeVisible();
    // The links are below the fold on a phone: the legs chart may read the member's own legs, nobody further down.
    await expect(region(page, text.dashboard.leftLink)).not.toBeInViewport();
    await page.waitForTimeout(2000);
    expect(asked.filter((name) => name !== MEMBER)).toEqual([]);

    await region(page, text.dashboard.leftLink).scrollIntoViewIfNeeded();
    const left = region(page, text.dashboard.leftLink);
    await expect(left.getByText(text.dashboard.placeDeeper)).toBeVisible();
    const inTree = left.getByRole('link', { name: text.dashboard.placeInTree });
    await expect(inTree).toHaveAttribute('href', '/user/binaryTeam?free=L');
    // No link that would lead to a taken place: nothing in the field, Copy and the QR off.
    await expect(left.getByRole('textbox', { name: text.dashboard.leftLink })).toHaveValue('');
    await expect(copyButton(page, text.dashboard.leftLink)).toBeDisabled();
    await expect(left.getByRole('button', { name: new RegExp(`^${text.shareLink.showQr}`) })).toBeDisabled();

    // The right leg's place is found within the same calls.
    const right = region(page, text.dashboard.rightLink);
    await expect(right.getByText(text.dashboard.placedUnder('rhead'))).toBeVisible();
    await expect(right.getByRole('textbox', { name: text.dashboard.rightLink })).toHaveValue(
      `${new URL(baseURL!).origin}/register?u=${MEMBER}&p=R&parent=rhead`,
    );
    await page.waitForTimeout(1000);
    expect(asked.length).toBeLessThanOrEqual(LIMIT);
    expect(new Set(asked).size).toBe(asked.length);

    // Next free place in the tree takes over.
    await inTree.click();
    await expect(page).toHaveURL(/\/user\/binaryTeam\?free=L$/);
    expect(errors).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('goes on from where the last visit in this tab got to, with fewer calls, and finds the place', async ({
    page,
    baseURL,
  }) => {
    const asked = await team(page, 14);
    await openAs(page, MEMBER, '/user/dashboard');
    await region(page, text.dashboard.leftLink).scrollIntoViewIfNeeded();
    await expect(region(page, text.dashboard.leftLink).getByText(text.dashboard.placeDeeper)).toBeVisible();
    await expect(region(page, text.dashboard.rightLink).getByText(text.dashboard.placedUnder('rhead'))).toBeVisible();
    const first = asked.length;
    expect(first).toBe(LIMIT);

    asked.length = 0;
    await page.reload();
    const left = region(page, text.dashboard.leftLink);
    await left.scrollIntoViewIfNeeded();
    await expect(left.getByText(text.dashboard.placedUnder('deep14'))).toBeVisible();
    await expect(left.getByRole('textbox', { name: text.dashboard.leftLink })).toHaveValue(
      `${new URL(baseURL!).origin}/register?u=${MEMBER}&p=L&parent=deep14`,
    );
    await expect(region(page, text.dashboard.rightLink).getByText(text.dashboard.placedUnder('rhead'))).toBeVisible();
    await page.waitForTimeout(500);
    // The first visit asked the member, rhead and deep1 … deep8; this one deep9 … deep14 on the left and
    // the kept place rhead again on the right (and the legs chart the member's own legs).
    expect(asked.filter((name) => name !== MEMBER).sort()).toEqual(
      ['deep10', 'deep11', 'deep12', 'deep13', 'deep14', 'deep9', 'rhead'].sort(),
    );
    expect(asked.length).toBeLessThan(first);
  });

  test('holds no link while the place is looked for; Copy pressed meanwhile waits and copies the found link', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await team(page, 3);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/binary-details/*', async (route) => {
      await held;
      await route.fallback();
    });
    await openAs(page, MEMBER, '/user/dashboard');
    await expect(page.getByRole('heading', { name: text.dashboard.greeting(MEMBER) })).toBeVisible();
    const left = region(page, text.dashboard.leftLink);
    await left.scrollIntoViewIfNeeded();
    await expect(left.getByText(text.dashboard.findingPlace)).toBeVisible();
    // Not the plain link, which leads to a taken place.
    const field = left.getByRole('textbox', { name: text.dashboard.leftLink });
    await expect(field).toHaveValue('');
    await copyButton(page, text.dashboard.leftLink).click();
    await page.waitForTimeout(300);
    await expect(page.getByText(text.shareLink.referralCopied)).toHaveCount(0);

    release();
    const link = `${new URL(baseURL!).origin}/register?u=${MEMBER}&p=L&parent=deep3`;
    await expect(page.getByText(text.shareLink.referralCopied)).toBeVisible();
    await expect(field).toHaveValue(link);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });
});
