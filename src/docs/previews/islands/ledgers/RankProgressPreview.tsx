import { IslandFrame, type State } from '../../../IslandFrame.tsx';
import { hang, serverError } from '../../../mock.ts';
import { RankProgress } from '../../../../islands/ledgers/RankProgress.tsx';
import pool from '../../../../../tests/fixtures/ledgers/pool-incomes.json';
import binary from '../../../../../tests/fixtures/team/binary-details.json';
import plan from '../../../../../tests/fixtures/auth/pre-register.json';

const binaryPlan = { ...plan, binary: 1 };
const routes = { 'pool-incomes': { body: pool }, 'binary-details/*': { body: binary } };

export const scenarios = {
  progress: {
    title: 'Progress with the binary plan',
    note: 'Each rank of GET pool-incomes as a bar with current_cp of cp_required and the percentage, “$X to go” for the first rank not reached, and the weaker leg with a link to its next free place in the Matching Team tree.',
    height: 520,
    routes: { ...routes, 'pre-register': { body: binaryPlan } },
  },
  'no-binary': {
    title: 'Without the binary plan',
    note: 'The ranks alone: no leg is named.',
    height: 460,
    routes: { ...routes, 'pre-register': { body: { ...plan, binary: 0 } } },
  },
  loading: {
    title: 'Loading',
    note: 'Nothing until the figures are in: below the rank list, a placeholder would be pushed down as its rows arrive.',
    height: 200,
    routes: { 'pool-incomes': hang },
  },
  failed: {
    title: 'Load failed',
    note: 'The reason and Try again.',
    height: 160,
    routes: { 'pool-incomes': serverError },
  },
} satisfies Record<string, State>;

export function RankProgressPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <RankProgress />}</IslandFrame>;
}
