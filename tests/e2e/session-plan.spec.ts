/**
 * Plan flags (GET pre-register) follow the operator's settings: the tab shows its cached flags at once
 * and every page load reads them again. The flags are global, so these tests run their own reference
 * server (fresh in-memory demo data) and switch the settings in its database, leaving the shared one
 * alone for the tests running beside them.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { test, expect } from '@playwright/test';
import { serve } from '@hono/node-server';
import { createSite } from '../../server/index.ts';
import { run, type Db } from '../../server/db.ts';
import * as text from '../../src/lib/text.ts';
import { signInThroughApi, useSession } from './support/members.ts';

let db: Db;
let base: string;
let server: ReturnType<typeof serve>;

test.beforeAll(async () => {
  process.env.QUIET = '1';
  const site = createSite({ dbPath: ':memory:', demo: true });
  db = site.db;
  server = serve({ fetch: site.app.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.close();
});

function setPlan(values: Partial<Record<'binary' | 'single_leg', 0 | 1>>): void {
  for (const [key, value] of Object.entries(values)) {
    run(
      db,
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      key,
      String(value),
    );
  }
}

test('a member sees the operator switch the binary and single-leg plans after a reload, and logout forgets the flags', async ({
  page,
}) => {
  setPlan({ binary: 1, single_leg: 1 });
  await useSession(page, await signInThroughApi(base, 'mpindemo'));
  const menu = page.getByRole('navigation', { name: text.shell.mainMenu });
  const stats = page.getByRole('list', { name: text.dashboard.statsLabel });
  await page.goto(`${base}/user/dashboard`);
  await expect(menu.getByRole('link', { name: 'Matching Team' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Single Leg' })).toBeVisible();
  await expect(stats.getByText(text.dashboard.labels.total_team)).toBeVisible();

  setPlan({ binary: 0, single_leg: 0 });
  await page.reload();
  await expect(menu.getByRole('link', { name: 'Matching Team' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Single Leg' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Downline' })).toBeVisible();
  await expect(stats.getByText(text.dashboard.labels.total_team)).toHaveCount(0);
  await expect(stats.getByText(text.dashboard.labels.paid_team)).toHaveCount(0);

  // And back on: the cached "off" gives way to the fresh answer.
  setPlan({ binary: 1 });
  await page.reload();
  await expect(menu.getByRole('link', { name: 'Matching Team' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Single Leg' })).toHaveCount(0);
  await expect(stats.getByText(text.dashboard.labels.paid_team)).toBeVisible();

  await page.getByRole('button', { name: text.shell.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('plan_flags'))).toBeNull();
  setPlan({ single_leg: 1 });
});

test('Register offers Position only while the binary plan is on, read again on every load', async ({ page }) => {
  setPlan({ binary: 1 });
  await page.goto(`${base}/register`);
  const position = page.getByRole('group', { name: text.auth.position });
  await expect(position).toBeVisible();
  // Let the page read the flags before they change, so the tab has them cached.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('plan_flags'))).not.toBeNull();

  setPlan({ binary: 0 });
  await page.reload();
  await expect(page.getByRole('textbox', { name: text.auth.sponsor })).toBeVisible();
  await expect(position).toHaveCount(0);
  setPlan({ binary: 1 });
});
