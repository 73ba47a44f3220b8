/**
 * Security changes and the withdrawal hold that follows them. A stolen session alone can change the
 * sign-in type, 2FA, the withdraw account (with a code from the pending authenticator secret it can
 * read): so after any such change, withdrawals wait WITHDRAW_HOLD_HOURS (24 by default), and the
 * member is told of the change by "e-mail" (the console and the development mailbox), so a member
 * whose session was stolen learns of it while the money is still there.
 */
import { all, one, run, tx, type Db } from './db.ts';

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
  | 'authentication'
  | '2fa-on'
  | '2fa-off'
  | 'password'
  | 'password-reset'
  | 'mpin'
  | 'withdraw-account'
  | 'email'
  | 'email-undo';

/** What the notice says changed, per kind. */
const WHAT: Record<SecurityChange, string> = {
  authentication: 'Your sign-in verification method was changed',
  '2fa-on': 'Two-factor authentication (2FA) was turned on for your account',
  '2fa-off': 'Two-factor authentication (2FA) was turned off for your account',
  password: 'Your password was changed',
  'password-reset': 'Your password was reset',
  mpin: 'Your MPIN was changed',
  'withdraw-account': 'Your withdraw account was changed',
  email: 'The e-mail address of your account was changed',
  'email-undo': 'The change of your e-mail address was undone and every session signed out',
};

/** A notice that starts no hold (stored with this kind, which the hold does not count). */
const NOTICE_ONLY = 'notice';

export const DEFAULT_HOLD_HOURS = 24;
/** Ten years: more is surely a typo, and far beyond it the hold's end is no date at all. */
export const MAX_HOLD_HOURS = 87_600;

/**
 * Hours withdrawals wait after a security change (WITHDRAW_HOLD_HOURS; 0 turns the hold off). A value
 * that is not a number of hours from 0 to MAX_HOLD_HOURS throws: the server checks it at start
 * (createApi) and refuses to start, rather than fail open on the first change.
 */
export function withdrawHoldHours(): number {
  const raw = process.env.WITHDRAW_HOLD_HOURS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_HOLD_HOURS;
  const hours = Number(raw);
  if (!Number.isFinite(hours) || hours < 0 || hours > MAX_HOLD_HOURS)
    throw new Error(`WITHDRAW_HOLD_HOURS must be a number of hours from 0 to ${MAX_HOLD_HOURS} (it is "${raw}").`);
  return hours;
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

/**
 * Makes a security change: `apply` writes it, and the record that starts the hold is written in the
 * same transaction, with the notice's text made first, so nothing can save the change without its hold.
 * When `apply` answers false nothing changed, and no hold starts.
 * The notice goes to `to` when given (the old address of an e-mail change), else the member's address;
 * `extra` ends it (the e-mail change's undo link).
 */
export function securityChange(
  db: Db,
  user: { id: number; username: string },
  kind: SecurityChange,
  apply: () => unknown = () => undefined,
  options: { now?: number; to?: string; extra?: string } = {},
): void {
  const now = options.now ?? Date.now();
  const message = options.extra ? `${noticeText(kind, now)} ${options.extra}` : noticeText(kind, now);
  const changed = tx(db, () => {
    if (apply() === false) return false;
    run(
      db,
      'INSERT INTO security_changes (user_id, kind, message, created_at) VALUES (?, ?, ?, ?)',
      user.id,
      kind,
      message,
      now,
    );
    return true;
  });
  if (changed) logNotice(user.username, message, options.to);
}

/** Records a change already written (which starts the hold) and sends the member a notice of it. */
export function recordSecurityChange(
  db: Db,
  user: { id: number; username: string },
  kind: SecurityChange,
  now = Date.now(),
): void {
  securityChange(db, user, kind, undefined, { now });
}

/** Sends the member a notice that starts no hold (a code-checking route locked for the day). */
export function sendNotice(db: Db, user: { id: number; username: string }, message: string, now = Date.now()): void {
  run(
    db,
    'INSERT INTO security_changes (user_id, kind, message, created_at) VALUES (?, ?, ?, ?)',
    user.id,
    NOTICE_ONLY,
    message,
    now,
  );
  logNotice(user.username, message);
}

function logNotice(username: string, message: string, to?: string): void {
  if (process.env.QUIET !== '1') console.log(`[mail] notice for ${username}${to ? ` to ${to}` : ''}: ${message}`);
}

/** When the member's withdrawals may resume (ms), or null when they are not held. */
export function withdrawHoldUntil(db: Db, userId: number, now = Date.now()): number | null {
  const hours = withdrawHoldHours();
  if (hours <= 0) return null;
  const last = one<{ at: number | null }>(
    db,
    'SELECT MAX(created_at) AS at FROM security_changes WHERE user_id = ? AND kind != ?',
    userId,
    NOTICE_ONLY,
  )?.at;
  if (last === null || last === undefined) return null;
  const until = last + hours * 3_600_000;
  return until > now ? until : null;
}

/** The refusal of a withdrawal (or of a package bought for another member: 'gift') during the hold. */
export function holdRefusal(until: number, what: 'withdraw' | 'gift' = 'withdraw'): string {
  const held = what === 'gift' ? 'Buying a package for another member is' : 'Withdrawals are';
  return `${held} on hold until ${utcText(until)} because a security setting of your account changed. If this wasn't you, change your password at once and raise a support ticket.`;
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
