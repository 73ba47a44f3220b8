import { IslandFrame, type State } from '../../../IslandFrame.tsx';
import { hang, serverError } from '../../../mock.ts';
import { RankProgress } from '../../../../islands/ledgers/RankProgress.tsx';
import rank from '../../../../../tests/fixtures/ledgers/rank-incomes.json';
import plan from '../../../../../tests/fixtures/auth/pre-register.json';

const binaryPlan = { ...plan, binary: 1 };
const TARGETS = [1000, 2500, 5000, 20000, 40000, 75000, 125000, 200000, 300000, 500000];
// The spec's rank list with the reference server's extensions: each rank's target and the member's figure.
const withTargets = {
  ...rank,
  // One page of ranks (the fixture's first).
  data: {
    ...rank.data,
    next_page_url: null,
    last_page: 1,
    data: rank.data.data.map((row, i) => ({ ...row, business_required: TARGETS[i] ?? null })),
  },
  rank_business: { amount: 61950, leg: 'L', since: null },
};
const routes = { 'rank/incomes': { body: withTargets } };

export const scenarios = {
  progress: {
    title: 'Progress with the binary plan',
    note: 'The member\u2019s matching business once, with the leg and period it counts; each rank of GET rank/incomes with its business_required and the percentage, \u201c$X to go\u201d for the first rank not reached, and a link to the weaker leg\u2019s next free place in the Matching Team tree.',
    height: 620,
    routes: { ...routes, 'pre-register': { body: binaryPlan } },
  },
  'no-binary': {
    title: 'Without the binary plan',
    note: 'No link to a free place.',
    height: 580,
    routes: { ...routes, 'pre-register': { body: { ...plan, binary: 0 } } },
  },
  'spec-backend': {
    title: 'A backend without the extensions',
    note: 'The spec\u2019s rank list has no targets and no figure: nothing shows.',
    height: 120,
    routes: { 'rank/incomes': { body: rank } },
  },
  loading: {
    title: 'Loading',
    note: 'Nothing until the figures are in: below the rank list, a placeholder would be pushed down as its rows arrive.',
    height: 200,
    routes: { 'rank/incomes': hang },
  },
  failed: {
    title: 'Load failed',
    note: 'The reason and Try again.',
    height: 160,
    routes: { 'rank/incomes': serverError },
  },
} satisfies Record<string, State>;

export function RankProgressPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <RankProgress />}</IslandFrame>;
}
