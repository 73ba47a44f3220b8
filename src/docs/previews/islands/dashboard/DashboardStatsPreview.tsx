import { hang, rejected, serverError } from '../../../mock.ts';
import { IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { DashboardStats } from '../../../../islands/dashboard/DashboardStats.tsx';
import dashboard from '../../../../../tests/fixtures/dashboard/dashboard.json';
import plan from '../../../../../tests/fixtures/auth/pre-register.json';
import kycList from '../../../../../tests/fixtures/kyc/kyc-list.json';

/** A member who has just joined: every figure 0, no package, KYC not complete (the fixture list). */
const newcomer = { ...dashboard, data: { ...dashboard.data, ...Object.fromEntries(Object.entries(dashboard.data).filter(([, value]) => typeof value === 'number' || /^\d/.test(String(value))).map(([key]) => [key, 0])) } };

const binaryPlan = { 'pre-register': { body: plan } };
const plainPlan = { 'pre-register': { body: { ...plan, binary: 0, single_leg: 0 } } };

const scenarios = {
  loading: { routes: { ...binaryPlan, dashboard: hang } },
  data: { routes: { ...binaryPlan, dashboard: { body: dashboard } } },
  'new-member': { routes: { ...binaryPlan, dashboard: { body: newcomer }, 'kyc-list': { body: { ...kycList, kyc_status: 0 } } } },
  'no-binary': { routes: { ...plainPlan, dashboard: { body: dashboard } } },
  error: { routes: { ...binaryPlan, dashboard: serverError } },
  rejected: { routes: { ...binaryPlan, dashboard: rejected('Your account is under review.') } },
} satisfies Record<string, Scenario>;

export function DashboardStatsPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <DashboardStats />}</IslandFrame>;
}
