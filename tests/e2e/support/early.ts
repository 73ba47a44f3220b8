/** The early calls: a member page asks for its first data from its head, before its scripts run. */
import { expect, type Page } from '@playwright/test';
import { SHELL_CALLS, type RouteEntry } from '../../../src/lib/routes.ts';
import * as text from '../../../src/lib/text.ts';
import { holdScripts, sessionOf, useSession } from './members.ts';

/** Records the page's API GETs (path and query) into `into`. */
export const apiGets = (page: Page, into: string[]) =>
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') into.push(url.pathname + url.search);
  });

/** The calls the head of `route` makes for the demo member. */
const earlyCalls = (route: RouteEntry) =>
  [...route.calls, ...SHELL_CALLS].map(
    (call) => `/api/${call.replace(/^-/, '').replace('{u}', encodeURIComponent(sessionOf('demo').username))}`,
  );

/**
 * Opens a member page as the demo member with its scripts held back, checks that its head has asked for
 * its first data, and nothing else, while no script has run, then lets the scripts in. Hand the result
 * to `expectEarlyTaken` once the page is quiet.
 */
export async function openWithEarlyCalls(page: Page, route: RouteEntry, path: string): Promise<string[]> {
  const asked: string[] = [];
  apiGets(page, asked);
  const release = await holdScripts(page);
  await useSession(page, sessionOf('demo'));
  // The page's load waits for its scripts: only the first bytes are awaited here.
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
  // No script has run yet, and the calls are already on their way…
  const own = earlyCalls(route);
  await expect.poll(() => asked.filter((url) => own.includes(url)).sort()).toEqual([...own].sort());
  // …and nothing beyond them.
  expect(asked.filter((url) => !own.includes(url))).toEqual([]);
  release();
  return asked;
}

/** Every early answer was taken by the page's islands, and no call went out a second time. */
export async function expectEarlyTaken(page: Page, asked: string[]): Promise<void> {
  // The islands take the answers as they start, which a busy machine can delay.
  await expect
    .poll(() => page.evaluate(() => Object.keys((window as { __early?: object }).__early ?? {})), { timeout: 15_000 })
    .toEqual([]);
  await page.waitForLoadState('networkidle');
  expect(asked.filter((url, index) => asked.indexOf(url) !== index)).toEqual([]);
  await expect(page.getByText(text.common.loading, { exact: true })).toHaveCount(0);
}
