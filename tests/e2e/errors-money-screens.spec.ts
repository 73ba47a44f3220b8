/**
 * The error paths of spec part 2 section 8 on the money screens, produced by intercepting calls the
 * server would not fail on its own: status false with a text, errors objects, 401, network failure,
 * a malformed body and a 500. Loads offer Try again; actions keep what the member typed.
 */
import { test, expect, type Page, type Route } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { DEMO_TOTP_SECRET } from '../../server/seed.ts';
import { authenticatorCode, openAs, runsOf, sessionOf, useSession, walk, FIRST_LOAD_TRIES } from './support/members.ts';

const server500 = (route: Route) =>
  route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' });
const rejectedWith = (body: Record<string, unknown>) => (route: Route) =>
  route.fulfill({ status: 200, json: { status: false, ...body } });

/**
 * Fails the first matching call with `fail`, lets the later ones through. A page's first load that
 * fails on the network is asked twice (FIRST_LOAD_TRIES): pass `times` for it.
 */
async function failOnce(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
  fail: (route: Route) => Promise<void>,
  times = 1,
) {
  let calls = 0;
  await page.route(url, async (route) => {
    calls += 1;
    if (calls <= times) await fail(route);
    else await route.continue();
  });
}

function toast(page: Page, message: string) {
  return page.getByRole('alert').filter({ hasText: message });
}

test.describe('money lists', () => {
  const cases: {
    name: string;
    path: string;
    api: string | ((url: URL) => boolean);
    fail: (route: Route) => Promise<void>;
    shows: string;
  }[] = [
    {
      name: 'a 500',
      path: '/user/transactionsList',
      api: '**/api/transactions',
      fail: server500,
      shows: text.errors.http,
    },
    {
      name: 'a network failure',
      path: '/user/payouts',
      api: '**/api/payouts',
      fail: (route) => route.abort('internetdisconnected'),
      shows: text.errors.network,
    },
    {
      name: 'a malformed body',
      path: '/user/logs',
      api: '**/api/logs',
      fail: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":true,"data":' }),
      shows: text.errors.shape,
    },
    {
      name: 'an answer of the wrong shape',
      path: '/user/downlineDetails',
      api: '**/api/user-team-details',
      fail: (route) => route.fulfill({ status: 200, json: { status: true, downlineDetails: 'none' } }),
      shows: text.errors.shape,
    },
    {
      name: 'status false with a text',
      path: '/user/rankDetails',
      api: '**/api/rank/incomes',
      fail: rejectedWith({ msg: 'Rank incomes are being recalculated.' }),
      shows: 'Rank incomes are being recalculated.',
    },
    {
      name: 'an errors object',
      path: '/user/poolIncomes',
      api: '**/api/pool-incomes',
      fail: rejectedWith({ errors: { pool: ['Pools are closed today.'] } }),
      shows: 'Pools are closed today.',
    },
    {
      name: 'a 500 carrying a text',
      path: '/user/salaryIncome',
      api: (url) => url.pathname === '/api/salary/incomes',
      fail: (route) => route.fulfill({ status: 500, json: { status: false, msg: 'Salary service unavailable.' } }),
      shows: 'Salary service unavailable.',
    },
    {
      name: 'a 502',
      path: '/user/WithdrawList',
      api: '**/api/user/manual/withdraw/list',
      fail: (route) => route.fulfill({ status: 502, body: '' }),
      shows: text.errors.http,
    },
  ];
  for (const run of runsOf(cases, 4)) {
    test(`${run.map(({ path, name }) => `${path} meets ${name}`).join(', ')}: each with a message and Try again, which loads the list`, async ({
      page,
    }) => {
      await useSession(page, sessionOf('demo'));
      await walk(
        run,
        ({ path, name }) => `${path} meets ${name}`,
        async ({ path, api, fail, shows }) => {
          // Only a failure on the network is asked again (a server's answer, even a 500, is kept).
          await failOnce(page, api, fail, shows === text.errors.network ? FIRST_LOAD_TRIES : 1);
          await page.goto(path);
          const alert = page.getByRole('alert').filter({ hasText: text.ledgers.loadFailed });
          await expect(alert).toContainText(shows);
          await expect(page.getByRole('table')).toHaveCount(0);
          await alert.getByRole('button', { name: text.common.retry }).click();
          await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
          await expect(page.getByRole('table').getByText(text.common.noData)).toHaveCount(0);
          await expect(alert).toHaveCount(0);
          await page.unrouteAll();
        },
      );
    });
  }

  test('a failed page change keeps the rows on screen and retries that page', async ({ page }) => {
    await failOnce(
      page,
      (url) => url.pathname === '/api/transactions' && url.searchParams.get('page') === '2',
      (route) => route.abort('connectionreset'),
    );
    await openAs(page, 'demo', '/user/transactionsList');
    const rows = page.getByRole('region', { name: text.ledgers.transactionHistory }).locator('tbody tr');
    await expect(rows).toHaveCount(10);
    const firstPage = await rows.first().textContent();
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    const alert = page.getByRole('alert').filter({ hasText: text.ledgers.loadFailed });
    await expect(alert).toContainText(text.errors.network);
    await expect(rows).toHaveCount(10);
    expect(await rows.first().textContent()).toBe(firstPage);
    await alert.getByRole('button', { name: text.common.retry }).click();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(rows.first()).not.toHaveText(firstPage!);
  });

  // Part 2 §8: a list load refused with HTTP 401 or 404 means the session is gone. Every call takes that
  // policy from call() (src/lib/api/client.test.ts, each status on each kind of call); here each status
  // once on the lists' screen, and once on a screen of another kind (Purchase Package).
  const ended: { status: 401 | 404; path: string; api: string }[] = [
    { status: 401, path: '/user/transactionsList', api: '**/api/transactions' },
    { status: 404, path: '/user/payouts', api: '**/api/payouts' },
    { status: 404, path: '/user/packageList', api: '**/api/packages' },
  ];
  for (const { status, path, api } of ended) {
    test(`HTTP ${status} on the ${path} list ends the session and says 'Request failed login again' on the login page`, async ({
      page,
    }) => {
      await page.route(api, (route) =>
        route.fulfill({
          status,
          json: status === 401 ? { status: false, msg: 401 } : { status: false, msg: 'Not found', errors: {} },
        }),
      );
      await openAs(page, 'demo', path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText(text.errors.requestFailedLogin)).toBeVisible();
      await expect(page.getByText(text.errors.unauthorized)).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    });
  }

  test('status false with msg 401 ends the session with its own text', async ({ page }) => {
    await page.route('**/api/payouts', rejectedWith({ msg: 401 }));
    await openAs(page, 'demo', '/user/payouts');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(text.errors.unauthorized)).toBeVisible();
  });
});

test.describe('purchase', () => {
  const t = text.packages;

  async function buyDialog(page: Page, name: string) {
    await page.getByRole('button', { name: t.buyNamed(name) }).click();
    await page
      .getByRole('alertdialog', { name: t.warning })
      .getByRole('button', { name: text.common.continue })
      .click();
    const dialog = page.getByRole('dialog', { name: t.buyDialog });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('a failed package load offers Try again', async ({ page }) => {
    await failOnce(page, '**/api/packages', server500);
    await openAs(page, 'demo', '/user/packageList');
    const alert = page.getByRole('alert').filter({ hasText: t.loadFailed });
    await expect(alert).toContainText(text.errors.http);
    await alert.getByRole('button', { name: text.common.retry }).click();
    await expect(page.getByRole('list', { name: t.listLabel }).getByRole('listitem')).toHaveCount(6);
  });

  test("a refused variable purchase shows every field's first message and keeps the dialog as typed", async ({
    page,
  }) => {
    await page.route(
      '**/api/subscription/store',
      rejectedWith({
        errors: {
          investment_amount: ['The amount is above your limit.', 'second'],
          username: ['This member cannot receive packages.'],
        },
      }),
    );
    await openAs(page, 'demo', '/user/packageList');
    const dialog = await buyDialog(page, 'Flexi');
    // For oneself: a package for another member would first ask for the second factor.
    await dialog.getByLabel(t.username).fill('demo');
    await dialog.getByLabel(t.investmentAmount).fill('200');
    await dialog.getByRole('button', { name: t.buy, exact: true }).click();
    await expect(toast(page, 'The amount is above your limit.')).toBeVisible();
    await expect(toast(page, 'This member cannot receive packages.')).toBeVisible();
    await expect(toast(page, 'second')).toHaveCount(0);
    await expect(dialog.getByLabel(t.username)).toHaveValue('demo');
    await expect(dialog.getByLabel(t.investmentAmount)).toHaveValue('200');
  });

  test('a refused fixed purchase shows the first message only; status false with a text shows that text', async ({
    page,
  }) => {
    let answer: Record<string, unknown> = { errors: { username: ['First problem.'], package_id: ['Second problem.'] } };
    await page.route('**/api/subscription/store', (route) =>
      route.fulfill({ status: 200, json: { status: false, ...answer } }),
    );
    await openAs(page, 'demo', '/user/packageList');
    const dialog = await buyDialog(page, 'Silver');
    await dialog.getByRole('button', { name: t.buy, exact: true }).click();
    await expect(toast(page, 'First problem.')).toBeVisible();
    await expect(toast(page, 'Second problem.')).toHaveCount(0);
    answer = { msg: 'Purchases are paused.' };
    await dialog.getByRole('button', { name: t.buy, exact: true }).click();
    await expect(toast(page, 'Purchases are paused.')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('a success-like status with a message toasts the message, then shows the success dialog', async ({ page }) => {
    await page.route('**/api/subscription/store', (route) =>
      route.fulfill({ status: 200, json: { status: 1, msg: 'Queued for activation.' } }),
    );
    await openAs(page, 'demo', '/user/packageList');
    const dialog = await buyDialog(page, 'Flexi');
    await dialog.getByLabel(t.investmentAmount).fill('150');
    await dialog.getByRole('button', { name: t.buy, exact: true }).click();
    await expect(page.getByText('Queued for activation.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: t.subscribed })).toBeVisible();
  });

  test('a purchase lost to the network keeps the dialog and is sent again with the same Idempotency-Key', async ({
    page,
  }) => {
    const keys: string[] = [];
    await page.route('**/api/subscription/store', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    await openAs(page, 'authdemo', '/user/packageList');
    const dialog = await buyDialog(page, 'Flexi');
    await dialog.getByLabel(t.investmentAmount).fill('100');
    await dialog.getByRole('button', { name: t.buy, exact: true }).click();
    await expect(toast(page, text.errors.network)).toBeVisible();
    await expect(dialog.getByLabel(t.investmentAmount)).toHaveValue('100');
    await expect(dialog.getByLabel(t.username)).toHaveValue('authdemo');
    await dialog.getByRole('button', { name: t.buy, exact: true }).click();
    await expect(page.getByRole('dialog', { name: t.subscribed })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  test('a 401 while buying ends the session', async ({ page }) => {
    await page.route('**/api/subscription/store', (route) =>
      route.fulfill({ status: 401, json: { status: false, msg: 401 } }),
    );
    await openAs(page, 'demo', '/user/packageList');
    const dialog = await buyDialog(page, 'Starter');
    await dialog.getByRole('button', { name: t.buy, exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(text.errors.unauthorized)).toBeVisible();
  });
});

test.describe('subscription history', () => {
  const t = text.subscriptions;

  test('a failed load offers Try again', async ({ page }) => {
    await failOnce(page, '**/api/subscriptions', (route) => route.abort('timedout'), FIRST_LOAD_TRIES);
    await openAs(page, 'demo', '/user/subscriptionHistory');
    const alert = page.getByRole('alert').filter({ hasText: t.loadFailed });
    await expect(alert).toContainText(text.errors.network);
    await alert.getByRole('button', { name: text.common.retry }).click();
    await expect(page.getByRole('region', { name: t.tableLabel }).locator('tbody tr').first()).toBeVisible();
  });

  test('a refused cancel shows the first message and keeps the modal as typed', async ({ page }) => {
    await page.route(
      /\/api\/subscription\/\d+\/cancel$/,
      rejectedWith({ errors: { otp: ['The otp has expired.'], reason: ['Too short.'] } }),
    );
    await openAs(page, 'demo', '/user/subscriptionHistory');
    await page.getByRole('button', { name: t.cancelNamed('Flexi') }).click();
    const dialog = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
    await dialog.getByLabel(t.reason).fill('Reason text');
    await dialog.getByRole('group', { name: text.secondFactor.label.otp }).getByRole('textbox').first().fill('1234');
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(toast(page, 'The otp has expired.')).toBeVisible();
    await expect(toast(page, 'Too short.')).toHaveCount(0);
    await expect(dialog.getByLabel(t.reason)).toHaveValue('Reason text');
  });
});

test.describe('manual withdraw', () => {
  const t = text.withdrawals;

  async function modal(page: Page, amount: string) {
    await page.getByLabel(t.amount).fill(amount);
    await page.getByRole('button', { name: t.next }).click();
    const dialog = page.getByRole('dialog', { name: text.secondFactor.verifyAccount });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async function typeCode(page: Page, label: string, code: string) {
    await page
      .getByRole('dialog', { name: text.secondFactor.verifyAccount })
      .getByRole('group', { name: label })
      .getByRole('textbox')
      .first()
      .fill(code);
  }

  test("a refused settings load shows every field's first message and Try again", async ({ page }) => {
    await failOnce(
      page,
      '**/api/withdraw',
      rejectedWith({ errors: { kyc: ['Complete your KYC first.', 'x'], account: ['Set your withdrawal account.'] } }),
    );
    await openAs(page, 'mpindemo', '/user/manualWithdraw');
    const alert = page.getByRole('alert').filter({ hasText: t.loadFailed });
    await expect(alert.getByText('Complete your KYC first.')).toBeVisible();
    await expect(alert.getByText('Set your withdrawal account.')).toBeVisible();
    await alert.getByRole('button', { name: text.common.retry }).click();
    await expect(page.getByText(t.notePaid('$10.00'))).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('a failed account load shows its message with Try again in the Account Details card', async ({ page }) => {
    await failOnce(page, '**/api/user', server500);
    await openAs(page, 'mpindemo', '/user/manualWithdraw');
    const alert = page.getByRole('alert').filter({ hasText: text.errors.http });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: text.common.retry }).click();
    await expect(page.getByText('HDFC Bank')).toBeVisible();
  });

  test('status false with a text: toast, the modal closes, the amount stays and the code is cleared', async ({
    page,
  }) => {
    await page.route('**/api/withdraw', (route) =>
      route.request().method() === 'POST'
        ? rejectedWith({ msg: 'Withdrawals open on Monday.' })(route)
        : route.continue(),
    );
    await openAs(page, 'mpindemo', '/user/manualWithdraw');
    const dialog = await modal(page, '3');
    await typeCode(page, text.secondFactor.label.mpin, '1234');
    // The last digit sends the code.
    await expect(toast(page, 'Withdrawals open on Monday.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel(t.amount)).toHaveValue('3');
    await page.getByRole('button', { name: t.next }).click();
    await expect(
      page.getByRole('dialog', { name: text.secondFactor.verifyAccount }).getByRole('textbox').first(),
    ).toHaveValue('');
  });

  test('a plain-string error is a toast and closes the modal', async ({ page }) => {
    await page.route('**/api/withdraw', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 422, json: { status: false, errors: 'Daily withdrawal limit reached.' } })
        : route.continue(),
    );
    await openAs(page, 'mpindemo', '/user/manualWithdraw');
    const dialog = await modal(page, '3');
    await typeCode(page, text.secondFactor.label.mpin, '1234');
    // The last digit sends the code.
    await expect(toast(page, 'Daily withdrawal limit reached.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('field errors: the first one is shown, the code is cleared and the modal stays', async ({ page }) => {
    await page.route('**/api/withdraw', (route) =>
      route.request().method() === 'POST'
        ? rejectedWith({ errors: { mpin: ['The mpin is locked for 5 minutes.'], amount: ['Other.'] } })(route)
        : route.continue(),
    );
    await openAs(page, 'mpindemo', '/user/manualWithdraw');
    const dialog = await modal(page, '3');
    await typeCode(page, text.secondFactor.label.mpin, '1234');
    // The last digit sends the code.
    await expect(toast(page, 'The mpin is locked for 5 minutes.')).toBeVisible();
    await expect(toast(page, 'Other.')).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox').first()).toHaveValue('');
  });

  test('a withdrawal lost to the network keeps the modal and the code, and goes out again under the same key', async ({
    page,
  }) => {
    const keys: string[] = [];
    await page.route('**/api/withdraw', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) return route.fulfill({ status: 500, body: '' });
      return route.continue();
    });
    await openAs(page, 'authdemo', '/user/manualWithdraw');
    const dialog = await modal(page, '2.22');
    await typeCode(page, text.secondFactor.label.authenticator, await authenticatorCode(DEMO_TOTP_SECRET));
    // The last digit sends the code.
    await expect(toast(page, text.errors.http)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox').last()).not.toHaveValue('');
    await dialog.getByRole('button', { name: t.withdraw }).click();
    await expect(page).toHaveURL(/\/user\/WithdrawList$/);
    expect(keys).toHaveLength(2);
    // Sent with a key, and the same one again.
    expect(keys[0]).toMatch(/\S{8,}/);
    expect(keys[1]).toBe(keys[0]);
    await expect(
      page
        .getByRole('region', { name: text.withdrawalList.historyTitle })
        .locator('tbody tr')
        .filter({ hasText: '$2.22' }),
    ).toHaveCount(1);
  });

  test('a 401 on the withdrawal ends the session', async ({ page }) => {
    await page.route('**/api/withdraw', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 401, json: { status: false, msg: 401 } })
        : route.continue(),
    );
    await openAs(page, 'mpindemo', '/user/manualWithdraw');
    await modal(page, '3');
    await typeCode(page, text.secondFactor.label.mpin, '1234');
    // The last digit sends the code.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(text.errors.unauthorized)).toBeVisible();
  });
});
