/**
 * Manual withdrawals: the limits and the Pay Out balance, a withdrawal request (debits the Pay Out
 * wallet once per Idempotency-Key, and waits out the hold after a security change), and the list.
 */
import type { Area, SeedContext } from '../area.ts';
import { all, one, run, sqlTime, tx, type Db } from '../db.ts';
import { holdRefusal, withdrawHoldUntil } from '../hold.ts';
import { fail, idempotent, jsonBody, ok, paginate, requireAuth } from '../http.ts';
import { codeRefusal, debit, member, recordTransaction, round2, usd, type MemberRow } from '../wallet.ts';
import { WithdrawRequest } from '../../src/lib/withdrawals/schema.ts';

const SCHEMA = `
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
`;

/** Server-side limits of the withdraw note (settings rows override them). */
export const WITHDRAW_LIMITS = { paid: 10, free: 50 } as const;
/** Share of a withdrawal kept as the processing fee. */
export const WITHDRAW_FEE = 0.05;

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

function hasAccount(user: MemberRow): boolean {
  return Boolean(user.account_type && (user.holder_name || user.withdrawal_coin));
}

function withdrawCards(db: Db, user: MemberRow) {
  const total = (status: number) =>
    one<{ n: number | null }>(
      db,
      'SELECT SUM(amount_from) AS n FROM withdrawals WHERE user_id = ? AND status = ?',
      user.id,
      status,
    )?.n ?? 0;
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

// ---- demo data -------------------------------------------------------------------------------

const BANKS = ['State Bank of India', 'HDFC Bank', 'ICICI Bank'];

/** Funded Pay Out wallets with accounts for the MPIN and authenticator members; the demo member's withdrawals. */
export function seedWithdrawals(db: Db, ctx: SeedContext): void {
  const { rng, demoId } = ctx;

  // The MPIN and authenticator demo members: a funded Pay Out wallet and an account to withdraw to.
  for (const [username, account] of [
    ['mpindemo', 'bank'],
    ['authdemo', 'crypto'],
  ] as const) {
    const id = ctx.idOf(username);
    if (!id) continue;
    run(db, 'UPDATE users SET pay_out_wallet = pay_out_wallet + 800 WHERE id = ?', id);
    recordTransaction(db, id, {
      wallet: 'pay_in',
      type: 'credit',
      value: 1500,
      note: 'USDT deposit',
      source: 'deposit',
      created_at: ctx.ago(40),
    });
    recordTransaction(db, id, {
      wallet: 'pay_out',
      type: 'credit',
      value: 800,
      note: 'Direct bonus',
      source: 'direct',
      created_at: ctx.ago(12),
    });
    if (account === 'bank') {
      run(
        db,
        "UPDATE users SET account_type = 'bank', bank_name = 'HDFC Bank', ac_no = '50100234567890', holder_name = 'Mpin Demo', ifsc = 'HDFC0001234' WHERE id = ? AND account_type IS NULL",
        id,
      );
    } else {
      run(
        db,
        "UPDATE users SET account_type = 'crypto', withdrawal_coin = 'USDT BEP20', withdrawal_address = '0x71c7656ec7ab88b098defb751b7401b5f6d8976f' WHERE id = ? AND account_type IS NULL",
        id,
      );
    }
  }

  // Withdrawals of the demo member: bank and crypto, in every status.
  const demo = one<MemberRow>(db, 'SELECT * FROM users WHERE id = ?', demoId)!;
  for (let i = 0; i < 14; i += 1) {
    const status = i % 3;
    const bank = i % 2 === 0;
    const amount = rng.int(20, 300);
    const hash =
      !bank && status === 1
        ? `0x${Array.from({ length: 64 }, () => rng.pick([...'0123456789abcdef'])).join('')}`
        : null;
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
      bank ? null : (demo.withdrawal_coin ?? 'USDT BEP20'),
      bank ? null : demo.withdrawal_address,
      amount,
      amount,
      round2(amount * (1 - WITHDRAW_FEE)),
      status === 2 ? 'Account details did not match.' : status === 1 ? 'Paid' : null,
      status,
      ctx.ago(i * 9 + 2, rng.int(0, 900)),
    );
  }
}

// ---- routes ----------------------------------------------------------------------------------

export const withdrawalsArea: Area = {
  name: 'withdrawals',
  schema: SCHEMA,
  routes: (api) => {
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
        const amount = round2(Number(body.amount));
        if (!(amount > 0))
          return fail(c, 'The amount must be greater than 0.', 422, { amount: ['The amount must be greater than 0.'] });
        if (!hasAccount(user)) return fail(c, 'Set Account Details. Go to profile setting', 422);
        const limits = withdrawLimits(db);
        const minimum = user.is_paid ? limits.min_limit_for_paid_user : limits.min_limit_for_free_user;
        if (user.pay_out_wallet < minimum) {
          return fail(c, `A wallet balance of at least ${usd(minimum)} is needed to withdraw.`, 422);
        }
        if (amount > user.pay_out_wallet) return fail(c, 'Insufficient Balance', 422);
        const refusal = await codeRefusal(c, user, body);
        if (refusal) return refusal;
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
            sqlTime(new Date()),
          );
          recordTransaction(db, user.id, {
            wallet: 'pay_out',
            type: 'debit',
            value: amount,
            note: `Withdrawal request ${withdrawalCode}`,
            source: 'withdraw',
          });
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
  },
};
