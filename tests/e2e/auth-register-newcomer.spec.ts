/**
 * /register is opened from marketers' links, by many who never register: it fetches none of the member
 * pages' own files (their stylesheet, the member shell, the member islands and what only they import),
 * and neither does the service worker it installs, until a registration is accepted. The newcomer then
 * goes on to verify the e-mail, and that page fetches them ahead (src/lib/auth/warm-member-pages.ts).
 * What counts as the member pages' files is read from the build (memberCode in scripts/module-graph.mjs).
 */
import { resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { memberCode, readBuild } from '../../scripts/module-graph.mjs';
import { fillNewcomer, freshName, hydrated, registerMember } from './support/auth.ts';

const a = text.auth;
const dist = resolve(process.env.DIST_DIR ?? 'dist');

test.use({ serviceWorkers: 'allow' });

/** The English build's member pages' own files, as site paths. */
function memberFiles(): Set<string> {
  const { graph, pages } = readBuild(dist);
  return new Set(memberCode(graph, pages));
}

/** What the worker has stored, as site paths. */
const stored = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const key of await caches.keys())
      for (const request of await (await caches.open(key)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });

test('a visitor from a link fetches no member page code on /register, nor does its worker, until registered; the next page then fetches it ahead', async ({
  page,
  context,
  baseURL,
}) => {
  const members = memberFiles();
  expect(members.size).toBeGreaterThan(10);
  // Every request of the visit, the page's and the worker's.
  const requested: { path: string; by: 'page' | 'worker' }[] = [];
  context.on('request', (request) =>
    requested.push({ path: new URL(request.url()).pathname, by: request.serviceWorker() ? 'worker' : 'page' }),
  );
  const ofMembers = () => [
    ...new Set(requested.filter(({ path }) => members.has(path)).map(({ path, by }) => `${path} (${by})`)),
  ];

  const sponsor = await registerMember(baseURL!, 'sponsor', { publish: false });
  await page.goto(`/register?u=${sponsor}&p=L`);
  await hydrated(page, 'RegisterForm');
  await expect(page.getByRole('combobox', { name: a.country })).not.toHaveAttribute('aria-busy', 'true');
  // The worker installed from this page; the visitor comes back (it now serves the page, and stores it
  // with what the page names).
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  await hydrated(page, 'RegisterForm');
  await expect
    .poll(async () => {
      const islands = await page
        .locator('astro-island')
        .evaluateAll((found) => found.map((island) => new URL(island.getAttribute('component-url')!, location.href)));
      const have = await stored(page);
      return islands.length > 0 && islands.every((url) => have.includes(url.pathname));
    })
    .toBe(true);
  // The newcomer fills in the form, then reads it over while the page is idle.
  const username = freshName('newcomer');
  await fillNewcomer(page, username);
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => setTimeout(done, 1500))));
  expect(ofMembers()).toEqual([]);
  expect((await stored(page)).filter((path) => members.has(path))).toEqual([]);

  // Registered: on to verify the e-mail, which fetches the member pages' code ahead.
  await page.getByRole('button', { name: a.register }).click();
  await expect(page).toHaveURL(/\/verifyEmail$/);
  await expect.poll(() => ofMembers().length, { timeout: 20_000 }).toBeGreaterThan(0);
});
