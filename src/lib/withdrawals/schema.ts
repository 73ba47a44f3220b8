/** Schemas of the withdrawal calls (spec part 2): requests the server validates, answers the portal parses. */
import * as z from 'zod/mini';
import { envelope, num, optStr, pageOf, str, summaryGroup, raw } from '../api/schema.ts';
import * as text from '../text.ts';
import { orNone } from '../api/coerce.ts';

/** Display fields the backend may leave out: a missing key reads as its empty value. */
const maybeStr = z._default(optStr, null);
const maybeNum = z._default(num, 0);
const maybeText = z._default(str, '');

// ---- requests ------------------------------------------------------------------------------

const amountText = z.string().check(z.regex(/^\d*\.?\d+$/, text.withdrawals.invalid.amount));

/**
 * POST withdraw: the amount plus the code under a field named after the member's auth type
 * (otp, authenticator, mpin, …).
 */
export const WithdrawRequest = z.catchall(
  z.object({ amount: z.union([z.number().check(z.positive(text.withdrawals.invalid.amountPositive)), amountText]) }),
  z.union([z.string(), z.number()]),
);
export type WithdrawRequest = z.output<typeof WithdrawRequest>;

// ---- answers -------------------------------------------------------------------------------

export { MessageAnswer } from '../api/schema.ts';

/** GET withdraw: the server's limits (and the withdrawable balance, when it tells it) plus summary cards. */
export const WithdrawSettingsAnswer = z.object({
  ...envelope,
  data: z.object({
    min_limit_for_paid_user: num,
    min_limit_for_free_user: num,
    /** The Pay Out wallet balance; optional in the contract ("Insufficient Balance" shows only when known). */
    wallet_balance: z.optional(z.nullable(raw.num)),
    is_paid: z.optional(z.nullable(raw.num)),
    /**
     * Until when withdrawals are held after a security change (ISO time); not in the original
     * contract, so a backend that leaves it out reads as no hold.
     */
    withdraw_hold_until: optStr,
  }),
  more_details: z.pipe(z.optional(z.nullable(z.array(summaryGroup))), z.transform(orNone)),
});
export type WithdrawSettingsAnswer = z.output<typeof WithdrawSettingsAnswer>;

export const AccountProfile = z.object({
  account_type: maybeStr,
  holder_name: maybeStr,
  bank_name: maybeStr,
  ac_no: maybeStr,
  ifsc: maybeStr,
  withdrawal_coin: maybeStr,
  withdrawal_address: maybeStr,
});
export type AccountProfile = z.output<typeof AccountProfile>;

/** GET user: only `data.profile` (the withdrawal account) is read here. */
export const UserAnswer = z.object({
  ...envelope,
  data: z.object({
    username: z.optional(raw.str),
    profile: z._default(z.nullable(AccountProfile), null),
  }),
});
export type UserAnswer = z.output<typeof UserAnswer>;

export const Withdrawal = z.object({
  id: z.optional(raw.num),
  code: str,
  coin_type: maybeText,
  t_hash: maybeStr,
  bank_name: maybeStr,
  ac_no: maybeStr,
  holder_name: maybeStr,
  ifsc: maybeStr,
  network: maybeStr,
  address: maybeStr,
  amount_from: num,
  amount_to: maybeNum,
  net_amount: maybeNum,
  remarks: maybeStr,
  status: num,
  created_at: maybeStr,
});
export type Withdrawal = z.output<typeof Withdrawal>;

/** GET user/manual/withdraw/list */
export const WithdrawListAnswer = z.object({ ...envelope, data: pageOf(Withdrawal) });
export type WithdrawListAnswer = z.output<typeof WithdrawListAnswer>;
