/**
 * The withdrawal hold after a security change, the notice the member gets of it, and a password
 * change signing out the member's other sessions: what stops a stolen session alone from moving the
 * money.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { all, one, run } from './db.ts';
import { hashSecretSync, issueToken, mailbox, readToken, sendCode, totp } from './auth.ts';
import { DEMO_MPIN, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './seed.ts';
import { utcText } from './hold.ts';
import { testServer } from './testing.ts';
import { WithdrawSettingsAnswer } from '../src/lib/withdrawals/schema.ts';

const server = testServer();
const { db, signIn } = server;
let fresh = 0;
const HOUR = 3_600_000;

afterEach(() => {
  delete process.env.WITHDRAW_HOLD_HOURS;
});

/** A paid MPIN member with a bank account and $500 to withdraw, signed in. */
function member(values: Record<string, unknown> = {}) {
  fresh += 1;
  return server.newMember({
    username: `holder${fresh}`,
    name: 'Hold Member',
    mpin_hash: hashSecretSync(DEMO_MPIN),
    auth_type: 'mpin',
    is_paid: 1,
    pay_out_wallet: 500,
    account_type: 'bank',
    bank_name: 'First Bank',
    ac_no: '123456789',
    holder_name: 'Hold Member',
    ifsc: 'FBIN0001234',
    ...values,
  });
}

const send = (path: string, token: string | undefined, json?: unknown) => server.send(path, { token, json });
/** The body of an accepted answer. */
const accepted = (path: string, token: string | undefined, json?: unknown) =>
  server.accept(z.looseObject({}), path, token, { json });
const refused = (path: string, token: string | undefined, json?: unknown) => server.refuse(path, token, { json });

/** GET withdraw as the portal parses it: the hold's end in ms, or null. */
async function holdOf(token: string): Promise<number | null> {
  const answer = z.parse(WithdrawSettingsAnswer, await accepted('withdraw', token));
  const until = answer.data.withdraw_hold_until;
  return until === null ? null : Date.parse(until);
}

const wallet = (id: number) =>
  one<{ pay_out_wallet: number }>(db, 'SELECT pay_out_wallet FROM users WHERE id = ?', id)!.pay_out_wallet;
const withdrawals = (id: number) => all(db, 'SELECT id FROM withdrawals WHERE user_id = ?', id).length;
const notices = (username: string) => mailbox(db, username).filter((item) => item.purpose === 'notice');

type Member = ReturnType<typeof member>;

/** Each kind of change, made the way the portal makes it; returns the session to go on with. */
const CHANGES: {
  name: string;
  notice: RegExp;
  setup?: Record<string, unknown>;
  change: (m: Member) => Promise<string>;
}[] = [
  {
    name: 'the authentication type',
    notice: /^Your sign-in verification method was changed on /,
    change: async (m) => (await accepted('authentication', m.token, { type: 'otp', mpin: DEMO_MPIN }), m.token),
  },
  {
    name: '2FA turned on',
    notice: /^Two-factor authentication \(2FA\) was turned on /,
    setup: { secret_2fa: DEMO_TOTP_SECRET, status_2fa: 0 },
    change: async (m) => (
      await accepted('enable-2fa', m.token, { code: totp(DEMO_TOTP_SECRET), mpin: DEMO_MPIN }),
      m.token
    ),
  },
  {
    name: '2FA turned off',
    notice: /^Two-factor authentication \(2FA\) was turned off /,
    setup: { secret_2fa: DEMO_TOTP_SECRET, status_2fa: 1 },
    change: async (m) => (await accepted('disable-2fa', m.token, { code: totp(DEMO_TOTP_SECRET) }), m.token),
  },
  {
    name: 'the password',
    notice: /^Your password was changed on /,
    change: async (m) => (
      await accepted('change-password', m.token, {
        currentpassword: DEMO_PASSWORD,
        newpassword: 'Changed@123',
        mpin: DEMO_MPIN,
      }),
      m.token
    ),
  },
  {
    name: 'a password reset',
    notice: /^Your password was reset on /,
    change: async (m) => {
      const otp = sendCode(db, m.username, 'otp');
      await accepted('forget-password', undefined, { username: m.username, otp, newpassword: 'Changed@123' });
      // A reset ends every session: the member signs in again.
      return issueToken(db, m.id, 'session');
    },
  },
  {
    name: 'the MPIN',
    notice: /^Your MPIN was changed on /,
    change: async (m) => (
      await accepted('change-secondary-password', m.token, {
        old_password: DEMO_MPIN,
        spassword: '5678',
        spassword_confirmation: '5678',
      }),
      m.token
    ),
  },
  {
    name: 'the withdraw account',
    notice: /^Your withdraw account was changed on /,
    change: async (m) => (
      await accepted('withdraw-setting', m.token, {
        account_type: 'crypto',
        coin_name: 'USDT BEP20',
        coin_address: `0x${'cd'.repeat(20)}`,
        mpin: DEMO_MPIN,
      }),
      m.token
    ),
  },
];

describe('withdrawal hold', () => {
  it('does not hold the demo members at the start', async () => {
    for (const name of ['demo', 'mpindemo', 'authdemo']) {
      expect(await holdOf(signIn(name)), name).toBeNull();
    }
  });

  for (const { name, notice, setup, change } of CHANGES) {
    it(`holds withdrawals for 24 hours after a change of ${name}, says until when, and tells the member`, async () => {
      const m = member(setup);
      expect(await holdOf(m.token)).toBeNull();
      const started = Date.now();
      const token = await change(m);
      const until = await holdOf(token);
      expect(until).not.toBeNull();
      expect(until!).toBeGreaterThanOrEqual(started + 24 * HOUR - 1000);
      expect(until!).toBeLessThanOrEqual(Date.now() + 24 * HOUR);

      const refusal = await refused('withdraw', token, { amount: '20', mpin: DEMO_MPIN, otp: '0000' });
      expect(refusal.message).toBe(
        `Withdrawals are on hold until ${utcText(until!)} because a security setting of your account changed. If this wasn't you, change your password at once and raise a support ticket.`,
      );
      expect(refusal.message).toMatch(/until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
      expect(wallet(m.id)).toBe(500);
      expect(withdrawals(m.id)).toBe(0);

      const [latest] = notices(m.username);
      expect(latest?.message).toMatch(notice);
      expect(latest?.message).toContain(`Withdrawals are on hold until ${utcText(until!)}.`);
      expect(latest?.message).toContain("If this wasn't you, change your password at once");
    });
  }

  it('ends after the configured hours (WITHDRAW_HOLD_HOURS), and 0 turns it off', async () => {
    process.env.WITHDRAW_HOLD_HOURS = '2';
    const m = member();
    const started = Date.now();
    await accepted('authentication', m.token, { type: 'otp', mpin: DEMO_MPIN });
    await accepted('authentication', m.token, { type: 'mpin', otp: sendCode(db, m.username, 'otp') });
    const until = (await holdOf(m.token))!;
    expect(until).toBeGreaterThanOrEqual(started + 2 * HOUR);
    expect(until).toBeLessThan(started + 3 * HOUR);
    // Three hours later the last change is past its hold.
    run(db, 'UPDATE security_changes SET created_at = created_at - ? WHERE user_id = ?', 3 * HOUR, m.id);
    expect(await holdOf(m.token)).toBeNull();
    await accepted('withdraw', m.token, { amount: '20', mpin: DEMO_MPIN });
    expect(wallet(m.id)).toBe(480);

    const other = member();
    process.env.WITHDRAW_HOLD_HOURS = '0';
    await accepted('change-secondary-password', other.token, {
      old_password: DEMO_MPIN,
      spassword: '5678',
      spassword_confirmation: '5678',
    });
    expect(await holdOf(other.token)).toBeNull();
    await accepted('withdraw', other.token, { amount: '20', mpin: '5678' });
  });

  it('starts no hold when the same account or authentication type is saved again', async () => {
    const m = member({
      account_type: 'crypto',
      withdrawal_coin: 'USDT BEP20',
      withdrawal_address: `0x${'ef'.repeat(20)}`,
      bank_name: null,
      ac_no: null,
      holder_name: null,
      ifsc: null,
    });
    await accepted('withdraw-setting', m.token, {
      account_type: 'crypto',
      coin_name: 'USDT BEP20',
      coin_address: `0x${'ef'.repeat(20)}`,
      mpin: DEMO_MPIN,
    });
    await accepted('authentication', m.token, { type: 'mpin' });
    expect(await holdOf(m.token)).toBeNull();
    expect(notices(m.username)).toEqual([]);
  });

  it('stops the stolen-session chain of the issue at its first step: 2FA and the sign-in type need the current factor', async () => {
    // The demo member's shape: OTP sign-in, 2FA off, a crypto account, money in the Pay Out wallet.
    const m = member({
      auth_type: 'otp',
      account_type: 'crypto',
      withdrawal_coin: 'USDT BEP20',
      withdrawal_address: `0x${'11'.repeat(20)}`,
      bank_name: null,
      ac_no: null,
      holder_name: null,
      ifsc: null,
    });
    const made = (await accepted('2fa-secret', m.token, {})).data as { image_2fa: string };
    const secret = new URL(made.image_2fa).searchParams.get('secret')!;
    // The session can ask for a pending secret, but 2FA does not turn on without the owner's e-mailed code.
    expect((await refused('enable-2fa', m.token, { code: totp(secret) })).errors).toEqual({
      otp: ['The otp field is required.'],
    });
    expect((await refused('enable-2fa', m.token, { code: totp(secret), otp: '0000' })).message).toBe('Invalid OTP.');
    expect((await refused('authentication', m.token, { type: 'mpin' })).errors).toEqual({
      otp: ['The otp field is required.'],
    });
    // The withdraw account cannot change either, so nothing can reach an address of the thief's.
    await refused('withdraw-setting', m.token, {
      account_type: 'crypto',
      coin_name: 'USDT BEP20',
      coin_address: `0x${'66'.repeat(20)}`,
      authenticator: totp(secret),
    });
    expect(one(db, 'SELECT auth_type, status_2fa FROM users WHERE id = ?', m.id)).toEqual({
      auth_type: 'otp',
      status_2fa: 0,
    });
    expect(await holdOf(m.token)).toBeNull();
    await accepted('withdraw', m.token, { amount: '20', otp: sendCode(db, m.username, 'otp') });
    expect(wallet(m.id)).toBe(480);
    expect(notices(m.username)).toEqual([]);
  }, 15_000);
});

describe('notices in the development mailbox', () => {
  it('lists a notice beside the codes without hiding the newest code from a code reader', async () => {
    const m = member({ auth_type: 'otp' });
    const code = sendCode(db, m.username, 'otp', Date.now() - 1000);
    await accepted('authentication', m.token, { type: 'mpin', otp: code });
    const answer = await accepted(`dev/mailbox?username=${m.username}`, undefined);
    const items = answer.data as { purpose: string; code: string; message?: string }[];
    expect(items[0]).toMatchObject({ purpose: 'notice', code: '' });
    expect(items[0]?.message).toMatch(
      /^Your sign-in verification method was changed on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./,
    );
    // How the tests' helpers read codes: by purpose, or the newest entry that has a code.
    expect(items.find((item) => item.purpose === 'otp')?.code).toBe(code);
    expect(items.find((item) => item.code)?.code).toBe(code);
  });
});

describe('password change', () => {
  it("ends the member's other sessions and keeps the current one", async () => {
    const m = member();
    const other = issueToken(db, m.id, 'session');
    const signingIn = issueToken(db, m.id, 'temp');
    const stranger = member();
    await accepted('user', other);
    await accepted('change-password', m.token, {
      currentpassword: DEMO_PASSWORD,
      newpassword: 'Changed@123',
      mpin: DEMO_MPIN,
    });
    await accepted('user', m.token);
    const answer = await send('user', other);
    expect(answer.status).toBe(401);
    expect(answer.body.msg).toBe(401);
    expect(readToken(db, signingIn, 'temp')).toBeUndefined();
    // Another member's session is not touched.
    await accepted('user', stranger.token);
  });

  it('keeps the other sessions when the change is refused', async () => {
    const m = member();
    const other = issueToken(db, m.id, 'session');
    await refused('change-password', m.token, {
      currentpassword: 'wrong',
      newpassword: 'Changed@123',
      mpin: DEMO_MPIN,
    });
    await accepted('user', other);
  });
});
