/**
 * The pending authenticator secret is made on request and readable only in that answer (POST 2fa-secret):
 * GET user never carries it, so a secret read with a stolen session is never the one the owner sets up.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { one } from '../db.ts';
import { hashSecretSync, totp } from '../auth.ts';
import { DEMO_MPIN, DEMO_TOTP_SECRET } from '../seed.ts';
import { accepted, testServer } from '../testing.ts';
import { MessageAnswer, TwoFaSecretAnswer, UserAnswer } from '../../src/lib/profile/schema.ts';
import { retirePendingSecret } from './profile-2fa.ts';

const server = testServer();
const { db, accept, refuse } = server;

afterEach(() => {
  vi.useRealTimers();
});

/** A member who signs in with the MPIN (it is not used up, unlike an e-mailed code), 2FA off. */
const member = (values: Record<string, unknown> = {}) =>
  server.newMember({ auth_type: 'mpin', mpin_hash: hashSecretSync(DEMO_MPIN), ...values });

const pendingOf = (id: number) =>
  one<{ secret_2fa: string | null }>(db, 'SELECT secret_2fa FROM users WHERE id = ?', id)!.secret_2fa;

/** POST 2fa-secret as the portal reads it; the bare key must be the URI's. */
async function newSecret(token: string): Promise<string> {
  const answer = await accept(TwoFaSecretAnswer, '2fa-secret', token, { json: {} });
  expect(answer.data.image_2fa).toMatch(/^otpauth:\/\/totp\/MemberPortal:.+\?secret=[A-Z2-7]{16,}&/);
  const secret = new URL(answer.data.image_2fa).searchParams.get('secret')!;
  expect(answer.data.secret).toBe(secret);
  return secret;
}

/** The body of enable-2fa: the authenticator's code and the current factor. */
const enable = (code: string) => ({ json: { code, mpin: DEMO_MPIN } });

describe('the pending 2FA secret', () => {
  it('is never in GET user, which says it comes on request', async () => {
    const m = member();
    const before = await server.send('user', { token: m.token });
    const secret = await newSecret(m.token);
    const after = await server.send('user', { token: m.token });
    for (const answer of [before, after]) {
      expect(accepted(UserAnswer, answer).data).toMatchObject({
        status_2fa: false,
        image_2fa: null,
        image_2fa_on_request: true,
      });
      expect(JSON.stringify(answer.body)).not.toContain(secret);
    }
    const on = await accept(UserAnswer, 'user', server.signIn('authdemo'));
    expect(on.data).toMatchObject({ status_2fa: true, image_2fa: null });
    expect(JSON.stringify(on)).not.toContain(DEMO_TOTP_SECRET);
  });

  it('is the one enable-2fa accepts', async () => {
    const m = member();
    const secret = await newSecret(m.token);
    expect(pendingOf(m.id)).toBe(secret);
    await refuse('enable-2fa', m.token, enable('000000'));
    await accept(MessageAnswer, 'enable-2fa', m.token, enable(totp(secret)));
    expect((await accept(UserAnswer, 'user', m.token)).data.status_2fa).toBe(true);
  });

  it('is replaced by a second request, so a code of the first fails', async () => {
    const m = member();
    const first = await newSecret(m.token);
    const second = await newSecret(m.token);
    expect(second).not.toBe(first);
    const refusal = await refuse('enable-2fa', m.token, enable(totp(first)));
    expect(refusal.fieldErrors.code).toBe('Invalid authenticator code.');
    await accept(MessageAnswer, 'enable-2fa', m.token, enable(totp(second)));
  });

  it('must be asked for before 2FA turns on, and is refused clearly otherwise', async () => {
    const m = member();
    expect(pendingOf(m.id)).toBeNull();
    await accept(UserAnswer, 'user', m.token);
    // Reading the member makes no secret either.
    expect(pendingOf(m.id)).toBeNull();
    const refusal = await refuse('enable-2fa', m.token, enable('123456'));
    expect(refusal.message).toBe('No authenticator secret is waiting to be set up. Show a new QR code first.');
    expect(refusal.fieldErrors.code).toBe(refusal.message);
  });

  it('is not made while 2FA is on: the secret in use stays', async () => {
    const m = member({ secret_2fa: DEMO_TOTP_SECRET, status_2fa: 1 });
    expect((await refuse('2fa-secret', m.token, { json: {} })).message).toBe('2FA is already enabled.');
    expect(pendingOf(m.id)).toBe(DEMO_TOTP_SECRET);
  });

  it('is gone after 2FA is turned off, and the next one is fresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const m = member();
    const old = await newSecret(m.token);
    await accept(MessageAnswer, 'enable-2fa', m.token, enable(totp(old)));
    // The code that turned it on is spent; the authenticator's next one turns it off.
    await refuse('disable-2fa', m.token, { json: { code: totp(old) } });
    vi.setSystemTime(Date.now() + 30_000);
    await accept(MessageAnswer, 'disable-2fa', m.token, { json: { code: totp(old) } });
    expect(pendingOf(m.id)).toBeNull();
    expect((await accept(UserAnswer, 'user', m.token)).data).toMatchObject({ status_2fa: false, image_2fa: null });
    // The old secret (which a thief may have read) does not turn 2FA on again.
    vi.setSystemTime(Date.now() + 30_000);
    const stale = await refuse('enable-2fa', m.token, enable(totp(old)));
    expect(stale.message).toMatch(/^No authenticator secret is waiting/);
    const fresh = await newSecret(m.token);
    expect(fresh).not.toBe(old);
    await accept(MessageAnswer, 'enable-2fa', m.token, enable(totp(fresh)));
  });

  it('is cleared by retirePendingSecret while 2FA is off, never while it is on', async () => {
    const off = member();
    await newSecret(off.token);
    retirePendingSecret(db, off.id);
    expect(pendingOf(off.id)).toBeNull();
    const on = member({ secret_2fa: DEMO_TOTP_SECRET, status_2fa: 1 });
    retirePendingSecret(db, on.id);
    expect(pendingOf(on.id)).toBe(DEMO_TOTP_SECRET);
  });
});
