/**
 * Auth: e-mail verification, one-time codes, the two-step login and forgotten passwords; registration
 * and its checks are in auth-register.ts.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Area } from '../area.ts';
import { one, run, sqlTime, type Db } from '../db.ts';
import {
  allowAttempt,
  CODE_RETIRED,
  codeCooldown,
  countWrongCode,
  hashSecret,
  issueToken,
  newTotpSecret,
  readToken,
  revokeToken,
  sendCode,
  tryCode,
  verifySecret,
  verifyTotp,
  wrongCodeLock,
} from '../auth.ts';
import { fail, jsonBody, ok, type Ctx, type UserRow } from '../http.ts';
import { registerRoutes } from './auth-register.ts';
import { securityChange, sendNotice, utcText } from '../hold.ts';
import {
  ForgetPasswordRequest,
  LoginRequest,
  PreLoginRequest,
  ResendOtpRequest,
  VerifyEmailRequest,
} from '../../src/lib/auth/schema.ts';

const findUser = (db: Db, username: string) =>
  one<UserRow & Record<string, unknown>>(db, 'SELECT * FROM users WHERE username = ?', username);

function ip(c: Ctx): string {
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    return '127.0.0.1';
  }
}

function limited(c: Ctx, key: string, max: number, windowMs: number) {
  if (allowAttempt(key, max, windowMs)) return null;
  return fail(c, 'Too many attempts. Please wait a few minutes and try again.', 429);
}

/** The code-checking routes, as the notice of a day's last wrong code names them. */
type CodeRoute = 'reset' | 'login' | 'verify';
const ROUTE_NAMES: Record<CodeRoute, string> = {
  reset: 'Password reset',
  login: 'Sign-in',
  verify: 'E-mail verification',
};

/** Refuses while the route takes no more wrong codes for `username` or from this client address. */
function codeLock(c: Ctx, route: CodeRoute, username: string) {
  const until = wrongCodeLock(route, username, ip(c));
  if (until === null) return null;
  return fail(c, `Too many wrong codes. Please try again after ${utcText(until)}.`, 429);
}

/**
 * The answer to a wrong code: counts it (the day's last one for the member sends a notice) and says
 * so, or, when the code has had its last try, that a new one is needed.
 */
function wrongCode(
  c: Ctx,
  route: CodeRoute,
  username: string,
  verdict: string,
  message: string,
  field: string,
  errors: string = message,
) {
  const db = c.get('db');
  if (countWrongCode(route, username, ip(c))) {
    const user = findUser(db, username);
    const until = wrongCodeLock(route, username, ip(c));
    if (user && until !== null)
      sendNotice(
        db,
        user,
        `${ROUTE_NAMES[route]} of your account received 10 wrong codes in a day and is closed until ${utcText(until)}. ` +
          "If this wasn't you, someone is trying to get into your account: raise a support ticket.",
      );
  }
  if (verdict === 'retired') return fail(c, CODE_RETIRED, 422, { [field]: [CODE_RETIRED] });
  return fail(c, message, 422, { [field]: [errors] });
}

export const authArea: Area = {
  name: 'auth',
  routes: (api) => {
    registerRoutes(api);

    api.post('/verify-email', async (c) => {
      const db = c.get('db');
      const body = await jsonBody(c, VerifyEmailRequest);
      const blocked =
        limited(c, `verify:${body.username.toLowerCase()}`, 8, 10 * 60_000) ?? codeLock(c, 'verify', body.username);
      if (blocked) return blocked;
      const user = findUser(db, body.username);
      const verdict = user ? tryCode(db, user.username, 'verify', body.otp) : 'expired';
      if (!user || verdict !== 'ok')
        return wrongCode(c, 'verify', body.username, verdict, 'Invalid or expired code.', 'otp');
      run(db, "UPDATE users SET email_verified_at = datetime('now') WHERE id = ?", user.id);
      return ok(c, { username: user.username, message: 'E-mail verified. Please sign in.' });
    });

    api.post('/resendotp', async (c) => {
      const db = c.get('db');
      const body = await jsonBody(c, ResendOtpRequest);
      const blocked = limited(c, `otp:${body.username.toLowerCase()}`, 6, 10 * 60_000);
      if (blocked) return blocked;
      const user = findUser(db, body.username);
      if (!user) return fail(c, 'User not found.', 422, { username: ['User not found.'] });
      const purpose = user.email_verified_at ? 'otp' : 'verify';
      const wait = codeCooldown(db, user.username, purpose);
      if (wait > 0)
        return fail(c, `Please wait ${Math.ceil(wait / 1000)} seconds before requesting another code.`, 429);
      sendCode(db, user.username, purpose);
      return ok(c, { message: 'OTP sent to your registered e-mail.', msg: 'OTP sent to your registered e-mail.' });
    });

    api.post('/forget-password', async (c) => {
      const db = c.get('db');
      const body = await jsonBody(c, ForgetPasswordRequest);
      const blocked =
        limited(c, `forget:${body.username.toLowerCase()}`, 8, 10 * 60_000) ?? codeLock(c, 'reset', body.username);
      if (blocked) return blocked;
      const user = findUser(db, body.username);
      const verdict = user ? tryCode(db, user.username, 'otp', body.otp) : 'expired';
      if (!user || verdict !== 'ok')
        return wrongCode(c, 'reset', body.username, verdict, 'Invalid or expired OTP.', 'otp');
      const passwordHash = await hashSecret(body.newpassword);
      // The e-mail proved the owner: whatever second factor a thief set up goes with the reset, so the
      // owner signs in with e-mailed codes again and 2FA starts over with a secret nobody has seen.
      securityChange(db, user, 'password-reset', () => {
        run(
          db,
          "UPDATE users SET password_hash = ?, auth_type = 'otp', status_2fa = 0, secret_2fa = ? WHERE id = ?",
          passwordHash,
          newTotpSecret(),
          user.id,
        );
        run(db, 'DELETE FROM tokens WHERE user_id = ?', user.id);
      });
      return ok(c, { message: 'Password changed successfully.' });
    });

    api.post('/pre-login', async (c) => {
      const db = c.get('db');
      const body = await jsonBody(c, PreLoginRequest);
      const blocked = limited(c, `login:${body.username.toLowerCase()}`, 10, 15 * 60_000);
      if (blocked) return blocked;
      const user = findUser(db, body.username);
      if (!user || !(await verifySecret(body.password, user.password_hash as string)))
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
      const blocked =
        limited(c, `code:${user.username.toLowerCase()}`, 8, 15 * 60_000) ?? codeLock(c, 'login', user.username);
      if (blocked) return blocked;
      const type = user.auth_type;
      const credential = String(body[type] ?? '');
      if (!credential)
        return fail(c, `The ${type} field is required.`, 422, { [type]: [`The ${type} field is required.`] });
      const verdict =
        type === 'mpin'
          ? (await verifySecret(credential, user.mpin_hash as string))
            ? 'ok'
            : 'wrong'
          : type === 'authenticator'
            ? verifyTotp(db, user.id, user.secret_2fa as string, credential)
              ? 'ok'
              : 'wrong'
            : tryCode(db, user.username, 'otp', credential);
      if (verdict !== 'ok') {
        const name = type === 'otp' ? 'OTP' : type === 'mpin' ? 'MPIN' : 'authenticator code';
        return wrongCode(c, 'login', user.username, verdict, `Invalid ${name}.`, type, 'Invalid code.');
      }
      revokeToken(db, token);
      const session = issueToken(db, user.id, 'session');
      const now = sqlTime(new Date());
      run(db, 'UPDATE users SET last_login_at = ? WHERE id = ?', now, user.id);
      run(db, 'INSERT INTO login_logs (user_id, ip, created_at) VALUES (?, ?, ?)', user.id, ip(c), now);
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
