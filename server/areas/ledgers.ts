/**
 * Ledgers: the wallet's transactions, payouts, the downline summary, rank, pool and salary incomes,
 * and the sign-in log. Read-only: each lists the member's own rows.
 */
import type { Area } from '../area.ts';
import { all, one, type Db } from '../db.ts';
import { ok, pageParam, paginate, requireAuth, type Ctx } from '../http.ts';
import { legsOf, teamLevels } from '../network.ts';
import { member, usd, type MemberRow } from '../wallet.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS wallet_transactions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  wallet TEXT NOT NULL CHECK (wallet IN ('pay_in','pay_out')),
  txid TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('credit','debit')),
  value REAL NOT NULL CHECK (value >= 0),
  note TEXT,
  source TEXT,
  created_at TEXT NOT NULL
);
-- A member's list, newest first, a page at a time; and the sums of its cards, from the index alone.
DROP INDEX IF EXISTS wallet_transactions_user;
CREATE INDEX IF NOT EXISTS wallet_transactions_user_time ON wallet_transactions(user_id, created_at, id);
CREATE INDEX IF NOT EXISTS wallet_transactions_user_sums ON wallet_transactions(user_id, wallet, type, value);
CREATE TABLE IF NOT EXISTS payouts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  from_user_id INTEGER REFERENCES users(id),
  level INTEGER NOT NULL,
  wallet TEXT NOT NULL,
  amount REAL NOT NULL,
  description TEXT,
  source TEXT,
  is_paid INTEGER NOT NULL DEFAULT 0,
  process_date TEXT,
  created_at TEXT NOT NULL
);
DROP INDEX IF EXISTS payouts_user;
CREATE INDEX IF NOT EXISTS payouts_user_time ON payouts(user_id, created_at, id);
CREATE INDEX IF NOT EXISTS payouts_user_sums ON payouts(user_id, is_paid, amount);
CREATE TABLE IF NOT EXISTS rank_incomes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  total_months INTEGER NOT NULL,
  paid_months INTEGER NOT NULL,
  per_month_amount REAL NOT NULL,
  rewards TEXT,
  is_paid INTEGER NOT NULL DEFAULT 0,
  business_required REAL
);
CREATE TABLE IF NOT EXISTS pool_incomes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  pool_name TEXT NOT NULL,
  cp_required REAL NOT NULL,
  current_cp REAL NOT NULL,
  bonus_date TEXT,
  is_paid INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS login_logs_user_time ON login_logs(user_id, created_at, id);
CREATE TABLE IF NOT EXISTS salary_incomes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  salary_name TEXT NOT NULL,
  paid_months INTEGER NOT NULL,
  per_month_amount REAL NOT NULL,
  status INTEGER NOT NULL DEFAULT 0
);
`;

const PER_PAGE = 10;
/** The most rows a page may hold when asked for with `?per_page=`. */
const MAX_PER_PAGE = 100;

/**
 * Rows per page: `?per_page=` (1 to 100; an extension, docs/backend-extensions.md), else 10. A search
 * over the whole list reads it in a tenth of the requests; the answer's `per_page` says what was used.
 */
function perPage(c: Ctx): number {
  const n = Number.parseInt(c.req.query('per_page') ?? '', 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, MAX_PER_PAGE) : PER_PAGE;
}

/**
 * The asked page of a member's list, read with LIMIT and OFFSET from `sql` (its rows in order; a
 * history can hold tens of thousands): `paginate` shapes it from the list's length with only that
 * page's rows in it.
 */
function pageOf(c: Ctx, count: string, sql: string, ...params: unknown[]) {
  const db = c.get('db');
  const total = one<{ n: number }>(db, count, ...params)!.n;
  const per = perPage(c);
  const page = Math.min(pageParam(c), Math.max(1, Math.ceil(total / per)));
  const offset = (page - 1) * per;
  const rows: unknown[] = new Array(total);
  all(db, `${sql} LIMIT ? OFFSET ?`, ...params, per, offset).forEach((row, i) => (rows[offset + i] = row));
  return paginate(c, rows, per);
}

function walletCards(db: Db, user: MemberRow) {
  const sum = (wallet: string, type: string) =>
    one<{ n: number | null }>(
      db,
      'SELECT SUM(value) AS n FROM wallet_transactions WHERE user_id = ? AND wallet = ? AND type = ?',
      user.id,
      wallet,
      type,
    )?.n ?? 0;
  return [
    {
      title: 'Pay In Wallet',
      body: [
        { title: 'Balance', value: usd(user.pay_in_wallet) },
        { title: 'Total Credit', value: usd(sum('pay_in', 'credit')) },
        { title: 'Total Debit', value: usd(sum('pay_in', 'debit')) },
      ],
    },
    {
      title: 'Pay Out Wallet',
      body: [
        { title: 'Balance', value: usd(user.pay_out_wallet) },
        { title: 'Total Credit', value: usd(sum('pay_out', 'credit')) },
        { title: 'Total Debit', value: usd(sum('pay_out', 'debit')) },
      ],
    },
  ];
}

function payoutCards(db: Db, userId: number) {
  const totals = one<{ total: number | null; paid: number | null; unpaid: number | null }>(
    db,
    `SELECT SUM(amount) AS total, SUM(CASE WHEN is_paid = 1 THEN amount END) AS paid, SUM(CASE WHEN is_paid = 0 THEN amount END) AS unpaid
       FROM payouts WHERE user_id = ?`,
    userId,
  );
  return [
    {
      title: 'Payouts',
      body: [
        { title: 'Total Payout', value: usd(totals?.total ?? 0) },
        { title: 'Paid', value: usd(totals?.paid ?? 0) },
        { title: 'Unpaid', value: usd(totals?.unpaid ?? 0) },
      ],
    },
  ];
}

/**
 * The one figure a rank is reached by (an extension, docs/backend-extensions.md): the member's matching
 * business, the business of their weaker leg (the leg with less; left on a tie) over all time, the
 * same figure as `total_matching` in binary-details. `since` is null: nothing before a date is left out.
 */
export function rankBusiness(db: Db, memberId: number) {
  const { L, R } = legsOf(db, memberId);
  const left = L?.business ?? 0;
  const right = R?.business ?? 0;
  return { amount: Math.min(left, right), leg: right < left ? 'R' : 'L', since: null };
}

// ---- routes ----------------------------------------------------------------------------------

export const ledgersArea: Area = {
  name: 'ledgers',
  schema: SCHEMA,
  routes: (api) => {
    api.get('/transactions', requireAuth, (c) => {
      const user = member(c);
      const data = pageOf(
        c,
        'SELECT COUNT(*) AS n FROM wallet_transactions WHERE user_id = ?',
        'SELECT id, wallet, txid, type, value, note, source, created_at FROM wallet_transactions WHERE user_id = ? ORDER BY created_at DESC, id DESC',
        user.id,
      );
      return ok(c, { data, more_details: walletCards(c.get('db'), user) });
    });

    api.get('/payouts', requireAuth, (c) => {
      const userId = c.get('user').id;
      const data = pageOf(
        c,
        'SELECT COUNT(*) AS n FROM payouts WHERE user_id = ?',
        `SELECT p.id, u.username, f.username AS from_username, p.level, p.wallet, p.amount, p.description, p.source, p.is_paid, p.process_date, p.created_at
           FROM payouts p JOIN users u ON u.id = p.user_id LEFT JOIN users f ON f.id = p.from_user_id
          WHERE p.user_id = ? ORDER BY p.created_at DESC, p.id DESC`,
        userId,
      );
      return ok(c, { data, more_details: payoutCards(c.get('db'), userId) });
    });

    api.get('/user-team-details', requireAuth, (c) =>
      ok(c, { downlineDetails: teamLevels(c.get('db'), c.get('user').id) }),
    );

    api.get('/rank/incomes', requireAuth, (c) => {
      const rows = all(
        c.get('db'),
        'SELECT id, name, total_months, paid_months, per_month_amount, rewards, is_paid, business_required FROM rank_incomes WHERE user_id = ? ORDER BY id',
        c.get('user').id,
      );
      return ok(c, {
        data: paginate(c, rows, perPage(c)),
        rank_business: rankBusiness(c.get('db'), c.get('user').id),
      });
    });

    api.get('/pool-incomes', requireAuth, (c) => {
      const rows = all(
        c.get('db'),
        'SELECT id, pool_name, cp_required, current_cp, bonus_date, is_paid, status FROM pool_incomes WHERE user_id = ? ORDER BY id',
        c.get('user').id,
      );
      return ok(c, { data: rows });
    });

    api.get('/salary/incomes', requireAuth, (c) => {
      const db = c.get('db');
      const userId = c.get('user').id;
      const rows = all<{
        id: number;
        salary_name: string;
        paid_months: number;
        per_month_amount: number;
        status: number;
      }>(
        db,
        'SELECT id, salary_name, paid_months, per_month_amount, status FROM salary_incomes WHERE user_id = ? ORDER BY id',
        userId,
      );
      const active = rows.filter((row) => row.status === 1);
      const current = active.at(-1);
      const next = rows.find((row) => row.status !== 1);
      const earned = rows.reduce((sum, row) => sum + row.paid_months * row.per_month_amount, 0);
      const exportAll = c.req.query('export') === 'true';
      return ok(c, {
        export_data: exportAll ? rows : undefined,
        data: exportAll ? undefined : paginate(c, rows, perPage(c)),
        salary_data: { current_salary: current?.salary_name ?? 'N/A', next_salary: next?.salary_name ?? 'N/A' },
        more_details: [
          {
            title: 'Salary',
            body: [
              { title: 'Current Salary', value: current?.salary_name ?? 'N/A' },
              { title: 'Next Salary', value: next?.salary_name ?? 'N/A' },
              { title: 'Total Salary Earned', value: usd(earned) },
            ],
          },
        ],
      });
    });

    api.get('/logs', requireAuth, (c) => {
      const data = pageOf(
        c,
        'SELECT COUNT(*) AS n FROM login_logs WHERE user_id = ?',
        'SELECT id, ip, created_at FROM login_logs WHERE user_id = ? ORDER BY created_at DESC, id DESC',
        c.get('user').id,
      );
      return ok(c, { data });
    });
  },
};
