/**
 * What a stolen session (or a patient anonymous client) can no longer do, and how the owner takes the
 * account back: the e-mail address and the sign-in factor need the current factor, value does not
 * leave a held account for another member, a password reset by e-mail undoes a swapped factor, and
 * e-mailed codes cannot be guessed.
 */
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { one, run } from './db.ts';
import { createApi } from './app.ts';
import { CODE_RETIRED, hashSecretSync, mailbox, resetRateLimits, sendCode, totp } from './auth.ts';
import { ADDRESS_WRONG_PER_HOUR } from './limits.ts';
import { IDEMPOTENCY_WINDOW_MS } from './http.ts';
import { DEMO_MPIN, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './seed.ts';
import { testServer } from './testing.ts';
import { authHelpers } from './areas/auth.testing.ts';
import { PackagesAnswer } from '../src/lib/packages/schema.ts';

const server = testServer();
const { db } = server;
const { registration } = authHelpers(server);
const HOUR = 3_600_000;
let fresh = 0;

// Each test hashes several secrets (scrypt): on a busy machine the default 5 s is too short.
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => resetRateLimits());
afterEach(() => {
  delete process.env.WITHDRAW_HOLD_HOURS;
  vi.useRealTimers();
});

/** A member of the test's own: MPIN sign-in unless told, $1500 to spend, signed in. */
function member(values: Record<string, unknown> = {}) {
  fresh += 1;
  return server.newMember({
    username: `taker${fresh}`,
    mpin_hash: hashSecretSync(DEMO_MPIN),
    auth_type: 'mpin',
    pay_in_wallet: 1500,
    ...values,
  });
}

const accepted = (path: string, token: string | undefined, json?: unknown) =>
  server.accept(z.looseObject({}), path, token, { json });
const refused = (path: string, token: string | undefined, json?: unknown) => server.refuse(path, token, { json });
const row = (id: number) =>
  one<Record<string, unknown>>(
    db,
    'SELECT email, pending_email, auth_type, status_2fa, secret_2fa, pay_in_wallet FROM users WHERE id = ?',
    id,
  )!;
const notices = (username: string) =>
  mailbox(db, username)
    .filter((item) => item.purpose === 'notice')
    .map((item) => item.message ?? '');
const newest = (username: string, purpose: string) =>
  one<{ code: string }>(
    db,
    'SELECT code FROM codes WHERE username = ? AND purpose = ? ORDER BY id DESC LIMIT 1',
    username,
    purpose,
  )!.code;
async function holdOf(token: string) {
  const answer = z.parse(PackagesAnswer, await accepted('packages', token));
  return answer.hold_until ?? null;
}
/** A 4-digit code other than `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

const profileOf = (email: string) => ({ name: 'Taker Member', email, country: 1, phone: '+15550001111' });

describe('1. the e-mail address', () => {
  it('does not change with the session alone: it asks for the current factor, then codes sent to the new and the current address', async () => {
    const m = member();
    const before = row(m.id).email;
    const bare = await refused('update-profile', m.token, profileOf('thief@example.test'));
    expect(bare.errors).toEqual({ mpin: ['The mpin field is required.'] });
    expect(
      (await refused('update-profile', m.token, { ...profileOf('thief@example.test'), mpin: '9999' })).message,
    ).toBe('Invalid MPIN.');
    expect(row(m.id).email).toBe(before);

    const asked = await accepted('update-profile', m.token, { ...profileOf('new@example.test'), mpin: DEMO_MPIN });
    expect(asked.message).toBe(
      `Codes were sent to new@example.test and to ${String(before)}. Enter both to confirm your new e-mail address.`,
    );
    expect(asked.email_pending).toBe('new@example.test');
    // Not yet: the address changes only with the code sent to it.
    expect(row(m.id)).toMatchObject({ email: before, pending_email: 'new@example.test' });
    expect(notices(m.username)[0]).toMatch(
      /^A change of your account's e-mail address to new@example.test was asked for/,
    );
    expect(await holdOf(m.token)).toBeNull();

    const code = newest(m.username, 'email');
    const current = newest(m.username, 'email-current');
    // The new address's code alone is not enough: whoever holds the session may own the new address.
    expect((await refused('confirm-email', m.token, { code })).errors).toEqual({
      current_code: ['The current_code field is required.'],
    });
    expect((await refused('confirm-email', m.token, { code: wrong(code), current_code: current })).message).toBe(
      'Invalid or expired code.',
    );
    expect((await refused('confirm-email', m.token, { code, current_code: wrong(current) })).message).toBe(
      'Invalid or expired code.',
    );
    expect(row(m.id).email).toBe(before);
    await accepted('confirm-email', m.token, { code, current_code: current });
    expect(row(m.id)).toMatchObject({ email: 'new@example.test', pending_email: null });
    expect(notices(m.username)[0]).toMatch(
      /^The e-mail address of your account was changed on .+ Withdrawals are on hold/,
    );
    expect(await holdOf(m.token)).not.toBeNull();
  });

  it('saves the other fields, and the same address in other letter case, without a code', async () => {
    const m = member();
    await accepted('update-profile', m.token, {
      ...profileOf(row(m.id).email!.toString().toUpperCase()),
      city: 'Pune',
    });
    expect(one(db, 'SELECT city FROM users WHERE id = ?', m.id)).toEqual({ city: 'Pune' });
    expect(notices(m.username)).toEqual([]);
  });
});

describe('2. a package for another member', () => {
  const buy = (username: string, extra: Record<string, unknown> = {}) => ({
    package_id: 1,
    subscription_type: 'fixed',
    investment_amount: '0',
    username,
    ...extra,
  });

  it('asks for the second factor; one for oneself does not', async () => {
    const m = member();
    const other = member();
    const price = Number(one<{ price: number }>(db, 'SELECT price FROM packages WHERE id = 1')!.price);
    expect((await refused('subscription/store', m.token, buy(other.username))).errors).toEqual({
      mpin: ['This Field Is Required.'],
    });
    expect((await refused('subscription/store', m.token, buy(other.username, { mpin: '9999' }))).message).toBe(
      'Invalid MPIN.',
    );
    expect(row(m.id).pay_in_wallet).toBe(1500);
    await accepted('subscription/store', m.token, buy(other.username, { mpin: DEMO_MPIN }));
    await accepted('subscription/store', m.token, buy(m.username));
    expect(row(m.id).pay_in_wallet).toBe(1500 - 2 * price);
  });

  it('is refused during the hold, which GET packages names before the member presses Buy', async () => {
    const m = member();
    const other = member();
    await accepted('change-secondary-password', m.token, {
      old_password: DEMO_MPIN,
      spassword: '5678',
      spassword_confirmation: '5678',
    });
    const until = await holdOf(m.token);
    expect(until).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const refusal = await refused('subscription/store', m.token, buy(other.username, { mpin: '5678' }));
    expect(refusal.message).toMatch(/^Buying a package for another member is on hold until .+ UTC because/);
    expect(row(m.id).pay_in_wallet).toBe(1500);
    // Buying for oneself moves nothing out of the account.
    await accepted('subscription/store', m.token, buy(m.username));
  });
});

describe('3. the owner takes the account back', () => {
  it('turning 2FA on and changing the sign-in type need the current factor', async () => {
    const m = member({ secret_2fa: DEMO_TOTP_SECRET });
    expect((await refused('enable-2fa', m.token, { code: totp(DEMO_TOTP_SECRET) })).errors).toEqual({
      mpin: ['The mpin field is required.'],
    });
    expect((await refused('authentication', m.token, { type: 'otp' })).errors).toEqual({
      mpin: ['The mpin field is required.'],
    });
    expect(row(m.id)).toMatchObject({ auth_type: 'mpin', status_2fa: 0 });
    await accepted('enable-2fa', m.token, { code: totp(DEMO_TOTP_SECRET), mpin: DEMO_MPIN });
    await accepted('authentication', m.token, { type: 'authenticator', mpin: DEMO_MPIN });
    // Now the authenticator is the current factor: the MPIN no longer switches the type back.
    expect((await refused('authentication', m.token, { type: 'mpin', mpin: DEMO_MPIN })).errors).toEqual({
      authenticator: ['The authenticator field is required.'],
    });
  });

  it("a password reset by e-mail returns the sign-in to e-mailed codes and turns the thief's 2FA off", async () => {
    const m = member({ auth_type: 'authenticator', status_2fa: 1, secret_2fa: DEMO_TOTP_SECRET });
    const otp = sendCode(db, m.username, 'otp');
    await accepted('forget-password', undefined, { username: m.username, otp, newpassword: 'Owner@123' });
    const after = row(m.id);
    // The thief's secret is gone; a new one is made only when the owner asks for it.
    expect(after).toMatchObject({ auth_type: 'otp', status_2fa: 0, secret_2fa: null });
  });

  it('change-password takes an e-mailed code instead of an authenticator code someone else holds', async () => {
    const m = member({ auth_type: 'authenticator', status_2fa: 1, secret_2fa: DEMO_TOTP_SECRET });
    const other = server.signIn(m.username);
    expect(
      (await refused('change-password', m.token, { currentpassword: DEMO_PASSWORD, newpassword: 'x1', otp: '0000' }))
        .message,
    ).toBe('Invalid OTP.');
    const otp = sendCode(db, m.username, 'otp');
    await accepted('change-password', m.token, { currentpassword: DEMO_PASSWORD, newpassword: 'Owner@123', otp });
    expect((await server.send('user', { token: other })).status).toBe(401);
  });
});

describe('4. e-mailed codes cannot be guessed', () => {
  it('a code retires after 5 wrong tries, and the member is told to request a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const m = member({ auth_type: 'otp' });
    const otp = sendCode(db, m.username, 'otp');
    const reset = (code: string) => ({ username: m.username, otp: code, newpassword: 'Owner@123' });
    for (let i = 0; i < 4; i += 1)
      expect((await refused('forget-password', undefined, reset(wrong(otp)))).message).toBe('Invalid or expired OTP.');
    expect((await refused('forget-password', undefined, reset(wrong(otp)))).message).toBe(CODE_RETIRED);
    // The day's budget is spent too; the next day even the right code of the retired one no longer works,
    // and a new one does.
    vi.setSystemTime(start + 24 * HOUR + 1);
    expect((await refused('forget-password', undefined, reset(otp))).message).toBe(CODE_RETIRED);
    await accepted('forget-password', undefined, reset(sendCode(db, m.username, 'otp')));
  });

  /** Each code-checking route: sends one guess for `username` (a fresh code first, as an attacker would ask). */
  const ROUTES: {
    name: string;
    guess: (username: string, right: boolean) => Promise<Awaited<ReturnType<typeof server.send>>>;
  }[] = [
    {
      name: 'password reset',
      guess: async (username, right) => {
        const otp = sendCode(db, username, 'otp');
        return server.send('forget-password', {
          json: { username, otp: right ? otp : wrong(otp), newpassword: 'Owner@123' },
        });
      },
    },
    {
      name: 'e-mail verification',
      guess: async (username, right) => {
        const otp = sendCode(db, username, 'verify');
        return server.send('verify-email', { json: { username, otp: right ? otp : wrong(otp) } });
      },
    },
    {
      name: 'sign-in step 2',
      guess: async (username, right) => {
        const pre = await server.send('pre-login', { json: { username, password: DEMO_PASSWORD } });
        const token = String(pre.body.token);
        const otp = sendCode(db, username, 'otp');
        return server.send('login', {
          token,
          json: { username, password: DEMO_PASSWORD, otp: right ? otp : wrong(otp) },
        });
      },
    },
  ];

  for (const route of ROUTES) {
    it(`${route.name} takes 5 wrong codes per member a day, then waits for the next day and tells the member`, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      const m = member({
        auth_type: 'otp',
        email_verified_at: route.name === 'e-mail verification' ? null : '2024-01-01',
      });
      const bystander = member({ auth_type: 'otp' });
      for (let i = 0; i < 5; i += 1) {
        vi.setSystemTime(start + i * 20 * 60_000);
        expect((await route.guess(m.username, false)).status, `guess ${i + 1}`).toBe(422);
      }
      vi.setSystemTime(start + 5 * 20 * 60_000);
      const locked = await route.guess(m.username, true);
      expect(locked.status).toBe(429);
      expect(String(locked.body.message)).toMatch(/^Too many wrong codes\. Please try again after .+ UTC\.$/);
      expect(notices(m.username)[0]).toMatch(/received 5 wrong codes in a day and are closed until/);
      // Another member is not held up; a day after the first wrong code the route opens again.
      expect((await route.guess(bystander.username, true)).status).toBe(200);
      vi.setSystemTime(start + 24 * HOUR + 1);
      expect((await route.guess(m.username, true)).status).toBe(200);
    }, 30_000);
  }

  it('takes a limited number of wrong reset codes from one client address, and never closes sign-in for it', async () => {
    const elsewhere = { incoming: { socket: { remoteAddress: '203.0.113.9', remotePort: 1, remoteFamily: 'IPv4' } } };
    for (let i = 0; i < ADDRESS_WRONG_PER_HOUR; i += 1) {
      const sprayed = member({ auth_type: 'otp' });
      const otp = sendCode(db, sprayed.username, 'otp');
      const answer = await server.send('forget-password', {
        json: { username: sprayed.username, otp: wrong(otp), newpassword: 'Owner@123' },
        env: elsewhere,
      });
      expect(answer.status).toBe(422);
    }
    const m = member({ auth_type: 'mpin' });
    const reset = { username: m.username, otp: sendCode(db, m.username, 'otp'), newpassword: 'Owner@123' };
    expect((await server.send('forget-password', { json: reset, env: elsewhere })).status).toBe(429);
    // A member with the right password and MPIN signs in from that address all the same.
    const pre = await server.send('pre-login', {
      json: { username: m.username, password: DEMO_PASSWORD },
      env: elsewhere,
    });
    const login = await server.send('login', {
      token: String(pre.body.token),
      json: { username: m.username, password: DEMO_PASSWORD, mpin: DEMO_MPIN },
      env: elsewhere,
    });
    expect(login.status).toBe(200);
    // Right codes from another address are not affected.
    expect((await server.send('forget-password', { json: reset })).status).toBe(200);
  });
});

describe('5. WITHDRAW_HOLD_HOURS', () => {
  it('is checked at start: a value beyond a date, negative or not a number stops the server with a clear message', () => {
    for (const bad of ['1e10', '-1', 'abc', 'Infinity']) {
      process.env.WITHDRAW_HOLD_HOURS = bad;
      expect(() => createApi(db), bad).toThrow(
        `WITHDRAW_HOLD_HOURS must be a number of hours from 0 to 87600 (it is "${bad}").`,
      );
    }
    process.env.WITHDRAW_HOLD_HOURS = '48';
    expect(() => createApi(db)).not.toThrow();
  });

  it('a change whose hold cannot be written is not saved either', async () => {
    const m = member();
    process.env.WITHDRAW_HOLD_HOURS = '1e10';
    expect(
      (await server.send('authentication', { token: m.token, json: { type: 'otp', mpin: DEMO_MPIN } })).status,
    ).toBe(500);
    expect(row(m.id).auth_type).toBe('mpin');
  });
});

describe('6 and 7. request bodies', () => {
  it('caps a JSON route at 64 KB whatever Content-Type the body claims', async () => {
    const form = new FormData();
    form.set('username', 'x'.repeat(200 * 1024));
    form.set('password', 'whatever');
    expect((await server.send('pre-login', { form })).status).toBe(413);
  });

  it('closes the connection after a 413, so the unread body never becomes the next request', async () => {
    const listening = serve({ fetch: createApi(db).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => listening.once('listening', resolve));
    const { port } = listening.address() as { port: number };
    try {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const closed = new Promise((resolve) => socket.on('close', resolve));
      // Declares 1 MB, sends a little of it, and waits: a server that kept the connection would hang here.
      socket.write(
        'POST /pre-login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1048576\r\n\r\n{"a":"',
      );
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 413/);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    } finally {
      listening.close();
    }
  });
});

describe('an oversized body over a real connection', () => {
  it('is answered 413 with the message the client can read, the body read and discarded first', async () => {
    const listening = serve({ fetch: createApi(db).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => listening.once('listening', resolve));
    const { port } = listening.address() as { port: number };
    try {
      for (const [path, bytes] of [
        ['pre-login', 2 * 1024 * 1024],
        ['raise-ticket', 12 * 1024 * 1024],
      ] as const) {
        const answer = await fetch(`http://127.0.0.1:${port}/${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: 'x'.repeat(bytes) }),
        });
        expect(answer.status, path).toBe(413);
        expect(await answer.json()).toMatchObject({ status: false, message: 'The request is too large.' });
      }
      // As a browser uploads: the whole body goes out before the answer is read. A server that closed
      // at once would reset the connection under the upload (the browser's "network error").
      const socket = connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      const problems: string[] = [];
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', (error) => problems.push(error.message));
      const closed = new Promise((resolve) => socket.on('close', resolve));
      const size = 8 * 1024 * 1024;
      socket.write(
        `POST /pre-login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
      );
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      for (let sent = 0; sent < size && !socket.destroyed; sent += chunk.length) {
        if (!socket.write(chunk)) await new Promise((resolve) => socket.once('drain', resolve));
      }
      await closed;
      expect(problems).toEqual([]);
      expect(answer).toMatch(/^HTTP\/1\.1 413/);
      expect(answer).toContain('The request is too large.');
    } finally {
      listening.close();
    }
  });
});

describe('11. also', () => {
  it("registration refuses an e-mail address that differs from a member's only in letter case", async () => {
    const m = member();
    const answer = await server.send('register', {
      json: registration('caseclash', { email: `${m.username.toUpperCase()}@EXAMPLE.TEST` }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({ email: ['The email has already been taken.'] });
  });

  it('forgets an idempotency key after its window', async () => {
    const m = member();
    const body = { package_id: 1, subscription_type: 'fixed', investment_amount: '0', username: m.username };
    await server.accept(z.looseObject({}), 'subscription/store', m.token, { json: body, key: 'once' });
    const stored = () => one<{ n: number }>(db, "SELECT COUNT(*) AS n FROM idempotency_keys WHERE key = 'once'")!.n;
    expect(stored()).toBe(1);
    run(db, "UPDATE idempotency_keys SET created_at = created_at - ? WHERE key = 'once'", IDEMPOTENCY_WINDOW_MS);
    await server.accept(z.looseObject({}), 'subscription/store', m.token, { json: body, key: 'other' });
    // The old key went with the next keyed request; its answer is no longer replayed.
    expect(stored()).toBe(0);
  });
});
