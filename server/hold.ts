/**
 * Security changes and the withdrawal hold that follows them. A stolen session alone can change the
 * sign-in type, 2FA, the withdraw account (with a code from the pending authenticator secret it can
 * read): so after any such change, withdrawals wait WITHDRAW_HOLD_HOURS (24 by default), and the
 * member is told of the change by "e-mail" (the console and the development mailbox), so a member
 * whose session was stolen learns of it while the money is still there.
 */
import { all, one, run, type Db } from './db.ts';

export const HOLD_SCHEMA = `
CREATE TABLE IF NOT EXISTS security_changes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS security_changes_user ON security_changes(user_id, created_at);
`;

export type SecurityChange =
  'authentication' | '2fa-on' | '2fa-off' | 'password' | 'password-reset' | 'mpin' | 'withdraw-account';

/** What the notice says changed, per kind. */
const WHAT: Record<SecurityChange, string> = {
  authentication: 'Your sign-in verification method was changed',
  '2fa-on': 'Two-factor authentication (2FA) was turned on for your account',
  '2fa-off': 'Two-factor authentication (2FA) was turned off for your account',
  password: 'Your password was changed',
  'password-reset': 'Your password was reset',
  mpin: 'Your MPIN was changed',
  'withdraw-account': 'Your withdraw account was changed',
};

export const DEFAULT_HOLD_HOURS = 24;

/** Hours withdrawals wait after a security change (WITHDRAW_HOLD_HOURS; 0 turns the hold off). */
export function withdrawHoldHours(): number {
  const raw = process.env.WITHDRAW_HOLD_HOURS;
  const hours = raw === undefined || raw.trim() === '' ? DEFAULT_HOLD_HOURS : Number(raw);
  return Number.isFinite(hours) && hours >= 0 ? hours : DEFAULT_HOLD_HOURS;
}

/** "2026-11-26 09:37 UTC": the server does not know the member's time zone, so it says which it uses. */
export function utcText(time: number): string {
  return `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The notice a member gets about a change: when, what, and what to do if it was not them. */
export function noticeText(kind: SecurityChange, time: number, hours = withdrawHoldHours()): string {
  const hold = hours > 0 ? ` Withdrawals are on hold until ${utcText(time + hours * 3_600_000)}.` : '';
  return (
    `${WHAT[kind]} on ${utcText(time)}.${hold} If this wasn't you, change your password at once ` +
    '(this signs out every other session) and raise a support ticket.'
  );
}

/** Records a change (which starts the hold) and sends the member a notice of it. */
export function recordSecurityChange(
  db: Db,
  user: { id: number; username: string },
  kind: SecurityChange,
  now = Date.now(),
): void {
  const message = noticeText(kind, now);
  run(
    db,
    'INSERT INTO security_changes (user_id, kind, message, created_at) VALUES (?, ?, ?, ?)',
    user.id,
    kind,
    message,
    now,
  );
  if (process.env.QUIET !== '1') console.log(`[mail] notice for ${user.username}: ${message}`);
}

/** When the member's withdrawals may resume (ms), or null when they are not held. */
export function withdrawHoldUntil(db: Db, userId: number, now = Date.now()): number | null {
  const hours = withdrawHoldHours();
  if (hours <= 0) return null;
  const last = one<{ at: number | null }>(
    db,
    'SELECT MAX(created_at) AS at FROM security_changes WHERE user_id = ?',
    userId,
  )?.at;
  if (last === null || last === undefined) return null;
  const until = last + hours * 3_600_000;
  return until > now ? until : null;
}

/** The refusal of a withdrawal during the hold. */
export function holdRefusal(until: number): string {
  return `Withdrawals are on hold until ${utcText(until)} because a security setting of your account changed. If this wasn't you, change your password at once and raise a support ticket.`;
}

/** Notices as development-mailbox items (newest first); `code` is empty, so code readers skip them. */
export function noticeItems(db: Db, username: string | undefined, limit: number) {
  const rows = username
    ? all<{ username: string; message: string; created_at: number }>(
        db,
        'SELECT u.username, s.message, s.created_at FROM security_changes s JOIN users u ON u.id = s.user_id WHERE u.username = ? ORDER BY s.id DESC LIMIT ?',
        username,
        limit,
      )
    : all<{ username: string; message: string; created_at: number }>(
        db,
        'SELECT u.username, s.message, s.created_at FROM security_changes s JOIN users u ON u.id = s.user_id ORDER BY s.id DESC LIMIT ?',
        limit,
      );
  return rows.map((row) => ({
    username: row.username,
    purpose: 'notice',
    code: '',
    message: row.message,
    created_at: row.created_at,
  }));
}
