import { IslandFrame, click, find, type State } from '../../../IslandFrame.tsx';
import type { MockRequest } from '../../../mock.ts';
import binary from '../../../../../tests/fixtures/team/binary-details.json';
import { BinaryTree } from '../../../../islands/team/BinaryTree.tsx';
import { TreeSkeleton } from '../../../../islands/team/TreeSkeleton.tsx';
import * as text from '../../../../lib/text.ts';
import { binaryAnswer, treeScenarios } from './scenarios.ts';

const trees = treeScenarios('binary', 'authdemo');

/** Taps a node by its name (the first match: a tap opens its card and loads its team). */
async function tap(page: HTMLElement, name: RegExp) {
  const node = await find(page, '[role="treeitem"]', name);
  node.dispatchEvent(new MouseEvent('click', { bubbles: true }));
}

/** authdemo's left member has one vacant place: open the way to it and tap it. */
async function tapVacancy(page: HTMLElement) {
  await tap(page, /^authdemo\b/);
  await tap(page, /^authdemo-l\b/);
  await tap(page, /^vacant$/);
}

/** The demo member's answer without the leg counts, as a backend that does not send them answers. */
const { left_count: _left, right_count: _right, ...uncounted } = binary.data;

export const scenarios = {
  ...trees,
  'legs-business-only': {
    title: 'Legs without member counts',
    note: 'A backend that leaves out left_count and right_count: each leg shows its business alone (never a count of the members loaded so far).',
    height: 560,
    routes: {
      'binary-details/*': (request: MockRequest) =>
        request.path === 'binary-details/demo' ? { body: { ...binary, data: uncounted } } : binaryAnswer(request),
    },
  },
  vacancy: {
    title: 'An empty place',
    note: 'A tap (or focus) on a vacant place: its card offers Invite here, named with the place (“the right place under authdemo-l”).',
    height: 560,
    routes: trees.tree.routes,
    act: tapVacancy,
  },
  invite: {
    title: 'Invite here',
    note: 'The dialog of one empty place: what the link does, the register link (u = the member, p = the side, parent = the member above the place) with Copy, the share buttons and Show QR code. Escape or Close returns focus to Invite here.',
    height: 640,
    routes: trees.tree.routes,
    act: async (page) => {
      await tapVacancy(page);
      await click(page, /^Invite here:/);
      await find(document.body, '[role="dialog"]', new RegExp(text.team.invite.title));
    },
  },
  'invite-list': {
    title: 'Invite here in the list',
    note: 'In the list view every vacant place has its own Invite here button.',
    height: 560,
    routes: trees.tree.routes,
    act: async (page) => {
      await tap(page, /^authdemo\b/);
      await tap(page, /^authdemo-l\b/);
      await click(page, text.team.listView);
    },
  },
} satisfies Record<string, State>;

export function BinaryTreePreview() {
  // The skeleton is what the page renders until the island runs (its fallback), so that state shows it.
  return (
    <IslandFrame scenarios={scenarios}>
      {(state) => (state === 'skeleton' ? <TreeSkeleton /> : <BinaryTree />)}
    </IslandFrame>
  );
}
