/** The dashboard's fields, how each shows, and how a sent value is read (the schema's leaves). */

/** A stat value: a number (also sent as a numeric string) or a text such as 'N/A' or a rank name. */
export type StatValue = number | string;

/** Null, missing or empty becomes 0; a numeric string becomes its number; any other text stays. */
export function toStat(value: unknown): StatValue {
  if (value === null || value === undefined || value === '') return 0;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return 0;
  const trimmed = value.trim();
  const n = Number(trimmed);
  return trimmed !== '' && Number.isFinite(n) ? n : value;
}

/** The bonus kinds of the spec, in the order the cards show them. */
export const INCOME_KINDS = [
  'direct_bonus',
  'pti_bonus',
  'salary_bonus',
  'leadership_bonus',
  'binary_bonus',
  'level_bonus',
  'task_bonus',
  'level_achievement_bonus',
] as const;

/** Every field of the dashboard data, in the order the cards show them. */
export const DASHBOARD_FIELDS = [
  'pay_in_wallet',
  'pay_out_wallet',
  'completed_deposit',
  'completed_withdraw',
  'pending_withdraw',
  ...INCOME_KINDS,
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
