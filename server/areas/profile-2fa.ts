/** Two-factor authentication: the pending authenticator secret, and turning 2FA on and off. */
import type { Hono } from 'hono';
import { one, run, type Db } from '../db.ts';
import { allowAttempt, newTotpSecret, verifyTotp } from '../auth.ts';
import { credentialProblem, failField } from '../factor.ts';
import { securityChange } from '../hold.ts';
import { fail, jsonBody, ok, requireAuth, type AppEnv, type UserRow } from '../http.ts';
import { TwoFaRequest } from '../../src/lib/profile/schema.ts';

type Member = UserRow & Record<string, unknown>;

/** The pending authenticator secret of a member whose 2FA is off (created on first need). */
export function pendingSecret(db: Db, user: Member): string {
  if (user.secret_2fa) return String(user.secret_2fa);
  const secret = newTotpSecret();
  run(db, 'UPDATE users SET secret_2fa = ? WHERE id = ? AND secret_2fa IS NULL', secret, user.id);
  return String(one<{ secret_2fa: string }>(db, 'SELECT secret_2fa FROM users WHERE id = ?', user.id)!.secret_2fa);
}

export function twoFaRoutes(api: Hono<AppEnv>): void {
  api.post('/enable-2fa', requireAuth, async (c) => {
    const db = c.get('db');
    const user = c.get('user') as Member;
    const body = await jsonBody(c, TwoFaRequest);
    if (Number(user.status_2fa) === 1) return fail(c, '2FA is already enabled.', 422);
    if (!allowAttempt(`2fa:${user.id}`, 10, 15 * 60_000))
      return fail(c, 'Too many attempts. Please wait a few minutes and try again.', 429);
    // The session alone reads the pending secret: the current second factor proves the member.
    const problem = await credentialProblem(db, user, body);
    if (problem) return failField(c, problem);
    if (!verifyTotp(db, user.id, pendingSecret(db, user), body.code))
      return fail(c, 'Invalid authenticator code.', 422, { code: ['Invalid authenticator code.'] });
    securityChange(db, user, '2fa-on', () => run(db, 'UPDATE users SET status_2fa = 1 WHERE id = ?', user.id));
    return ok(c, { message: '2FA enabled successfully.' });
  });

  api.post('/disable-2fa', requireAuth, async (c) => {
    const db = c.get('db');
    const user = c.get('user') as Member;
    const body = await jsonBody(c, TwoFaRequest);
    if (Number(user.status_2fa) !== 1) return fail(c, '2FA is not enabled.', 422);
    if (user.auth_type === 'authenticator') {
      return fail(c, 'Your sign-in uses the authenticator. Choose another authentication type first.', 422);
    }
    if (!allowAttempt(`2fa:${user.id}`, 10, 15 * 60_000))
      return fail(c, 'Too many attempts. Please wait a few minutes and try again.', 429);
    if (!verifyTotp(db, user.id, user.secret_2fa as string | null, body.code))
      return fail(c, 'Invalid authenticator code.', 422, { code: ['Invalid authenticator code.'] });
    // A fresh secret for the next time 2FA is turned on: the old one may have been seen.
    const secret = newTotpSecret();
    securityChange(db, user, '2fa-off', () =>
      run(db, 'UPDATE users SET status_2fa = 0, secret_2fa = ? WHERE id = ?', secret, user.id),
    );
    return ok(c, { message: '2FA disabled successfully.' });
  });
}
