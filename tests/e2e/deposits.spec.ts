import { test, expect, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import * as text from '../../src/lib/text.ts';
import { newMember, openAs, useSession, watchErrors } from './support/members.ts';

const DEMO_ADDRESS = '0x4b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c';

function history(page: Page) {
  return page.getByRole('region', { name: text.deposits.historyTitle });
}

function rows(page: Page) {
  return history(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

function qrPath(value: string): string {
  const code = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let y = 0; y < code.modules.size; y += 1)
    for (let x = 0; x < code.modules.size; x += 1) if (code.modules.get(x, y)) path += `M${x + 4} ${y + 4}h1v1h-1z`;
  return path;
}

test.describe('deposit address', () => {
  test('shows the USDT BEP20 address as a QR code drawn in the browser and as text, with the BEP20-only notice', async ({
    page,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(String(baseURL)).origin)) foreign.push(request.url());
    });
    await openAs(page, 'demo', '/user/manualDepositList');
    const card = page.getByRole('region', { name: text.deposits.addressTitle });
    await expect(card.getByRole('textbox', { name: text.deposits.addressTitle })).toHaveValue(DEMO_ADDRESS);
    const qr = card.getByRole('img', { name: text.deposits.qrLabel });
    await expect(qr.locator('path')).toHaveAttribute('d', qrPath(DEMO_ADDRESS));
    await expect(card.getByRole('note')).toContainText(text.deposits.bep20Only);
    await expect(card).toContainText('BEP20');
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('copies the address with the spec toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAs(page, 'demo', '/user/manualDepositList');
    await page.getByRole('button', { name: `${text.deposits.copyAddress} ${text.deposits.copyAddressName}` }).click();
    await expect(page.getByText(text.deposits.addressCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEMO_ADDRESS);
  });

  test('copies the address where the clipboard API is missing, or selects it when nothing works', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
      if (sessionStorage.getItem('break-copy')) document.execCommand = () => false;
    });
    await openAs(page, 'demo', '/user/manualDepositList');
    const copy = page.getByRole('button', { name: `${text.deposits.copyAddress} ${text.deposits.copyAddressName}` });
    await copy.click();
    await expect(page.getByText(text.deposits.addressCopied)).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('break-copy', '1'));
    await page.reload();
    await copy.click();
    await expect(page.getByText(text.deposits.copyFailed)).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.deposits.addressTitle })).toBeFocused();
  });

  test("syncs the balance and shows the server's message", async ({ page }) => {
    let syncs = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/balance-sync')) syncs += 1;
    });
    await openAs(page, 'demo', '/user/manualDepositList');
    await page.getByRole('button', { name: text.deposits.syncBalance }).click();
    await expect(page.getByText('Balance synced. No new deposits found.')).toBeVisible();
    expect(syncs).toBe(1);
  });

  test("says the catalogue's 'Balance synced.' when the server's answer has no message", async ({ page }) => {
    await page.route('**/api/balance-sync', (route) => route.fulfill({ json: { status: true } }));
    await openAs(page, 'demo', '/user/manualDepositList');
    await page.getByRole('button', { name: text.deposits.syncBalance }).click();
    await expect(page.getByText(text.deposits.synced)).toBeVisible();
  });
});

test.describe('deposit history', () => {
  test('lists deposits with an explorer link, $ amount, status and DD-MM-YYYY HH:mm time', async ({ page }) => {
    await openAs(page, 'demo', '/user/manualDepositList');
    const table = history(page).getByRole('table');
    await expect(table.getByRole('columnheader', { name: text.deposits.columns.thash })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    const first = rows(page).first();
    const link = first.getByRole('link', { name: /on BscScan/ });
    const href = String(await link.getAttribute('href'));
    expect(href).toMatch(/^https:\/\/bscscan\.com\/tx\/0x[0-9a-f]{64}$/);
    const hash = href.split('/tx/')[1]!;
    await expect(link).toHaveAccessibleName(`${hash.slice(0, 10)}…${hash.slice(-8)}${text.deposits.explorerHint}`);
    await expect(link).toHaveAttribute('title', hash);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(first.getByRole('cell').nth(2)).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
    await expect(first.getByRole('cell').nth(4)).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    // The newest deposit is still pending; older ones are credited or failed.
    await expect(first).toContainText(text.deposits.status[0]!);
    await expect(history(page).getByText(text.deposits.status[1]!).first()).toBeVisible();
    await expect(history(page).getByText(text.deposits.statusOther).first()).toBeVisible();
  });

  test('pages through the server-supplied page URLs', async ({ page }) => {
    const pages: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/deposit(\?|$)/.test(request.url())) pages.push(new URL(request.url()).search);
    });
    await openAs(page, 'demo', '/user/manualDepositList');
    await expect(rows(page)).toHaveCount(10);
    const firstHash = await rows(page).first().getByRole('link').getAttribute('href');
    const pager = page.getByRole('navigation', { name: text.deposits.tableLabel });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(rows(page).first().getByRole('link')).not.toHaveAttribute('href', String(firstHash));
    await pager.getByRole('button', { name: 'Last' }).click();
    await expect(pager.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(rows(page)).toHaveCount(3);
    await pager.getByRole('button', { name: 'First' }).click();
    await expect(rows(page).first().getByRole('link')).toHaveAttribute('href', String(firstHash));
    expect(pages).toEqual(['', '?page=2', '?page=3', '?page=1']);
  });

  test('says there are no deposits yet for a new member, who still gets an address', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await newMember(String(baseURL), testInfo.workerIndex);
    await useSession(page, member);
    await page.goto('/user/manualDepositList');
    await expect(history(page).getByText(text.deposits.empty)).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.deposits.addressTitle })).toHaveValue(/^0x[0-9a-f]{40}$/);
    await expect(page.getByRole('navigation', { name: text.deposits.tableLabel })).toHaveCount(0);
  });
});

test.describe('deposit errors', () => {
  test('shows a message and a working Try again when the deposits cannot be reached', async ({ page }) => {
    let fail = true;
    await page.route('**/api/deposit', (route) => (fail ? route.abort('internetdisconnected') : route.fallback()));
    await openAs(page, 'demo', '/user/manualDepositList');
    await expect(page.getByRole('alert').filter({ hasText: text.deposits.loadFailed })).toContainText(
      text.errors.network,
    );
    fail = false;
    await page.getByRole('button', { name: text.common.retry }).click();
    await expect(rows(page)).toHaveCount(10);
  });

  test('keeps the current page when the next one fails, and loads it on Try again', async ({ page }) => {
    let fail = true;
    await page.route('**/api/deposit?page=2', (route) =>
      fail ? route.fulfill({ status: 502, body: 'Bad gateway' }) : route.fallback(),
    );
    await openAs(page, 'demo', '/user/manualDepositList');
    const firstHash = await rows(page).first().getByRole('link').getAttribute('href');
    const pager = page.getByRole('navigation', { name: text.deposits.tableLabel });
    await pager.getByRole('button', { name: 'Next' }).click();
    const alert = page.getByRole('alert').filter({ hasText: text.deposits.pageFailed });
    await expect(alert).toContainText(text.errors.http);
    await expect(rows(page).first().getByRole('link')).toHaveAttribute('href', String(firstHash));
    fail = false;
    await alert.getByRole('button', { name: text.common.retry }).click();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(alert).toHaveCount(0);
  });

  test("shows the server's text when the list answers status false, and a malformed body plainly", async ({ page }) => {
    await page.route('**/api/deposit', (route) =>
      route.fulfill({ json: { status: false, message: 'Deposits are under maintenance.' } }),
    );
    await openAs(page, 'demo', '/user/manualDepositList');
    await expect(page.getByRole('alert').filter({ hasText: 'Deposits are under maintenance.' })).toBeVisible();
    await page.unroute('**/api/deposit');
    await page.route('**/api/deposit', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '<html>oops</html>' }),
    );
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: text.errors.shape })).toBeVisible();
  });

  test('shows why a sync failed and lets the member sync again', async ({ page }) => {
    let answer: 'text' | 'errors' | 'network' = 'text';
    await page.route('**/api/balance-sync', (route) => {
      if (answer === 'network') return route.abort('connectionfailed');
      if (answer === 'errors')
        return route.fulfill({ status: 422, json: { status: 0, errors: { wallet: ['Wallet is locked.'] } } });
      return route.fulfill({ json: { status: false, msg: 'Sync is busy, try later.' } });
    });
    await openAs(page, 'demo', '/user/manualDepositList');
    const sync = page.getByRole('button', { name: text.deposits.syncBalance });
    await sync.click();
    await expect(page.getByText('Sync is busy, try later.')).toBeVisible();
    answer = 'errors';
    await sync.click();
    await expect(page.getByText('Wallet is locked.')).toBeVisible();
    answer = 'network';
    await sync.click();
    await expect(page.getByText(text.errors.network)).toBeVisible();
    await expect(sync).toBeEnabled();
  });

  test('ends the session on a 401', async ({ page }) => {
    await page.route('**/api/deposit', (route) => route.fulfill({ status: 200, json: { status: 0, msg: 401 } }));
    await openAs(page, 'demo', '/user/manualDepositList');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(text.errors.unauthorized)).toBeVisible();
  });
});

test.describe('deposit layout', () => {
  for (const width of [360, 1280]) {
    test(`fits ${width}px without sideways scrolling of the page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openAs(page, 'demo', '/user/manualDepositList');
      await expect(rows(page)).toHaveCount(10);
      await expect(page.getByRole('img', { name: text.deposits.qrLabel })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
