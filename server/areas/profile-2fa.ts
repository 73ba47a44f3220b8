/**
 * Two-factor authentication: the pending authenticator secret, made on request and answered once, and
 * turning 2FA on and off.
 */
import type { Hono } from 'hono';
import { run, type Db } from '../db.ts';
import { allowAttempt, newTotpSecret, otpauthUri, verifyTotp } from '../auth.ts';
import { credentialRefusal, guardFactor } from '../factor.ts';
import { securityChange } from '../hold.ts';
import { fail, jsonBody, ok, requireAuth, type AppEnv, type UserRow } from '../http.ts';
import { TwoFaRequest, TwoFaSecretRequest } from '../../src/lib/profile/schema.ts';

type Member = UserRow & Record<string, unknown>;

const NONE_REQUESTED = 'No authenticator secret is waiting to be set up. Show a new QR code first.';

/**
 * Clears the pending secret of a member whose 2FA is off, so that 2FA can only be turned on with a
 * secret asked for after this moment: a secret a thief read before (a password change or reset) is of no use.
 */
export function retirePendingSecret(db: Db, userId: number): void {
  run(db, 'UPDATE users SET secret_2fa = NULL WHERE id = ? AND status_2fa = 0', userId);
}

export function twoFaRoutes(api: Hono<AppEnv>): void {
  // The secret is readable only in this answer (GET user never carries it): each request makes a new one
  // and the one before it stops working, so a copy read earlier cannot be the one the owner sets up.
  api.post('/2fa-secret', requireAuth, async (c) => {
    const db = c.get('db');
    const user = c.get('user') as Member;
    await jsonBody(c, TwoFaSecretRequest);
    const secret = newTotpSecret();
    const made = run(db, 'UPDATE users SET secret_2fa = ? WHERE id = ? AND status_2fa = 0', secret, user.id);
    if (!made.changes) return fail(c, '2FA is already enabled.', 422);
    return ok(c, { data: { image_2fa: otpauthUri(user.username, secret), secret } });
  });

  api.post('/enable-2fa', requireAuth, async (c) => {
    const db = c.get('db');
    const user = c.get('user') as Member;
    const body = await jsonBody(c, TwoFaRequest);
    if (Number(user.status_2fa) === 1) return fail(c, '2FA is already enabled.', 422);
    const pending = user.secret_2fa as string | null;
    if (!pending) return fail(c, NONE_REQUESTED, 422, { code: [NONE_REQUESTED] });
    if (!allowAttempt(`2fa:${user.id}`, 10, 15 * 60_000))
      return fail(c, 'Too many attempts. Please wait a few minutes and try again.', 429);
    // A stolen session can ask for a secret too: the current second factor proves the member.
    const refused = await credentialRefusal(c, user, body);
    if (refused) return refused;
    if (!verifyTotp(db, user.id, pending, body.code))
      return fail(c, 'Invalid authenticator code.', 422, { code: ['Invalid authenticator code.'] });
    // Only if the secret is still the one checked: a request made meanwhile replaced it.
    let turnedOn = false;
    securityChange(db, user, '2fa-on', () => {
      turnedOn =
        run(db, 'UPDATE users SET status_2fa = 1 WHERE id = ? AND secret_2fa = ?', user.id, pending).changes > 0;
      return turnedOn;
    });
    if (!turnedOn) return fail(c, 'Invalid authenticator code.', 422, { code: ['Invalid authenticator code.'] });
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
    // The authenticator is a factor of the member's: a wrong code spends the member's budget.
    const refused = await guardFactor(
      c,
      user,
      { budget: 'member', route: 'disable-2fa', field: 'code', wrong: 'Invalid authenticator code.' },
      () => (verifyTotp(db, user.id, user.secret_2fa as string | null, body.code) ? 'ok' : 'wrong'),
    );
    if (refused) return refused;
    // No pending secret: the next setup asks for a new one (POST 2fa-secret), which nobody has seen.
    securityChange(db, user, '2fa-off', () =>
      run(db, 'UPDATE users SET status_2fa = 0, secret_2fa = NULL WHERE id = ?', user.id),
    );
    return ok(c, { message: '2FA disabled successfully.' });
  });
}
