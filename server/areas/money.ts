/**
 * Money: packages and subscriptions (purchase, history, cancellation), manual withdrawals, the
 * wallet's transactions, payouts, the downline summary, rank/pool/salary incomes and the login log.
 *
 * Wallet rule: a purchase debits the buyer's Pay In wallet, a withdrawal the Pay Out wallet; each
 * debit is one conditional UPDATE inside a transaction (never below zero) plus a wallet_transactions
 * row, and both money routes honour an Idempotency-Key.
 */
import type { Area, SeedContext } from '../area.ts';
import { all, one, run, tx, type Db } from '../db.ts';
import { allowAttempt, useCode, verifySecret, verifyTotp } from '../auth.ts';
import { holdRefusal, withdrawHoldUntil } from '../hold.ts';
import { fail, idempotent, idParam, jsonBody, ok, paginate, requireAuth, type Ctx, type UserRow } from '../http.ts';
import { CancelRequest, SubscriptionRequest } from '../../src/lib/packages/schema.ts';
import { WithdrawRequest } from '../../src/lib/withdrawals/schema.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS packages (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('fixed','variable')),
  price REAL NOT NULL DEFAULT 0,
  minimum_price REAL NOT NULL DEFAULT 0,
  maximum_price REAL NOT NULL DEFAULT 0,
  roi_percentage REAL NOT NULL DEFAULT 0,
  minimum_ad_income REAL NOT NULL DEFAULT 0,
  per_ad_amount REAL NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS subscriptions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  package_id INTEGER NOT NULL REFERENCES packages(id),
  done_by_id INTEGER REFERENCES users(id),
  subs_admin TEXT,
  price REAL NOT NULL,
  amount_paid REAL NOT NULL,
  roi_percentage REAL NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1 CHECK (status BETWEEN 0 AND 4),
  cancel_reason TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS subscriptions_user ON subscriptions(user_id);
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
CREATE INDEX IF NOT EXISTS wallet_transactions_user ON wallet_transactions(user_id);
CREATE TABLE IF NOT EXISTS withdrawals (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  code TEXT NOT NULL UNIQUE,
  coin_type TEXT NOT NULL CHECK (coin_type IN ('bank','crypto')),
  t_hash TEXT,
  bank_name TEXT, ac_no TEXT, holder_name TEXT, ifsc TEXT,
  network TEXT, address TEXT,
  amount_from REAL NOT NULL,
  amount_to REAL NOT NULL,
  net_amount REAL NOT NULL,
  remarks TEXT,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0,1,2)),
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS withdrawals_user ON withdrawals(user_id);
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
CREATE INDEX IF NOT EXISTS payouts_user ON payouts(user_id);
CREATE TABLE IF NOT EXISTS rank_incomes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  total_months INTEGER NOT NULL,
  paid_months INTEGER NOT NULL,
  per_month_amount REAL NOT NULL,
  rewards TEXT,
  is_paid INTEGER NOT NULL DEFAULT 0
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
CREATE TABLE IF NOT EXISTS salary_incomes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  salary_name TEXT NOT NULL,
  paid_months INTEGER NOT NULL,
  per_month_amount REAL NOT NULL,
  status INTEGER NOT NULL DEFAULT 0
);
`;

/** Server-side limits of the withdraw note (settings rows override them). */
export const WITHDRAW_LIMITS = { paid: 10, free: 50 } as const;
/** Share of a withdrawal kept as the processing fee. */
export const WITHDRAW_FEE = 0.05;
export const CURRENCY = 'USDT';

interface MemberRow extends UserRow {
  mpin_hash: string | null;
  secret_2fa: string | null;
  is_paid: number;
  pay_in_wallet: number;
  pay_out_wallet: number;
  account_type: string | null;
  holder_name: string | null;
  bank_name: string | null;
  ac_no: string | null;
  ifsc: string | null;
  withdrawal_coin: string | null;
  withdrawal_address: string | null;
}

interface PackageRow {
  id: number;
  name: string;
  type: 'fixed' | 'variable';
  price: number;
  minimum_price: number;
  maximum_price: number;
  roi_percentage: number;
  minimum_ad_income: number;
  per_ad_amount: number;
}

const stamp = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
const usd = (n: number) => `$${n.toFixed(2)}`;
const round2 = (n: number) => Math.round(n * 100) / 100;

function member(c: Ctx): MemberRow {
  const id = c.get('user').id;
  return one<MemberRow>(c.get('db'), 'SELECT * FROM users WHERE id = ?', id)!;
}

function setting(db: Db, key: string, fallback: number): number {
  const row = one<{ value: string }>(db, 'SELECT value FROM settings WHERE key = ?', key);
  const n = row ? Number(row.value) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
}

export function withdrawLimits(db: Db) {
  return {
    min_limit_for_paid_user: setting(db, 'min_limit_for_paid_user', WITHDRAW_LIMITS.paid),
    min_limit_for_free_user: setting(db, 'min_limit_for_free_user', WITHDRAW_LIMITS.free),
  };
}

let txCounter = 0;
function newTxid(): string {
  txCounter += 1;
  return `TXN${Date.now().toString(36).toUpperCase()}${txCounter.toString(36).toUpperCase().padStart(4, '0')}${Math.floor(Math.random() * 1296).toString(36).toUpperCase()}`;
}

/** Adds a row to a member's wallet history (the caller moves the balance itself). */
export function recordTransaction(
  db: Db,
  userId: number,
  entry: { wallet: 'pay_in' | 'pay_out'; type: 'credit' | 'debit'; value: number; note?: string | null; source?: string | null; created_at?: string; txid?: string },
): void {
  run(
    db,
    'INSERT INTO wallet_transactions (user_id, wallet, txid, type, value, note, source, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    userId,
    entry.wallet,
    entry.txid ?? newTxid(),
    entry.type,
    round2(entry.value),
    entry.note ?? null,
    entry.source ?? null,
    entry.created_at ?? stamp(new Date()),
  );
}

/** Takes `amount` from a wallet only if it is there: true when debited. Never goes below zero. */
function debit(db: Db, userId: number, wallet: 'pay_in_wallet' | 'pay_out_wallet', amount: number): boolean {
  const { changes } = run(db, `UPDATE users SET ${wallet} = ROUND(${wallet} - ?, 2) WHERE id = ? AND ${wallet} >= ?`, amount, userId, amount);
  return changes === 1;
}

/** The member's second factor, checked by auth type: otp (one-time code), authenticator (TOTP), mpin. */
async function checkCode(db: Db, user: MemberRow, code: string): Promise<boolean> {
  if (!code) return false;
  if (user.auth_type === 'mpin') return verifySecret(code, user.mpin_hash);
  if (user.auth_type === 'authenticator') return verifyTotp(db, user.id, user.secret_2fa, code);
  return useCode(db, user.username, 'otp', code);
}

const codeName = (type: string) => (type === 'otp' ? 'OTP' : type === 'mpin' ? 'MPIN' : type === 'authenticator' ? 'authenticator code' : type);

function hasAccount(user: MemberRow): boolean {
  return Boolean(user.account_type && (user.holder_name || user.withdrawal_coin));
}

// ---- answers ---------------------------------------------------------------------------------

function subscriptionRows(db: Db, userId: number) {
  return all(
    db,
    `SELECT s.id, u.username, s.subs_admin, d.username AS s_done_by, p.name AS package, s.price, s.amount_paid,
            s.roi_percentage, s.created_at, s.status
       FROM subscriptions s
       JOIN users u ON u.id = s.user_id
       JOIN packages p ON p.id = s.package_id
       LEFT JOIN users d ON d.id = s.done_by_id
      WHERE s.user_id = ? OR s.done_by_id = ?
      ORDER BY s.created_at DESC, s.id DESC`,
    userId,
    userId,
  );
}

/** Fee lines for cancelling the member's latest active package. */
export function cancelData(db: Db, userId: number) {
  const active = one<{ name: string }>(
    db,
    `SELECT p.name FROM subscriptions s JOIN packages p ON p.id = s.package_id
      WHERE s.user_id = ? AND s.status = 1 ORDER BY s.created_at DESC, s.id DESC LIMIT 1`,
    userId,
  );
  if (!active) return null;
  return {
    cancel_package: active.name,
    fees: [
      'Within 30 days of activation: 20% of the amount paid is charged as a cancellation fee.',
      'From 31 to 90 days: 10% of the amount paid is charged.',
      'After 90 days: 5% of the amount paid is charged.',
      'Income already received from the package is deducted from the refund.',
    ],
  };
}

function walletCards(db: Db, user: MemberRow) {
  const sum = (wallet: string, type: string) =>
    one<{ n: number | null }>(db, 'SELECT SUM(value) AS n FROM wallet_transactions WHERE user_id = ? AND wallet = ? AND type = ?', user.id, wallet, type)?.n ?? 0;
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

function withdrawCards(db: Db, user: MemberRow) {
  const total = (status: number) =>
    one<{ n: number | null }>(db, 'SELECT SUM(amount_from) AS n FROM withdrawals WHERE user_id = ? AND status = ?', user.id, status)?.n ?? 0;
  return [
    {
      title: 'Wallet',
      body: [
        { title: 'Pay Out Wallet', value: usd(user.pay_out_wallet) },
        { title: 'Pay In Wallet', value: usd(user.pay_in_wallet) },
      ],
    },
    {
      title: 'Withdrawals',
      body: [
        { title: 'Pending Withdraw', value: usd(total(0)) },
        { title: 'Completed Withdraw', value: usd(total(1)) },
        { title: 'Rejected Withdraw', value: usd(total(2)) },
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

// ---- demo data -------------------------------------------------------------------------------

const PACKAGES: Omit<PackageRow, 'id'>[] = [
  { name: 'Starter', type: 'fixed', price: 50, minimum_price: 0, maximum_price: 0, roi_percentage: 150, minimum_ad_income: 0.5, per_ad_amount: 1 },
  { name: 'Silver', type: 'fixed', price: 100, minimum_price: 0, maximum_price: 0, roi_percentage: 300, minimum_ad_income: 1, per_ad_amount: 1.5 },
  { name: 'Gold', type: 'fixed', price: 500, minimum_price: 0, maximum_price: 0, roi_percentage: 1500, minimum_ad_income: 5, per_ad_amount: 2 },
  { name: 'Flexi', type: 'variable', price: 0, minimum_price: 100, maximum_price: 1000, roi_percentage: 3000, minimum_ad_income: 2, per_ad_amount: 2.5 },
  { name: 'Platinum', type: 'fixed', price: 1000, minimum_price: 0, maximum_price: 0, roi_percentage: 5000, minimum_ad_income: 10, per_ad_amount: 3 },
  { name: 'Infinity', type: 'variable', price: 0, minimum_price: 1000, maximum_price: 10000, roi_percentage: 10_000_000, minimum_ad_income: 25, per_ad_amount: 3.5 },
];

const BANKS = ['State Bank of India', 'HDFC Bank', 'ICICI Bank'];

function seedMoney(db: Db, ctx: SeedContext): void {
  const { rng, now, demoId, teamIds } = ctx;
  const ago = (days: number, minutes = 0) => stamp(new Date(now.getTime() - days * 86_400_000 - minutes * 60_000));
  const idOf = (username: string) => one<{ id: number }>(db, 'SELECT id FROM users WHERE username = ?', username)?.id;
  const nameOf = (id: number) => one<{ username: string }>(db, 'SELECT username FROM users WHERE id = ?', id)!.username;

  const packageIds = PACKAGES.map(
    (p) =>
      run(
        db,
        'INSERT INTO packages (name, type, price, minimum_price, maximum_price, roi_percentage, minimum_ad_income, per_ad_amount) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        p.name, p.type, p.price, p.minimum_price, p.maximum_price, p.roi_percentage, p.minimum_ad_income, p.per_ad_amount,
      ).lastInsertRowid,
  );
  const subscribe = (userId: number, index: number, status: number, daysAgo: number, extra: { doneBy?: number; admin?: string; amount?: number } = {}) => {
    const p = PACKAGES[index]!;
    const amount = extra.amount ?? (p.type === 'fixed' ? p.price : p.minimum_price);
    run(
      db,
      `INSERT INTO subscriptions (user_id, package_id, done_by_id, subs_admin, price, amount_paid, roi_percentage, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      userId, packageIds[index]!, extra.doneBy ?? userId, extra.admin ?? null, amount, amount, p.roi_percentage, status, ago(daysAgo, rng.int(0, 600)),
    );
  };

  // The demo member: one subscription in every status, some bought by or for others.
  subscribe(demoId, 3, 1, 20, { amount: 500 });
  subscribe(demoId, 2, 4, 380);
  subscribe(demoId, 1, 2, 300);
  subscribe(demoId, 0, 3, 120);
  subscribe(demoId, 1, 0, 2);
  subscribe(demoId, 0, 1, 200, { admin: 'admin' });
  for (let i = 0; i < 8; i += 1) subscribe(teamIds[i]!, i % 3, rng.pick([1, 1, 4]), 10 + i * 13, { doneBy: demoId });
  for (const id of teamIds.slice(8, 80)) if (rng.chance(0.5)) subscribe(id, rng.int(0, 2), 1, rng.int(5, 300));

  // Wallet history of the demo member.
  const sources: [string, 'pay_in' | 'pay_out', 'credit' | 'debit', string][] = [
    ['deposit', 'pay_in', 'credit', 'USDT deposit'],
    ['subscription', 'pay_in', 'debit', 'Package subscription'],
    ['direct', 'pay_out', 'credit', 'Direct bonus'],
    ['level', 'pay_out', 'credit', 'Level income'],
    ['withdraw', 'pay_out', 'debit', 'Withdrawal'],
    ['task', 'pay_out', 'credit', ''],
  ];
  for (let i = 0; i < 46; i += 1) {
    const [source, wallet, type, note] = rng.pick(sources);
    recordTransaction(db, demoId, {
      wallet,
      type,
      value: rng.int(5, 400) + rng.int(0, 99) / 100,
      note: note || null,
      source: source === 'task' ? null : source,
      created_at: ago(i * 6 + 1, rng.int(0, 900)),
    });
  }

  // The MPIN and authenticator demo members: a funded Pay Out wallet and an account to withdraw to.
  for (const [username, account] of [['mpindemo', 'bank'], ['authdemo', 'crypto']] as const) {
    const id = idOf(username);
    if (!id) continue;
    run(db, 'UPDATE users SET pay_out_wallet = pay_out_wallet + 800 WHERE id = ?', id);
    recordTransaction(db, id, { wallet: 'pay_in', type: 'credit', value: 1500, note: 'USDT deposit', source: 'deposit', created_at: ago(40) });
    recordTransaction(db, id, { wallet: 'pay_out', type: 'credit', value: 800, note: 'Direct bonus', source: 'direct', created_at: ago(12) });
    if (account === 'bank') {
      run(db, "UPDATE users SET account_type = 'bank', bank_name = 'HDFC Bank', ac_no = '50100234567890', holder_name = 'Mpin Demo', ifsc = 'HDFC0001234' WHERE id = ? AND account_type IS NULL", id);
    } else {
      run(db, "UPDATE users SET account_type = 'crypto', withdrawal_coin = 'USDT BEP20', withdrawal_address = '0x71c7656ec7ab88b098defb751b7401b5f6d8976f' WHERE id = ? AND account_type IS NULL", id);
    }
  }

  // Withdrawals of the demo member: bank and crypto, in every status.
  const demo = one<MemberRow>(db, 'SELECT * FROM users WHERE id = ?', demoId)!;
  for (let i = 0; i < 14; i += 1) {
    const status = i % 3;
    const bank = i % 2 === 0;
    const amount = rng.int(20, 300);
    const hash = !bank && status === 1 ? `0x${Array.from({ length: 64 }, () => rng.pick([...'0123456789abcdef'])).join('')}` : null;
    run(
      db,
      `INSERT INTO withdrawals (user_id, code, coin_type, t_hash, bank_name, ac_no, holder_name, ifsc, network, address, amount_from, amount_to, net_amount, remarks, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      demoId,
      `WD${String(100_001 + i)}`,
      bank ? 'bank' : 'crypto',
      bank && status === 1 ? `UTR${rng.int(100_000_000, 999_999_999)}` : hash,
      bank ? rng.pick(BANKS) : null,
      bank ? `3021${rng.int(10_000_000, 99_999_999)}` : null,
      bank ? 'Demo Member' : null,
      bank ? `SBIN000${rng.int(1000, 9999)}` : null,
      bank ? null : demo.withdrawal_coin ?? 'USDT BEP20',
      bank ? null : demo.withdrawal_address,
      amount,
      amount,
      round2(amount * (1 - WITHDRAW_FEE)),
      status === 2 ? 'Account details did not match.' : status === 1 ? 'Paid' : null,
      status,
      ago(i * 9 + 2, rng.int(0, 900)),
    );
  }

  // Payouts to the demo member from his team.
  for (let i = 0; i < 27; i += 1) {
    const from = rng.pick(teamIds.slice(0, 120));
    const level = rng.int(1, 10);
    const paid = rng.chance(0.6) ? 1 : 0;
    const source = rng.pick(['level', 'direct', 'binary']);
    run(
      db,
      'INSERT INTO payouts (user_id, from_user_id, level, wallet, amount, description, source, is_paid, process_date, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      demoId,
      from,
      level,
      'pay_out',
      rng.int(1, 80) + rng.int(0, 99) / 100,
      rng.chance(0.15) ? null : `Level ${level} ${source} income from ${nameOf(from)}`,
      source,
      paid,
      paid ? ago(i * 4) : null,
      ago(i * 4 + 1, rng.int(0, 900)),
    );
  }

  // Rank (13 rows: two pages), pool and salary incomes.
  const ranks = ['Bronze', 'Silver', 'Gold', 'Ruby', 'Emerald', 'Sapphire', 'Diamond', 'Blue Diamond', 'Black Diamond', 'Crown', 'Royal Crown', 'Ambassador', 'Legend'];
  ranks.forEach((name, i) => {
    const total = i < 4 ? 6 : 12;
    const paidMonths = i < 3 ? total : i < 6 ? rng.int(1, total - 1) : 0;
    run(
      db,
      'INSERT INTO rank_incomes (user_id, name, total_months, paid_months, per_month_amount, rewards, is_paid) VALUES (?, ?, ?, ?, ?, ?, ?)',
      demoId, name, total, paidMonths, 25 * (i + 1), i % 3 === 1 ? null : ['Smart Watch', 'Mobile Phone', 'Laptop', 'Bike', 'Car'][Math.floor(i / 3)] ?? 'Car', paidMonths === total ? 1 : 0,
    );
  });
  ['Leader 1', 'Leader 2', 'Leader 3', 'Leader 4', 'Leader 5'].forEach((name, i) => {
    const achieved = i < 2;
    run(
      db,
      'INSERT INTO pool_incomes (user_id, pool_name, cp_required, current_cp, bonus_date, is_paid, status) VALUES (?, ?, ?, ?, ?, ?, ?)',
      demoId, name, 5000 * (i + 1) ** 2, achieved ? 5000 * (i + 1) ** 2 + 1200 : 6200, achieved ? ago(60 - i * 20).slice(0, 10) : null, i === 0 ? 1 : 0, achieved ? 1 : 0,
    );
  });
  ['Salary Level 1', 'Salary Level 2', 'Salary Level 3', 'Salary Level 4'].forEach((name, i) => {
    run(db, 'INSERT INTO salary_incomes (user_id, salary_name, paid_months, per_month_amount, status) VALUES (?, ?, ?, ?, ?)', demoId, name, i < 2 ? 6 - i * 3 : 0, 100 * 2 ** i, i < 2 ? 1 : 0);
  });

  // Earlier sign-ins of the demo member (new ones are added by the login route).
  for (let i = 0; i < 23; i += 1) {
    run(db, 'INSERT INTO login_logs (user_id, ip, created_at) VALUES (?, ?, ?)', demoId, `${rng.int(11, 223)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`, ago(i * 3 + 1, rng.int(0, 900)));
  }
}

// ---- routes ----------------------------------------------------------------------------------

export const moneyArea: Area = {
  name: 'money',
  schema: SCHEMA,
  seed: seedMoney,
  routes: (api) => {
    // ---- packages and subscriptions ----

    api.get('/packages', requireAuth, (c) => {
      const user = member(c);
      const packages = all(c.get('db'), 'SELECT * FROM packages ORDER BY id');
      return ok(c, {
        data: { data: packages },
        more_details: [{ title: 'Pay In Wallet Balance', value: usd(user.pay_in_wallet) }],
      });
    });

    api.get('/profile', requireAuth, (c) => {
      const user = member(c);
      return ok(c, { data: { username: user.username, name: user.name, email: user.email } });
    });

    api.post('/subscription/store', requireAuth, (c) =>
      idempotent(c, async () => {
        const db = c.get('db');
        const body = await jsonBody(c, SubscriptionRequest);
        const buyer = member(c);
        const pack = one<PackageRow>(db, 'SELECT * FROM packages WHERE id = ?', Number(body.package_id));
        if (!pack) return fail(c, 'The selected package is invalid.', 422, { package_id: ['The selected package is invalid.'] });
        const target = one<{ id: number; username: string }>(db, 'SELECT id, username FROM users WHERE username = ?', body.username);
        if (!target) return fail(c, 'The selected username is invalid.', 422, { username: ['The selected username is invalid.'] });
        const amount = pack.type === 'fixed' ? pack.price : round2(Number(body.investment_amount));
        if (pack.type === 'variable' && !(amount >= pack.minimum_price && amount <= pack.maximum_price)) {
          return fail(c, 'Amount Should be b/w range!!!', 422, {
            investment_amount: [`The investment amount must be between ${pack.minimum_price} and ${pack.maximum_price}.`],
          });
        }
        const done = tx(db, () => {
          if (!debit(db, buyer.id, 'pay_in_wallet', amount)) return false;
          run(
            db,
            `INSERT INTO subscriptions (user_id, package_id, done_by_id, price, amount_paid, roi_percentage, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
            target.id, pack.id, buyer.id, amount, amount, pack.roi_percentage, stamp(new Date()),
          );
          run(db, 'UPDATE users SET total_subscription = total_subscription + ?, is_paid = 1 WHERE id = ?', amount, target.id);
          recordTransaction(db, buyer.id, {
            wallet: 'pay_in',
            type: 'debit',
            value: amount,
            note: `${pack.name} package for ${target.username}`,
            source: 'subscription',
          });
          return true;
        });
        if (!done) {
          return fail(c, `Insufficient balance in your Pay In Wallet (${usd(buyer.pay_in_wallet)}).`, 422);
        }
        return ok(c, { msg: 'Package Subscribed Successfully', message: 'Package Subscribed Successfully' });
      }),
    );

    api.get('/subscriptions', requireAuth, (c) => {
      const db = c.get('db');
      const user = member(c);
      return ok(c, { currency: CURRENCY, cancel_data: cancelData(db, user.id), data: paginate(c, subscriptionRows(db, user.id)) });
    });

    api.post('/subscription/:id/cancel', requireAuth, (c) => idempotent(c, async () => {
      const db = c.get('db');
      const body = await jsonBody(c, CancelRequest);
      const user = member(c);
      const type = user.auth_type;
      const id = idParam(c);
      const row = id !== undefined ? one<{ id: number; user_id: number; status: number }>(db, 'SELECT id, user_id, status FROM subscriptions WHERE id = ?', id) : undefined;
      if (!row || row.user_id !== user.id) return fail(c, 'Subscription not found.', 404);
      if (row.status !== 1) return fail(c, 'Only an active subscription can be cancelled.', 422);
      const code = String(body[type] ?? '').trim();
      if (!code) return fail(c, 'This Field Is Required.', 422, { [type]: ['This Field Is Required.'] });
      if (!allowAttempt(`money-code:${user.id}`, 10, 15 * 60_000)) return fail(c, 'Too many attempts. Please wait a few minutes and try again.', 429);
      if (!(await checkCode(db, user, code))) return fail(c, `Invalid ${codeName(type)}.`, 422, { [type]: [`Invalid ${codeName(type)}.`] });
      run(db, 'UPDATE subscriptions SET status = 3, cancel_reason = ? WHERE id = ?', body.reason.trim(), row.id);
      return ok(c, { msg: 'Cancellation request submitted successfully.' });
    }));

    // ---- withdrawals ----

    api.get('/withdraw', requireAuth, (c) => {
      const db = c.get('db');
      const user = member(c);
      const holdUntil = withdrawHoldUntil(db, user.id);
      return ok(c, {
        data: {
          ...withdrawLimits(db),
          wallet_balance: user.pay_out_wallet,
          is_paid: user.is_paid,
          // ISO time (UTC) until which withdrawals wait after a security change; null when they do not.
          withdraw_hold_until: holdUntil === null ? null : new Date(holdUntil).toISOString(),
        },
        more_details: withdrawCards(db, user),
      });
    });

    api.post('/withdraw', requireAuth, (c) =>
      idempotent(c, async () => {
        const db = c.get('db');
        const body = await jsonBody(c, WithdrawRequest);
        const user = member(c);
        // Before the code is checked (and an OTP used up): nothing a held member sends can pass.
        const holdUntil = withdrawHoldUntil(db, user.id);
        if (holdUntil !== null) return fail(c, holdRefusal(holdUntil), 422);
        const type = user.auth_type;
        const amount = round2(Number(body.amount));
        if (!(amount > 0)) return fail(c, 'The amount must be greater than 0.', 422, { amount: ['The amount must be greater than 0.'] });
        if (!hasAccount(user)) return fail(c, 'Set Account Details. Go to profile setting', 422);
        const limits = withdrawLimits(db);
        const minimum = user.is_paid ? limits.min_limit_for_paid_user : limits.min_limit_for_free_user;
        if (user.pay_out_wallet < minimum) {
          return fail(c, `A wallet balance of at least ${usd(minimum)} is needed to withdraw.`, 422);
        }
        if (amount > user.pay_out_wallet) return fail(c, 'Insufficient Balance', 422);
        const code = String(body[type] ?? '').trim();
        if (!code) return fail(c, 'This Field Is Required.', 422, { [type]: ['This Field Is Required.'] });
        if (!allowAttempt(`money-code:${user.id}`, 10, 15 * 60_000)) return fail(c, 'Too many attempts. Please wait a few minutes and try again.', 429);
        if (!(await checkCode(db, user, code))) return fail(c, `Invalid ${codeName(type)}.`, 422, { [type]: [`Invalid ${codeName(type)}.`] });
        // Again after the code check awaited: a security change sent meanwhile starts the hold now.
        const heldSince = withdrawHoldUntil(db, user.id);
        if (heldSince !== null) return fail(c, holdRefusal(heldSince), 422);

        const bank = user.account_type === 'bank';
        const withdrawalCode = `WD${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 900 + 100)}`;
        const done = tx(db, () => {
          if (!debit(db, user.id, 'pay_out_wallet', amount)) return false;
          run(
            db,
            `INSERT INTO withdrawals (user_id, code, coin_type, bank_name, ac_no, holder_name, ifsc, network, address, amount_from, amount_to, net_amount, status, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
            user.id,
            withdrawalCode,
            bank ? 'bank' : 'crypto',
            bank ? user.bank_name : null,
            bank ? user.ac_no : null,
            bank ? user.holder_name : null,
            bank ? user.ifsc : null,
            bank ? null : user.withdrawal_coin,
            bank ? null : user.withdrawal_address,
            amount,
            amount,
            round2(amount * (1 - WITHDRAW_FEE)),
            stamp(new Date()),
          );
          recordTransaction(db, user.id, { wallet: 'pay_out', type: 'debit', value: amount, note: `Withdrawal request ${withdrawalCode}`, source: 'withdraw' });
          return true;
        });
        if (!done) return fail(c, 'Insufficient Balance', 422);
        return ok(c, { msg: 'Withdrawal request submitted successfully.', data: { code: withdrawalCode } });
      }),
    );

    api.get('/user/manual/withdraw/list', requireAuth, (c) => {
      const rows = all(
        c.get('db'),
        `SELECT id, code, coin_type, t_hash, bank_name, ac_no, holder_name, ifsc, network, address, amount_from, amount_to, net_amount, remarks, status, created_at
           FROM withdrawals WHERE user_id = ? ORDER BY created_at DESC, id DESC`,
        c.get('user').id,
      );
      return ok(c, { data: paginate(c, rows) });
    });

    // ---- reports ----

    api.get('/transactions', requireAuth, (c) => {
      const db = c.get('db');
      const user = member(c);
      const rows = all(db, 'SELECT id, wallet, txid, type, value, note, source, created_at FROM wallet_transactions WHERE user_id = ? ORDER BY created_at DESC, id DESC', user.id);
      return ok(c, { data: paginate(c, rows), more_details: walletCards(db, user) });
    });

    api.get('/payouts', requireAuth, (c) => {
      const db = c.get('db');
      const userId = c.get('user').id;
      const rows = all(
        db,
        `SELECT p.id, u.username, f.username AS from_username, p.level, p.wallet, p.amount, p.description, p.source, p.is_paid, p.process_date, p.created_at
           FROM payouts p JOIN users u ON u.id = p.user_id LEFT JOIN users f ON f.id = p.from_user_id
          WHERE p.user_id = ? ORDER BY p.created_at DESC, p.id DESC`,
        userId,
      );
      return ok(c, { data: paginate(c, rows), more_details: payoutCards(db, userId) });
    });

    api.get('/user-team-details', requireAuth, (c) => {
      const rows = all<{ level: number; user_count: number; investment: number }>(
        c.get('db'),
        `WITH RECURSIVE down(id, level) AS (
           SELECT id, 1 FROM users WHERE sponsor_id = ?
           UNION ALL
           SELECT u.id, down.level + 1 FROM users u JOIN down ON u.sponsor_id = down.id WHERE down.level < 100
         )
         SELECT down.level AS level, COUNT(*) AS user_count, ROUND(COALESCE(SUM(u.total_subscription), 0), 2) AS investment
           FROM down JOIN users u ON u.id = down.id GROUP BY down.level ORDER BY down.level`,
        c.get('user').id,
      );
      return ok(c, { downlineDetails: rows });
    });

    api.get('/rank/incomes', requireAuth, (c) => {
      const rows = all(c.get('db'), 'SELECT id, name, total_months, paid_months, per_month_amount, rewards, is_paid FROM rank_incomes WHERE user_id = ? ORDER BY id', c.get('user').id);
      return ok(c, { data: paginate(c, rows) });
    });

    api.get('/pool-incomes', requireAuth, (c) => {
      const rows = all(c.get('db'), 'SELECT id, pool_name, cp_required, current_cp, bonus_date, is_paid, status FROM pool_incomes WHERE user_id = ? ORDER BY id', c.get('user').id);
      return ok(c, { data: rows });
    });

    api.get('/salary/incomes', requireAuth, (c) => {
      const db = c.get('db');
      const userId = c.get('user').id;
      const rows = all<{ id: number; salary_name: string; paid_months: number; per_month_amount: number; status: number }>(
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
        data: exportAll ? undefined : paginate(c, rows),
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
      const rows = all(c.get('db'), 'SELECT id, ip, created_at FROM login_logs WHERE user_id = ? ORDER BY created_at DESC, id DESC', c.get('user').id);
      return ok(c, { data: paginate(c, rows) });
    });
  },
};
