import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  UserAnswer,
  WithdrawAmount,
  amountRefusal,
  WithdrawListAnswer,
  WithdrawRequest,
  WithdrawSettingsAnswer,
} from './schema.ts';
import * as text from '../text.ts';

describe('withdrawal schemas', () => {
  it('read limits sent as strings, an unknown balance and missing cards', () => {
    const answer = z.parse(WithdrawSettingsAnswer, {
      status: 'success',
      data: { min_limit_for_paid_user: '10', min_limit_for_free_user: 50 },
    });
    expect(answer.data).toMatchObject({ min_limit_for_paid_user: 10, min_limit_for_free_user: 50 });
    expect(answer.data.wallet_balance).toBeUndefined();
    expect(answer.more_details).toEqual([]);
  });

  it('read a profile without account fields, or none at all', () => {
    expect(
      z.parse(UserAnswer, { status: true, data: { profile: { account_type: 'bank' } } }).data.profile,
    ).toMatchObject({ account_type: 'bank', holder_name: null });
    expect(z.parse(UserAnswer, { status: true, data: { profile: null } }).data.profile).toBeNull();
    expect(z.parse(UserAnswer, { status: true, data: {} }).data.profile).toBeNull();
  });

  it('read a withdrawal with only its code, amount and status', () => {
    const list = z.parse(WithdrawListAnswer, {
      status: true,
      data: { data: [{ code: 'WD1', amount_from: '25', status: '0' }], current_page: 1, last_page: 1 },
    });
    expect(list.data.data[0]).toMatchObject({
      code: 'WD1',
      amount_from: 25,
      status: 0,
      coin_type: '',
      t_hash: null,
      net_amount: 0,
    });
  });

  it('check the withdraw request as the server does: an amount and the code under the auth type', () => {
    expect(z.parse(WithdrawRequest, { amount: '12.5', mpin: '1234' })).toEqual({ amount: '12.5', mpin: '1234' });
    expect(z.safeParse(WithdrawRequest, { amount: '12,5', otp: '1234' }).success).toBe(false);
    expect(z.safeParse(WithdrawRequest, { amount: 0, otp: '1234' }).success).toBe(false);
  });

  it('take an amount of more than 0 only, as text or a number, and say why otherwise', () => {
    for (const refused of ['0', '0.00', '-1', '', '.', 'abc', '1e3', 0, -1]) {
      expect(z.safeParse(WithdrawAmount, refused).success, String(refused)).toBe(false);
      expect(z.safeParse(WithdrawRequest, { amount: refused, otp: '1234' }).success, String(refused)).toBe(false);
    }
    for (const accepted of ['0.01', '12.5', '100', 0.01]) expect(z.parse(WithdrawAmount, accepted)).toBe(accepted);
    const zero = z.safeParse(WithdrawAmount, '0.00');
    expect(zero.error?.issues.map((issue) => issue.message)).toEqual([text.withdrawals.invalid.amountPositive]);
    // The form says the same, from the same rule.
    expect(amountRefusal('0')).toBe(text.withdrawals.invalid.amountPositive);
    expect(amountRefusal('.')).toBe(text.withdrawals.invalid.amount);
    expect(amountRefusal('0.01')).toBeNull();
  });
});
