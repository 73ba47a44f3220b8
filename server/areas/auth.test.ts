/**
 * Contract of the public calls before sign-in (spec part 1, section 7): every answer is read with the portal's own
 * schema, and the rules behind them hold: placement, hashing, e-mail verification, one-time codes and
 * their rate limits. Sign-in and passwords: auth-login.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { one, openDb, run } from '../db.ts';
import { memberId, migrate } from '../seed.ts';
import { createApi } from '../app.ts';
import { resetRateLimits } from '../auth.ts';
import { accepted, refused, testServer } from '../testing.ts';
import { authHelpers } from './auth.testing.ts';
import { PlanFlags } from '../../src/lib/session/schema.ts';
import {
  AvailabilityAnswer,
  CountryAnswer,
  MessageAnswer,
  PlacementAnswer,
  RegisterAnswer,
  VerifyEmailAnswer,
} from '../../src/lib/auth/schema.ts';
import * as text from '../../src/lib/text.ts';

const server = testServer();
const { db, setSetting } = server;
const { get, post, newestCode, freshName, freeSlot, registration, freshMember } = authHelpers(server);

beforeEach(() => resetRateLimits());

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
    const answer = accepted(
      PlacementAnswer,
      await get(`/check-${slot.sponsor}-${slot.parent}-${slot.position}-placement`),
    );
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
    expect(row.password_hash).toMatch(/^scrypt(:\d+)?\$/);
    expect(row.password_hash).not.toContain('Fresh@1234');
    expect(row.mpin_hash).toMatch(/^scrypt(:\d+)?\$/);
    expect(row.mpin_hash).not.toContain('2468');
    // No column anywhere holds the plain password.
    const columns = Object.values(
      one<Record<string, unknown>>(db, 'SELECT * FROM users WHERE username = ?', username)!,
    );
    expect(columns).not.toContain('Fresh@1234');
    expect(row.email_verified_at).toBeNull();
    expect(newestCode(username, 'verify')).toMatch(/^\d{4}$/);
  });

  it('places the member in the chosen slot under the sponsor', async () => {
    const slot = freeSlot();
    const username = freshName('placed');
    accepted(RegisterAnswer, await post('/register', registration(username, slot)));
    const row = one<{ sponsor_id: number; parent_id: number; position: string }>(
      db,
      'SELECT sponsor_id, parent_id, position FROM users WHERE username = ?',
      username,
    )!;
    expect(row).toEqual({
      sponsor_id: memberId(db, slot.sponsor),
      parent_id: memberId(db, slot.parent),
      position: slot.position,
    });
    refused(await get(`/check-${slot.sponsor}-${slot.parent}-${slot.position}-placement`), 200);
  });

  it('places one of two registrations racing for the same slot and refuses the other with a field error', async () => {
    const slot = freeSlot();
    const answers = await Promise.all(
      ['racea', 'raceb'].map((name) => post('/register', registration(freshName(name), slot))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const loser = answers.find((answer) => answer.status === 422)!;
    expect(refused(loser, 422).errors.parent?.[0]).toMatch(/already taken/);
  });

  it('refuses a taken slot and a parent outside the sponsor\u2019s team', async () => {
    const taken = refused(
      await post('/register', registration(freshName('taken'), { sponsor: 'demo', parent: 'demo', position: 'L' })),
      422,
    );
    expect(taken.errors.parent).toEqual(['The left position under demo is already taken.']);
    const outside = refused(
      await post(
        '/register',
        registration(freshName('outside'), { sponsor: 'demo', parent: 'outsider', position: 'R' }),
      ),
      422,
    );
    expect(outside.errors.parent).toEqual(['Parent is not in the sponsor\u2019s team.']);
  });

  it('asks for sponsor, position and parent while there are members, with the spec messages', async () => {
    // The spec's rule: this server's auto placement (auth-register.test.ts) off.
    setSetting('auto_placement', '0');
    try {
      const { message, errors } = refused(
        await post('/register', registration(freshName('noplace'), { sponsor: '', parent: '', position: '' })),
        422,
      );
      expect(message).toBe(text.auth.sponsorRequired);
      expect(errors).toMatchObject({
        sponsor: [text.auth.sponsorRequired],
        position: [text.auth.positionRequired],
        parent: [text.auth.parentRequired],
      });
    } finally {
      setSetting('auto_placement', null);
    }
    // With auto placement the sponsor and side are enough.
    const { errors } = refused(
      await post('/register', registration(freshName('noplace'), { sponsor: '', parent: '', position: '' })),
      422,
    );
    expect(errors).toMatchObject({ sponsor: [text.auth.sponsorRequired], position: [text.auth.positionRequired] });
    expect(errors.parent).toBeUndefined();
  });

  it('refuses a taken username or e-mail field by field', async () => {
    const { errors } = refused(await post('/register', registration('demo', { email: 'demo@example.test' })), 422);
    expect(errors.username).toEqual(['The username has already been taken.']);
    expect(errors.email).toEqual(['The email has already been taken.']);
  });

  it('validates the payload with the portal\u2019s own schema: the spec\u2019s rules, no length or format rules of its own', async () => {
    const { errors } = refused(
      await post('/register', {
        ...registration(freshName('bad')),
        name: ' ',
        email: '',
        username: 'bad_name',
        spassword: '12',
      }),
      422,
    );
    expect(errors).toMatchObject({
      name: [text.auth.nameRequired],
      email: [text.auth.emailRequired],
      username: [text.auth.usernameFormat],
      spassword: [text.auth.mpinFormat],
    });
    // A short username, a short password, a short phone and an e-mail without a dot are the backend's to judge.
    const username = freshName('q');
    accepted(
      RegisterAnswer,
      await post('/register', registration(username, { email: `${username}@example`, phone: '12', password: '12345' })),
    );
  });

  it('requires the MPIN and signs the member up verified when the plan does not verify e-mails', async () => {
    setSetting('email_required', '0');
    try {
      const missing = refused(await post('/register', registration(freshName('nompin'))), 422);
      expect(missing.errors.spassword).toEqual([text.auth.mpinRequired]);
      const username = freshName('withmpin');
      accepted(RegisterAnswer, await post('/register', registration(username, { spassword: '1357' })));
      expect(
        one<{ v: string | null }>(db, 'SELECT email_verified_at AS v FROM users WHERE username = ?', username)!.v,
      ).not.toBeNull();
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
      body: JSON.stringify({
        name: 'First One',
        username: 'firstone',
        email: 'first@example.test',
        phone: '+919000000000',
        country: 1,
        password: 'First@123',
      }),
    });
    expect(response.status).toBe(200);
    z.parse(RegisterAnswer, await response.json());
    expect(
      one<{ sponsor_id: number | null }>(empty, "SELECT sponsor_id FROM users WHERE username = 'firstone'")!.sponsor_id,
    ).toBeNull();
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
    expect(refused(await post('/resendotp', { username: 'nosuchmember', from: null }), 422).errors.username).toEqual([
      'User not found.',
    ]);
  });

  it('sends 6 codes in 10 minutes per member, counting only codes sent (refusals in the cool-down are free)', async () => {
    const username = await freshMember('flood');
    const age = () => run(db, 'UPDATE codes SET created_at = created_at - 61000 WHERE username = ?', username);
    age();
    accepted(MessageAnswer, await post('/resendotp', { username, from: 'resend' }));
    // A stranger knocking during the cool-down spends nothing of the member's codes.
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(refused(await post('/resendotp', { username, from: 'resend' }), 429).message).toMatch(/^Please wait/);
    for (let sent = 1; sent < 6; sent += 1) {
      age();
      accepted(MessageAnswer, await post('/resendotp', { username, from: 'resend' }));
    }
    age();
    expect(refused(await post('/resendotp', { username, from: 'resend' }), 429).message).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('takes 5 wrong e-mail verification codes a day, then refuses even the right one', async () => {
    const username = freshName('guess');
    accepted(RegisterAnswer, await post('/register', registration(username)));
    const code = newestCode(username, 'verify');
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (let attempt = 0; attempt < 4; attempt += 1)
      refused(await post('/verify-email', { username, otp: wrong }), 422);
    expect(refused(await post('/verify-email', { username, otp: wrong }), 422).message).toMatch(/no longer works/);
    expect(refused(await post('/verify-email', { username, otp: code }), 429).message).toMatch(/^Too many wrong codes/);
  });
});
