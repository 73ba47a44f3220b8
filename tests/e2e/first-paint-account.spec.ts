import { test, expect, type Locator, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { holdScripts, newMember, sessionOf, useSession, watchErrors, type StoredSession } from './support/members.ts';

/**
 * My Profile and KYC draw their data from the answers their heads asked for, before their scripts
 * arrive (islands/profile and islands/kyc, first-paint-run.ts), and the island takes over without a
 * move, keeping what the member typed and pressed meanwhile.
 */

const t = text.profile;
const k = text.kyc;

/** Opens `path` as demo (or `member`) with every script of the page held back; returns the release. */
async function openBeforeScripts(page: Page, path: string, member: StoredSession = sessionOf('demo')) {
  const release = await holdScripts(page);
  await useSession(page, member);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** What the member reads in these fields, and where each stands. */
async function seenFields(fields: Locator[]) {
  return Promise.all(
    fields.map(async (field) => ({ value: await field.inputValue(), box: await field.boundingBox() })),
  );
}

test.describe('My Profile before its scripts', () => {
  const form = (page: Page) => page.getByRole('tabpanel');
  const fields = (page: Page) => [
    form(page).getByLabel(t.username),
    form(page).getByRole('textbox', { name: t.fields.name, exact: true }),
    form(page).getByLabel(t.fields.email),
    form(page).getByLabel(t.fields.phone),
    form(page).getByLabel(t.fields.city),
    form(page).getByLabel(t.fields.tax_id),
  ];

  test('shows Basic Info with the member’s data, and the island takes over without a move', async ({ page }) => {
    const errors = watchErrors(page);
    const release = await openBeforeScripts(page, '/user/profile');
    const tabs = page.getByRole('tablist', { name: t.tabsLabel });
    await expect(tabs.getByRole('tab')).toHaveCount(6);
    await expect(tabs.getByRole('tab', { name: t.tabs.basic })).toHaveAttribute('aria-selected', 'true');
    await expect(form(page).getByLabel(t.username)).toHaveValue('demo');
    await expect(form(page).getByRole('textbox', { name: t.fields.name, exact: true })).toHaveValue('Demo Member');
    await expect(form(page).getByLabel(t.fields.phone)).toHaveValue('+919876543210');
    const save = page.getByRole('button', { name: t.update });
    const before = {
      tabs: await tabs.boundingBox(),
      fields: await seenFields(fields(page)),
      save: await save.boundingBox(),
      picture: await page.getByRole('heading', { name: t.picture }).boundingBox(),
    };
    release();
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // One form, the island's now, with the same values in the same places.
    await expect(page.getByRole('tablist', { includeHidden: true })).toHaveCount(1);
    expect({
      tabs: await tabs.boundingBox(),
      fields: await seenFields(fields(page)),
      save: await save.boundingBox(),
      picture: await page.getByRole('heading', { name: t.picture }).boundingBox(),
    }).toEqual(before);
    // The countries came with the island.
    await expect(form(page).getByLabel(t.fields.country).locator('option:checked')).toHaveText('India (+91)');
    expect(errors).toEqual([]);
  });

  test('what is being typed while the island takes over arrives whole', async ({ page }) => {
    const release = await openBeforeScripts(page, '/user/profile');
    const city = form(page).getByLabel(t.fields.city);
    await city.fill('');
    await city.pressSequentially('Pune');
    release();
    // Typing goes on, key by key, across the moment the island takes the field over.
    const rest = ' Maharashtra West';
    for (const key of rest) {
      await page.keyboard.type(key);
      await page.waitForTimeout(15);
    }
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await expect(city).toBeFocused();
    await expect(city).toHaveValue(`Pune${rest}`);
  });

  test('text selected in a field before the island takes over is replaced by what is typed next', async ({ page }) => {
    const release = await openBeforeScripts(page, '/user/profile');
    const name = form(page).getByRole('textbox', { name: t.fields.name, exact: true });
    await expect(name).toHaveValue('Demo Member');
    await name.selectText();
    release();
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await expect(name).toBeFocused();
    await page.keyboard.type('Zed');
    await expect(name).toHaveValue('Zed');
  });

  test('what is typed and Save pressed before the scripts arrive are sent once they have', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await newMember(baseURL!, testInfo.workerIndex);
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/update-profile')) sent.push(request.postDataJSON());
    });
    const release = await openBeforeScripts(page, '/user/profile', member);
    const name = form(page).getByRole('textbox', { name: t.fields.name, exact: true });
    await expect(name).toHaveValue('Test Member');
    // A drawn value changed, and an empty one filled in.
    await name.fill('Early Bird');
    await form(page).getByLabel(t.fields.city).fill('Pune');
    await page.getByRole('button', { name: t.update }).click();
    // Nothing is sent and the page stays until the island can check the fields.
    await expect(page).toHaveURL(/\/user\/profile$/);
    expect(sent).toEqual([]);
    release();
    await expect(page.getByText(t.done.profile)).toBeVisible();
    expect(sent).toEqual([expect.objectContaining({ name: 'Early Bird', city: 'Pune' })]);
    await expect(name).toHaveValue('Early Bird');
    await expect(form(page).getByLabel(t.fields.city)).toHaveValue('Pune');
  });

  test('a tab chosen before the scripts arrive is open once they have; a link to another tab is the island’s', async ({
    page,
  }) => {
    const release = await openBeforeScripts(page, '/user/profile');
    const password = page.getByRole('tab', { name: t.tabs.password });
    await password.click();
    await expect(password).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: t.tabs.basic })).toHaveAttribute('aria-selected', 'false');
    release();
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await expect(password).toHaveAttribute('aria-selected', 'true');
    await expect(form(page).getByRole('heading', { name: t.tabs.password })).toBeVisible();
    await expect(page).toHaveURL(/\?tab=password$/);
    // A page opened on another tab draws nothing before its scripts: the island opens that tab.
    const answered = page.waitForResponse('**/api/user');
    const again = await openBeforeScripts(page, '/user/profile?tab=mpin');
    await answered;
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(page.getByRole('tablist')).toHaveCount(0);
    again();
    await expect(page.getByRole('tab', { name: t.tabs.mpin })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('KYC before its scripts', () => {
  const banner = (page: Page) => page.getByRole('status').filter({ hasText: k.incomplete });
  const list = (page: Page) => page.getByRole('region', { name: k.tableLabel, exact: true });

  test('shows where the member stands, the step and the documents, and the island takes over without a move', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const release = await openBeforeScripts(page, '/user/kyc');
    await expect(banner(page)).toBeVisible();
    // Identity is approved, address was rejected: the address proof is next.
    const step = page.getByRole('region', { name: k.steps.address! });
    await expect(step).toContainText(k.stepOf(3, 4));
    await expect(list(page).getByRole('row').filter({ hasText: k.steps.address! })).toContainText(k.status[2]!);
    const seen = async () => ({
      rows: await list(page).getByRole('row').allInnerTexts(),
      list: await list(page).boundingBox(),
      banner: await banner(page).boundingBox(),
      step: await step.boundingBox(),
      number: await step.getByLabel(k.documentNumber).boundingBox(),
    });
    const before = await seen();
    expect(before.rows.length).toBe(3);
    release();
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: k.tableLabel, exact: true, includeHidden: true })).toHaveCount(1);
    expect(await seen()).toEqual(before);
    expect(errors).toEqual([]);
  });

  test('a document number typed and Upload pressed before the scripts arrive are kept once they have', async ({
    page,
  }) => {
    const release = await openBeforeScripts(page, '/user/kyc');
    const step = page.getByRole('region', { name: k.steps.address! });
    await step.getByLabel(k.documentNumber).fill('UB12');
    // The images wait for the island: a file chosen before it could not be handed over.
    await expect(step.getByText(text.ui.chooseFile).first()).toBeVisible();
    await expect(step.getByLabel(k.front)).toHaveCount(0);
    await step.getByRole('button', { name: k.upload }).click();
    await expect(page).toHaveURL(/\/user\/kyc$/);
    release();
    await expect(page.locator('[data-covered]')).toHaveCount(0);
    await expect(step.getByLabel(k.documentNumber)).toHaveValue('UB12');
    await expect(step.getByLabel(k.front)).toBeEnabled();
    // Upload was pressed on the island: it asks for what is missing.
    await expect(step.getByText(k.required).first()).toBeVisible();
  });

  test('Start pressed before the scripts arrive opens the first proof once they have', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await newMember(baseURL!, testInfo.workerIndex);
    const release = await openBeforeScripts(page, '/user/kyc', member);
    await expect(page.getByText(k.empty)).toBeVisible();
    await page.getByRole('button', { name: k.start }).click();
    release();
    await expect(page.getByRole('region', { name: k.steps.identity! })).toBeVisible();
    await expect(page.getByRole('button', { name: k.start })).toHaveCount(0);
  });
});
