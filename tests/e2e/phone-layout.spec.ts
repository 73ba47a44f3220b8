/** Phones and keyboards: reflow at 320 px, target sizes, money formats, toasts and file fields. */
import { test, expect, type Page } from '@playwright/test';
import { routes } from '../../src/lib/routes.ts';
import { openAs } from './support.ts';

/** Every canonical route of the route table but the landing redirect. */
const pages = routes.filter((route) => route.path !== '/');

async function documentWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
  for (const route of pages) {
    test(`${route.path} does not scroll sideways`, async ({ page }) => {
      if (route.member) await openAs(page, 'demo', route.path);
      else await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const width = await documentWidth(page);
      console.log(`WIDTH ${route.path} ${width}`);
      expect(width).toBeLessThanOrEqual(320);
    });
  }
});

/** Smallest box among the controls a locator finds (each must be at least 24×24 px). */
async function boxes(page: Page, locator: ReturnType<Page['locator']>): Promise<{ width: number; height: number }[]> {
  await expect(locator.first()).toBeVisible();
  // Lazy parts (the tooltips) swap in once their code is loaded.
  await page.waitForLoadState('networkidle');
  const all = await locator.all();
  const found: { width: number; height: number }[] = [];
  for (const item of all) {
    await item.scrollIntoViewIfNeeded();
    const box = await item.boundingBox();
    if (box) found.push({ width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 });
  }
  return found;
}

function expectTargets(name: string, found: { width: number; height: number }[]): void {
  console.log(`TARGET ${name} ${JSON.stringify(found.slice(0, 3))}`);
  expect(found.length).toBeGreaterThan(0);
  for (const box of found) {
    expect(box.width, name).toBeGreaterThanOrEqual(24);
    expect(box.height, name).toBeGreaterThanOrEqual(24);
  }
}

for (const viewport of [
  { width: 412, height: 823, touch: true },
  { width: 1366, height: 850, touch: false },
]) {
  test.describe(`targets at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, hasTouch: viewport.touch });

    test('the position radios on Register are at least 24×24 px', async ({ page }) => {
      await page.goto('/register');
      expectTargets('position radios', await boxes(page, page.getByRole('radio')));
    });

    test('the KYC Front and Back links are at least 24×24 px', async ({ page }) => {
      await openAs(page, 'demo', '/user/kyc');
      expectTargets('KYC image links', await boxes(page, page.getByRole('link', { name: /^(Front|Back)\b/ })));
    });

    test('the deposit hash links are at least 24×24 px', async ({ page }) => {
      await openAs(page, 'demo', '/user/manualDepositList');
      expectTargets('deposit hash links', await boxes(page, page.locator('main td a[target=_blank]')));
    });

    test('the Withdraw History View links are at least 24×24 px', async ({ page }) => {
      await openAs(page, 'demo', '/user/WithdrawList');
      expectTargets('withdraw View links', await boxes(page, page.getByRole('link', { name: /^View\b/ })));
    });

    test('the Completed Tasks tooltip buttons and links are at least 24×24 px', async ({ page }) => {
      await openAs(page, 'demo', '/user/doneTask');
      expectTargets('done-task tooltip buttons', await boxes(page, page.locator('main td button')));
      expectTargets('done-task links', await boxes(page, page.locator('main td a[target=_blank]')));
    });
  });
}
