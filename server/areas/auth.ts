/**
 * Auth: e-mail verification, one-time codes, the two-step login and forgotten passwords; registration
 * and its checks are in auth-register.ts.
 */
import type { Area } from '../area.ts';
import { one, run, sqlTime, type Db } from '../db.ts';
import {
  allowAttempt,
  codeCooldown,
  hashSecret,
  issueToken,
  readToken,
  revokeToken,
  sendCode,
  tryCode,
  verifySecret,
  verifyTotp,
} from '../auth.ts';
import { clientAddress, guardFactor } from '../factor.ts';
import { fail, jsonBody, ok, type Ctx, type UserRow } from '../http.ts';
import { forgiveMemberBudget, LIMITS_SCHEMA } from '../limits.ts';
import { registerRoutes } from './auth-register.ts';
import { withdrawPendingKyc } from './kyc.ts';
import { securityChange } from '../hold.ts';
import {
  ForgetPasswordRequest,
  LoginRequest,
  PreLoginRequest,
  ResendOtpRequest,
  VerifyEmailRequest,
} from '../../src/lib/auth/schema.ts';

const findUser = (db: Db, username: string) =>
  one<UserRow & Record<string, unknown>>(db, 'SELECT * FROM users WHERE username = ?', username);

/** Throttles a request of a member that exists (keys are never what a client typed). */
function limited(c: Ctx, key: string, max: number, windowMs: number) {
  if (allowAttempt(key, max, windowMs)) return null;
  return fail(c, 'Too many attempts. Please wait a few minutes and try again.', 429);
}

const INVALID_CODE = 'Invalid or expired code.';
const INVALID_OTP = 'Invalid or expired OTP.';

export const authArea: Area = {
  name: 'auth',
  schema: LIMITS_SCHEMA,
  routes: (api) => {
    registerRoutes(api);

    api.post('/verify-email', async (c) => {
      const db = c.get('db');
      const body = await jsonBody(c, VerifyEmailRequest);
      const user = findUser(db, body.username);
      // An invented username costs nothing and is told what a wrong code is told.
      if (!user) return fail(c, INVALID_CODE, 422, { otp: [INVALID_CODE] });
      const refused = await guardFactor(
        c,
        user,
        { budget: 'anonymous', route: 'verify', field: 'otp', wrong: INVALID_CODE },
        () => tryCode(db, user.username, 'verify', body.otp),
      );
      if (refused) return refused;
      run(db, "UPDATE users SET email_verified_at = datetime('now') WHERE id = ?", user.id);
      return ok(c, { username: user.username, message: 'E-mail verified. Please sign in.' });
    });

    api.post('/resendotp', async (c) => {
      const db = c.get('db');
      const body = await jsonBody(c, ResendOtpRequest);
      const user = findUser(db, body.username);
      if (!user) return fail(c, 'User not found.', 422, { username: ['User not found.'] });
      const purpose = user.email_verified_at ? 'otp' : 'verify';
      // The cool-down first: a refused request does not count against the member's codes.
      const wait = codeCooldown(db, user.username, purpose);
      if (wait > 0)
        return fail(c, `Please wait ${Math.ceil(wait / 1000)} seconds before requesting another code.`, 429);
      const blocked = limited(c, `otp:${user.id}`, 6, 10 * 60_000);
      if (blocked) return blocked;
      sendCode(db, user.username, purpose);
      return ok(c, { message: 'OTP sent to your registered e-mail.', msg: 'OTP sent to your registered e-mail.' });
    });

    api.post('/forget-password', async (c) => {
      const db = c.get('db');
      const body = await jsonBody(c, ForgetPasswordRequest);
      const user = findUser(db, body.username);
      if (!user) return fail(c, INVALID_OTP, 422, { otp: [INVALID_OTP] });
      const refused = await guardFactor(
        c,
        user,
        { budget: 'anonymous', route: 'reset', field: 'otp', wrong: INVALID_OTP },
        () => tryCode(db, user.username, 'otp', body.otp),
      );
      if (refused) return refused;
      const passwordHash = await hashSecret(body.newpassword);
      // The e-mail proved the owner: whatever a thief set up goes with the reset. The owner signs in with
      // e-mailed codes again; 2FA starts over with a secret made when asked for; the MPIN and the
      // withdraw account are cleared (a new MPIN is set with the new password or an e-mailed code); a
      // pending e-mail change and documents waiting for KYC review are dropped; every session ends; wrong factors spent by whoever held the
      // old password or a session are forgiven.
      securityChange(db, user, 'password-reset', () => {
        run(
          db,
          `UPDATE users SET password_hash = ?, auth_type = 'otp', status_2fa = 0, secret_2fa = NULL, mpin_hash = NULL,
             pending_email = NULL, account_type = NULL, ac_no = NULL, bank_name = NULL, holder_name = NULL,
             ifsc = NULL, withdrawal_address = NULL WHERE id = ?`,
          passwordHash,
          user.id,
        );
        run(db, 'DELETE FROM tokens WHERE user_id = ?', user.id);
        forgiveMemberBudget(db, user.id);
        withdrawPendingKyc(db, user.id);
      });
      return ok(c, { message: 'Password changed successfully.' });
    });

    api.post('/pre-login', async (c) => {
      const db = c.get('db');
      const body = await jsonBody(c, PreLoginRequest);
      const user = findUser(db, body.username);
      if (!user) return fail(c, 'Invalid username or password.', 422);
      const blocked = limited(c, `login:${user.id}`, 10, 15 * 60_000);
      if (blocked) return blocked;
      if (!(await verifySecret(body.password, user.password_hash as string)))
        return fail(c, 'Invalid username or password.', 422);
      if (!user.email_verified_at) {
        if (codeCooldown(db, user.username, 'verify') === 0) sendCode(db, user.username, 'verify');
        return c.json({
          status: false,
          otp_send: true,
          message: 'Please verify your e-mail first. A code has been sent.',
          errors: {},
        });
      }
      return ok(c, {
        token: issueToken(db, user.id, 'temp'),
        auth_type: user.auth_type,
        otp_send: false,
        message: 'Enter your verification code.',
      });
    });

    api.post('/login', async (c) => {
      const db = c.get('db');
      const token = /^Bearer\s+(.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]?.trim();
      const userId = token ? readToken(db, token, 'temp') : undefined;
      if (!token || !userId) return c.json({ status: false, msg: 401, message: 'Unauthenticated.', errors: {} }, 401);
      const body = await jsonBody(c, LoginRequest);
      const user = one<UserRow & Record<string, unknown>>(db, 'SELECT * FROM users WHERE id = ?', userId)!;
      if (
        user.username.toLowerCase() !== body.username.toLowerCase() ||
        !(await verifySecret(body.password, user.password_hash as string))
      ) {
        return fail(c, 'Invalid username or password.', 422);
      }
      const type = user.auth_type;
      const credential = String(body[type] ?? '');
      if (!credential)
        return fail(c, `The ${type} field is required.`, 422, { [type]: [`The ${type} field is required.`] });
      const name = type === 'otp' ? 'OTP' : type === 'mpin' ? 'MPIN' : 'authenticator code';
      const refused = await guardFactor(
        c,
        user,
        { budget: 'member', route: 'login', field: type, wrong: `Invalid ${name}.`, fieldWrong: 'Invalid code.' },
        async () => {
          if (type === 'mpin') return (await verifySecret(credential, user.mpin_hash as string)) ? 'ok' : 'wrong';
          if (type === 'authenticator')
            return verifyTotp(db, user.id, user.secret_2fa as string, credential) ? 'ok' : 'wrong';
          return tryCode(db, user.username, 'otp', credential);
        },
      );
      if (refused) return refused;
      revokeToken(db, token);
      const session = issueToken(db, user.id, 'session');
      const now = sqlTime(new Date());
      run(db, 'UPDATE users SET last_login_at = ? WHERE id = ?', now, user.id);
      run(
        db,
        'INSERT INTO login_logs (user_id, ip, created_at) VALUES (?, ?, ?)',
        user.id,
        clientAddress(c) || '127.0.0.1',
        now,
      );
      return ok(c, {
        username: user.username,
        email: user.email,
        token: session,
        auth_type: user.auth_type,
        otp_send: false,
        message: 'Login successfully.',
      });
    });
  },
};
