/**
 * A press on a menu link has the service worker send the calls of the page it opens
 * (src/islands/shell/prefetch-on-intent.ts, src/worker/sw.ts): the call goes before the click (or, on
 * Enter, as the navigation starts), and the new page shows that answer without asking the server again.
 */
import { test, expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { openControlled } from './support/members.ts';

test.use({ serviceWorkers: 'allow' });

/** The dashboard as demo, controlled by the worker, once its links take presses (the page's first idle). */
async function dashboard(page: Page): Promise<void> {
  await openControlled(page, 'demo', '/user/dashboard');
  await expect(page.getByRole('button', { name: text.shell.logout })).toBeVisible();
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))));
}

/** The requests for an API path from now on: the worker's own, and the page's. */
function requestsOf(context: BrowserContext, path: string) {
  const all: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === path) all.push(request);
  });
  return {
    worker: () => all.filter((request) => request.serviceWorker()),
    page: () => all.filter((request) => !request.serviceWorker()),
  };
}

/** The worker asked once, and the page's own requests were all answered by the worker. */
async function handedOver(requests: ReturnType<typeof requestsOf>): Promise<void> {
  await expect.poll(() => requests.page().length).toBeGreaterThan(0);
  expect(requests.worker()).toHaveLength(1);
  for (const request of requests.page()) expect((await request.response())?.fromServiceWorker()).toBe(true);
}

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: text.shell.mainMenu }).getByRole('link', { name });

test("a press on a menu link sends its page's call before the click; the page shows that answer", async ({
  page,
  context,
}) => {
  await dashboard(page);
  const requests = requestsOf(context, '/api/transactions');
  const box = (await menuLink(page, text.pages.titles.transactions).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // Sent by the worker while the button is still down: no navigation yet.
  await expect.poll(() => requests.worker().length).toBe(1);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.mouse.up();
  await expect(page.getByRole('heading', { level: 1, name: text.pages.titles.transactions })).toBeVisible();
  const history = page.getByRole('region', { name: text.ledgers.transactionHistory }).getByRole('table');
  await expect(history.locator('tbody tr')).toHaveCount(10);
  await handedOver(requests);
});

test("Enter on a menu link sends its page's call as it leaves; the page shows that answer", async ({
  page,
  context,
}) => {
  await dashboard(page);
  const requests = requestsOf(context, '/api/user/manual/withdraw/list');
  await menuLink(page, text.pages.titles.withdrawals).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: text.pages.titles.withdrawals })).toBeVisible();
  const history = page.getByRole('region', { name: text.withdrawalList.historyTitle }).getByRole('table');
  await expect(history.locator('tbody tr').first()).toBeVisible();
  await handedOver(requests);
});

test('a press that opens the page in another tab (Ctrl) asks nothing ahead in this one', async ({ page, context }) => {
  await dashboard(page);
  const requests = requestsOf(context, '/api/transactions');
  const box = (await menuLink(page, text.pages.titles.transactions).boundingBox())!;
  await page.keyboard.down('Control');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(400);
  expect(requests.worker()).toHaveLength(0);
  await page.mouse.up();
  await page.keyboard.up('Control');
});
