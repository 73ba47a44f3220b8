/**
 * Wrong second factors: one ledger in the database, so no flood of other requests can evict a count.
 * Every route that checks a one-time code, an MPIN or an authenticator code takes a try here before it
 * checks (synchronously, so parallel requests cannot all pass before one counts), gives it back when the
 * factor was right, and keeps it when it was wrong. Only members that exist get rows: a guess at an
 * invented username costs nothing and changes nothing.
 *
 * Two budgets per member, each with the same tiers (see docs/security.md for the arithmetic):
 * - `anonymous`: password reset and e-mail verification, which anyone may call;
 * - `member`: the sign-in's second step (the guesser holds the password) and every signed-in route that
 *   asks for a factor (the guesser holds a session).
 * Strangers can spend only the first, so they can close a member's password reset for a while but never
 * the member's sign-in. A session (or half-done sign-in) that gets WRONG_IN_A_ROW wrong factors in a row
 * is ended.
 */
import { one, run, type Db } from './db.ts';
import { sendNotice, utcText } from './hold.ts';

export const LIMITS_SCHEMA = `
CREATE TABLE IF NOT EXISTS wrong_factors (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  budget TEXT NOT NULL CHECK (budget IN ('anonymous','member')),
  route TEXT NOT NULL,
  ip TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS wrong_factors_member ON wrong_factors(user_id, budget, created_at);
CREATE INDEX IF NOT EXISTS wrong_factors_address ON wrong_factors(ip, budget, created_at);
CREATE TABLE IF NOT EXISTS wrong_streaks (
  token_hash TEXT PRIMARY KEY,
  wrong INTEGER NOT NULL
);
`;

export type Budget = 'anonymous' | 'member';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Wrong factors a budget takes: a few a day, fewer than a day's worth over a month and over a year. */
export const FACTOR_TIERS = [
  { max: 5, windowMs: DAY_MS, name: 'a day' },
  { max: 15, windowMs: 30 * DAY_MS, name: '30 days' },
  { max: 40, windowMs: 365 * DAY_MS, name: 'a year' },
] as const;

/** Wrong codes one client address may send to the anonymous routes in an hour, over all members. */
export const ADDRESS_WRONG_PER_HOUR = 30;

/** Wrong factors in a row after which the session (or half-done sign-in) that sent them is ended. */
export const WRONG_IN_A_ROW = 3;

/** When `budget` of the member opens again (ms), or null when it is open. */
export function factorLock(db: Db, userId: number, budget: Budget, now = Date.now()): number | null {
  let until: number | null = null;
  for (const { max, windowMs } of FACTOR_TIERS) {
    // The max-th newest wrong factor in the window: once it leaves the window, one try is free again.
    const row = one<{ created_at: number }>(
      db,
      `SELECT created_at FROM wrong_factors WHERE user_id = ? AND budget = ? AND created_at > ?
       ORDER BY created_at DESC LIMIT 1 OFFSET ?`,
      userId,
      budget,
      now - windowMs,
      max - 1,
    );
    if (row) until = Math.max(until ?? 0, row.created_at + windowMs);
  }
  return until;
}

function addressLock(db: Db, ip: string, now: number): number | null {
  const row = one<{ created_at: number }>(
    db,
    `SELECT created_at FROM wrong_factors WHERE ip = ? AND budget = 'anonymous' AND created_at > ?
     ORDER BY created_at DESC LIMIT 1 OFFSET ?`,
    ip,
    now - HOUR_MS,
    ADDRESS_WRONG_PER_HOUR - 1,
  );
  return row ? row.created_at + HOUR_MS : null;
}

export interface Try {
  id: number;
  userId: number;
  username: string;
  budget: Budget;
  route: string;
  /** The hash of the bearer token the try came with, when it came with one. */
  tokenHash: string | null;
  now: number;
}

/**
 * Takes one try of the member's budget before a factor is checked: the try, or when the budget (or, on
 * the anonymous routes, the client address) is spent, the time it opens again. A refused request
 * takes nothing.
 */
export function takeTry(
  db: Db,
  member: { id: number; username: string },
  options: { budget: Budget; route: string; ip?: string; tokenHash?: string | null },
  now = Date.now(),
): Try | { until: number } {
  const ip = options.budget === 'anonymous' ? (options.ip ?? '') : '';
  const lock = factorLock(db, member.id, options.budget, now);
  const address = ip ? addressLock(db, ip, now) : null;
  if (lock !== null || address !== null) return { until: Math.max(lock ?? 0, address ?? 0) };
  const { lastInsertRowid } = run(
    db,
    'INSERT INTO wrong_factors (user_id, budget, route, ip, created_at) VALUES (?, ?, ?, ?, ?)',
    member.id,
    options.budget,
    options.route,
    ip,
    now,
  );
  return {
    id: lastInsertRowid,
    userId: member.id,
    username: member.username,
    budget: options.budget,
    route: options.route,
    tokenHash: options.tokenHash ?? null,
    now,
  };
}

/** The factor was right: the try is given back, and the session's run of wrong factors ends. */
export function rightFactor(db: Db, taken: Try): void {
  run(db, 'DELETE FROM wrong_factors WHERE id = ?', taken.id);
  if (taken.tokenHash) run(db, 'DELETE FROM wrong_streaks WHERE token_hash = ?', taken.tokenHash);
}

/**
 * The factor was wrong: the try stays counted. When it spent a tier of the budget the member is told;
 * when it was the session's WRONG_IN_A_ROW-th in a row the session is ended. Answers both.
 */
export function wrongFactor(db: Db, taken: Try): { closedUntil: number | null; sessionEnded: boolean } {
  const closedUntil = factorLock(db, taken.userId, taken.budget, taken.now);
  if (closedUntil !== null) {
    const spent = FACTOR_TIERS.find(
      ({ max, windowMs }) =>
        one<{ n: number }>(
          db,
          'SELECT COUNT(*) AS n FROM wrong_factors WHERE user_id = ? AND budget = ? AND created_at > ?',
          taken.userId,
          taken.budget,
          taken.now - windowMs,
        )!.n === max,
    );
    if (spent)
      sendNotice(db, { id: taken.userId, username: taken.username }, closedNotice(taken, spent.name, closedUntil));
  }
  let sessionEnded = false;
  if (taken.tokenHash) {
    const streak = one<{ wrong: number }>(
      db,
      `INSERT INTO wrong_streaks (token_hash, wrong) VALUES (?, 1)
       ON CONFLICT (token_hash) DO UPDATE SET wrong = wrong + 1 RETURNING wrong`,
      taken.tokenHash,
    )!;
    if (streak.wrong >= WRONG_IN_A_ROW) {
      run(db, 'DELETE FROM tokens WHERE token_hash = ?', taken.tokenHash);
      run(db, 'DELETE FROM wrong_streaks WHERE token_hash = ?', taken.tokenHash);
      sessionEnded = true;
    }
  }
  return { closedUntil, sessionEnded };
}

function closedNotice(taken: Try, tier: string, until: number): string {
  const what =
    taken.budget === 'anonymous'
      ? 'Password reset and e-mail verification of your account'
      : 'Sign-in and the security and money actions of your account';
  return (
    `${what} received ${FACTOR_TIERS.find((t) => t.name === tier)!.max} wrong codes in ${tier} and are ` +
    `closed until ${utcText(until)}. ` +
    "If this wasn't you, someone is trying to get into your account: change your password and raise a support ticket."
  );
}

/** A password reset proves the owner: tries spent by whoever held the old password or a session go. */
export function forgiveMemberBudget(db: Db, userId: number): void {
  run(db, "DELETE FROM wrong_factors WHERE user_id = ? AND budget = 'member'", userId);
}

/** The refusal's text while a budget is closed. */
export const closedText = (until: number) => `Too many wrong codes. Please try again after ${utcText(until)}.`;

/** The text of the answer that ended a session after wrong factors in a row. */
export const SESSION_ENDED = 'Too many wrong codes in a row: you have been signed out. Please sign in again.';
