/**
 * The two wallets that packages and withdrawals move: the member row with its balances, a debit that
 * never goes below zero, the history row each movement leaves, and the second factor a money action
 * asks for.
 *
 * Wallet rule: a purchase debits the buyer's Pay In wallet, a withdrawal the Pay Out wallet; each
 * debit is one conditional UPDATE inside a transaction (never below zero) plus a wallet_transactions
 * row, and both money routes honour an Idempotency-Key (`idempotent` in http.ts).
 */
import { one, run, sqlTime, type Db } from './db.ts';
import { credentialRefusal } from './factor.ts';
import type { Ctx, UserRow } from './http.ts';

export interface MemberRow extends UserRow {
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

export const usd = (n: number) => `$${n.toFixed(2)}`;
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** The signed-in member as stored now (balances read fresh, not from the session's row). */
export function member(c: Ctx): MemberRow {
  const id = c.get('user').id;
  return one<MemberRow>(c.get('db'), 'SELECT * FROM users WHERE id = ?', id)!;
}

let txCounter = 0;
function newTxid(): string {
  txCounter += 1;
  return `TXN${Date.now().toString(36).toUpperCase()}${txCounter.toString(36).toUpperCase().padStart(4, '0')}${Math.floor(
    Math.random() * 1296,
  )
    .toString(36)
    .toUpperCase()}`;
}

/** Adds a row to a member's wallet history (the caller moves the balance itself). */
export function recordTransaction(
  db: Db,
  userId: number,
  entry: {
    wallet: 'pay_in' | 'pay_out';
    type: 'credit' | 'debit';
    value: number;
    note?: string | null;
    source?: string | null;
    created_at?: string;
    txid?: string;
  },
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
    entry.created_at ?? sqlTime(new Date()),
  );
}

/** Takes `amount` from a wallet only if it is there: true when debited. Never goes below zero. */
export function debit(db: Db, userId: number, wallet: 'pay_in_wallet' | 'pay_out_wallet', amount: number): boolean {
  const { changes } = run(
    db,
    `UPDATE users SET ${wallet} = ROUND(${wallet} - ?, 2) WHERE id = ? AND ${wallet} >= ?`,
    amount,
    userId,
    amount,
  );
  return changes === 1;
}

/**
 * The second step of a money action: the code sent under a field named after the member's auth type,
 * checked under the member's budget of wrong factors. Null when it is right, else the refusal to answer.
 */
export function codeRefusal(c: Ctx, user: MemberRow, body: Record<string, unknown>): Promise<Response | null> {
  return credentialRefusal(c, user, body, { route: 'money', required: 'This Field Is Required.' });
}
