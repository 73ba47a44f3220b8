/** Schemas of the dashboard call (spec part 1): GET dashboard. The news calls are in lib/news. */
import * as z from 'zod/mini';
import { envelope, str } from '../api/schema.ts';

/**
 * A stat value: a number (also sent as a numeric string) or a text such as 'N/A' or a rank name.
 * Null or missing becomes 0.
 */
export const statValue = z.pipe(
  z.union([z.number(), z.string(), z.null(), z.undefined()]),
  z.transform((value): number | string => {
    if (value === null || value === undefined || value === '') return 0;
    if (typeof value === 'number') return value;
    const trimmed = value.trim();
    const n = Number(trimmed);
    return trimmed !== '' && Number.isFinite(n) ? n : value;
  }),
);
export type StatValue = z.output<typeof statValue>;

/** Every field of the dashboard data, in the order the cards show them. */
export const DASHBOARD_FIELDS = [
  'pay_in_wallet',
  'pay_out_wallet',
  'completed_deposit',
  'completed_withdraw',
  'pending_withdraw',
  'direct_bonus',
  'pti_bonus',
  'salary_bonus',
  'leadership_bonus',
  'binary_bonus',
  'level_bonus',
  'task_bonus',
  'level_achievement_bonus',
  'unpaid_bonus',
  'totalPendingIncome',
  'pendingMatchingForCommission',
  'income_limit',
  'total_income',
  'paid_income',
  'total_subscription',
  'subscription_date',
  'current_leadership_rank',
  'next_leadership_rank',
  'current_salary',
  'next_salary',
  'total_team',
  'paid_team',
  'total_referrals',
  'total_paid_referrals',
  'my_sponsor',
] as const;
export type DashboardField = (typeof DASHBOARD_FIELDS)[number];

/** How a card shows its value. */
export const FIELD_KIND: Record<DashboardField, 'money' | 'count' | 'text' | 'date'> = {
  pay_in_wallet: 'money',
  pay_out_wallet: 'money',
  completed_deposit: 'money',
  completed_withdraw: 'money',
  pending_withdraw: 'money',
  direct_bonus: 'money',
  pti_bonus: 'money',
  salary_bonus: 'money',
  leadership_bonus: 'money',
  binary_bonus: 'money',
  level_bonus: 'money',
  task_bonus: 'money',
  level_achievement_bonus: 'money',
  unpaid_bonus: 'money',
  totalPendingIncome: 'money',
  pendingMatchingForCommission: 'money',
  income_limit: 'money',
  total_income: 'money',
  paid_income: 'money',
  total_subscription: 'money',
  subscription_date: 'date',
  current_leadership_rank: 'text',
  next_leadership_rank: 'text',
  current_salary: 'money',
  next_salary: 'money',
  total_team: 'count',
  paid_team: 'count',
  total_referrals: 'count',
  total_paid_referrals: 'count',
  my_sponsor: 'text',
};

const statFields = Object.fromEntries(DASHBOARD_FIELDS.map((field) => [field, statValue])) as Record<
  DashboardField,
  typeof statValue
>;

export const DashboardData = z.object({ username: str, ...statFields });
export type DashboardData = z.output<typeof DashboardData>;

export const DashboardAnswer = z.object({ ...envelope, data: DashboardData });
