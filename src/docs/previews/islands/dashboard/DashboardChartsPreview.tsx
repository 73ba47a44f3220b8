import { hang, rejected, serverError } from '../../../mock.ts';
import { IslandFrame, type State } from '../../../IslandFrame.tsx';
import { DashboardCharts } from '../../../../islands/dashboard/DashboardCharts.tsx';
// Loaded with the preview, so the island's on-demand import resolves at once and a state is complete
// when its answers are in (the page loads it later, when the charts come near the screen).
import '../../../../islands/dashboard/parts/Charts.tsx';
import dashboard from '../../../../../tests/fixtures/dashboard/dashboard.json';
import binaryDetails from '../../../../../tests/fixtures/team/binary-details.json';
import teamDetails from '../../../../../tests/fixtures/ledgers/user-team-details.json';
import { binaryPlan, newcomer, plainPlan } from './answers.ts';

/** Nobody under the member on either side (the newcomer has no team either). */
const noLegs = {
  ...binaryDetails,
  data: {
    ...binaryDetails.data,
    leftuser: null,
    rightuser: null,
    left_business: 0,
    right_business: 0,
    total_matching: 0,
  },
};

const answers = {
  dashboard: { body: dashboard },
  'binary-details/*': { body: binaryDetails },
  'user-team-details': { body: teamDetails },
};

export const scenarios = {
  loading: {
    title: 'Loading',
    note: 'GET dashboard has not answered: each chart’s card with its title and a placeholder the size of its drawing, so the page does not move when the charts arrive. The charts load only after the figures.',
    routes: { ...binaryPlan, ...answers, dashboard: hang },
  },
  data: {
    title: 'With data (binary plan)',
    note: 'Income by kind and the limit from GET dashboard (the stat cards’ answer); the team by level from GET user-team-details; the two legs from GET binary-details/{me}. “Show the numbers” opens each chart’s table.',
    height: 760,
    routes: { ...binaryPlan, ...answers },
  },
  'no-binary': {
    title: 'Plan without binary',
    note: 'pre-register says binary 0: no left against right chart, and GET binary-details is not called.',
    height: 760,
    routes: { ...plainPlan, ...answers },
  },
  'new-member': {
    title: 'A member without a package or team',
    note: 'Every bonus at $0.00 (bars empty), no income limit yet, no team by level, both legs empty.',
    height: 760,
    routes: {
      ...binaryPlan,
      dashboard: { body: newcomer },
      'binary-details/*': { body: noLegs },
      'user-team-details': { body: { status: true, downlineDetails: [] } },
    },
  },
  'team-failed': {
    title: 'Team calls failed',
    note: 'GET user-team-details fails (500) and GET binary-details is refused: each chart says so with Try again; the charts from the figures still show.',
    height: 760,
    routes: {
      ...binaryPlan,
      ...answers,
      'user-team-details': serverError,
      'binary-details/*': rejected('This member is not in your team.'),
    },
  },
} satisfies Record<string, State>;

export function DashboardChartsPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <DashboardCharts />}</IslandFrame>;
}
