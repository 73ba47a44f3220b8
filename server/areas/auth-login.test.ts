/**
 * Contract of sign-in and passwords (spec part 1, section 7): the two-step login for every auth type,
 * tokens, the last-login record, rate limits, forgotten passwords, and malformed bodies answered in
 * the error shape.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { one, run } from '../db.ts';
import { DEMO_MPIN, DEMO_PASSWORD, DEMO_TOTP_SECRET, memberId } from '../seed.ts';
import { resetRateLimits, totp } from '../auth.ts';
import { accepted, refused, testServer } from '../testing.ts';
import { authHelpers } from './auth.testing.ts';
import { readEnvelope } from '../../src/lib/api/envelope.ts';
import { LogoutAnswer } from '../../src/lib/session/schema.ts';
import { LoginAnswer, MessageAnswer, PreLoginAnswer, RegisterAnswer } from '../../src/lib/auth/schema.ts';
import * as text from '../../src/lib/text.ts';

const server = testServer();
const { db, send } = server;
const { post, newestCode, freshName, registration, freshMember } = authHelpers(server);

beforeEach(() => resetRateLimits());

describe('two-step login', { timeout: 30_000 }, () => {
  it('pre-login answers a temporary token and the auth type; login with the MPIN answers the session', async () => {
    const pre = accepted(PreLoginAnswer, await post('/pre-login', { username: 'mpindemo', password: DEMO_PASSWORD }));
    expect(pre).toMatchObject({ auth_type: 'mpin', otp_send: false });
    expect(pre.token).toBeTruthy();
    const login = accepted(
      LoginAnswer,
      await post('/login', { username: 'mpindemo', password: DEMO_PASSWORD, mpin: DEMO_MPIN }, pre.token!),
    );
    expect(login).toMatchObject({
      username: 'mpindemo',
      email: 'mpindemo@example.test',
      auth_type: 'mpin',
      otp_send: false,
    });
    expect(login.token).not.toBe(pre.token);
    // The temporary token was spent; the session token is not a temporary one.
    expect(
      (await post('/login', { username: 'mpindemo', password: DEMO_PASSWORD, mpin: DEMO_MPIN }, pre.token!)).status,
    ).toBe(401);
    expect(
      (await post('/login', { username: 'mpindemo', password: DEMO_PASSWORD, mpin: DEMO_MPIN }, login.token)).status,
    ).toBe(401);
    // The session token works for member calls, until logout.
    accepted(LogoutAnswer, await post('/logout', {}, login.token));
    const after = await post('/logout', {}, login.token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ status: false, msg: 401 });
  });

  it('signs an authenticator member in with the TOTP code', async () => {
    const pre = accepted(PreLoginAnswer, await post('/pre-login', { username: 'authdemo', password: DEMO_PASSWORD }));
    expect(pre.auth_type).toBe('authenticator');
    const wrong = refused(
      await post(
        '/login',
        {
          username: 'authdemo',
          password: DEMO_PASSWORD,
          authenticator: '000000' === totp(DEMO_TOTP_SECRET) ? '111111' : '000000',
        },
        pre.token!,
      ),
      422,
    );
    expect(wrong.errors.authenticator).toEqual(['Invalid code.']);
    accepted(
      LoginAnswer,
      await post(
        '/login',
        { username: 'authdemo', password: DEMO_PASSWORD, authenticator: totp(DEMO_TOTP_SECRET) },
        pre.token!,
      ),
    );
  });

  it('signs an OTP member in with the code sent by resendotp, and logs the sign-in', async () => {
    const username = await freshMember('otplogin');
    const pre = accepted(PreLoginAnswer, await post('/pre-login', { username, password: 'Fresh@1234' }));
    expect(pre.auth_type).toBe('otp');
    accepted(MessageAnswer, await post('/resendotp', { username, from: '' }));
    const missing = refused(await post('/login', { username, password: 'Fresh@1234' }, pre.token!), 422);
    expect(missing.errors.otp).toEqual(['The otp field is required.']);
    accepted(
      LoginAnswer,
      await post('/login', { username, password: 'Fresh@1234', otp: newestCode(username, 'otp') }, pre.token!),
    );
    expect(
      one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM login_logs WHERE user_id = ?', memberId(db, username))!.n,
    ).toBe(1);
  });

  it("answers the sign-in before the current one as the dashboard's last login", async () => {
    const username = await freshMember('lastlogin', { spassword: '4321' });
    // MPIN sign-ins, so three in a row need no waiting between one-time codes.
    run(db, "UPDATE users SET auth_type = 'mpin' WHERE username = ?", username);
    const signIn = async () => {
      const pre = accepted(PreLoginAnswer, await post('/pre-login', { username, password: 'Fresh@1234' }));
      return accepted(LoginAnswer, await post('/login', { username, password: 'Fresh@1234', mpin: '4321' }, pre.token!))
        .token;
    };
    const lastLogin = async (token: string) => {
      const answer = await send('/task-dashboard', { token });
      expect(answer.status).toBe(200);
      return (answer.body as { last_login_at: string | null }).last_login_at;
    };
    // The first sign-in has no earlier one.
    expect(await lastLogin(await signIn())).toBeNull();
    const id = memberId(db, username);
    run(db, "UPDATE login_logs SET created_at = '2024-03-05 06:07:08' WHERE user_id = ?", id);
    // The second shows the first, not itself; the next one will show this one.
    const second = await signIn();
    expect(await lastLogin(second)).toBe('2024-03-05 06:07:08');
    const newest = one<{ created_at: string }>(
      db,
      'SELECT created_at FROM login_logs WHERE user_id = ? ORDER BY id DESC',
      id,
    )!.created_at;
    expect(newest).not.toBe('2024-03-05 06:07:08');
    expect(await lastLogin(await signIn())).toBe(newest);
  });

  it('refuses a wrong password without saying whether the member exists', async () => {
    const wrong = refused(await post('/pre-login', { username: 'demo', password: 'Wrong@123' }), 422);
    const nobody = refused(await post('/pre-login', { username: 'nosuchmember', password: 'Wrong@123' }), 422);
    expect(wrong.message).toBe('Invalid username or password.');
    expect(nobody.message).toBe(wrong.message);
    expect(refused(await post('/pre-login', { username: '', password: '' }), 422).errors).toMatchObject({
      username: [text.signIn.usernameRequired],
      password: [text.auth.passwordRequired],
    });
  });

  it('asks a member whose e-mail is not verified to verify it first (otp_send with a false status)', async () => {
    const username = freshName('unverified');
    accepted(RegisterAnswer, await post('/register', registration(username)));
    const answer = await post('/pre-login', { username, password: 'Fresh@1234' });
    refused(answer, 200);
    expect(answer.body.otp_send).toBe(true);
    expect(newestCode(username, 'verify')).toMatch(/^\d{4}$/);
  });

  it('refuses login without the temporary bearer token as HTTP 401 with msg 401', async () => {
    const answer = await post('/login', { username: 'mpindemo', password: DEMO_PASSWORD, mpin: DEMO_MPIN });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ status: false, msg: 401 });
    expect(readEnvelope(answer.body, false)).toMatchObject({ ok: false, unauthorized: true });
  });

  it('refuses a temporary token used for another member', async () => {
    const pre = accepted(PreLoginAnswer, await post('/pre-login', { username: 'mpindemo', password: DEMO_PASSWORD }));
    refused(await post('/login', { username: 'authdemo', password: DEMO_PASSWORD, mpin: DEMO_MPIN }, pre.token!), 422);
  });

  it('limits pre-login to 10 attempts per username in 15 minutes', async () => {
    const username = await freshMember('limited');
    for (let attempt = 0; attempt < 10; attempt += 1)
      refused(await post('/pre-login', { username, password: 'Wrong@123' }), 422);
    // The right password is refused too once the limit is reached.
    expect(refused(await post('/pre-login', { username, password: 'Fresh@1234' }), 429).message).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    // Another member is not affected.
    accepted(PreLoginAnswer, await post('/pre-login', { username: 'mpindemo', password: DEMO_PASSWORD }));
  });

  it('ends a half-done sign-in after 3 wrong codes in a row, and closes the second step after 5 a day', async () => {
    const pre = async () =>
      accepted(PreLoginAnswer, await post('/pre-login', { username: 'mpindemo', password: DEMO_PASSWORD }));
    const first = await pre();
    const guess = (token: string, mpin = '9999') =>
      post('/login', { username: 'mpindemo', password: DEMO_PASSWORD, mpin }, token);
    refused(await guess(first.token!), 422);
    refused(await guess(first.token!), 422);
    expect(refused(await guess(first.token!), 422).message).toBe(
      'Too many wrong codes in a row: you have been signed out. Please sign in again.',
    );
    // That sign-in is over: even the right MPIN needs the password again.
    expect((await guess(first.token!, DEMO_MPIN)).status).toBe(401);
    const second = await pre();
    refused(await guess(second.token!), 422);
    refused(await guess(second.token!), 422);
    expect(refused(await guess(second.token!, DEMO_MPIN), 429).message).toMatch(
      /^Too many wrong codes\. Please try again after .+ UTC\.$/,
    );
  });
});

describe('forget-password', { timeout: 30_000 }, () => {
  it('sets a new password with the code, ends the member\u2019s sessions, and the old password stops working', async () => {
    const username = await freshMember('forgot');
    const pre = accepted(PreLoginAnswer, await post('/pre-login', { username, password: 'Fresh@1234' }));
    accepted(MessageAnswer, await post('/resendotp', { username, from: '' }));
    const session = accepted(
      LoginAnswer,
      await post('/login', { username, password: 'Fresh@1234', otp: newestCode(username, 'otp') }, pre.token!),
    );

    run(db, "UPDATE codes SET created_at = created_at - 61000 WHERE username = ? AND purpose = 'otp'", username);
    accepted(MessageAnswer, await post('/resendotp', { username, from: '' }));
    const code = newestCode(username, 'otp');
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    expect(
      refused(await post('/forget-password', { username, otp: wrong, newpassword: 'Changed@99' }), 422).errors.otp,
    ).toEqual(['Invalid or expired OTP.']);
    accepted(MessageAnswer, await post('/forget-password', { username, otp: code, newpassword: 'Changed@99' }));

    expect((await post('/logout', {}, session.token)).status).toBe(401);
    refused(await post('/pre-login', { username, password: 'Fresh@1234' }), 422);
    accepted(PreLoginAnswer, await post('/pre-login', { username, password: 'Changed@99' }));
    const row = one<{ password_hash: string }>(db, 'SELECT password_hash FROM users WHERE username = ?', username)!;
    expect(row.password_hash).toMatch(/^scrypt(:\d+)?\$/);
    expect(row.password_hash).not.toContain('Changed@99');
  });

  it('checks the new password and code with the portal\u2019s schema: a 4-digit code and a new password of any length', async () => {
    const { errors } = refused(await post('/forget-password', { username: 'demo', otp: '12', newpassword: '' }), 422);
    expect(errors).toMatchObject({ otp: [text.signIn.otpFormat], newpassword: [text.signIn.newPasswordRequired] });
    const short = refused(
      await post('/forget-password', { username: 'nobodyyet', otp: '1234', newpassword: '1' }),
      422,
    );
    expect(short.errors.newpassword).toBeUndefined();
  });
});

describe('malformed bodies', { timeout: 30_000 }, () => {
  for (const path of ['/pre-login', '/login', '/register', '/verify-email', '/resendotp', '/forget-password']) {
    it(`POST ${path} answers a malformed JSON body with HTTP 400 in the error shape`, async () => {
      const before = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM users')!.n;
      let token: string | undefined;
      if (path === '/login')
        token = z.parse(
          PreLoginAnswer,
          (await post('/pre-login', { username: 'mpindemo', password: DEMO_PASSWORD })).body,
        ).token!;
      const answer = await send(path, { token, raw: '{"username": "demo", ' });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        status: false,
        msg: 'Malformed request body.',
        message: 'Malformed request body.',
        errors: {},
      });
      expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM users')!.n).toBe(before);
    });
  }
});

describe('demo sign-ins', { timeout: 30_000 }, () => {
  it('keeps the three demo members able to sign in', async () => {
    for (const username of ['demo', 'mpindemo', 'authdemo']) {
      expect(memberId(db, username)).toBeGreaterThan(0);
      accepted(PreLoginAnswer, await post('/pre-login', { username, password: DEMO_PASSWORD }));
    }
  });
});
