/**
 * The limits that protect codes hold against floods and patience: counts live in the database, invented
 * usernames cost nothing, parallel requests cannot pass together, strangers cannot close a member's
 * sign-in, and a year of guessing stays within the budget docs/security.md does its arithmetic on.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { one } from './db.ts';
import { hashSecretSync, mailbox, resetRateLimits, sendCode } from './auth.ts';
import { FACTOR_TIERS } from './limits.ts';
import { DEMO_MPIN, DEMO_PASSWORD } from './seed.ts';
import { testServer } from './testing.ts';
import { drawPng } from './png.ts';

const server = testServer();
const { db } = server;
const DAY = 86_400_000;
let fresh = 0;

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetRateLimits());
afterEach(() => vi.useRealTimers());

function member(values: Record<string, unknown> = {}) {
  fresh += 1;
  return server.newMember({
    username: `limited${fresh}`,
    mpin_hash: hashSecretSync(DEMO_MPIN),
    auth_type: 'mpin',
    ...values,
  });
}

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
const reset = (username: string, otp: string) =>
  server.send('forget-password', { json: { username, otp, newpassword: 'Owner@123' } });
const wrongRows = () => one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM wrong_factors')!.n;

describe('a flood of junk requests', () => {
  it('does not wipe a member’s count of wrong codes', async () => {
    const m = member({ auth_type: 'otp' });
    const otp = sendCode(db, m.username, 'otp');
    for (let i = 0; i < 5; i += 1) expect((await reset(m.username, wrong(otp))).status).toBe(422);
    expect((await reset(m.username, otp)).status).toBe(429);
    // Tens of thousands of sign-ins and resets for invented names, from anywhere…
    const rowsBefore = wrongRows();
    for (let i = 0; i < 20_100; i += 1) {
      const username = `nobody${i}`;
      await server.send(i % 2 ? 'pre-login' : 'forget-password', {
        json: i % 2 ? { username, password: 'Guess@123' } : { username, otp: '1234', newpassword: 'Owner@123' },
      });
    }
    // …left no trace, and the member's route is still closed, even to the right code.
    expect(wrongRows()).toBe(rowsBefore);
    expect((await reset(m.username, sendCode(db, m.username, 'otp'))).status).toBe(429);
  });
});

describe('parallel guesses', () => {
  it('take one try each before any is checked: 10 sign-ins at once spend the day’s 5, not 10', async () => {
    const m = member();
    const tokens = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const pre = await server.send('pre-login', { json: { username: m.username, password: DEMO_PASSWORD } });
        return String(pre.body.token);
      }),
    );
    const answers = await Promise.all(
      tokens.map((token) =>
        server.send('login', { token, json: { username: m.username, password: DEMO_PASSWORD, mpin: '9999' } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(5);
  });
});

describe('strangers', () => {
  it('who spend the reset budget leave the member’s sign-in open', async () => {
    const m = member();
    const otp = sendCode(db, m.username, 'otp');
    for (let i = 0; i < 5; i += 1) await reset(m.username, wrong(otp));
    expect((await reset(m.username, otp)).status).toBe(429);
    const pre = await server.send('pre-login', { json: { username: m.username, password: DEMO_PASSWORD } });
    const login = await server.send('login', {
      token: String(pre.body.token),
      json: { username: m.username, password: DEMO_PASSWORD, mpin: DEMO_MPIN },
    });
    expect(login.status).toBe(200);
  });

  it('are told the budget is spent only once, and the member is told by notice', async () => {
    const m = member({ auth_type: 'otp' });
    const otp = sendCode(db, m.username, 'otp');
    for (let i = 0; i < 8; i += 1) await reset(m.username, wrong(otp));
    const notices = mailbox(db, m.username).filter((item) => item.purpose === 'notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toMatch(
      /^Password reset and e-mail verification of your account received 5 wrong codes in a day and are closed until/,
    );
  });
});

describe('a year of guessing', () => {
  it('gets at most 40 wrong reset codes and 40 wrong factors of signed-in routes checked, however it spreads them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const m = member({ auth_type: 'otp' });
    // An address of its own: this year's guesses must not close other tests' resets from loopback.
    const away = { incoming: { socket: { remoteAddress: '198.51.100.7', remotePort: 1, remoteFamily: 'IPv4' } } };
    const account = { account_type: 'crypto', coin_name: 'USDT BEP20', coin_address: `0x${'77'.repeat(20)}` };
    let checkedReset = 0;
    let checkedSignedIn = 0;
    // More guesses each day than a day's budget, on each side, every day for a year: every schedule
    // gets at most what this one gets.
    for (let day = 0; day < 365; day += 1) {
      vi.setSystemTime(start + day * DAY);
      for (let i = 0; i < 6; i += 1) {
        const otp = sendCode(db, m.username, 'otp');
        const answer = await server.send('forget-password', {
          json: { username: m.username, otp: wrong(otp), newpassword: 'Owner@123' },
          env: away,
        });
        if (answer.status === 422) checkedReset += 1;
        // A stolen session for each guess, so that no run of wrong codes ends one.
        const otp2 = sendCode(db, m.username, 'otp');
        const signedIn = await server.send('withdraw-setting', {
          token: server.signIn(m.username),
          json: { ...account, otp: wrong(otp2) },
        });
        if (signedIn.status === 422) checkedSignedIn += 1;
      }
    }
    const yearly = FACTOR_TIERS.at(-1)!.max;
    expect(checkedReset).toBeLessThanOrEqual(yearly);
    expect(checkedSignedIn).toBeLessThanOrEqual(yearly);
    // A guess at a 4-digit code wins 1 time in 10,000: under 1 % a year for both budgets together.
    expect((checkedReset + checkedSignedIn) / 10_000).toBeLessThan(0.01);
  });
});

describe('the owner takes the account back', () => {
  it('by e-mail: a reset clears the thief’s withdraw address, MPIN and pending e-mail, and a new MPIN takes the new password', async () => {
    const m = member({
      account_type: 'crypto',
      withdrawal_address: `0x${'66'.repeat(20)}`,
      pending_email: 'thief@example.test',
    });
    expect((await reset(m.username, sendCode(db, m.username, 'otp'))).status).toBe(200);
    expect(
      one(db, 'SELECT mpin_hash, withdrawal_address, account_type, pending_email FROM users WHERE id = ?', m.id),
    ).toEqual({ mpin_hash: null, withdrawal_address: null, account_type: null, pending_email: null });
    const token = server.signIn(m.username);
    const mpin = { spassword: '4321', spassword_confirmation: '4321' };
    await server.accept(z.looseObject({}), 'change-secondary-password', token, {
      json: { old_password: 'Owner@123', ...mpin },
    });
  });

  it('by a password change: a pending authenticator secret a thief asked for is gone', async () => {
    const m = member();
    await server.accept(z.looseObject({}), '2fa-secret', m.token, { json: {} });
    expect(one(db, 'SELECT secret_2fa FROM users WHERE id = ?', m.id)).not.toEqual({ secret_2fa: null });
    await server.accept(z.looseObject({}), 'change-password', m.token, {
      json: { currentpassword: DEMO_PASSWORD, newpassword: 'Owner@123', mpin: DEMO_MPIN },
    });
    expect(one(db, 'SELECT secret_2fa FROM users WHERE id = ?', m.id)).toEqual({ secret_2fa: null });
  });

  it('sets a new MPIN with a code e-mailed in place of a forgotten one', async () => {
    const m = member();
    const json = { otp: '', spassword: '2468', spassword_confirmation: '2468' };
    expect((await server.refuse('change-secondary-password', m.token, { json })).fieldErrors.old_password).toBe(
      'This Field Is Required.',
    );
    const otp = sendCode(db, m.username, 'otp');
    expect(
      (await server.refuse('change-secondary-password', m.token, { json: { ...json, otp: wrong(otp) } })).message,
    ).toBe('Invalid OTP.');
    await server.accept(z.looseObject({}), 'change-secondary-password', m.token, { json: { ...json, otp } });
    const pre = await server.send('pre-login', { json: { username: m.username, password: DEMO_PASSWORD } });
    const login = await server.send('login', {
      token: String(pre.body.token),
      json: { username: m.username, password: DEMO_PASSWORD, mpin: '2468' },
    });
    expect(login.status).toBe(200);
  });

  it('undoes an e-mail change within 7 days from the link sent to the old address, ending every session', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const m = member({ email: 'owner@example.test' });
    const code = (purpose: string) =>
      one<{ code: string }>(
        db,
        'SELECT code FROM codes WHERE username = ? AND purpose = ? ORDER BY id DESC',
        m.username,
        purpose,
      )!.code;
    const profile = { name: 'Owner', email: 'thief@example.test', country: 1, phone: '+15550001111', mpin: DEMO_MPIN };
    await server.accept(z.looseObject({}), 'update-profile', m.token, { json: profile });
    await server.accept(z.looseObject({}), 'confirm-email', m.token, {
      json: { code: code('email'), current_code: code('email-current') },
    });
    const notice = mailbox(db, m.username).find((item) => item.message?.includes('undoEmail'))!.message!;
    const token = /undoEmail\?token=([\w-]+)/.exec(notice)![1]!;
    const done = await server.accept(z.looseObject({ message: z.string() }), 'undo-email', undefined, {
      json: { token },
    });
    expect(done.message).toBe(
      'Your e-mail address is owner@example.test again, and every session was signed out. Reset your password now.',
    );
    expect(one(db, 'SELECT email FROM users WHERE id = ?', m.id)).toEqual({ email: 'owner@example.test' });
    expect((await server.send('user', { token: m.token })).status).toBe(401);
    // Used once; and a link older than a week no longer works.
    expect((await server.refuse('undo-email', undefined, { json: { token } })).message).toBe(
      'This link has expired or was already used.',
    );
    const again = member({ email: 'second@example.test' });
    await server.accept(z.looseObject({}), 'update-profile', again.token, {
      json: { ...profile, email: 'elsewhere@example.test' },
    });
    const codeOf = (purpose: string) =>
      one<{ code: string }>(
        db,
        'SELECT code FROM codes WHERE username = ? AND purpose = ? ORDER BY id DESC',
        again.username,
        purpose,
      )!.code;
    await server.accept(z.looseObject({}), 'confirm-email', again.token, {
      json: { code: codeOf('email'), current_code: codeOf('email-current') },
    });
    const late = /undoEmail\?token=([\w-]+)/.exec(
      mailbox(db, again.username).find((item) => item.message?.includes('undoEmail'))!.message!,
    )![1]!;
    vi.setSystemTime(Date.now() + 7 * DAY + 1);
    expect((await server.refuse('undo-email', undefined, { json: { token: late } })).message).toBe(
      'This link has expired or was already used.',
    );
  });
});

describe('e-mail addresses', () => {
  it('refuse look-alike letters at registration and in the profile (the Kelvin sign for "k")', async () => {
    const lookAlike = 'demo@example.te\u212Aa';
    const registered = await server.refuse('register', undefined, {
      json: {
        name: 'Look Alike',
        username: 'lookalike1',
        email: lookAlike,
        phone: '+1555',
        country: '1',
        password: 'Fresh@1234',
      },
    });
    expect(registered.fieldErrors.email).toBe(
      'Use only the Latin letters, digits and signs of an e-mail address (no spaces or look-alike letters).',
    );
    const m = member();
    const profile = { name: 'Owner', email: lookAlike, country: 1, phone: '+15550001111', mpin: DEMO_MPIN };
    expect((await server.refuse('update-profile', m.token, { json: profile })).fieldErrors.email).toBe(
      'Use only the Latin letters, digits and signs of an e-mail address (no spaces or look-alike letters).',
    );
  });
});

describe('KYC', () => {
  it('documents someone else uploaded and left waiting go with a password reset, so the owner can upload', async () => {
    const m = member({ auth_type: 'otp' });
    const form = new FormData();
    form.set('document_type', 'photo');
    form.set('document_name', 'photo');
    form.set('front', new Blob([drawPng(8, 8, () => [10, 200, 10])], { type: 'image/png' }), 'thief.png');
    await server.accept(z.looseObject({}), 'kyc-doc-upload', m.token, { form });
    expect((await server.send('kyc-doc-upload', { token: m.token, form })).status).toBe(409);
    expect((await reset(m.username, sendCode(db, m.username, 'otp'))).status).toBe(200);
    await server.accept(z.looseObject({}), 'kyc-doc-upload', server.signIn(m.username), { form });
  });
});

describe('turning 2FA off', () => {
  it('counts a wrong authenticator code in the member budget: three in a row end the session', async () => {
    const m = member({ status_2fa: 1, secret_2fa: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
    for (let i = 0; i < 2; i += 1)
      expect((await server.refuse('disable-2fa', m.token, { json: { code: '000000' } })).message).toBe(
        'Invalid authenticator code.',
      );
    expect((await server.refuse('disable-2fa', m.token, { json: { code: '000000' } })).message).toBe(
      'Too many wrong codes in a row: you have been signed out. Please sign in again.',
    );
    expect((await server.send('user', { token: m.token })).status).toBe(401);
  });
});
