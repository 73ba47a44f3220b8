/**
 * Contract of the public calls (spec part 1, section 7): every answer is read with the portal's own
 * schema, and the rules behind them hold: placement, hashing, one-time codes and tokens, rate limits,
 * and malformed bodies answered in the error shape.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { all, one, openDb, run } from '../db.ts';
import { DEMO_MPIN, DEMO_PASSWORD, DEMO_TOTP_SECRET, memberId, migrate } from '../seed.ts';
import { createApi } from '../app.ts';
import { mailbox, resetRateLimits, totp } from '../auth.ts';
import { accepted, refused, testServer } from '../testing.ts';
import { readEnvelope } from '../../src/lib/api/envelope.ts';
import { LogoutAnswer, PlanFlags } from '../../src/lib/session/schema.ts';
import {
  AvailabilityAnswer,
  CountryAnswer,
  LoginAnswer,
  MessageAnswer,
  PlacementAnswer,
  PreLoginAnswer,
  RegisterAnswer,
  VerifyEmailAnswer,
} from '../../src/lib/auth/schema.ts';
import * as text from '../../src/lib/text.ts';

const { db, send } = testServer();

beforeEach(() => resetRateLimits());

const get = (path: string) => send(path);
const post = (path: string, json: unknown, token?: string) => send(path, { json, token });

const newestCode = (username: string, purpose: string) => mailbox(db, username).find((item) => item.purpose === purpose)?.code ?? '';

let serial = 0;
const freshName = (prefix: string) => `${prefix}${(serial += 1)}`;

/** A free binary slot in outsider's placement tree (this file's own corner of the network). */
function freeSlot(): { sponsor: string; parent: string; position: 'L' | 'R' } {
  const rootId = memberId(db, 'outsider');
  const tree = all<{ id: number; username: string }>(
    db,
    `WITH RECURSIVE down(id) AS (SELECT ? UNION SELECT u.id FROM users u JOIN down ON u.parent_id = down.id)
     SELECT users.id, users.username FROM users JOIN down ON users.id = down.id ORDER BY users.id`,
    rootId,
  );
  for (const node of tree) {
    for (const position of ['L', 'R'] as const) {
      if (!one(db, 'SELECT 1 FROM users WHERE parent_id = ? AND position = ?', node.id, position)) return { sponsor: 'outsider', parent: node.username, position };
    }
  }
  throw new Error('no free slot');
}

function registration(username: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'Fresh Member',
    username,
    email: `${username}@example.test`,
    phone: '+15551234567',
    country: '2',
    password: 'Fresh@1234',
    ...freeSlot(),
    ...extra,
  };
}

/** Registers and verifies a member; returns the username. */
async function freshMember(prefix: string, extra: Record<string, unknown> = {}): Promise<string> {
  const username = freshName(prefix);
  accepted(RegisterAnswer, await post('/register', registration(username, extra)));
  accepted(VerifyEmailAnswer, await post('/verify-email', { username, otp: newestCode(username, 'verify') }));
  return username;
}

function setSetting(key: string, value: string | null) {
  if (value === null) run(db, 'DELETE FROM settings WHERE key = ?', key);
  else run(db, 'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', key, value);
}

describe('lists', { timeout: 30_000 }, () => {
  it('GET country lists every country with its calling code', async () => {
    const answer = accepted(CountryAnswer, await get('/country'));
    expect(answer.data.length).toBeGreaterThanOrEqual(10);
    expect(answer.data).toContainEqual({ id: 1, name: 'India', calling_code: '+91' });
    for (const country of answer.data) expect(country.calling_code).toMatch(/^\+\d+$/);
  });
});

describe('availability and placement checks', { timeout: 30_000 }, () => {
  it('GET check/{username}/username says whether a username is free', async () => {
    expect(accepted(AvailabilityAnswer, await get('/check/demo/username')).data).toBe(text.auth.notAvailable);
    expect(accepted(AvailabilityAnswer, await get('/check/DEMO/username')).data).toBe(text.auth.notAvailable);
    expect(accepted(AvailabilityAnswer, await get('/check/nobodyyet/username')).data).toBe(text.auth.available);
    // Names the registration would refuse are not offered either; a short one is fine.
    expect(accepted(AvailabilityAnswer, await get('/check/ab/username')).data).toBe(text.auth.available);
    expect(accepted(AvailabilityAnswer, await get('/check/ab_c/username')).data).toBe(text.auth.notAvailable);
  });

  it('GET check/{sponsor}/sponsor verifies the sponsor and tells who it is', async () => {
    const found = accepted(AvailabilityAnswer, await get('/check/demo/sponsor'));
    expect(found).toMatchObject({ data: text.auth.available, info: 'Demo Member (demo)' });
    const missing = accepted(AvailabilityAnswer, await get('/check/nosuchsponsor/sponsor'));
    expect(missing).toMatchObject({ data: text.auth.notAvailable, info: null });
  });

  it('GET check-{sponsor}-{parent}-{position}-placement accepts a free slot under the sponsor', async () => {
    const slot = freeSlot();
    const answer = accepted(PlacementAnswer, await get(`/check-${slot.sponsor}-${slot.parent}-${slot.position}-placement`));
    expect(answer.data).toBe('Placement available.');
  });

  it('refuses a slot that is taken', async () => {
    const { message } = refused(await get('/check-demo-demo-L-placement'), 200);
    expect(message).toBe('The left position under demo is already taken.');
  });

  it('refuses a parent outside the sponsor\u2019s team', async () => {
    const { message } = refused(await get('/check-demo-outsider-L-placement'), 200);
    expect(message).toBe('Parent is not in the sponsor\u2019s team.');
    expect(refused(await get('/check-nosuchsponsor-demo-L-placement'), 200).message).toBe('Sponsor not found.');
    expect(refused(await get('/check-demo-nosuchparent-L-placement'), 200).message).toBe('Parent not found.');
    expect(refused(await get('/check-demo-demo-X-placement'), 200).message).toBe('Position must be L or R.');
  });
});

describe('register', { timeout: 30_000 }, () => {
  it('creates a member whose secrets are stored only as hashes, and e-mails a verification code', async () => {
    const username = freshName('hashed');
    const answer = accepted(RegisterAnswer, await post('/register', registration(username, { spassword: '2468' })));
    expect(answer.username).toBe(username);
    const row = one<{ password_hash: string; mpin_hash: string; email_verified_at: string | null }>(
      db,
      'SELECT password_hash, mpin_hash, email_verified_at FROM users WHERE username = ?',
      username,
    )!;
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('Fresh@1234');
    expect(row.mpin_hash).toMatch(/^scrypt\$/);
    expect(row.mpin_hash).not.toContain('2468');
    // No column anywhere holds the plain password.
    const columns = Object.values(one<Record<string, unknown>>(db, 'SELECT * FROM users WHERE username = ?', username)!);
    expect(columns).not.toContain('Fresh@1234');
    expect(row.email_verified_at).toBeNull();
    expect(newestCode(username, 'verify')).toMatch(/^\d{4}$/);
  });

  it('places the member in the chosen slot under the sponsor', async () => {
    const slot = freeSlot();
    const username = freshName('placed');
    accepted(RegisterAnswer, await post('/register', registration(username, slot)));
    const row = one<{ sponsor_id: number; parent_id: number; position: string }>(db, 'SELECT sponsor_id, parent_id, position FROM users WHERE username = ?', username)!;
    expect(row).toEqual({ sponsor_id: memberId(db, slot.sponsor), parent_id: memberId(db, slot.parent), position: slot.position });
    refused(await get(`/check-${slot.sponsor}-${slot.parent}-${slot.position}-placement`), 200);
  });

  it('places one of two registrations racing for the same slot and refuses the other with a field error', async () => {
    const slot = freeSlot();
    const answers = await Promise.all(['racea', 'raceb'].map((name) => post('/register', registration(freshName(name), slot))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const loser = answers.find((answer) => answer.status === 422)!;
    expect(refused(loser, 422).errors.parent?.[0]).toMatch(/already taken/);
  });

  it('refuses a taken slot and a parent outside the sponsor\u2019s team', async () => {
    const taken = refused(await post('/register', registration(freshName('taken'), { sponsor: 'demo', parent: 'demo', position: 'L' })), 422);
    expect(taken.errors.parent).toEqual(['The left position under demo is already taken.']);
    const outside = refused(await post('/register', registration(freshName('outside'), { sponsor: 'demo', parent: 'outsider', position: 'R' })), 422);
    expect(outside.errors.parent).toEqual(['Parent is not in the sponsor\u2019s team.']);
  });

  it('asks for sponsor, position and parent while there are members, with the spec messages', async () => {
    const { message, errors } = refused(await post('/register', registration(freshName('noplace'), { sponsor: '', parent: '', position: '' })), 422);
    expect(message).toBe(text.auth.sponsorRequired);
    expect(errors).toMatchObject({ sponsor: [text.auth.sponsorRequired], position: [text.auth.positionRequired], parent: [text.auth.parentRequired] });
  });

  it('refuses a taken username or e-mail field by field', async () => {
    const { errors } = refused(await post('/register', registration('demo', { email: 'demo@example.test' })), 422);
    expect(errors.username).toEqual(['The username has already been taken.']);
    expect(errors.email).toEqual(['The email has already been taken.']);
  });

  it('validates the payload with the portal\u2019s own schema: the spec\u2019s rules, no length or format rules of its own', async () => {
    const { errors } = refused(await post('/register', { ...registration(freshName('bad')), name: ' ', email: '', username: 'bad_name', spassword: '12' }), 422);
    expect(errors).toMatchObject({
      name: [text.auth.nameRequired],
      email: [text.auth.emailRequired],
      username: [text.auth.usernameFormat],
      spassword: [text.auth.mpinFormat],
    });
    // A short username, a short password, a short phone and an e-mail without a dot are the backend's to judge.
    const username = freshName('q');
    accepted(RegisterAnswer, await post('/register', registration(username, { email: `${username}@example`, phone: '12', password: '12345' })));
  });

  it('requires the MPIN and signs the member up verified when the plan does not verify e-mails', async () => {
    setSetting('email_required', '0');
    try {
      const missing = refused(await post('/register', registration(freshName('nompin'))), 422);
      expect(missing.errors.spassword).toEqual([text.auth.mpinRequired]);
      const username = freshName('withmpin');
      accepted(RegisterAnswer, await post('/register', registration(username, { spassword: '1357' })));
      expect(one<{ v: string | null }>(db, 'SELECT email_verified_at AS v FROM users WHERE username = ?', username)!.v).not.toBeNull();
      expect(newestCode(username, 'verify')).toBe('');
    } finally {
      setSetting('email_required', null);
    }
  });

  it('takes the first member without a sponsor while there are no users yet', async () => {
    const empty = openDb(':memory:');
    migrate(empty);
    run(empty, "INSERT INTO countries (id, name, calling_code) VALUES (1, 'India', '+91')");
    const first = createApi(empty, { demo: true });
    const flags = z.parse(PlanFlags, await (await first.request('/pre-register')).json());
    expect(flags.user_count).toBe(0);
    const response = await first.request('/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'First One', username: 'firstone', email: 'first@example.test', phone: '+919000000000', country: 1, password: 'First@123' }),
    });
    expect(response.status).toBe(200);
    z.parse(RegisterAnswer, await response.json());
    expect(one<{ sponsor_id: number | null }>(empty, "SELECT sponsor_id FROM users WHERE username = 'firstone'")!.sponsor_id).toBeNull();
  });
});

describe('verify-email and resendotp', { timeout: 30_000 }, () => {
  it('verifies the e-mail with the code and answers the username', async () => {
    const username = freshName('verify');
    accepted(RegisterAnswer, await post('/register', registration(username)));
    const code = newestCode(username, 'verify');
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const bad = refused(await post('/verify-email', { username, otp: wrong }), 422);
    expect(bad.errors.otp).toEqual(['Invalid or expired code.']);
    const answer = accepted(VerifyEmailAnswer, await post('/verify-email', { username, otp: code }));
    expect(answer.username).toBe(username);
    // A code works once.
    refused(await post('/verify-email', { username, otp: code }), 422);
  });

  it('sends a sign-in code, then holds further ones back for 60 seconds', async () => {
    const username = await freshMember('resend');
    accepted(MessageAnswer, await post('/resendotp', { username, from: '' }));
    expect(newestCode(username, 'otp')).toMatch(/^\d{4}$/);
    const again = refused(await post('/resendotp', { username, from: 'resend' }), 429);
    expect(again.message).toMatch(/^Please wait \d+ seconds/);
    expect(refused(await post('/resendotp', { username: 'nosuchmember', from: null }), 422).errors.username).toEqual(['User not found.']);
  });

  it('limits code requests to 6 in 10 minutes per username', async () => {
    const username = await freshMember('flood');
    for (let attempt = 0; attempt < 6; attempt += 1) await post('/resendotp', { username, from: 'resend' });
    expect(refused(await post('/resendotp', { username, from: 'resend' }), 429).message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('limits e-mail verification attempts to 8 in 10 minutes per username', async () => {
    const username = freshName('guess');
    accepted(RegisterAnswer, await post('/register', registration(username)));
    const code = newestCode(username, 'verify');
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (let attempt = 0; attempt < 8; attempt += 1) refused(await post('/verify-email', { username, otp: wrong }), 422);
    // Even the right code is refused once the limit is reached.
    expect(refused(await post('/verify-email', { username, otp: code }), 429).message).toMatch(/^Too many attempts/);
  });
});

describe('two-step login', { timeout: 30_000 }, () => {
  it('pre-login answers a temporary token and the auth type; login with the MPIN answers the session', async () => {
    const pre = accepted(PreLoginAnswer, await post('/pre-login', { username: 'mpindemo', password: DEMO_PASSWORD }));
    expect(pre).toMatchObject({ auth_type: 'mpin', otp_send: false });
    expect(pre.token).toBeTruthy();
    const login = accepted(LoginAnswer, await post('/login', { username: 'mpindemo', password: DEMO_PASSWORD, mpin: DEMO_MPIN }, pre.token!));
    expect(login).toMatchObject({ username: 'mpindemo', email: 'mpindemo@example.test', auth_type: 'mpin', otp_send: false });
    expect(login.token).not.toBe(pre.token);
    // The temporary token was spent; the session token is not a temporary one.
    expect((await post('/login', { username: 'mpindemo', password: DEMO_PASSWORD, mpin: DEMO_MPIN }, pre.token!)).status).toBe(401);
    expect((await post('/login', { username: 'mpindemo', password: DEMO_PASSWORD, mpin: DEMO_MPIN }, login.token)).status).toBe(401);
    // The session token works for member calls, until logout.
    accepted(LogoutAnswer, await post('/logout', {}, login.token));
    const after = await post('/logout', {}, login.token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ status: false, msg: 401 });
  });

  it('signs an authenticator member in with the TOTP code', async () => {
    const pre = accepted(PreLoginAnswer, await post('/pre-login', { username: 'authdemo', password: DEMO_PASSWORD }));
    expect(pre.auth_type).toBe('authenticator');
    const wrong = refused(await post('/login', { username: 'authdemo', password: DEMO_PASSWORD, authenticator: '000000' === totp(DEMO_TOTP_SECRET) ? '111111' : '000000' }, pre.token!), 422);
    expect(wrong.errors.authenticator).toEqual(['Invalid code.']);
    accepted(LoginAnswer, await post('/login', { username: 'authdemo', password: DEMO_PASSWORD, authenticator: totp(DEMO_TOTP_SECRET) }, pre.token!));
  });

  it('signs an OTP member in with the code sent by resendotp, and logs the sign-in', async () => {
    const username = await freshMember('otplogin');
    const pre = accepted(PreLoginAnswer, await post('/pre-login', { username, password: 'Fresh@1234' }));
    expect(pre.auth_type).toBe('otp');
    accepted(MessageAnswer, await post('/resendotp', { username, from: '' }));
    const missing = refused(await post('/login', { username, password: 'Fresh@1234' }, pre.token!), 422);
    expect(missing.errors.otp).toEqual(['The otp field is required.']);
    accepted(LoginAnswer, await post('/login', { username, password: 'Fresh@1234', otp: newestCode(username, 'otp') }, pre.token!));
    expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM login_logs WHERE user_id = ?', memberId(db, username))!.n).toBe(1);
  });

  it("answers the sign-in before the current one as the dashboard's last login", async () => {
    const username = await freshMember('lastlogin', { spassword: '4321' });
    // MPIN sign-ins, so three in a row need no waiting between one-time codes.
    run(db, "UPDATE users SET auth_type = 'mpin' WHERE username = ?", username);
    const signIn = async () => {
      const pre = accepted(PreLoginAnswer, await post('/pre-login', { username, password: 'Fresh@1234' }));
      return accepted(LoginAnswer, await post('/login', { username, password: 'Fresh@1234', mpin: '4321' }, pre.token!)).token;
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
    const newest = one<{ created_at: string }>(db, 'SELECT created_at FROM login_logs WHERE user_id = ? ORDER BY id DESC', id)!.created_at;
    expect(newest).not.toBe('2024-03-05 06:07:08');
    expect(await lastLogin(await signIn())).toBe(newest);
  });

  it('refuses a wrong password without saying whether the member exists', async () => {
    const wrong = refused(await post('/pre-login', { username: 'demo', password: 'Wrong@123' }), 422);
    const nobody = refused(await post('/pre-login', { username: 'nosuchmember', password: 'Wrong@123' }), 422);
    expect(wrong.message).toBe('Invalid username or password.');
    expect(nobody.message).toBe(wrong.message);
    expect(refused(await post('/pre-login', { username: '', password: '' }), 422).errors).toMatchObject({ username: [text.auth.usernameRequired], password: [text.auth.passwordRequired] });
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
    for (let attempt = 0; attempt < 10; attempt += 1) refused(await post('/pre-login', { username, password: 'Wrong@123' }), 422);
    // The right password is refused too once the limit is reached.
    expect(refused(await post('/pre-login', { username, password: 'Fresh@1234' }), 429).message).toBe('Too many attempts. Please wait a few minutes and try again.');
    // Another member is not affected.
    accepted(PreLoginAnswer, await post('/pre-login', { username: 'mpindemo', password: DEMO_PASSWORD }));
  });

  it('limits second-step codes to 8 attempts per member in 15 minutes', async () => {
    const pre = accepted(PreLoginAnswer, await post('/pre-login', { username: 'mpindemo', password: DEMO_PASSWORD }));
    for (let attempt = 0; attempt < 8; attempt += 1) refused(await post('/login', { username: 'mpindemo', password: DEMO_PASSWORD, mpin: '9999' }, pre.token!), 422);
    expect(refused(await post('/login', { username: 'mpindemo', password: DEMO_PASSWORD, mpin: DEMO_MPIN }, pre.token!), 429).message).toMatch(/^Too many attempts/);
  });
});

describe('forget-password', { timeout: 30_000 }, () => {
  it('sets a new password with the code, ends the member\u2019s sessions, and the old password stops working', async () => {
    const username = await freshMember('forgot');
    const pre = accepted(PreLoginAnswer, await post('/pre-login', { username, password: 'Fresh@1234' }));
    accepted(MessageAnswer, await post('/resendotp', { username, from: '' }));
    const session = accepted(LoginAnswer, await post('/login', { username, password: 'Fresh@1234', otp: newestCode(username, 'otp') }, pre.token!));

    run(db, "UPDATE codes SET created_at = created_at - 61000 WHERE username = ? AND purpose = 'otp'", username);
    accepted(MessageAnswer, await post('/resendotp', { username, from: '' }));
    const code = newestCode(username, 'otp');
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    expect(refused(await post('/forget-password', { username, otp: wrong, newpassword: 'Changed@99' }), 422).errors.otp).toEqual(['Invalid or expired OTP.']);
    accepted(MessageAnswer, await post('/forget-password', { username, otp: code, newpassword: 'Changed@99' }));

    expect((await post('/logout', {}, session.token)).status).toBe(401);
    refused(await post('/pre-login', { username, password: 'Fresh@1234' }), 422);
    accepted(PreLoginAnswer, await post('/pre-login', { username, password: 'Changed@99' }));
    const row = one<{ password_hash: string }>(db, 'SELECT password_hash FROM users WHERE username = ?', username)!;
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('Changed@99');
  });

  it('checks the new password and code with the portal\u2019s schema: a 4-digit code and a new password of any length', async () => {
    const { errors } = refused(await post('/forget-password', { username: 'demo', otp: '12', newpassword: '' }), 422);
    expect(errors).toMatchObject({ otp: [text.auth.otpFormat], newpassword: [text.auth.newPasswordRequired] });
    const short = refused(await post('/forget-password', { username: 'nobodyyet', otp: '1234', newpassword: '1' }), 422);
    expect(short.errors.newpassword).toBeUndefined();
  });
});

describe('malformed bodies', { timeout: 30_000 }, () => {
  for (const path of ['/pre-login', '/login', '/register', '/verify-email', '/resendotp', '/forget-password']) {
    it(`POST ${path} answers a malformed JSON body with HTTP 400 in the error shape`, async () => {
      const before = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM users')!.n;
      let token: string | undefined;
      if (path === '/login') token = z.parse(PreLoginAnswer, (await post('/pre-login', { username: 'mpindemo', password: DEMO_PASSWORD })).body).token!;
      const answer = await send(path, { token, raw: '{"username": "demo", ' });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ status: false, msg: 'Malformed request body.', message: 'Malformed request body.', errors: {} });
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
