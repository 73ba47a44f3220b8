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
import { allowAttempt, useCode, verifySecret, verifyTotp } from './auth.ts';
import { fail, type Ctx, type UserRow } from './http.ts';

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

/** The member's second factor, checked by auth type: otp (one-time code), authenticator (TOTP), mpin. */
async function checkCode(db: Db, user: MemberRow, code: string): Promise<boolean> {
  if (!code) return false;
  if (user.auth_type === 'mpin') return verifySecret(code, user.mpin_hash);
  if (user.auth_type === 'authenticator') return verifyTotp(db, user.id, user.secret_2fa, code);
  return useCode(db, user.username, 'otp', code);
}

const codeName = (type: string) =>
  type === 'otp' ? 'OTP' : type === 'mpin' ? 'MPIN' : type === 'authenticator' ? 'authenticator code' : type;

/**
 * The second step of a money action: the code sent under a field named after the member's auth type,
 * with one attempt limit for all money actions. Null when it is right, else the refusal to answer.
 */
export async function codeRefusal(c: Ctx, user: MemberRow, body: Record<string, unknown>): Promise<Response | null> {
  const type = user.auth_type;
  const code = String(body[type] ?? '').trim();
  if (!code) return fail(c, 'This Field Is Required.', 422, { [type]: ['This Field Is Required.'] });
  if (!allowAttempt(`money-code:${user.id}`, 10, 15 * 60_000))
    return fail(c, 'Too many attempts. Please wait a few minutes and try again.', 429);
  if (!(await checkCode(c.get('db'), user, code)))
    return fail(c, `Invalid ${codeName(type)}.`, 422, { [type]: [`Invalid ${codeName(type)}.`] });
  return null;
}
