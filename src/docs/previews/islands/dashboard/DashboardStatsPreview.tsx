import { hang, rejected, serverError } from '../../../mock.ts';
import { IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { DashboardStats } from '../../../../islands/dashboard/DashboardStats.tsx';
import dashboard from '../../../../../tests/fixtures/dashboard/dashboard.json';
import plan from '../../../../../tests/fixtures/auth/pre-register.json';

const binaryPlan = { 'pre-register': { body: plan } };
const plainPlan = { 'pre-register': { body: { ...plan, binary: 0, single_leg: 0 } } };

const scenarios = {
  loading: { routes: { ...binaryPlan, dashboard: hang } },
  data: { routes: { ...binaryPlan, dashboard: { body: dashboard } } },
  'no-binary': { routes: { ...plainPlan, dashboard: { body: dashboard } } },
  error: { routes: { ...binaryPlan, dashboard: serverError } },
  rejected: { routes: { ...binaryPlan, dashboard: rejected('Your account is under review.') } },
} satisfies Record<string, Scenario>;

export function DashboardStatsPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <DashboardStats />}</IslandFrame>;
}
