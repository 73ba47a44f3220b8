/**
 * A press on a menu link has the service worker send the calls of the page it opens
 * (src/islands/shell/prefetch-on-intent.ts, src/worker/sw.ts): the call goes before the click, and
 * the new page shows that answer without asking the server again.
 */
import { test, expect, type Request } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { sessionOf, useSession } from './support/members.ts';

test.use({ serviceWorkers: 'allow' });

test("a press on a menu link sends its page's call before the click; the page shows that answer", async ({
  page,
  context,
}) => {
  await useSession(page, sessionOf('demo'));
  await page.goto('/user/dashboard');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker controls the page from its second load on.
  await page.reload();
  await expect(page.getByRole('button', { name: text.shell.logout })).toBeVisible();
  // The links' press handling starts once the page is first idle.
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))));
  const calls: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/transactions') calls.push(request);
  });
  const link = page
    .getByRole('navigation', { name: text.shell.mainMenu })
    .getByRole('link', { name: text.pages.titles.transactions });
  const box = (await link.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // Sent by the worker while the button is still down: no navigation yet.
  await expect.poll(() => calls.filter((request) => request.serviceWorker()).length).toBe(1);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.mouse.up();
  await expect(page.getByRole('heading', { level: 1, name: text.pages.titles.transactions })).toBeVisible();
  const history = page.getByRole('region', { name: text.ledgers.transactionHistory }).getByRole('table');
  await expect(history.locator('tbody tr')).toHaveCount(10);
  // The page's own request of it was answered by the worker, with the answer it had asked for.
  const own = calls.filter((request) => !request.serviceWorker());
  expect(own.length).toBeGreaterThan(0);
  for (const request of own) expect((await request.response())?.fromServiceWorker()).toBe(true);
  expect(calls.filter((request) => request.serviceWorker())).toHaveLength(1);
});

test("Enter on a menu link sends its page's call as it leaves; the page shows that answer", async ({
  page,
  context,
}) => {
  await useSession(page, sessionOf('demo'));
  await page.goto('/user/dashboard');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('button', { name: text.shell.logout })).toBeVisible();
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))));
  const calls: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/manual/withdraw/list') calls.push(request);
  });
  await page
    .getByRole('navigation', { name: text.shell.mainMenu })
    .getByRole('link', { name: text.pages.titles.withdrawals })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: text.pages.titles.withdrawals })).toBeVisible();
  const history = page.getByRole('region', { name: text.withdrawalList.historyTitle }).getByRole('table');
  await expect(history.locator('tbody tr').first()).toBeVisible();
  await expect.poll(() => calls.filter((request) => !request.serviceWorker()).length).toBeGreaterThan(0);
  expect(calls.filter((request) => request.serviceWorker())).toHaveLength(1);
  for (const request of calls.filter((request) => !request.serviceWorker()))
    expect((await request.response())?.fromServiceWorker()).toBe(true);
});
