/** Completed Tasks: the table, image preview, tooltips, statuses and paging through server page URLs. */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { openAs, watchErrors, FIRST_LOAD_TRIES } from './support/members.ts';
import { asNewMember } from './support/tasks.ts';

const bodyRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

test('lists the hand-ins with every column, DD-MM-YYYY task dates and each status spelled out', async ({ page }) => {
  const errors = watchErrors(page);
  await openAs(page, 'demo', '/user/doneTask');
  const headers = page.getByRole('columnheader');
  await expect(headers).toHaveText([
    text.tasks.name,
    text.tasks.link,
    text.tasks.taskDate,
    text.tasks.image,
    text.tasks.reason,
    text.tasks.description,
    text.tasks.statusLabel,
  ]);
  await expect(bodyRows(page)).toHaveCount(10);
  // Task Date reads DD-MM-YYYY, as the spec's other dates.
  for (const row of await bodyRows(page).all())
    await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
  for (const status of [0, 1, 2])
    await expect(page.getByRole('cell', { name: text.tasks.status[status] }).first()).toBeVisible();
  const link = bodyRows(page).first().getByRole('link');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('href', /^https:\/\//);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test("View opens the task's image in 'Image Preview'", async ({ page }) => {
  await openAs(page, 'demo', '/user/doneTask');
  const row = bodyRows(page).first();
  const name = await row.getByRole('cell').first().innerText();
  await row.getByRole('button', { name: new RegExp(`^${text.tasks.view}`) }).click();
  const dialog = page.getByRole('dialog', { name: text.tasks.imagePreview });
  await expect(dialog).toBeVisible();
  const image = dialog.getByRole('img', { name: text.tasks.imageOf(name) });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a long reason shows in full in a tooltip', async ({ page }) => {
  await openAs(page, 'demo', '/user/doneTask');
  const rejected = bodyRows(page)
    .filter({ has: page.getByRole('cell', { name: text.tasks.status[2], exact: true }) })
    .first();
  const reason = rejected.getByRole('cell').nth(4).getByRole('button');
  // The tooltip's code follows the table; its trigger is marked once it is in.
  await expect(reason).toHaveAttribute('data-state', 'closed');
  const full = await reason.innerText();
  expect(full.length).toBeGreaterThan(20);
  // Cut short on screen: the button is narrower than its text.
  await expect.poll(() => reason.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
  await reason.hover();
  await expect(page.getByRole('tooltip')).toHaveText(full);
  await page.mouse.move(5, 5, { steps: 8 });
  await expect(page.getByRole('tooltip')).toBeHidden();
});

test('the tooltip waits 250 ms before showing and 400 ms before hiding', async ({ page }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await openAs(page, 'demo', '/user/doneTask');
  const rejected = bodyRows(page)
    .filter({ has: page.getByRole('cell', { name: text.tasks.status[2], exact: true }) })
    .first();
  const reason = rejected.getByRole('cell').nth(4).getByRole('button');
  // React shows lazily loaded parts on a short timer of its own: let page time pass until the tooltip is in.
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(reason).toHaveAttribute('data-state', 'closed', { timeout: 500 });
  }).toPass();
  await reason.hover();
  await page.clock.runFor(200);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.mouse.move(5, 5, { steps: 8 });
  await page.clock.runFor(300);
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.clock.runFor(150);
  await expect(page.getByRole('tooltip')).toBeHidden();
});

test('pages through the server-supplied page URLs', async ({ page }) => {
  await openAs(page, 'demo', '/user/doneTask');
  const firstName = await bodyRows(page).first().getByRole('cell').nth(2).innerText();
  const requested = page.waitForRequest((request) => /\/api\/allusertask\?page=2$/.test(request.url()));
  await page
    .getByRole('navigation', { name: text.pager.pagination })
    .getByRole('button', { name: text.pager.page(2) })
    .click();
  await requested;
  await expect(page.getByRole('button', { name: text.pager.page(2) })).toHaveAttribute('aria-current', 'page');
  await expect(bodyRows(page).first().getByRole('cell').nth(2)).not.toHaveText(firstName);
  await page.getByRole('button', { name: text.pager.previous }).click();
  await expect(bodyRows(page).first().getByRole('cell').nth(2)).toHaveText(firstName);
});

test("a member without hand-ins sees 'No Data For Action'", async ({ page }, testInfo) => {
  await asNewMember(page, testInfo);
  await page.goto('/user/doneTask');
  await expect(page.getByRole('cell', { name: text.common.noData })).toBeVisible();
  await expect(page.getByRole('navigation', { name: text.pager.pagination })).toHaveCount(0);
});

test('a failed load offers Try again', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/allusertask*', (route) => {
    calls += 1;
    return calls <= FIRST_LOAD_TRIES ? route.abort('failed') : route.fallback();
  });
  await openAs(page, 'demo', '/user/doneTask');
  await expect(page.getByRole('alert').filter({ hasText: text.errors.network })).toBeVisible();
  await page.getByRole('button', { name: text.common.retry }).click();
  await expect(bodyRows(page)).toHaveCount(10);
});

test('a malformed page is explained instead of a blank table', async ({ page }) => {
  await page.route('**/api/allusertask*', (route) => route.fulfill({ json: { status: true, data: { data: 'nope' } } }));
  await openAs(page, 'demo', '/user/doneTask');
  await expect(page.getByRole('alert').filter({ hasText: text.errors.shape })).toBeVisible();
});

test('an expired session ends on the login page', async ({ page }) => {
  await page.route('**/api/allusertask*', (route) => route.fulfill({ status: 200, json: { status: false, msg: 401 } }));
  await openAs(page, 'demo', '/user/doneTask');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(text.errors.unauthorized)).toBeVisible();
});
