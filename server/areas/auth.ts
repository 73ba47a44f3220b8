/**
 * Auth: countries, availability and placement checks, registration, e-mail verification, one-time
 * codes, the two-step login and forgotten passwords.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Area } from '../area.ts';
import { all, one, run, sqlTime, type Db } from '../db.ts';
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
import { planSettings } from './session.ts';
import { securityChange, sendNotice, utcText } from '../hold.ts';
import * as text from '../../src/lib/text.ts';
import {
  ForgetPasswordRequest,
  LoginRequest,
  PreLoginRequest,
  RegisterRequest,
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

/** Whether `memberId` sits in the binary subtree of `rootId` (placement under a sponsor). */
function inPlacementTree(db: Db, rootId: number, memberId: number): boolean {
  if (rootId === memberId) return true;
  return Boolean(
    one(
      db,
      `WITH RECURSIVE up(id, parent_id) AS (
         SELECT id, parent_id FROM users WHERE id = ?
         UNION SELECT u.id, u.parent_id FROM users u JOIN up ON u.id = up.parent_id
       ) SELECT 1 FROM up WHERE id = ?`,
      memberId,
      rootId,
    ),
  );
}

/** The placement rule: the parent exists, sits under the sponsor, and its `position` slot is free. */
function placementProblem(db: Db, sponsor: string, parent: string, position: string): string | null {
  const sponsorRow = findUser(db, sponsor);
  if (!sponsorRow) return 'Sponsor not found.';
  const parentRow = findUser(db, parent);
  if (!parentRow) return 'Parent not found.';
  if (position !== 'L' && position !== 'R') return 'Position must be L or R.';
  if (!inPlacementTree(db, sponsorRow.id, parentRow.id)) return 'Parent is not in the sponsor\u2019s team.';
  const taken = one(db, 'SELECT 1 FROM users WHERE parent_id = ? AND position = ?', parentRow.id, position);
  if (taken) return `The ${position === 'L' ? 'left' : 'right'} position under ${parentRow.username} is already taken.`;
  return null;
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
    api.get('/country', (c) =>
      ok(c, { data: all(c.get('db'), 'SELECT id, name, calling_code FROM countries ORDER BY name') }),
    );

    api.get('/check/:username/username', (c) => {
      const username = c.req.param('username');
      const valid = /^[A-Za-z0-9]+$/.test(username);
      const taken = findUser(c.get('db'), username);
      return ok(c, { data: valid && !taken ? 'Available' : 'Not Available', info: null });
    });

    api.get('/check/:sponsor/sponsor', (c) => {
      const row = findUser(c.get('db'), c.req.param('sponsor'));
      return ok(c, { data: row ? 'Available' : 'Not Available', info: row ? `${row.name} (${row.username})` : null });
    });

    api.get('/:check{check-[A-Za-z0-9]+-[A-Za-z0-9]+-[A-Za-z]+-placement}', (c) => {
      const [, sponsor = '', parent = '', position = ''] =
        /^check-([A-Za-z0-9]+)-([A-Za-z0-9]+)-([A-Za-z]+)-placement$/.exec(c.req.param('check')) ?? [];
      const problem = placementProblem(c.get('db'), sponsor, parent, position.toUpperCase());
      if (problem) return c.json({ status: false, data: problem, msg: problem, message: problem, errors: {} });
      return ok(c, { data: 'Placement available.', message: 'Placement available.' });
    });

    api.post('/register', async (c) => {
      const db = c.get('db');
      const body = await jsonBody(c, RegisterRequest);
      // Hash first: from the checks to the insert nothing may await, or two registrations racing for
      // one username, e-mail or placement would both pass the checks.
      const passwordHash = await hashSecret(body.password);
      const mpinHash = body.spassword ? await hashSecret(body.spassword) : null;
      const plan = planSettings(db);
      const errors: Record<string, string[]> = {};
      if (findUser(db, body.username)) errors.username = ['The username has already been taken.'];
      if (one(db, 'SELECT 1 FROM users WHERE email = ? COLLATE NOCASE', body.email.trim()))
        errors.email = ['The email has already been taken.'];
      const country = one<{ id: number }>(db, 'SELECT id FROM countries WHERE id = ?', Number(body.country));
      if (!country) errors.country = [text.auth.countryRequired];
      if (!plan.email_required && !body.spassword) errors.spassword = [text.auth.mpinRequired];
      let sponsorId: number | null = null;
      let parentId: number | null = null;
      let position: string | null = null;
      if (plan.user_count > 0) {
        const sponsor = body.sponsor ? findUser(db, body.sponsor) : undefined;
        if (!sponsor) errors.sponsor = [body.sponsor ? 'Sponsor not found.' : text.auth.sponsorRequired];
        sponsorId = sponsor?.id ?? null;
        if (plan.binary) {
          position = (body.position ?? '').toUpperCase();
          if (position !== 'L' && position !== 'R') errors.position = [text.auth.positionRequired];
          if (!body.parent) errors.parent = [text.auth.parentRequired];
          else if (sponsor && !errors.position) {
            const problem = placementProblem(db, sponsor.username, body.parent, position);
            if (problem) errors.parent = [problem];
            else parentId = findUser(db, body.parent)!.id;
          }
        }
      }
      const first = Object.values(errors)[0]?.[0];
      if (first) return fail(c, first, 422, errors);
      run(
        db,
        `INSERT INTO users (username, name, email, phone, country_id, password_hash, mpin_hash, sponsor_id, parent_id, position, email_verified_at, deposit_address)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        body.username,
        body.name,
        body.email,
        body.phone,
        country!.id,
        passwordHash,
        mpinHash,
        sponsorId,
        parentId,
        position,
        plan.email_required ? null : sqlTime(new Date()),
        `0x${Buffer.from(body.username.padEnd(20, '0')).toString('hex').slice(0, 40)}`,
      );
      if (plan.email_required) sendCode(db, body.username, 'verify');
      return ok(c, {
        username: body.username,
        message: plan.email_required
          ? 'Registered successfully. Enter the code sent to your e-mail.'
          : 'Registered successfully. Please sign in.',
      });
    });

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
