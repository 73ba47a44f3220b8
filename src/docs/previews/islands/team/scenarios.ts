/**
 * Fixture answers for the three team trees (one module, shared by the team previews). The root
 * member answers from the captured fixtures; members further down get small made-up answers, so
 * the trees can be opened a few levels deep.
 */
import { hang, serverError, type MockRequest, type Reply, type Routes } from '../../../mock.ts';
import { click, fill, find, type State } from '../../../IslandFrame.tsx';
import * as text from '../../../../lib/text.ts';
import binary from '../../../../../tests/fixtures/team/binary-details.json';
import direct from '../../../../../tests/fixtures/team/direct-team.json';
import leg from '../../../../../tests/fixtures/team/tree-view.json';

const nameIn = (request: MockRequest) => decodeURIComponent(request.path.split('/').pop() ?? '');

/** binary-details/{name}: the fixture for the demo member; two levels of made-up members below. */
export function binaryAnswer(request: MockRequest): Reply {
  const name = nameIn(request);
  if (name === binary.data.parent) return { body: binary };
  const depth = name.split('-').length;
  const child = (side: string) => (depth < 3 ? `${name}-${side}` : null);
  return {
    body: {
      status: true,
      data: {
        parent: name,
        leftuser: child('l'),
        rightuser: depth < 2 ? child('r') : null,
        total_matching: 1200 * depth,
        left_business: 800,
        right_business: 400,
        color_code: depth % 2 ? '#1d4ed8' : '#15803d',
        is_paid: depth < 3 ? 1 : 0,
      },
    },
  };
}

/** directTeam/{name}: the fixture for the demo member; each referral has two referrals of its own. */
function directAnswer(request: MockRequest): Reply {
  const name = nameIn(request);
  if (name === direct.username) return { body: direct };
  const member = direct.data.find((row) => row.username === name);
  return {
    body: {
      ...direct,
      username: name,
      sponsor_total_team: member?.total_team ?? 2,
      sponsor_paid_team: member?.paid_team ?? 1,
      data: [1, 2].map((n) => ({
        ...direct.data[0]!,
        username: `${name}-${n}`,
        sponsor: name,
        total_team: 0,
        paid_team: 0,
        is_paid: n === 1 ? 1 : 0,
      })),
    },
  };
}

/** treeView/{name}: the fixture for the demo member; the leg goes on three more members, then ends. */
function legAnswer(request: MockRequest): Reply {
  const name = nameIn(request);
  if (name === leg.username) return { body: leg };
  const depth = (name.match(/-/g) ?? []).length;
  const next = depth < 3 ? `${name}-next` : null;
  return {
    body: {
      ...leg,
      username: name,
      data: [{ username: name, total_subscription: 100, downline_total_subscription: next ? 50 : 0, downline: next }],
    },
  };
}

export type TreeName = 'binary' | 'referral' | 'single-leg';

const answers: Record<TreeName, [string, (request: MockRequest) => Reply]> = {
  binary: ['binary-details/*', binaryAnswer],
  referral: ['directTeam/*', directAnswer],
  'single-leg': ['treeView/*', legAnswer],
};

const routes = (tree: TreeName, override?: Reply): Routes => ({ [answers[tree][0]]: override ?? answers[tree][1] });

const failsBelowFirstLevel = (tree: TreeName, name: string) =>
  tree === 'binary' ? name.includes('-') : name !== 'demo';

/** Clicks a member of the tree (a tap opens its card and its team). */
const tap = (name: string) => async (page: HTMLElement) => {
  const node = await find(page, '[role="treeitem"]', new RegExp(`^${name}\\b`));
  node.dispatchEvent(new MouseEvent('click', { bubbles: true }));
};

/** The states every tree is shown in; `opened` says what a tap on `firstChild` shows. */
export function treeScenarios(
  tree: TreeName,
  firstChild: string,
  opened = `A tap on ${firstChild}: its team loads and its card shows.`,
) {
  const marks =
    tree === 'single-leg' ? 'vacant, has a team; no paid marks on the single leg' : 'paid, unpaid, vacant, has a team';
  return {
    skeleton: {
      title: 'Before the script runs',
      note: 'The page’s fallback (TreeSkeleton): the search box, the buttons and the canvas as grey boxes at their real sizes, and the legend, so nothing jumps when the tree arrives.',
      height: 560,
      routes: {},
    },
    loading: {
      title: 'Loading',
      note: 'The root member is on its way; the legend keeps the place of the member count.',
      height: 560,
      routes: routes(tree, hang),
    },
    tree: {
      title: 'The tree',
      note: `The member and the first level; members with a team can be opened. The legend under it: the marks (${marks}), how many members are loaded and, on wider screens, the keys.`,
      height: 560,
      routes: routes(tree),
    },
    opened: { title: 'A member opened', note: opened, height: 560, routes: routes(tree), act: tap(firstChild) },
    list: {
      title: 'As a list',
      note: 'Show as List: the same tree as nested lists with Show the team buttons.',
      height: 560,
      routes: routes(tree),
      act: (page) => click(page, text.team.listView),
    },
    'no-match': {
      title: 'Search without a match',
      height: 560,
      routes: routes(tree),
      act: async (page) => {
        await fill(page, text.team.findLabel, 'nobody');
        await click(page, text.team.find);
      },
    },
    error: {
      title: 'Failed (500)',
      note: 'The reason and Try again in place of the tree.',
      height: 560,
      routes: routes(tree, serverError),
    },
    'member-failed': {
      title: 'A member’s team failed',
      note: 'The tree stays; the failure names the member and offers Try again.',
      height: 560,
      // The first level answers (the binary tree loads it with the root); the next one fails.
      routes: {
        [answers[tree][0]]: (request: MockRequest) =>
          failsBelowFirstLevel(tree, nameIn(request)) ? serverError : answers[tree][1](request),
      },
      act: tap(firstChild),
    },
  } satisfies Record<string, State>;
}
