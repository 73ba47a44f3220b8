import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { newMember, openAs, useSession, watchErrors, type StoredSession } from './support/members.ts';
import { api, png, uploadKyc } from './support/account.ts';
import { axeViolations } from './support/a11y.ts';

const k = text.kyc;

function banner(page: Page) {
  return page.getByRole('status').filter({
    hasText: new RegExp(
      `^(${[k.incomplete, k.waiting, k.verified].map((s) => s.replace(/[.!?]/g, '\\$&')).join('|')})$`,
    ),
  });
}

function step(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

function listRows(page: Page) {
  return page
    .getByRole('region', { name: k.listTitle })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

async function openKyc(page: Page, member: StoredSession) {
  await useSession(page, member);
  await page.goto('/user/kyc');
  await expect(banner(page)).toBeVisible();
}

const image = (name: string) => ({ name, mimeType: 'image/png', buffer: png(60, 40) });

test.describe('KYC status', () => {
  test("shows 'Please Complete Your KYC !', resumes at the first missing proof and lists the documents with status and remarks", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openAs(page, 'demo', '/user/kyc');
    await expect(banner(page)).toHaveText(k.incomplete);
    // Identity is approved, address was rejected: the wizard resumes at the address proof.
    const address = step(page, k.steps.address!);
    await expect(address).toContainText(k.stepOf(3, 4));
    const rows = listRows(page);
    await expect(rows).toHaveCount(2);
    const rejected = rows.filter({ hasText: k.steps.address! });
    await expect(rejected).toContainText(k.status[2]!);
    await expect(rejected).toContainText('The document is blurred. Please upload a clearer copy.');
    await expect(rejected.getByRole('cell').nth(1)).toHaveText('utility bill');
    await expect(rejected.getByRole('cell').nth(6)).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    await expect(rows.filter({ hasText: k.steps.identity! })).toContainText(k.status[1]!);
    const front = rows.first().getByRole('link', { name: new RegExp(`^${k.frontLink}`) });
    await expect(front).toHaveAttribute('target', '_blank');
    await expect(front).toHaveAttribute('rel', 'noopener noreferrer');
    expect(errors).toEqual([]);
  });

  test("shows 'Please Wait For KYC Verification.' and no wizard when all three wait", async ({ page }) => {
    await openAs(page, 'authdemo', '/user/kyc');
    await expect(banner(page)).toHaveText(k.waiting);
    await expect(listRows(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: k.upload })).toHaveCount(0);
    await expect(page.getByRole('button', { name: k.start })).toHaveCount(0);
  });

  test("shows 'KYC Verified successfully.' when all three are approved", async ({ page }) => {
    await openAs(page, 'mpindemo', '/user/kyc');
    await expect(banner(page)).toHaveText(k.verified);
    await expect(listRows(page).filter({ hasText: k.status[1]! })).toHaveCount(3);
    await expect(page.getByRole('button', { name: k.upload })).toHaveCount(0);
  });
});

test.describe('KYC document list', () => {
  test("pages through the server's page URLs with the pager, leaving banner and wizard as they are", async ({
    page,
  }) => {
    const older = {
      id: 1,
      document_type: 'identity',
      document_name: 'passport',
      document_number: 'OLD0001',
      front: null,
      back: null,
      status: 2,
      remarks: 'An older copy, replaced since.',
      created_at: '2024-01-05 10:00:00',
    };
    const requested: string[] = [];
    // The reference server pages by 20 and the demo member has two documents: here the server cuts
    // the list after them, so an older document sits on page 2.
    await page.route('**/api/kyc-list*', async (route) => {
      const url = new URL(route.request().url());
      requested.push(url.search);
      const answer = await (await route.fetch()).json();
      const first = `${url.origin}${url.pathname}?page=1`;
      if (url.searchParams.get('page') === '2') {
        Object.assign(answer.data, {
          data: [older],
          current_page: 2,
          last_page: 2,
          from: 3,
          to: 3,
          total: 3,
          next_page_url: null,
          prev_page_url: first,
        });
      } else {
        Object.assign(answer.data, {
          last_page: 2,
          from: 1,
          to: 2,
          total: 3,
          per_page: 2,
          next_page_url: `${url.origin}${url.pathname}?page=2`,
          prev_page_url: null,
        });
      }
      await route.fulfill({ json: answer });
    });
    await openAs(page, 'demo', '/user/kyc');
    await expect(listRows(page)).toHaveCount(2);
    const pager = page.getByRole('navigation', { name: k.tableLabel });
    await expect(pager.getByText(text.pager.showingRange(1, 2, 3))).toBeVisible();
    await pager.getByRole('button', { name: text.pager.page(2) }).click();
    await expect(listRows(page)).toHaveCount(1);
    await expect(listRows(page).first()).toContainText('OLD0001');
    await expect(listRows(page).first()).toContainText('An older copy, replaced since.');
    await expect(pager.getByRole('button', { name: text.pager.page(2) })).toHaveAttribute('aria-current', 'page');
    expect(requested.at(-1)).toBe('?page=2');
    // The page of older documents does not change where the member stands.
    await expect(banner(page)).toHaveText(k.incomplete);
    await expect(step(page, k.steps.address!)).toContainText(k.stepOf(3, 4));
    await pager.getByRole('button', { name: text.pager.page(1) }).click();
    await expect(listRows(page)).toHaveCount(2);
  });
});

test.describe('KYC upload wizard', () => {
  test('walks a new member from the instructions through identity, address and photo', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await newMember(String(baseURL), testInfo.workerIndex);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/kyc-doc-upload')) uploads.push(request.url());
    });
    await openKyc(page, member);
    await expect(banner(page)).toHaveText(k.incomplete);
    await expect(page.getByRole('region', { name: k.instructionsTitle })).toContainText(k.stepOf(1, 4));
    await expect(listRows(page)).toHaveCount(0);
    await expect(page.getByText(k.empty)).toBeVisible();
    await page.getByRole('button', { name: k.start }).click();

    // Identity: names from the server with spaces, an alphanumeric number, front and back.
    const identity = step(page, k.steps.identity!);
    await expect(identity).toContainText(k.stepOf(2, 4));
    await identity.getByRole('button', { name: k.upload }).click();
    await expect(identity.getByText(k.required)).toHaveCount(4);
    const names = identity.getByLabel(k.documentName);
    await expect(names.locator('option')).toHaveText([
      k.chooseDocument,
      'passport',
      'national id card',
      'driving licence',
      'voter id card',
    ]);
    await names.selectOption({ label: 'national id card' });
    await identity.getByLabel(k.documentNumber).fill('ID-77 88/x');
    await expect(identity.getByLabel(k.documentNumber)).toHaveValue('ID7788x');
    await identity
      .getByLabel(k.front)
      .setInputFiles({ name: 'notes.txt', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(identity.getByText(text.errors.invalidImage)).toBeVisible();
    await identity.getByLabel(k.front).setInputFiles(image('front.png'));
    await identity.getByLabel(k.back).setInputFiles(image('back.png'));
    await expect(identity.getByRole('img', { name: k.previewAlt(k.front) })).toBeVisible();
    await expect(identity.getByText('back.png', { exact: true })).toBeVisible();
    // The confirmation comes first; No sends nothing.
    await identity.getByRole('button', { name: k.upload }).click();
    const confirm = page.getByRole('alertdialog', { name: k.confirmTitle });
    await expect(confirm).toContainText(k.confirmUpload);
    await confirm.getByRole('button', { name: text.common.no }).click();
    await expect(confirm).toHaveCount(0);
    expect(uploads).toEqual([]);
    await identity.getByRole('button', { name: k.upload }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.common.yes }).click();
    await expect(page.getByText('Document uploaded successfully.').first()).toBeVisible();

    // Address next.
    const address = step(page, k.steps.address!);
    await expect(address).toContainText(k.stepOf(3, 4));
    await expect(listRows(page)).toHaveCount(1);
    await expect(listRows(page).first()).toContainText(k.status[0]!);
    await address.getByLabel(k.documentName).selectOption({ label: 'bank statement' });
    await address.getByLabel(k.documentNumber).fill('BS55');
    await address.getByLabel(k.front).setInputFiles(image('a-front.png'));
    await address.getByLabel(k.back).setInputFiles(image('a-back.png'));
    await address.getByRole('button', { name: k.upload }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.common.yes }).click();

    // The photo needs the front only.
    const photo = step(page, k.steps.photo!);
    await expect(photo).toContainText(k.stepOf(4, 4));
    await expect(photo.getByLabel(k.documentName)).toHaveCount(0);
    await expect(photo.getByLabel(k.back)).toHaveCount(0);
    await photo.getByLabel(k.photo).setInputFiles(image('me.png'));
    await photo.getByRole('button', { name: k.upload }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.common.yes }).click();

    await expect(banner(page)).toHaveText(k.waiting);
    await expect(page.getByRole('button', { name: k.upload })).toHaveCount(0);
    await expect(listRows(page)).toHaveCount(3);
    expect(uploads).toHaveLength(3);
    const list = (await api(String(baseURL), 'kyc-list', member.token)) as {
      data: {
        data: { document_type: string; document_name: string; document_number: string | null; back: string | null }[];
      };
    };
    expect(
      list.data.data
        .map((doc) => [doc.document_type, doc.document_name, doc.document_number, Boolean(doc.back)])
        .sort(),
    ).toEqual([
      ['address', 'bank_statement', 'BS55', true],
      ['identity', 'national_id_card', 'ID7788x', true],
      ['photo', 'photo', null, false],
    ]);
  });

  test('keeps the chosen files and fields when an upload fails, shows progress, and sends them again', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await newMember(String(baseURL), testInfo.workerIndex);
    await uploadKyc(String(baseURL), member.token, 'identity');
    let attempt = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/kyc-doc-upload', async (route) => {
      attempt += 1;
      if (attempt > 1) return route.fallback();
      await held;
      await route.abort('connectionreset');
    });
    await openKyc(page, member);
    const address = step(page, k.steps.address!);
    await address.getByLabel(k.documentName).selectOption({ label: 'rental agreement' });
    await address.getByLabel(k.documentNumber).fill('RA12');
    await address.getByLabel(k.front).setInputFiles(image('front.png'));
    await address.getByLabel(k.back).setInputFiles(image('back.png'));
    await address.getByRole('button', { name: k.upload }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.common.yes }).click();
    await expect(address.getByRole('status').filter({ hasText: /^Uploading \d+%$/ })).toBeVisible();
    release();
    const alert = address.getByRole('alert').filter({ hasText: k.uploadFailed });
    await expect(alert).toContainText(text.errors.network);
    await expect(address.getByLabel(k.documentName)).toHaveValue('rental_agreement');
    await expect(address.getByLabel(k.documentNumber)).toHaveValue('RA12');
    await expect(address.getByText('front.png', { exact: true })).toBeVisible();
    await expect(address.getByText('back.png', { exact: true })).toBeVisible();
    await alert.getByRole('button', { name: k.sendAgain }).click();
    await expect(step(page, k.steps.photo!)).toBeVisible();
    expect(attempt).toBe(2);
    const list = (await api(String(baseURL), 'kyc-list', member.token)) as {
      data: { data: { document_type: string; document_name: string }[] };
    };
    expect(list.data.data.find((doc) => doc.document_type === 'address')?.document_name).toBe('rental_agreement');
  });

  test('counts a resend after a lost answer once (same idempotency key)', async ({ page, baseURL }, testInfo) => {
    const member = await newMember(String(baseURL), testInfo.workerIndex);
    await uploadKyc(String(baseURL), member.token, 'identity');
    await uploadKyc(String(baseURL), member.token, 'address', 'utility_bill');
    const keys: string[] = [];
    let attempt = 0;
    await page.route('**/api/kyc-doc-upload', async (route) => {
      attempt += 1;
      keys.push(String(route.request().headers()['idempotency-key']));
      if (attempt > 1) return route.fallback();
      // The server stores the upload, but its answer never arrives.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await openKyc(page, member);
    const photo = step(page, k.steps.photo!);
    await photo.getByLabel(k.photo).setInputFiles(image('me.png'));
    await photo.getByRole('button', { name: k.upload }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.common.yes }).click();
    await photo.getByRole('alert').getByRole('button', { name: k.sendAgain }).click();
    await expect(banner(page)).toHaveText(k.waiting);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/.{8,}/);
    expect(keys[1]).toBe(keys[0]);
    const list = (await api(String(baseURL), 'kyc-list', member.token)) as {
      data: { data: { document_type: string }[] };
    };
    expect(list.data.data.filter((doc) => doc.document_type === 'photo')).toHaveLength(1);
  });

  test('shows a KYC error that arrives as a plain string and keeps the choices', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = await newMember(String(baseURL), testInfo.workerIndex);
    await uploadKyc(String(baseURL), member.token, 'identity');
    await uploadKyc(String(baseURL), member.token, 'address', 'utility_bill');
    await page.route('**/api/kyc-doc-upload', (route) =>
      route.fulfill({ status: 422, json: { status: false, errors: 'The photo is too dark to read.' } }),
    );
    await openKyc(page, member);
    const photo = step(page, k.steps.photo!);
    await photo.getByLabel(k.photo).setInputFiles(image('dark.png'));
    await photo.getByRole('button', { name: k.upload }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.common.yes }).click();
    await expect(photo.getByRole('alert')).toContainText('The photo is too dark to read.');
    await expect(photo.getByText('dark.png', { exact: true })).toBeVisible();
    await expect(photo.getByRole('button', { name: k.sendAgain })).toBeVisible();
  });

  test("shows the server's field error beside its field", async ({ page, baseURL }, testInfo) => {
    const member = await newMember(String(baseURL), testInfo.workerIndex);
    await page.route('**/api/kyc-doc-upload', (route) =>
      route.fulfill({
        status: 422,
        json: {
          status: false,
          message: 'The document number is not valid for a passport.',
          errors: { document_number: ['The document number is not valid for a passport.'] },
        },
      }),
    );
    await openKyc(page, member);
    await page.getByRole('button', { name: k.start }).click();
    const identity = step(page, k.steps.identity!);
    await identity.getByLabel(k.documentName).selectOption('passport');
    await identity.getByLabel(k.documentNumber).fill('123');
    await identity.getByLabel(k.front).setInputFiles(image('f.png'));
    await identity.getByLabel(k.back).setInputFiles(image('b.png'));
    await identity.getByRole('button', { name: k.upload }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.common.yes }).click();
    await expect(identity.getByLabel(k.documentNumber)).toHaveAttribute('aria-invalid', 'true');
    await expect(identity.getByText('The document number is not valid for a passport.').first()).toBeVisible();
  });

  test('scales a large photo down in the browser so it stays under 2 MB', async ({ page, baseURL }, testInfo) => {
    const member = await newMember(String(baseURL), testInfo.workerIndex);
    await uploadKyc(String(baseURL), member.token, 'identity');
    await uploadKyc(String(baseURL), member.token, 'address', 'utility_bill');
    const big = png(1000, 800, true);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    await openKyc(page, member);
    const photo = step(page, k.steps.photo!);
    await photo.getByLabel(k.photo).setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: big });
    await expect(photo.getByText('selfie.jpg', { exact: true })).toBeVisible();
    await photo.getByRole('button', { name: k.upload }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.common.yes }).click();
    await expect(banner(page)).toHaveText(k.waiting);
    const list = (await api(String(baseURL), 'kyc-list', member.token)) as {
      data: { data: { document_type: string; front: string }[] };
    };
    const front = list.data.data.find((doc) => doc.document_type === 'photo')!.front;
    expect(front).toMatch(/\.jpg$/);
    const stored = await fetch(new URL(`/api/images/${front}`, String(baseURL)));
    expect((await stored.arrayBuffer()).byteLength).toBeLessThan(2 * 1024 * 1024);
  });
});

test.describe('KYC errors', () => {
  test('shows a message and a working Try again when the list cannot be loaded', async ({ page }) => {
    let fail = true;
    await page.route('**/api/kyc-list', (route) => (fail ? route.abort('timedout') : route.fallback()));
    await openAs(page, 'demo', '/user/kyc');
    await expect(page.getByRole('alert').filter({ hasText: k.loadFailed })).toContainText(text.errors.network);
    fail = false;
    await page.getByRole('button', { name: text.common.retry }).click();
    await expect(banner(page)).toHaveText(k.incomplete);
  });

  test('offers Try again when the document names cannot be loaded', async ({ page }) => {
    let fail = true;
    await page.route('**/api/get/doc-type', (route) =>
      fail
        ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":true,"data":"oops"}' })
        : route.fallback(),
    );
    await openAs(page, 'demo', '/user/kyc');
    const alert = page.getByRole('alert').filter({ hasText: k.docTypesFailed });
    await expect(alert).toContainText(text.errors.shape);
    fail = false;
    await alert.getByRole('button', { name: text.common.retry }).click();
    await expect(step(page, k.steps.address!).getByLabel(k.documentName).locator('option')).toHaveCount(5);
  });

  test("shows the server's text when the list answers status false, and ends the session on a 401", async ({
    page,
  }) => {
    await page.route('**/api/kyc-list', (route) =>
      route.fulfill({ json: { status: false, msg: 'KYC is closed for maintenance.' } }),
    );
    await openAs(page, 'demo', '/user/kyc');
    await expect(page.getByRole('alert').filter({ hasText: 'KYC is closed for maintenance.' })).toBeVisible();
    await page.unroute('**/api/kyc-list');
    await page.route('**/api/kyc-list', (route) => route.fulfill({ status: 401, json: { status: false, msg: 401 } }));
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(text.errors.unauthorized)).toBeVisible();
  });
});

test.describe('KYC layout', () => {
  for (const width of [360, 1280]) {
    test(`fits ${width}px without sideways scrolling, with no axe violations in the wizard and the confirmation`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await openAs(page, 'demo', '/user/kyc');
      const address = step(page, k.steps.address!);
      await expect(address).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await address.getByLabel(k.documentName).selectOption('passport');
      await address.getByLabel(k.documentNumber).fill('P1');
      await address.getByLabel(k.front).setInputFiles(image('f.png'));
      await address.getByLabel(k.back).setInputFiles(image('b.png'));
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await address.getByRole('button', { name: k.upload }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('alertdialog').getByRole('button', { name: text.common.no }).click();
    });
  }
});
