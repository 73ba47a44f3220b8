/**
 * A new e-mail address: confirmed with codes sent to it and to the current address; the notice to the
 * old address carries a link that undoes the change for a week (the address comes back, every session
 * ends, withdrawals are held).
 */
import type { Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { one, run, type Db } from '../db.ts';
import { tokenHash, tryCode } from '../auth.ts';
import { guardFactor } from '../factor.ts';
import { securityChange } from '../hold.ts';
import { fail, jsonBody, ok, requireAuth, type AppEnv, type Ctx } from '../http.ts';
import { ConfirmEmailRequest, UndoEmailRequest } from '../../src/lib/profile/schema.ts';
import { reload, userAnswer, type Member } from './profile-user.ts';
import { withdrawPendingKyc } from './kyc.ts';

export const EMAIL_SCHEMA = `
CREATE TABLE IF NOT EXISTS email_undo (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  old_email TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
`;

export const UNDO_DAYS = 7;

/** A week-long undo of the change from `oldEmail`: the token goes in the notice, only its hash is kept. */
function issueEmailUndo(db: Db, userId: number, oldEmail: string, now = Date.now()): string {
  const token = randomBytes(32).toString('base64url');
  run(
    db,
    'INSERT INTO email_undo (token_hash, user_id, old_email, expires_at) VALUES (?, ?, ?, ?)',
    tokenHash(token),
    userId,
    oldEmail,
    now + UNDO_DAYS * 86_400_000,
  );
  return token;
}

/** The portal's page that undoes the change: the portal's public address, else this request's origin. */
function undoLink(c: Ctx, token: string): string {
  const site = process.env.PUBLIC_SITE_URL?.trim().replace(/\/+$/, '') || new URL(c.req.url).origin;
  return `${site}/undoEmail?token=${token}`;
}

export function emailRoutes(api: Hono<AppEnv>): void {
  api.post('/confirm-email', requireAuth, async (c) => {
    const db = c.get('db');
    const user = c.get('user') as Member;
    const body = await jsonBody(c, ConfirmEmailRequest);
    const pending = user.pending_email as string | null;
    if (!pending) return fail(c, 'No new e-mail address is waiting to be confirmed.', 422);
    const current = body.current_code ?? '';
    if (!current) {
      const message = 'The current_code field is required.';
      return fail(c, message, 422, { current_code: [message] });
    }
    // One try of the budget covers both codes: each code also counts its own wrong tries.
    const refused = await guardFactor(
      c,
      user,
      { budget: 'member', route: 'confirm-email', field: 'code', wrong: 'Invalid or expired code.' },
      () => {
        // Neither code is used up unless both are right: a typo in one keeps the other.
        const toNew = tryCode(db, user.username, 'email', body.code, { consume: false });
        const toCurrent = tryCode(db, user.username, 'email-current', current, { consume: false });
        if (toNew === 'ok' && toCurrent === 'ok') {
          tryCode(db, user.username, 'email', body.code);
          tryCode(db, user.username, 'email-current', current);
          return 'ok';
        }
        return toNew === 'retired' || toCurrent === 'retired' ? 'retired' : 'wrong';
      },
    );
    if (refused) return refused;
    if (one(db, 'SELECT 1 FROM users WHERE email = ? COLLATE NOCASE AND id != ?', pending, user.id))
      return fail(c, 'The email has already been taken.', 422, { email: ['The email has already been taken.'] });
    // The notice goes to the old address (the new one may be a thief's), with a link that undoes the
    // change for a week.
    const undo = undoLink(c, issueEmailUndo(db, user.id, String(user.email)));
    securityChange(
      db,
      user,
      'email',
      () => run(db, 'UPDATE users SET email = pending_email, pending_email = NULL WHERE id = ?', user.id),
      { to: String(user.email), extra: `Not you? Open ${undo} within 7 days to restore this address.` },
    );
    return ok(c, { message: 'E-mail address changed successfully.', data: userAnswer(db, reload(db, user.id)) });
  });

  // Anonymous: the link in the notice is the proof (32 random bytes, used once, for a week).
  api.post('/undo-email', async (c) => {
    const db = c.get('db');
    const body = await jsonBody(c, UndoEmailRequest);
    const undo = one<{ user_id: number; old_email: string; expires_at: number }>(
      db,
      'SELECT user_id, old_email, expires_at FROM email_undo WHERE token_hash = ?',
      tokenHash(body.token),
    );
    const message = 'This link has expired or was already used.';
    if (!undo || undo.expires_at <= Date.now()) return fail(c, message, 422, { token: [message] });
    const user = reload(db, undo.user_id);
    if (one(db, 'SELECT 1 FROM users WHERE email = ? COLLATE NOCASE AND id != ?', undo.old_email, user.id))
      return fail(c, 'The email has already been taken.', 422, { token: ['The email has already been taken.'] });
    securityChange(
      db,
      user,
      'email-undo',
      () => {
        run(db, 'UPDATE users SET email = ?, pending_email = NULL WHERE id = ?', undo.old_email, user.id);
        run(db, 'DELETE FROM tokens WHERE user_id = ?', user.id);
        run(db, 'DELETE FROM email_undo WHERE user_id = ?', user.id);
        withdrawPendingKyc(db, user.id);
      },
      { to: undo.old_email },
    );
    return ok(c, {
      message: `Your e-mail address is ${undo.old_email} again, and every session was signed out. Reset your password now.`,
      email: undo.old_email,
      username: user.username,
    });
  });
}
