import { hang, rejected, serverError } from '../../../mock.ts';
import { IslandFrame, type State } from '../../../IslandFrame.tsx';
import { DashboardStats } from '../../../../islands/dashboard/DashboardStats.tsx';
import dashboard from '../../../../../tests/fixtures/dashboard/dashboard.json';
import kycList from '../../../../../tests/fixtures/kyc/kyc-list.json';
import { binaryPlan, newcomer, plainPlan } from './answers.ts';

export const scenarios = {
  loading: {
    title: 'Loading',
    note: 'GET dashboard has not answered: a skeleton of the cards, announced once as “Loading”.',
    routes: { ...binaryPlan, dashboard: hang },
  },
  data: {
    title: 'With data (binary plan)',
    note: 'Every card the answer has, money formatted.',
    height: 480,
    routes: { ...binaryPlan, dashboard: { body: dashboard } },
  },
  'new-member': {
    title: 'A member without a package',
    note: 'Get started above the cards: KYC, deposit, buy a package, share the links, each a link, ticked from the figures and GET kyc-list.',
    height: 640,
    routes: { ...binaryPlan, dashboard: { body: newcomer }, 'kyc-list': { body: { ...kycList, kyc_status: 0 } } },
  },
  'no-binary': {
    title: 'Plan without binary',
    note: 'pre-register says binary 0: the matching cards are hidden.',
    height: 480,
    routes: { ...plainPlan, dashboard: { body: dashboard } },
  },
  error: {
    title: 'Failed (500)',
    note: 'The reason and Try again; nothing else on the page is affected.',
    routes: { ...binaryPlan, dashboard: serverError },
  },
  rejected: {
    title: 'Refused by the server',
    note: 'status false: the server’s message, with Try again.',
    routes: { ...binaryPlan, dashboard: rejected('Your account is under review.') },
  },
} satisfies Record<string, State>;

export function DashboardStatsPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <DashboardStats />}</IslandFrame>;
}
