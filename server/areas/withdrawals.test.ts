/**
 * Contract of withdrawals: every answer is parsed with the portal's own schema, the Pay Out wallet
 * is debited only with the member's code, never past the balance, and once per Idempotency-Key.
 */
import { describe, expect, it } from 'vitest';
import { all, run } from '../db.ts';
import { DEMO_MPIN, DEMO_TOTP_SECRET, memberId } from '../seed.ts';
import { resetRateLimits, sendCode, totp } from '../auth.ts';
import { accepted, refused, testServer } from '../testing.ts';
import { MessageAnswer } from '../../src/lib/packages/schema.ts';
import { WithdrawSettingsAnswer, WithdrawListAnswer, UserAnswer } from '../../src/lib/withdrawals/schema.ts';

const { db, send, signIn, mpinMember, wallets } = testServer();
const tokens = { demo: signIn('demo'), mpindemo: signIn('mpindemo'), authdemo: signIn('authdemo') };

describe('reads', () => {
  it('answers the limits and the withdrawals in the shape the portal reads', async () => {
    const settings = accepted(WithdrawSettingsAnswer, await send('withdraw', { token: tokens.demo }));
    expect(settings.data.min_limit_for_paid_user).toBeGreaterThan(0);
    expect(settings.more_details.length).toBeGreaterThan(0);

    const withdrawals = accepted(WithdrawListAnswer, await send('user/manual/withdraw/list', { token: tokens.demo }));
    expect(withdrawals.data.total).toBeGreaterThan(10);
    const rows = [
      ...withdrawals.data.data,
      ...accepted(WithdrawListAnswer, await send(withdrawals.data.next_page_url!, { token: tokens.demo })).data.data,
    ];
    expect(new Set(rows.map((row) => row.coin_type))).toEqual(new Set(['bank', 'crypto']));
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([0, 1, 2]));
  });

  it('refuses these routes without a session in the 401 shape', async () => {
    for (const path of ['withdraw', 'user/manual/withdraw/list']) {
      const answer = await send(path);
      expect(answer.status).toBe(401);
      expect(refused(answer).unauthorized).toBe(true);
    }
  });

  it('shows a member only their own records', async () => {
    const fresh = mpinMember('readsfresh');
    expect(accepted(WithdrawListAnswer, await send('user/manual/withdraw/list', { token: fresh })).data.total).toBe(0);
  });
});

describe('withdraw', () => {
  it('checks the MPIN, debits the Pay Out wallet and lists the request as Pending', async () => {
    resetRateLimits();
    const before = wallets('mpindemo').pay_out_wallet;
    const wrong = refused(await send('withdraw', { token: tokens.mpindemo, json: { amount: '25', mpin: '9999' } }));
    expect(wrong.fieldErrors.mpin).toBeTruthy();
    expect(wallets('mpindemo').pay_out_wallet).toBe(before);
    accepted(
      MessageAnswer,
      await send('withdraw', { token: tokens.mpindemo, json: { amount: '25.5', mpin: DEMO_MPIN }, key: 'wd-mpin-1' }),
    );
    expect(wallets('mpindemo').pay_out_wallet).toBeCloseTo(before - 25.5, 2);
    const list = accepted(WithdrawListAnswer, await send('user/manual/withdraw/list', { token: tokens.mpindemo }));
    expect(list.data.data[0]).toMatchObject({
      status: 0,
      coin_type: 'bank',
      amount_from: 25.5,
      holder_name: 'Mpin Demo',
    });
    const settings = accepted(WithdrawSettingsAnswer, await send('withdraw', { token: tokens.mpindemo }));
    expect(settings.data.wallet_balance).toBeCloseTo(before - 25.5, 2);
  });

  it('checks an authenticator code and an e-mailed OTP', async () => {
    const before = wallets('authdemo').pay_out_wallet;
    accepted(
      MessageAnswer,
      await send('withdraw', { token: tokens.authdemo, json: { amount: '10', authenticator: totp(DEMO_TOTP_SECRET) } }),
    );
    expect(wallets('authdemo').pay_out_wallet).toBeCloseTo(before - 10, 2);
    expect(
      accepted(WithdrawListAnswer, await send('user/manual/withdraw/list', { token: tokens.authdemo })).data.data[0],
    ).toMatchObject({ coin_type: 'crypto', network: 'USDT BEP20' });

    const demoBefore = wallets('demo').pay_out_wallet;
    expect(
      refused(await send('withdraw', { token: tokens.demo, json: { amount: '5', otp: '0000' } })).fieldErrors.otp,
    ).toBeTruthy();
    const code = sendCode(db, 'demo', 'otp');
    accepted(MessageAnswer, await send('withdraw', { token: tokens.demo, json: { amount: '5', otp: code } }));
    expect(wallets('demo').pay_out_wallet).toBeCloseTo(demoBefore - 5, 2);
  });

  it('refuses more than the balance, and a wallet under the limit, without a debit', async () => {
    const before = wallets('mpindemo').pay_out_wallet;
    expect(
      refused(await send('withdraw', { token: tokens.mpindemo, json: { amount: String(before + 1), mpin: DEMO_MPIN } }))
        .message,
    ).toBe('Insufficient Balance');
    const token = mpinMember('smallwallet');
    run(
      db,
      "UPDATE users SET pay_out_wallet = 20, account_type = 'bank', bank_name = 'B', ac_no = '1', holder_name = 'H', ifsc = 'I' WHERE username = 'smallwallet'",
    );
    expect(refused(await send('withdraw', { token, json: { amount: '5', mpin: DEMO_MPIN } })).message).toMatch(
      /at least \$50\.00/,
    );
    expect(wallets('mpindemo').pay_out_wallet).toBe(before);
    expect(wallets('smallwallet').pay_out_wallet).toBe(20);
  });

  it('asks for account details first', async () => {
    const token = mpinMember('noaccount');
    run(db, "UPDATE users SET pay_out_wallet = 500, is_paid = 1 WHERE username = 'noaccount'");
    expect(refused(await send('withdraw', { token, json: { amount: '5', mpin: DEMO_MPIN } })).message).toBe(
      'Set Account Details. Go to profile setting',
    );
  });

  it('debits once for the same Idempotency-Key', async () => {
    const before = wallets('mpindemo').pay_out_wallet;
    const json = { amount: '7', mpin: DEMO_MPIN };
    const answers = await Promise.all(
      [1, 2].map(() => send('withdraw', { token: tokens.mpindemo, json, key: 'wd-once' })),
    );
    answers.forEach((answer) => accepted(MessageAnswer, answer));
    expect(wallets('mpindemo').pay_out_wallet).toBeCloseTo(before - 7, 2);
    expect(
      all(db, 'SELECT id FROM withdrawals WHERE user_id = ? AND amount_from = 7', memberId(db, 'mpindemo')),
    ).toHaveLength(1);
  });

  it('reads GET user with the withdrawal account', async () => {
    const answer = await send('user', { token: tokens.mpindemo });
    expect(accepted(UserAnswer, answer).data.profile).toMatchObject({ account_type: 'bank' });
  });
});
