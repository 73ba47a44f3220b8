/** Today's Task: the day's cards, link copy, the empty day, the 'Upload Task' modal and its failures. */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { openAs, watchErrors, FIRST_LOAD_TRIES } from './support/members.ts';
import { png } from './support/account.ts';
import { asNewMember, smallPng } from './support/tasks.ts';

const cards = (page: Page) => page.getByRole('article');

async function openUpload(page: Page) {
  const card = cards(page).first();
  const name = await card.getByRole('heading').innerText();
  await card.getByRole('button', { name: text.tasks.uploadTask }).click();
  const dialog = page.getByRole('dialog', { name: text.tasks.uploadTask });
  await expect(dialog).toBeVisible();
  return { dialog, name };
}

test.describe("the day's tasks", () => {
  test('shows each task with name, date (DD-MM-YYYY), description and its link', async ({ page }) => {
    const errors = watchErrors(page);
    await openAs(page, 'demo', '/user/todayTask');
    await expect(cards(page)).toHaveCount(3);
    // The server's task_date is the UTC day as YYYY-MM-DD; the card shows it as DD-MM-YYYY.
    const [year, month, day] = new Date().toISOString().slice(0, 10).split('-');
    const first = cards(page).first();
    await expect(first.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(first.getByText(`${day}-${month}-${year}`, { exact: true })).toBeVisible();
    const link = first.getByRole('link');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByText(text.tasks.doneCount(1, 3))).toBeVisible();
    for (const card of await cards(page).all()) {
      await expect(card.getByRole('button', { name: text.tasks.uploadTask })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test("copies a task's link and says so", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAs(page, 'demo', '/user/todayTask');
    const first = cards(page).first();
    const href = await first.getByRole('link').innerText();
    const name = await first.getByRole('heading').innerText();
    await first.getByRole('button', { name: text.tasks.copyLink(name) }).click();
    await expect(page.getByText(text.tasks.linkCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);
  });

  test("says 'No task found for today' on a day without tasks", async ({ page }) => {
    await page.route('**/api/task-today', (route) =>
      route.fulfill({ json: { status: true, data: [], addedTask: [], max_count: 0, min_required: 0 } }),
    );
    await openAs(page, 'demo', '/user/todayTask');
    await expect(page.getByText(text.tasks.none)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('reads numbers sent as text and a missing details id', async ({ page }) => {
    await page.route('**/api/task-today', (route) =>
      route.fulfill({
        json: {
          status: '1',
          data: [
            {
              id: '77',
              name: 'Old style task',
              description: null,
              link: 'https://example.com/x',
              task_date: '2024-05-01',
            },
          ],
          addedTask: ['77'],
          max_count: '3',
          min_required: '1',
        },
      }),
    );
    await openAs(page, 'demo', '/user/todayTask');
    const card = page.getByRole('article', { name: 'Old style task' });
    await expect(card.getByText('01-05-2024', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: text.tasks.completed })).toBeDisabled();
    await expect(page.getByText(text.tasks.limits(1, 3))).toBeVisible();
  });
});

test.describe('loading failures', () => {
  test('a network failure offers Try again, which loads the tasks', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/task-today', (route) => {
      calls += 1;
      return calls <= FIRST_LOAD_TRIES ? route.abort('failed') : route.fallback();
    });
    await openAs(page, 'demo', '/user/todayTask');
    await expect(page.getByRole('alert').filter({ hasText: text.errors.network })).toBeVisible();
    await page.getByRole('button', { name: text.common.retry }).click();
    await expect(cards(page)).toHaveCount(3);
  });

  test('an unreadable answer is explained and can be tried again', async ({ page }) => {
    await page.route('**/api/task-today', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":true,"data":"oops' }),
    );
    await openAs(page, 'demo', '/user/todayTask');
    await expect(page.getByRole('alert').filter({ hasText: text.errors.shape })).toBeVisible();
    await expect(page.getByRole('button', { name: text.common.retry })).toBeVisible();
  });

  test("a refusal shows the server's message", async ({ page }) => {
    await page.route('**/api/task-today', (route) =>
      route.fulfill({ json: { status: false, msg: 'Tasks are paused today.' } }),
    );
    await openAs(page, 'demo', '/user/todayTask');
    await expect(page.getByRole('alert').filter({ hasText: 'Tasks are paused today.' })).toBeVisible();
    await expect(page.getByRole('button', { name: text.common.retry })).toHaveCount(0);
  });

  test('an expired session ends on the login page with the notice', async ({ page }) => {
    await page.route('**/api/task-today', (route) => route.fulfill({ status: 401, json: { status: false, msg: 401 } }));
    await openAs(page, 'demo', '/user/todayTask');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(text.errors.unauthorized)).toBeVisible();
  });
});

test.describe('Upload Task', () => {
  test('asks for the image and the description, and refuses a file that is not PNG or JPEG', async ({ page }) => {
    await openAs(page, 'demo', '/user/todayTask');
    const { dialog } = await openUpload(page);
    await dialog.getByRole('button', { name: text.tasks.upload }).click();
    await expect(dialog.getByText(text.common.required)).toHaveCount(2);
    await dialog
      .getByLabel(text.tasks.image)
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('this is text, not a picture') });
    await expect(dialog.getByText(text.errors.invalidImage)).toBeVisible();
  });

  test('hands in a proof with progress, and it appears as Pending in Completed Tasks', async ({ page }, testInfo) => {
    await asNewMember(page, testInfo);
    await page.goto('/user/todayTask');
    const { dialog, name } = await openUpload(page);
    await page.route('**/api/user-task-request', async (route) => {
      // Held back a moment so the progress can be seen.
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.fallback();
    });
    await dialog.getByLabel(text.tasks.image).setInputFiles(smallPng());
    await expect(dialog.getByText('proof.png')).toBeVisible();
    await dialog.getByLabel(text.tasks.description).fill('Watched it, screenshot attached.');
    await dialog.getByRole('button', { name: text.tasks.upload }).click();
    await expect(dialog.getByRole('progressbar', { name: /^Uploading \d+%$/ })).toBeVisible();
    await expect(page.getByText(text.tasks.uploaded)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goto('/user/doneTask');
    const row = page.getByRole('row').nth(1);
    await expect(row.getByRole('cell').first()).toHaveText(name);
    await expect(row.getByText(text.tasks.status[0]!)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Watched it, screenshot attached.' })).toBeVisible();
  });

  test('a dropped upload keeps the image and text, and Upload tries again with the same key', async ({
    page,
  }, testInfo) => {
    await asNewMember(page, testInfo);
    await page.goto('/user/todayTask');
    const { dialog } = await openUpload(page);
    const keys: string[] = [];
    await page.route('**/api/user-task-request', (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return keys.length === 1 ? route.abort('failed') : route.fallback();
    });
    await dialog.getByLabel(text.tasks.image).setInputFiles(smallPng());
    await dialog.getByLabel(text.tasks.description).fill('Second try works');
    await dialog.getByRole('button', { name: text.tasks.upload }).click();
    await expect(dialog.getByRole('alert')).toHaveText(text.tasks.uploadFailed);
    await expect(dialog.getByLabel(text.tasks.description)).toHaveValue('Second try works');
    await expect(dialog.getByText('proof.png')).toBeVisible();

    await dialog.getByRole('button', { name: text.tasks.upload }).click();
    await expect(page.getByText(text.tasks.uploaded)).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe('');
    expect(keys[1]).toBe(keys[0]);
  });

  test('a large photo is made smaller in the browser and sent as JPEG under 2 MB', async ({ page }, testInfo) => {
    const member = await asNewMember(page, testInfo);
    await page.goto('/user/todayTask');
    const { dialog } = await openUpload(page);
    const big = png(1100, 800, true);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    await dialog.getByLabel(text.tasks.image).setInputFiles({ name: 'camera.png', mimeType: 'image/png', buffer: big });
    await expect(dialog.getByText(text.tasks.scaled)).toBeVisible();
    await expect(dialog.getByText('camera.jpg')).toBeVisible();
    await dialog.getByLabel(text.tasks.description).fill('Big photo');
    await dialog.getByRole('button', { name: text.tasks.upload }).click();
    await expect(page.getByText(text.tasks.uploaded)).toBeVisible();

    // What the server stored: a JPEG under the limit.
    const list = await page.request.get('/api/allusertask', { headers: { Authorization: `Bearer ${member.token}` } });
    const name = ((await list.json()) as { data: { data: { task_image: string }[] } }).data.data[0]!.task_image;
    const stored = await page.request.get(`/api/images/${name}`);
    expect(stored.headers()['content-type']).toBe('image/jpeg');
    expect((await stored.body()).length).toBeLessThan(2 * 1024 * 1024);
  });

  test('shows field errors from the server on their fields and keeps the form', async ({ page }) => {
    await page.route('**/api/user-task-request', (route) =>
      route.fulfill({
        status: 422,
        json: {
          status: false,
          msg: 'The given data was invalid.',
          errors: { description: ['The description may not be greater than 255 characters.'] },
        },
      }),
    );
    await openAs(page, 'demo', '/user/todayTask');
    const { dialog } = await openUpload(page);
    await dialog.getByLabel(text.tasks.image).setInputFiles(smallPng());
    await dialog.getByLabel(text.tasks.description).fill('Too long, says the server');
    await dialog.getByRole('button', { name: text.tasks.upload }).click();
    await expect(dialog.getByText('The description may not be greater than 255 characters.').first()).toBeVisible();
    await expect(dialog.getByLabel(text.tasks.description)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel(text.tasks.description)).toHaveValue('Too long, says the server');
  });

  test("a refusal without fields shows the server's message in the form", async ({ page }) => {
    await page.route('**/api/user-task-request', (route) =>
      route.fulfill({ json: { status: false, msg: 'You have already uploaded this task.' } }),
    );
    await openAs(page, 'demo', '/user/todayTask');
    const { dialog } = await openUpload(page);
    await dialog.getByLabel(text.tasks.image).setInputFiles(smallPng());
    await dialog.getByLabel(text.tasks.description).fill('Again');
    await dialog.getByRole('button', { name: text.tasks.upload }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You have already uploaded this task.');
    await expect(dialog).toBeVisible();
  });
});
