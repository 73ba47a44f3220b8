/** Schemas of the withdrawal calls (spec part 2): requests the server validates, answers the portal parses. */
import * as z from 'zod/mini';
import { envelope, num, optStr, pageOf, str, summaryGroup, raw } from '../api/schema.ts';
import * as text from '../text.ts';
import { orNone } from '../api/coerce.ts';

// ---- requests ------------------------------------------------------------------------------

const amountText = z.lazy(() => z.string().check(z.regex(/^\d*\.?\d+$/, text.withdrawals.invalid.amount)));

/**
 * The withdraw amount, as typed or as a number, and more than 0 ("0.00" too is nothing to withdraw).
 * The one place of this rule: the form checks it before the code is asked for, the server on receipt.
 */
export const WithdrawAmount = z.lazy(() =>
  z
    .union([z.number(), amountText])
    .check(z.refine((amount) => Number(amount) > 0, text.withdrawals.invalid.amountPositive)),
);

/** Why the form cannot send this amount (WithdrawAmount's message), or null when it can. */
export function amountRefusal(amount: string): string | null {
  const result = z.safeParse(WithdrawAmount, amount);
  return result.success ? null : (result.error.issues[0]?.message ?? text.withdrawals.invalid.amount);
}

/**
 * POST withdraw: the amount plus the code under a field named after the member's auth type
 * (otp, authenticator, mpin, …).
 */
export const WithdrawRequest = z.lazy(() =>
  z.catchall(z.object({ amount: WithdrawAmount }), z.union([z.string(), z.number()])),
);
export type WithdrawRequest = z.output<typeof WithdrawRequest>;

// ---- answers -------------------------------------------------------------------------------

export { MessageAnswer } from '../api/schema.ts';

/** GET withdraw: the server's limits (and the withdrawable balance, when it tells it) plus summary cards. */
export const WithdrawSettingsAnswer = z.lazy(() =>
  z.object({
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
  }),
);
export type WithdrawSettingsAnswer = z.output<typeof WithdrawSettingsAnswer>;

export const AccountProfile = z.lazy(() =>
  z.object({
    account_type: optStr,
    holder_name: optStr,
    bank_name: optStr,
    ac_no: optStr,
    ifsc: optStr,
    withdrawal_coin: optStr,
    withdrawal_address: optStr,
  }),
);
export type AccountProfile = z.output<typeof AccountProfile>;

/** GET user: only `data.profile` (the withdrawal account) is read here. */
export const UserAnswer = z.lazy(() =>
  z.object({
    ...envelope,
    data: z.object({
      username: z.optional(raw.str),
      profile: z._default(z.nullable(AccountProfile), null),
    }),
  }),
);
export type UserAnswer = z.output<typeof UserAnswer>;

export const Withdrawal = z.lazy(() =>
  z.object({
    id: z.optional(raw.num),
    code: str,
    coin_type: str,
    t_hash: optStr,
    bank_name: optStr,
    ac_no: optStr,
    holder_name: optStr,
    ifsc: optStr,
    network: optStr,
    address: optStr,
    amount_from: num,
    amount_to: num,
    net_amount: num,
    remarks: optStr,
    status: num,
    created_at: optStr,
  }),
);
export type Withdrawal = z.output<typeof Withdrawal>;

/** GET user/manual/withdraw/list */
export const WithdrawListAnswer = z.lazy(() => z.object({ ...envelope, data: pageOf(Withdrawal) }));
export type WithdrawListAnswer = z.output<typeof WithdrawListAnswer>;
