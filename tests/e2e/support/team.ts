/** Shared steps of the team tree specs: reading the reference server's answers, finding nodes. */
import { expect, type Locator, type Page } from '@playwright/test';
import * as z from 'zod/mini';
import { BinaryDetailsAnswer, DirectTeamAnswer, TreeViewAnswer } from '../../../src/lib/team/schema.ts';
import { sessionOf } from './members.ts';

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A member's node in the tree, by username (its accessible name may add the paid status). */
export function treeitem(page: Page, name: string): Locator {
  return page.getByRole('treeitem', { name: new RegExp(`^${escape(name)}(, (Paid|Unpaid))?$`) });
}

/** The card of a member. */
export function card(page: Page, name: string): Locator {
  return page.getByRole('group', { name: `Details of ${name}` });
}

/** The value shown beside a label in a card. */
export function cardValue(cardLocator: Locator, label: string): Locator {
  return cardLocator
    .locator('dt', { hasText: new RegExp(`^${escape(label)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

export async function api<S extends z.ZodMiniType>(
  baseURL: string,
  schema: S,
  path: string,
  username: 'demo' | 'mpindemo' | 'authdemo' = 'demo',
): Promise<z.output<S>> {
  const response = await fetch(new URL(`/api/${path}`, baseURL), {
    headers: { Authorization: `Bearer ${sessionOf(username).token}`, Accept: 'application/json' },
  });
  return z.parse(schema, await response.json());
}

export const binaryDetails = (baseURL: string, name: string) =>
  api(baseURL, BinaryDetailsAnswer, `binary-details/${name}`).then((a) => a.data);
export const directTeam = (baseURL: string, name: string) => api(baseURL, DirectTeamAnswer, `directTeam/${name}`);
export const treeView = (baseURL: string, name: string) => api(baseURL, TreeViewAnswer, `treeView/${name}`);

/**
 * The directTeam answer the page itself receives for `name`; ask before opening the page. Counts are
 * compared with this one, since parallel tests add members to demo's team between two calls.
 */
export function directTeamOnPage(page: Page, name: string): Promise<z.output<typeof DirectTeamAnswer>> {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname === `/api/directTeam/${name}`)
    .then(async (response) => z.parse(DirectTeamAnswer, await response.json()));
}

/**
 * The shortest path (usernames from demo down) to a member of the binary tree with exactly one
 * free slot, found through the same API the page uses.
 */
export async function pathToVacancy(baseURL: string): Promise<string[]> {
  const queue: string[][] = [['demo']];
  while (queue.length) {
    const path = queue.shift()!;
    const details = await binaryDetails(baseURL, path[path.length - 1]!);
    const children = [details.leftuser, details.rightuser];
    if (children.filter(Boolean).length === 1 && path.length > 1) return path;
    for (const child of children) if (child) queue.push([...path, child]);
  }
  throw new Error('no vacancy in the demo tree');
}

/** Waits until the tree has drawn its first nodes and its gestures are live. */
export async function treeReady(page: Page): Promise<Locator> {
  const tree = page.getByRole('tree');
  await expect(tree).toHaveAttribute('data-gestures', 'on');
  await expect(tree.getByRole('treeitem').first()).toBeVisible();
  return tree;
}

/** The scale of the tree's view (read from the one transformed group). */
export async function viewScale(page: Page): Promise<number> {
  const transform = (await page.getByRole('tree').locator('g[role="none"]').getAttribute('transform')) ?? '';
  return Number(/scale\(([^)]+)\)/.exec(transform)?.[1] ?? 'NaN');
}

/** The view's scale once it has stopped moving (fit and zoom animate). */
export async function settledScale(page: Page): Promise<number> {
  let last = NaN;
  await expect
    .poll(
      async () => {
        const now = await viewScale(page);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
  return last;
}

/** Counts the API calls a page makes to `pattern`. */
export function countCalls(page: Page, pattern: RegExp): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (pattern.test(url.pathname)) calls.push(decodeURIComponent(url.pathname.replace(/^\/api\//, '')));
  });
  return calls;
}

/**
 * The path (usernames from demo down) to a member of the binary tree with both places free, deeper
 * than the shortest way to a one-sided member: filling one of its places leaves the vacancy other
 * specs look for (pathToVacancy) where it was.
 */
export async function pathToFreeLeaf(baseURL: string): Promise<string[]> {
  const depth = (await pathToVacancy(baseURL)).length;
  const queue: string[][] = [['demo']];
  while (queue.length) {
    const path = queue.shift()!;
    const details = await binaryDetails(baseURL, path[path.length - 1]!);
    const children = [details.leftuser, details.rightuser].filter((child): child is string => Boolean(child));
    if (!children.length && path.length > depth) return path;
    for (const child of children) queue.push([...path, child]);
  }
  throw new Error('no member with two free places in the demo tree');
}
