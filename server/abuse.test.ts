/**
 * What a hostile member or an anonymous client tried and must not get: ids read loosely, bodies and
 * limiter keys without bounds, unbounded text, the development mailbox from afar, inherited keys in
 * error maps, idempotency keys replayed across requests, locks that never end, hashing on the event
 * loop, authenticator codes used twice, and headers a static host would not send.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { one, run } from './db.ts';
import { DEMO_MPIN, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './seed.ts';
import { issueToken, resetRateLimits } from './auth.ts';
import { drawPng } from './png.ts';
import { testServer } from './testing.ts';

const { db, api, signIn } = testServer();
const demoToken = signIn('demo');
const outsiderToken = signIn('outsider');

beforeEach(() => resetRateLimits());

async function call(path: string, init: RequestInit = {}, token: string | null = demoToken) {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await api.request(path, { ...init, headers });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { raw: text };
  }
  return { status: response.status, body, headers: response.headers };
}

const postJson = (
  path: string,
  json: unknown,
  token: string | null = demoToken,
  headers: Record<string, string> = {},
) =>
  call(
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof json === 'string' ? json : JSON.stringify(json),
    },
    token,
  );

function ticketForm(fields: Record<string, string>, images = 0): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (let i = 0; i < images; i += 1) form.append('images[]', new Blob([drawPng(8, 8, () => [10, 200, 10])]), 'p.png');
  return form;
}

describe('ids are read once, strictly', () => {
  it("never serves another member's ticket pictures through a loosely written message id", async () => {
    const subject = one<{ id: number }>(db, 'SELECT id FROM ticket_subjects ORDER BY id LIMIT 1')!.id;
    const mine = await call('/raise-ticket', {
      method: 'POST',
      body: ticketForm({ subject_id: String(subject), message: 'mine' }),
    });
    expect(mine.status).toBe(200);
    const theirs = await call(
      '/raise-ticket',
      { method: 'POST', body: ticketForm({ subject_id: String(subject), message: 'theirs' }, 1) },
      outsiderToken,
    );
    expect(theirs.status).toBe(200);
    const myMessage = one<{ id: number }>(
      db,
      'SELECT id FROM ticket_messages WHERE ticket_id = ?',
      mine.body.ticket_id,
    )!.id;
    const theirMessage = one<{ id: number }>(
      db,
      'SELECT id FROM ticket_messages WHERE ticket_id = ?',
      theirs.body.ticket_id,
    )!.id;
    expect(theirMessage).toBe(myMessage + 1);
    // The plain id is mine and answers (with no pictures).
    expect((await call(`/message/${myMessage}/image`)).body.data).toEqual([]);
    // parseInt reads these as my message, Number as theirs.
    for (const id of [`${myMessage}.99999999999999999999`, `${myMessage}.9999999999999999999999`]) {
      const answer = await call(`/message/${id}/image`);
      expect(answer.status, id).toBe(404);
      expect(answer.body.status).toBe(false);
    }
  });

  it('answers 404 on every :id route for an id that is not plain digits', async () => {
    const routes = [
      ...new Set(
        api.routes
          .filter((route) => route.path.includes(':id') && route.method !== 'ALL')
          .map((route) => `${route.method} ${route.path}`),
      ),
    ];
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const failures: string[] = [];
    for (const route of routes) {
      const [method, path] = route.split(' ') as [string, string];
      for (const bad of ['1.0', '1e0', '+1', '0x1', '1%20', '%201', '-1', '1.5', '99999999999999999999']) {
        const answer = await call(path.replace(':id', bad), {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: method === 'POST' ? JSON.stringify({ reason: 'no longer needed', otp: '0000' }) : undefined,
        });
        if (answer.status !== 404 || answer.body.status !== false)
          failures.push(`${route} with ${bad} → ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('bodies and limiter keys are bounded', () => {
  it('refuses a JSON body over 64 KB with 413 in the error shape, before reading it', async () => {
    const answer = await postJson('/pre-login', { username: 'x'.repeat(20 * 1024 * 1024), password: 'whatever' }, null);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      status: false,
      msg: 'The request is too large.',
      message: 'The request is too large.',
      errors: {},
    });
    // Declared too large: refused on the header alone.
    const declared = await call(
      '/pre-login',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(65 * 1024) },
        body: '{}',
      },
      null,
    );
    expect(declared.status).toBe(413);
    // A normal body still passes.
    expect((await postJson('/pre-login', { username: 'demo', password: DEMO_PASSWORD }, null)).status).toBe(200);
  });

  it('refuses a multipart body over the upload limits with 413, and takes one within them', async () => {
    const subject = String(one<{ id: number }>(db, 'SELECT id FROM ticket_subjects ORDER BY id LIMIT 1')!.id);
    const huge = ticketForm({ subject_id: subject, message: 'big' });
    huge.append('images[]', new Blob([new Uint8Array(11 * 1024 * 1024)]), 'big.png');
    const answer = await call('/raise-ticket', { method: 'POST', body: huge });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ status: false, message: 'The request is too large.' });
    expect(
      (await call('/raise-ticket', { method: 'POST', body: ticketForm({ subject_id: subject, message: 'small' }, 5) }))
        .status,
    ).toBe(200);
  });

  it('keeps a bounded number of throttle keys: a full store refuses a new key rather than forget one, and frees expired ones', async () => {
    const { allowAttempt, rateLimitKeys, MAX_LIMITER_KEYS } = await import('./auth.ts');
    const start = Date.now();
    let allowed = 0;
    for (let i = 0; i < MAX_LIMITER_KEYS; i += 1) if (allowAttempt(`login:${i}`, 2, 60_000, start)) allowed += 1;
    expect(allowed).toBe(MAX_LIMITER_KEYS);
    expect(allowAttempt('login:new', 2, 60_000, start)).toBe(false);
    expect(rateLimitKeys()).toBe(MAX_LIMITER_KEYS);
    // The keys it holds still count: the second attempt is taken, the third refused.
    expect(allowAttempt('login:7', 2, 60_000, start)).toBe(true);
    expect(allowAttempt('login:7', 2, 60_000, start)).toBe(false);
    // Once the throttles' longest window has passed, the expired keys make room.
    expect(allowAttempt('login:late', 2, 60_000, start + 16 * 60_000)).toBe(true);
    expect(rateLimitKeys()).toBe(1);
  });
});

describe('error maps', () => {
  it('answer bodies with keys such as constructor and toString in the error shape, never 500', async () => {
    const token = signIn('demo');
    const posts = [
      ...new Set(
        api.routes.filter((route) => route.method === 'POST' && route.path !== '/logout').map((route) => route.path),
      ),
    ];
    const failures: string[] = [];
    for (const path of posts) {
      for (const body of [
        '{"constructor":{},"toString":{},"valueOf":[],"__proto__":{"x":1}}',
        '{"hasOwnProperty":{},"constructor":1}',
      ]) {
        const answer = await postJson(path.replace(':id', '1'), body, token);
        if (answer.status >= 500 || answer.body.status !== false) failures.push(`${path} ${body} → ${answer.status}`);
      }
      const form = new FormData();
      form.set('constructor', 'x');
      form.append('toString', new Blob(['x']), 'x.png');
      const answer = await call(path.replace(':id', '1'), { method: 'POST', body: form }, token);
      if (answer.status >= 500) failures.push(`${path} multipart → ${answer.status}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('idempotency keys', () => {
  it('replay only the same request: another body is refused with 422, another path is another key', async () => {
    const token = signIn('mpindemo');
    const wallet = () => one<{ w: number }>(db, "SELECT pay_out_wallet AS w FROM users WHERE username = 'mpindemo'")!.w;
    const before = wallet();
    const key = { 'Idempotency-Key': 'k-1' };
    const first = await postJson('/withdraw', { amount: '10', mpin: DEMO_MPIN }, token, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await postJson('/withdraw', { amount: '10', mpin: DEMO_MPIN }, token, key);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    const other = await postJson('/withdraw', { amount: '11', mpin: DEMO_MPIN }, token, key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      status: false,
      message: 'This Idempotency-Key was already used for a different request.',
    });
    expect(wallet()).toBeCloseTo(before - 10, 2);
    const elsewhere = await postJson('/subscription/store', { package_id: 999999, mpin: DEMO_MPIN }, token, key);
    expect(elsewhere.headers.get('Idempotent-Replay')).toBeNull();
    expect(elsewhere.body).not.toEqual(first.body);
    // Another member's same key is theirs alone.
    const theirs = await postJson('/withdraw', { amount: '10', mpin: DEMO_MPIN }, demoToken, key);
    expect(theirs.headers.get('Idempotent-Replay')).toBeNull();
  });
});

describe('limits and codes', () => {
  it('counts wrong factors of withdraw-setting in the member budget: 3 in a row end the session, 5 a day close it', async () => {
    const body = {
      account_type: 'bank',
      ac_no: '12345678',
      bank_name: 'Bank',
      holder_name: 'Holder',
      ifsc: 'ABCD0001',
      mpin: '0000',
    };
    const first = signIn('mpindemo');
    for (let i = 0; i < 2; i += 1) expect((await postJson('/withdraw-setting', body, first)).status).toBe(422);
    expect((await postJson('/withdraw-setting', body, first)).body).toMatchObject({
      message: 'Too many wrong codes in a row: you have been signed out. Please sign in again.',
    });
    expect((await postJson('/withdraw-setting', body, first)).status).toBe(401);
    const second = signIn('mpindemo');
    for (let i = 0; i < 2; i += 1) expect((await postJson('/withdraw-setting', body, second)).status).toBe(422);
    const blocked = await postJson('/withdraw-setting', { ...body, mpin: DEMO_MPIN }, second);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ status: false, message: expect.stringMatching(/^Too many wrong codes\./) });
  });

  it('ends a sign-in lock 15 minutes after the last counted attempt, however often it is knocked on meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      const attempt = (password: string) => postJson('/pre-login', { username: 'mpindemo', password }, null);
      for (let i = 0; i < 10; i += 1) expect((await attempt('Wrong@123')).status).toBe(422);
      expect((await attempt(DEMO_PASSWORD)).status).toBe(429);
      // A refused request every 80 s through the whole lock (eleven of them).
      for (let at = 80_000; at < 15 * 60_000; at += 80_000) {
        vi.setSystemTime(start + at);
        expect((await attempt('Wrong@123')).status).toBe(429);
      }
      vi.setSystemTime(start + 15 * 60_000 + 1_000);
      expect((await attempt(DEMO_PASSWORD)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hashes and checks secrets off the event loop', async () => {
    const { verifySecret } = await import('./auth.ts');
    // A hash at scrypt's full cost, whatever SCRYPT_COST the test run sets (the reference server's
    // tests lower it): checked at the cost it names.
    const salt = randomBytes(16);
    const key = scryptSync('Secret@123', salt, 32, { N: 16384, r: 8, p: 1 });
    const stored = `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
    const started = performance.now();
    const tick = new Promise<number>((resolve) => setTimeout(() => resolve(performance.now() - started), 0));
    const checks = Array.from({ length: 10 }, () => verifySecret('Wrong@123', stored));
    const [delay, ...results] = await Promise.all([tick, ...checks]);
    const total = performance.now() - started;
    expect(results.every((result) => result === false)).toBe(true);
    // Ten scrypt runs on the calling thread would hold the timer back for all of them.
    expect(delay).toBeLessThan(total / 4);
  });

  it('refuses an authenticator code that was already accepted, and takes the next one', async () => {
    const { totp } = await import('./auth.ts');
    const logIn = async (code: string) => {
      const pre = await postJson('/pre-login', { username: 'authdemo', password: DEMO_PASSWORD }, null);
      expect(pre.status).toBe(200);
      return postJson(
        '/login',
        { username: 'authdemo', password: DEMO_PASSWORD, authenticator: code },
        String(pre.body.token),
      );
    };
    const code = totp(DEMO_TOTP_SECRET);
    expect((await logIn(code)).status).toBe(200);
    const replay = await logIn(code);
    expect(replay.status).toBe(422);
    expect(replay.body.status).toBe(false);
    // The same code is spent for the member's other actions too.
    const session = signIn('authdemo');
    const withdraw = await postJson('/withdraw', { amount: '10', authenticator: code }, session);
    expect(withdraw.status).toBe(422);
    expect((await logIn(totp(DEMO_TOTP_SECRET, Date.now(), 1))).status).toBe(200);
  });
});

describe('development mailbox', () => {
  const from = (address: string, family = address.includes(':') ? 'IPv6' : 'IPv4') => ({
    incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: family } },
  });

  it('answers requests from the machine itself', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.0.2']) {
      const response = await api.request('/dev/mailbox?username=demo', {}, from(address));
      expect(response.status, address).toBe(200);
      expect(((await response.json()) as { status: boolean }).status).toBe(true);
    }
  });

  it('answers 404 to any other address, whatever its headers say', async () => {
    for (const address of ['203.0.113.7', '10.0.0.5', '::ffff:192.168.1.9', '2001:db8::1', '128.0.0.1']) {
      const response = await api.request(
        '/dev/mailbox',
        { headers: { 'X-Forwarded-For': '127.0.0.1', 'X-Real-IP': '127.0.0.1', Host: 'localhost' } },
        from(address),
      );
      expect(response.status, address).toBe(404);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body.status).toBe(false);
      expect(JSON.stringify(body)).not.toMatch(/"code"/);
    }
    expect((await api.request('/dev/mailbox')).status).toBe(404);
    const age = await api.request('/dev/mailbox/age?username=demo', { method: 'POST' }, from('203.0.113.7'));
    expect(age.status).toBe(404);
  });

  it("moves a member's codes a minute back on request, so the next may be sent at once", async () => {
    const resend = () => postJson('/resendotp', { username: 'mpindemo', from: 'resend' });
    await resend();
    expect((await resend()).status).toBe(429);
    const aged = await api.request('/dev/mailbox/age?username=mpindemo', { method: 'POST' }, from('127.0.0.1'));
    expect(aged.status).toBe(200);
    expect((await resend()).status).toBe(200);
  });
});

describe('stored text has a maximum length', () => {
  const letters = (n: number) => 'a'.repeat(n);
  const digits = (n: number) => '1'.repeat(n);

  it('refuses a value one character over the maximum with a field error, on every form that stores text', async () => {
    const { MAX_LENGTH } = await import('../src/lib/api/limits.ts');
    const token = signIn('mpindemo');
    const country = one<{ id: number }>(db, 'SELECT id FROM countries ORDER BY id LIMIT 1')!.id;
    const profile = { name: 'Mpin Demo', email: 'mpindemo@example.test', country, phone: '+15550001111' };
    const bank = {
      account_type: 'bank',
      ac_no: '12345678',
      bank_name: 'Bank',
      holder_name: 'Holder',
      ifsc: 'ABCD0001',
      mpin: DEMO_MPIN,
    };
    const register = {
      name: 'New Person',
      username: 'newperson',
      email: 'new@example.test',
      phone: '+15550002222',
      country,
      password: 'Secret@123',
      sponsor: 'demo',
      parent: 'demo',
      position: 'L',
    };
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['/register', register, 'name', letters(MAX_LENGTH.name + 1)],
      ['/register', register, 'email', `${letters(MAX_LENGTH.email)}@example.test`],
      ['/register', register, 'sponsor', letters(MAX_LENGTH.username + 1)],
      ['/update-profile', profile, 'name', letters(MAX_LENGTH.name + 1)],
      ['/update-profile', profile, 'email', `${letters(MAX_LENGTH.email)}@example.test`],
      ['/update-profile', profile, 'address_line1', letters(MAX_LENGTH.address_line1 + 1)],
      ['/update-profile', profile, 'address_line2', letters(MAX_LENGTH.address_line2 + 1)],
      ['/update-profile', profile, 'landmark', letters(MAX_LENGTH.landmark + 1)],
      ['/update-profile', profile, 'city', letters(MAX_LENGTH.city + 1)],
      ['/update-profile', profile, 'state', letters(MAX_LENGTH.state + 1)],
      ['/update-profile', profile, 'pincode', digits(MAX_LENGTH.pincode + 1)],
      ['/update-profile', profile, 'tax_id', letters(MAX_LENGTH.tax_id + 1)],
      ['/withdraw-setting', bank, 'bank_name', letters(MAX_LENGTH.bank_name + 1)],
      ['/withdraw-setting', bank, 'holder_name', letters(MAX_LENGTH.holder_name + 1)],
      ['/subscription/1/cancel', { mpin: DEMO_MPIN }, 'reason', letters(MAX_LENGTH.cancel_reason + 1)],
    ];
    const failures: string[] = [];
    for (const [path, base, field, value] of cases) {
      const answer = await postJson(path, { ...base, [field]: value }, path === '/register' ? null : token);
      const errors = (answer.body.errors ?? {}) as Record<string, string[]>;
      if (answer.status !== 422 || !errors[field]?.some((message) => message.includes('at most')))
        failures.push(`${path} ${field} (${value.length}) → ${answer.status} ${JSON.stringify(errors)}`);
    }
    expect(failures).toEqual([]);
    const stored = one<Record<string, string | null>>(
      db,
      "SELECT name, address_line1, bank_name FROM users WHERE username = 'mpindemo'",
    )!;
    expect(Object.values(stored).every((value) => (value ?? '').length <= 200)).toBe(true);
  });

  it('keeps the profile and the public sponsor check small even with every field at its maximum', async () => {
    const { MAX_LENGTH } = await import('../src/lib/api/limits.ts');
    const { hashSecret } = await import('./auth.ts');
    const id = run(
      db,
      "INSERT INTO users (username, name, email, password_hash, mpin_hash, auth_type, email_verified_at) VALUES ('longest', 'Longest', 'longest@example.test', 'x', ?, 'mpin', datetime('now'))",
      await hashSecret(DEMO_MPIN),
    ).lastInsertRowid;
    const token = issueToken(db, id, 'session');
    const country = one<{ id: number }>(db, 'SELECT id FROM countries ORDER BY id LIMIT 1')!.id;
    const full = {
      name: letters(MAX_LENGTH.name),
      email: `${letters(MAX_LENGTH.email - 13)}@example.test`,
      country,
      phone: `+${digits(MAX_LENGTH.phone - 1)}`,
      address_line1: letters(MAX_LENGTH.address_line1),
      address_line2: letters(MAX_LENGTH.address_line2),
      landmark: letters(MAX_LENGTH.landmark),
      city: letters(MAX_LENGTH.city),
      state: letters(MAX_LENGTH.state),
      pincode: digits(MAX_LENGTH.pincode),
      tax_id: letters(MAX_LENGTH.tax_id),
      mpin: DEMO_MPIN,
    };
    const saved = await postJson('/update-profile', full, token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const codeFor = (purpose: string) =>
      one<{ code: string }>(db, "SELECT code FROM codes WHERE username = 'longest' AND purpose = ?", purpose)!.code;
    expect(
      (await postJson('/confirm-email', { code: codeFor('email'), current_code: codeFor('email-current') }, token))
        .status,
    ).toBe(200);
    const bank = {
      account_type: 'bank',
      ac_no: digits(MAX_LENGTH.ac_no),
      bank_name: letters(MAX_LENGTH.bank_name),
      holder_name: letters(MAX_LENGTH.holder_name),
      ifsc: letters(MAX_LENGTH.ifsc),
      mpin: DEMO_MPIN,
    };
    expect((await postJson('/withdraw-setting', bank, token)).status).toBe(200);
    const user = await api.request('/user', { headers: { Authorization: `Bearer ${token}` } });
    expect((await user.text()).length).toBeLessThan(8 * 1024);
    const sponsor = await api.request('/check/longest/sponsor');
    const answer = (await sponsor.json()) as { info: string };
    expect(answer.info).toContain(letters(MAX_LENGTH.name));
    expect(JSON.stringify(answer).length).toBeLessThan(1024);
  });
});
