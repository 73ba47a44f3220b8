/** What a finger and a reader need of a screen: controls of at least 24×24 px, amounts with separators. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The boxes of the controls a locator finds, rows' Details opened first (each must be at least 24×24 px). */
export async function targetBoxes(page: Page, locator: Locator): Promise<{ width: number; height: number }[]> {
  // On a phone a table row is a card: the columns besides its key facts open with Details.
  const details = page.locator('main').getByRole('button', { name: /^Details\b/ });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main astro-island[ssr]')).toHaveCount(0);
  for (const button of await details.all())
    if ((await button.isVisible()) && (await button.getAttribute('aria-expanded')) !== 'true') await button.click();
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

export function expectTargets(name: string, found: { width: number; height: number }[]): void {
  expect(found.length).toBeGreaterThan(0);
  for (const box of found) {
    expect(box.width, name).toBeGreaterThanOrEqual(24);
    expect(box.height, name).toBeGreaterThanOrEqual(24);
  }
}

/** Amounts of four or more digits before the point written without a thousands separator ("$2500.00"). */
const UNSEPARATED = /\$-?\d{4,}/;

/** The page's main part shows each of `shows`, and no amount in it lacks its thousands separators. */
export async function expectAmountsSeparated(page: Page, shows: readonly string[]): Promise<void> {
  const main = page.getByRole('main');
  for (const amount of shows) await expect(main.getByText(amount, { exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await main.innerText()).match(UNSEPARATED)).toBeNull();
}
