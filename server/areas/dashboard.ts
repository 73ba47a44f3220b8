/** Dashboard: the member's numbers (wallets, bonuses, team, ranks) in one answer. */
import type { Area, SeedContext } from '../area.ts';
import { INCOME_KINDS } from '../../src/lib/dashboard/fields.ts';
import { one, run, type Db } from '../db.ts';
import { ok, requireAuth, type UserRow } from '../http.ts';
import { binaryTeam } from '../network.ts';

type Member = UserRow & Record<string, unknown>;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS account_stats (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  completed_withdraw REAL NOT NULL DEFAULT 0,
  pending_withdraw REAL NOT NULL DEFAULT 0,
  direct_bonus REAL NOT NULL DEFAULT 0,
  pti_bonus REAL NOT NULL DEFAULT 0,
  salary_bonus REAL NOT NULL DEFAULT 0,
  leadership_bonus REAL NOT NULL DEFAULT 0,
  binary_bonus REAL NOT NULL DEFAULT 0,
  level_bonus REAL NOT NULL DEFAULT 0,
  task_bonus REAL NOT NULL DEFAULT 0,
  level_achievement_bonus REAL NOT NULL DEFAULT 0,
  unpaid_bonus REAL NOT NULL DEFAULT 0,
  total_pending_income REAL NOT NULL DEFAULT 0,
  pending_matching REAL NOT NULL DEFAULT 0,
  income_limit REAL NOT NULL DEFAULT 0,
  paid_income REAL NOT NULL DEFAULT 0,
  current_leadership_rank TEXT NOT NULL DEFAULT 'N/A',
  next_leadership_rank TEXT NOT NULL DEFAULT 'N/A',
  current_salary TEXT NOT NULL DEFAULT 'N/A',
  next_salary TEXT NOT NULL DEFAULT 'N/A',
  subscription_date TEXT
);
`;

function dashboardOf(db: Db, user: Member) {
  const stats =
    one<Record<string, number | string | null>>(db, 'SELECT * FROM account_stats WHERE user_id = ?', user.id) ?? {};
  const n = (key: string) => Number(stats[key] ?? 0);
  const t = (key: string) => String(stats[key] ?? 'N/A');
  const team = binaryTeam(db, user.id);
  const referrals = one<{ total: number; paid: number }>(
    db,
    'SELECT COUNT(*) AS total, COALESCE(SUM(is_paid), 0) AS paid FROM users WHERE sponsor_id = ?',
    user.id,
  )!;
  const sponsor = user.sponsor_id
    ? one<{ username: string }>(db, 'SELECT username FROM users WHERE id = ?', user.sponsor_id)?.username
    : undefined;
  const deposited = one<{ total: number }>(
    db,
    'SELECT COALESCE(SUM(amount), 0) AS total FROM deposits WHERE user_id = ? AND status = 1',
    user.id,
  )!.total;
  const totalIncome = INCOME_KINDS.reduce((sum, key) => sum + n(key), 0);
  const money = (value: number) => Math.round(value * 100) / 100;
  return {
    username: user.username,
    pay_in_wallet: money(Number(user.pay_in_wallet ?? 0)),
    pay_out_wallet: money(Number(user.pay_out_wallet ?? 0)),
    completed_deposit: money(Number(deposited)),
    completed_withdraw: n('completed_withdraw'),
    pending_withdraw: n('pending_withdraw'),
    direct_bonus: n('direct_bonus'),
    pti_bonus: n('pti_bonus'),
    salary_bonus: n('salary_bonus'),
    leadership_bonus: n('leadership_bonus'),
    binary_bonus: n('binary_bonus'),
    level_bonus: n('level_bonus'),
    task_bonus: n('task_bonus'),
    level_achievement_bonus: n('level_achievement_bonus'),
    unpaid_bonus: n('unpaid_bonus'),
    totalPendingIncome: n('total_pending_income'),
    pendingMatchingForCommission: n('pending_matching'),
    current_leadership_rank: t('current_leadership_rank'),
    next_leadership_rank: t('next_leadership_rank'),
    current_salary: t('current_salary'),
    next_salary: t('next_salary'),
    total_team: team.total,
    paid_team: team.paid,
    income_limit: n('income_limit') || money(Number(user.total_subscription ?? 0) * 3),
    total_income: money(totalIncome),
    paid_income: n('paid_income'),
    total_referrals: Number(referrals.total),
    total_paid_referrals: Number(referrals.paid),
    my_sponsor: sponsor ?? 'N/A',
    total_subscription: money(Number(user.total_subscription ?? 0)),
    subscription_date: stats.subscription_date ?? null,
  };
}

// ---- demo data -------------------------------------------------------------------------------

/** Figures of the demo members, by username. */
const DEMO_STATS: Record<string, Record<string, number | string>> = {
  demo: {
    completed_withdraw: 820,
    pending_withdraw: 150,
    direct_bonus: 640.25,
    pti_bonus: 212.4,
    salary_bonus: 300,
    leadership_bonus: 175.5,
    binary_bonus: 980,
    level_bonus: 96.75,
    task_bonus: 48.3,
    level_achievement_bonus: 250,
    unpaid_bonus: 35.2,
    total_pending_income: 120.75,
    pending_matching: 410,
    income_limit: 3000,
    paid_income: 1925.4,
    current_leadership_rank: 'Gold',
    next_leadership_rank: 'Platinum',
    current_salary: '100',
    next_salary: '250',
  },
  mpindemo: {
    direct_bonus: 120,
    binary_bonus: 60,
    level_bonus: 12.5,
    task_bonus: 8.25,
    income_limit: 1500,
    paid_income: 90,
  },
  authdemo: {
    direct_bonus: 45,
    current_leadership_rank: 'Silver',
    next_leadership_rank: 'Gold',
    current_salary: 'N/A',
    next_salary: 'N/A',
  },
};

export function seedDashboard(db: Db, ctx: SeedContext): void {
  for (const [username, stats] of Object.entries(DEMO_STATS)) {
    const userId = ctx.idOf(username);
    if (!userId) continue;
    const values = { ...stats, subscription_date: ctx.ago(90).slice(0, 10) };
    const keys = Object.keys(values);
    run(
      db,
      `INSERT INTO account_stats (user_id, ${keys.join(', ')}) VALUES (?, ${keys.map(() => '?').join(', ')})`,
      userId,
      ...keys.map((key) => values[key as keyof typeof values]),
    );
  }
}

export const dashboardArea: Area = {
  name: 'dashboard',
  schema: SCHEMA,
  routes: (api) => {
    api.get('/dashboard', requireAuth, (c) => ok(c, { data: dashboardOf(c.get('db'), c.get('user') as Member) }));
  },
};
