/**
 * Referral links that keep placing newcomers (auto placement, docs/backend-extensions.md): where
 * pre-register says `auto_placement`, a dashboard link is the spec's plain form and the server places
 * each newcomer at the leg's next free place as they register, so one link shared with many never goes
 * stale; a link whose exact place was taken joins the sponsor's team in one tap. Without the extension
 * (a spec-only backend): auth-register.spec.ts and team-grow.spec.ts.
 */
import { test, expect, type Page } from '@playwright/test';
import * as z from 'zod/mini';
import * as text from '../../src/lib/text.ts';
import { BinaryDetailsAnswer } from '../../src/lib/team/schema.ts';
import { signInThroughApi, useSession, watchErrors, type StoredSession } from './support/members.ts';
import { api as publicApi, FRESH_PASSWORD, fillNewcomer, freshName, hydrated, registerMember } from './support/auth.ts';
import { treeReady } from './support/team.ts';
import { closeUpgradeReminder } from './support/account.ts';
import { withoutAutoPlacement } from './support/placement.ts';

const a = text.auth;
const p = text.placement;
const advice = text.placementAdvice;

const noNews = (page: Page) =>
  page.route('**/api/news', (route) => route.fulfill({ json: { status: true, data: [] } }));

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** A sponsor of the test's own, signed in: the places below it are the test's alone. */
async function newSponsor(baseURL: string): Promise<StoredSession> {
  return signInThroughApi(baseURL, await registerMember(baseURL, 'sponsor', { publish: false }), FRESH_PASSWORD);
}

/** A member's binary-details, read with that member's own session. */
async function legsOf(baseURL: string, member: StoredSession, name: string) {
  const response = await fetch(new URL(`/api/binary-details/${name}`, baseURL), {
    headers: { Authorization: `Bearer ${member.token}`, Accept: 'application/json' },
  });
  return z.parse(BinaryDetailsAnswer, await response.json()).data;
}

/** The members down `root`'s outer edge on `side`, top first, through the API the portal uses. */
async function outerEdge(baseURL: string, member: StoredSession, root: string, side: 'L' | 'R') {
  const edge: string[] = [];
  for (let name: string | null = root; name;) {
    const legs = await legsOf(baseURL, member, name);
    name = side === 'L' ? legs.leftuser : legs.rightuser;
    if (name) edge.push(name);
  }
  return edge;
}

/** What a newcomer types; the sponsor and side come from the link. */
function newcomer(username: string) {
  return {
    name: 'Crowd Member',
    username,
    email: `${username}@example.test`,
    phone: '+15551234567',
    country: 2,
    password: 'Fresh@1234',
  };
}

test('ten newcomers registering from one dashboard link at the same moment all join, in ten places down the leg\u2019s outer edge', async ({
  page,
  baseURL,
}) => {
  const errors = watchErrors(page);
  const member = await newSponsor(baseURL!);
  await noNews(page);
  // A member without a package may be reminded to buy one: Later.
  await closeUpgradeReminder(page);
  await useSession(page, member);
  await page.goto('/user/dashboard');
  const region = page.getByRole('region', { name: text.dashboard.leftLink });
  await expect(region.getByText(text.dashboard.autoPlaced)).toBeVisible();
  // The spec's plain form: it names no place, so it cannot go stale. (An assertion, not a read: the
  // upgrade reminder may open meanwhile, and only actions and assertions close it.)
  const link = `${new URL(baseURL!).origin}/register?u=${member.username}&p=L`;
  await expect(region.getByRole('textbox', { name: text.dashboard.leftLink })).toHaveValue(link);

  // Ten newcomers send Register from that link at once (a chat group opening the same post).
  const params = new URL(link).searchParams;
  const names = Array.from({ length: 10 }, () => freshName('crowd'));
  const answers = await Promise.all(
    names.map((username) =>
      publicApi(baseURL!, 'register', {
        method: 'POST',
        body: JSON.stringify({
          ...newcomer(username),
          sponsor: params.get('u'),
          position: params.get('p'),
          parent: '',
        }),
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(names.map(() => true));
  expect(new Set(answers.map((answer) => answer.parent)).size).toBe(10);

  // The server has them down the left leg's outer edge, each under the one placed before it.
  const edge = await outerEdge(baseURL!, member, member.username, 'L');
  expect([...edge].sort()).toEqual([...names].sort());
  for (const answer of answers)
    expect(answer.parent).toBe(edge[edge.indexOf(String(answer.username)) - 1] ?? member.username);

  // So does the tree: the leg's next free place is under the last of them.
  await page.goto('/user/binaryTeam');
  await treeReady(page);
  await page.getByRole('button', { name: text.team.nextFree.button(text.team.left) }).click();
  await expect(
    page.getByText(text.team.nextFree.found(text.team.invite.place(text.team.left, edge.at(-1)!))),
  ).toBeVisible({ timeout: 15_000 });

  // The dashboard's links need no walk down the legs: only the member's own legs are asked for (the chart).
  const asked: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/binary-details\/([^/?]+)/.exec(request.url());
    if (match) asked.push(match[1]!);
  });
  await page.goto('/user/dashboard');
  await expect(region.getByText(text.dashboard.autoPlaced)).toBeVisible();
  await expect(page.getByRole('heading', { name: text.dashboard.greeting(member.username) })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((name) => name !== member.username)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the register page asks for no parent, names the team joined, and says where the newcomer was placed', async ({
  browser,
  baseURL,
}) => {
  const member = await newSponsor(baseURL!);
  const visitor = await browser.newContext();
  const register = await visitor.newPage();
  await register.goto(`/register?u=${member.username}&p=R`);
  await hydrated(register, 'RegisterForm');
  await expect(register.getByText(p.willJoin(member.username, p.sides.R))).toBeVisible();
  await expect(register.getByText(p.autoNote)).toBeVisible();
  await expect(field(register, a.parent)).toHaveCount(0);
  // By keyboard, Parent is not on the way: from the Right choice the next stop is Register.
  await register.getByRole('radio', { name: a.right }).focus();
  await register.keyboard.press('Tab');
  await expect(register.getByRole('button', { name: a.register })).toBeFocused();
  // Another side names another team.
  await register.getByRole('radio', { name: a.left }).check();
  await expect(register.getByText(p.willJoin(member.username, p.sides.L))).toBeVisible();
  await register.getByRole('radio', { name: a.right }).check();

  const username = freshName('joined');
  await fillNewcomer(register, username);
  const request = register.waitForRequest('**/api/register');
  await register.getByRole('button', { name: a.register }).click();
  expect((await request).postDataJSON()).toMatchObject({ sponsor: member.username, position: 'R', parent: '' });
  await expect(register).toHaveURL(/\/verifyEmail$/);
  await expect(register.getByText(p.placedAt(p.sides.R, member.username))).toBeVisible();
  const legs = await legsOf(baseURL!, member, member.username);
  expect(legs.rightuser).toBe(username);
  await visitor.close();
});

test('a newcomer whose link\u2019s place was taken while they typed joins the sponsor\u2019s team in one tap, keeping what was typed', async ({
  browser,
  baseURL,
}) => {
  const member = await newSponsor(baseURL!);
  // An Invite here link: its exact place, the left one under the member.
  const visitor = await browser.newContext();
  const register = await visitor.newPage();
  await register.goto(`/register?u=${member.username}&p=L&parent=${member.username}`);
  await hydrated(register, 'RegisterForm');
  await expect(field(register, a.parent)).toHaveValue(member.username);
  await expect(register.getByText('Placement available.')).toBeVisible();
  const username = freshName('onetap');
  await fillNewcomer(register, username);

  // Someone else takes the place meanwhile.
  const taker = freshName('taker');
  const taken = await publicApi(baseURL!, 'register', {
    method: 'POST',
    body: JSON.stringify({ ...newcomer(taker), sponsor: member.username, position: 'L', parent: member.username }),
  });
  expect(taken.status).toBe(true);

  await register.getByRole('button', { name: a.register }).click();
  const refusal = `The left position under ${member.username} is already taken.`;
  await expect(register.getByText(advice.joinTeam(refusal, member.username, p.sides.L))).toBeVisible();
  await expect(register.getByText(/moment ago/)).toHaveCount(0);
  await expect(field(register, a.name)).toHaveValue('Linked Member');
  await expect(field(register, a.username)).toHaveValue(username);
  await expect(register.getByRole('textbox', { name: a.password, exact: true })).toHaveValue('Fresh@1234');

  // The way out is the next stop after Parent, by keyboard as by touch.
  const join = register.getByRole('button', { name: advice.joinTeamInstead(member.username, p.sides.L) });
  await field(register, a.parent).focus();
  await register.keyboard.press('Tab');
  await expect(join).toBeFocused();
  await register.keyboard.press('Enter');
  await expect(register).toHaveURL(/\/verifyEmail$/);
  // The next free place of the left team was under the one who took the place.
  await expect(register.getByText(p.placedAt(p.sides.L, taker))).toBeVisible();
  expect((await legsOf(baseURL!, member, taker)).leftuser).toBe(username);
  await visitor.close();
});

test('an address past its registrations for the hour is told so on the register page, with what was typed kept', async ({
  page,
  baseURL,
}) => {
  const member = await newSponsor(baseURL!);
  // The reference server's refusal (server/areas/auth-register.test.ts proves when it comes).
  const message =
    'Too many accounts have been registered from your network in the last hour. Please try again after 2026-01-01 10:00 UTC.';
  await page.route('**/api/register', (route) =>
    route.fulfill({ status: 429, json: { status: false, msg: message, message, errors: {} } }),
  );
  await page.goto(`/register?u=${member.username}&p=L`);
  await hydrated(page, 'RegisterForm');
  const username = freshName('limited');
  await fillNewcomer(page, username);
  await page.getByRole('button', { name: a.register }).click();
  await expect(page.getByRole('alert').getByText(message)).toBeVisible();
  await expect(page).toHaveURL(/\/register\?/);
  await expect(field(page, a.username)).toHaveValue(username);
  await expect(page.getByRole('button', { name: a.register })).toBeEnabled();
});

test.describe('without auto placement', () => {
  test('a link whose place and its neighbour are taken offers the sponsor\u2019s own free place, and joins there in one tap', async ({
    page,
    baseURL,
  }) => {
    const member = await newSponsor(baseURL!);
    await withoutAutoPlacement(page);
    // The member's left place is taken by `first`, and both places under `first` are taken too.
    const first = freshName('first');
    const placeUnder = (username: string, parent: string, position: 'L' | 'R') =>
      publicApi(baseURL!, 'register', {
        method: 'POST',
        body: JSON.stringify({ ...newcomer(username), sponsor: member.username, position, parent }),
      });
    expect((await placeUnder(first, member.username, 'L')).status).toBe(true);
    expect((await placeUnder(freshName('fl'), first, 'L')).status).toBe(true);
    expect((await placeUnder(freshName('fr'), first, 'R')).status).toBe(true);

    await page.goto(`/register?u=${member.username}&p=L&parent=${first}`);
    await hydrated(page, 'RegisterForm');
    const refusal = `The left position under ${first} is already taken.`;
    await expect(page.getByText(advice.linkSponsorFree(refusal, first, member.username, p.sides.R))).toBeVisible();
    await expect(page.getByText(/moment ago/)).toHaveCount(0);
    const username = freshName('ownplace');
    await fillNewcomer(page, username);
    await page.getByRole('button', { name: advice.takePlace(p.sides.R, member.username) }).click();
    await expect(page).toHaveURL(/\/verifyEmail$/);
    expect((await legsOf(baseURL!, member, member.username)).rightuser).toBe(username);
  });

  test('the register page asks for the parent, and a plain link fills in the sponsor, as the spec says', async ({
    page,
  }) => {
    await withoutAutoPlacement(page);
    await page.goto('/register?u=mpindemo&p=L');
    await hydrated(page, 'RegisterForm');
    await expect(field(page, a.parent)).toHaveValue('mpindemo');
    await expect(page.getByText(p.autoNote)).toHaveCount(0);
    await expect(
      page.getByText(advice.bothTaken('The left position under mpindemo is already taken.', 'mpindemo')),
    ).toBeVisible();
  });
});
