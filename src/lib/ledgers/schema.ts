/** Schemas of the read-only money lists of spec part 2 (transactions, payouts, downline, incomes, logs). */
import * as z from 'zod/mini';
import { envelope, flag, num, optNum, optStr, pageOf, str, summaryGroup, raw } from '../api/schema.ts';
import { orNone } from '../api/coerce.ts';

/** Summary card groups (`more_details`); missing or null is no cards. */
export const summaries = z.lazy(() => z.pipe(z.optional(z.nullable(z.array(summaryGroup))), z.transform(orNone)));

/** A list that may come as a plain array or as a page object. */
function listOrPage<T extends z.ZodMiniType>(item: T) {
  return z.union([z.array(item), pageOf(item)]);
}

export const WalletTransaction = z.lazy(() =>
  z.object({
    id: z.optional(raw.num),
    wallet: str,
    txid: str,
    type: str,
    value: num,
    note: optStr,
    source: optStr,
    created_at: optStr,
  }),
);
export type WalletTransaction = z.output<typeof WalletTransaction>;

/** GET transactions */
export const TransactionsAnswer = z.lazy(() =>
  z.object({ ...envelope, data: pageOf(WalletTransaction), more_details: summaries }),
);
export type TransactionsAnswer = z.output<typeof TransactionsAnswer>;

export const Payout = z.lazy(() =>
  z.object({
    id: z.optional(raw.num),
    username: str,
    from_username: str,
    level: str,
    wallet: str,
    amount: num,
    description: optStr,
    source: optStr,
    is_paid: flag,
    process_date: optStr,
    created_at: optStr,
  }),
);
export type Payout = z.output<typeof Payout>;

/** GET payouts */
export const PayoutsAnswer = z.lazy(() => z.object({ ...envelope, data: pageOf(Payout), more_details: summaries }));
export type PayoutsAnswer = z.output<typeof PayoutsAnswer>;

export const DownlineRow = z.lazy(() => z.object({ level: str, user_count: num, investment: num }));
export type DownlineRow = z.output<typeof DownlineRow>;

/** GET user-team-details */
// The list is the answer: one without it is unreadable, not empty.
export const DownlineAnswer = z.lazy(() => z.object({ ...envelope, downlineDetails: z.array(DownlineRow) }));
export type DownlineAnswer = z.output<typeof DownlineAnswer>;

export const RankIncome = z.lazy(() =>
  z.object({
    id: z.optional(raw.num),
    name: str,
    total_months: num,
    paid_months: num,
    per_month_amount: num,
    rewards: optStr,
    is_paid: flag,
    /** The matching business the rank asks for (an extension, docs/backend-extensions.md). */
    business_required: z._default(optNum, null),
  }),
);
export type RankIncome = z.output<typeof RankIncome>;

/**
 * The one figure ranks are reached by (an extension): the member's matching business, which leg it is
 * (the weaker), and the date it is counted from (null: all time).
 */
export const RankBusiness = z.lazy(() => z.object({ amount: num, leg: z.enum(['L', 'R']), since: optStr }));
export type RankBusiness = z.output<typeof RankBusiness>;

/** GET rank/incomes (paged by the server's page URLs) */
export const RankIncomesAnswer = z.lazy(() =>
  z.object({
    ...envelope,
    data: pageOf(RankIncome),
    // A figure the portal cannot read leaves the progress out, never the rank list.
    rank_business: z.catch(z.optional(z.nullable(RankBusiness)), null),
  }),
);
export type RankIncomesAnswer = z.output<typeof RankIncomesAnswer>;

export const PoolIncome = z.lazy(() =>
  z.object({
    id: z.optional(raw.num),
    pool_name: str,
    cp_required: num,
    current_cp: num,
    bonus_date: optStr,
    is_paid: flag,
    status: flag,
  }),
);
export type PoolIncome = z.output<typeof PoolIncome>;

/** GET pool-incomes: rows (a plain list; a page object is read too). */
export const PoolIncomesAnswer = z.lazy(() => z.object({ ...envelope, data: listOrPage(PoolIncome) }));
export type PoolIncomesAnswer = z.output<typeof PoolIncomesAnswer>;

export const SalaryIncome = z.lazy(() =>
  z.object({
    id: z.optional(raw.num),
    salary_name: str,
    paid_months: num,
    per_month_amount: num,
    status: flag,
  }),
);
export type SalaryIncome = z.output<typeof SalaryIncome>;

/**
 * GET salary/incomes?export=true: with the export flag the rows come whole in `export_data`;
 * `salary_data` describes the member's current salary; `more_details` are summary cards.
 */
export const SalaryIncomesAnswer = z.lazy(() =>
  z.object({
    ...envelope,
    export_data: z.optional(z.nullable(listOrPage(SalaryIncome))),
    data: z.optional(z.nullable(listOrPage(SalaryIncome))),
    salary_data: z.optional(z.unknown()),
    more_details: summaries,
  }),
);
export type SalaryIncomesAnswer = z.output<typeof SalaryIncomesAnswer>;

export const LoginLog = z.lazy(() => z.object({ id: z.optional(raw.num), ip: str, created_at: optStr }));
export type LoginLog = z.output<typeof LoginLog>;

/** GET logs */
export const LogsAnswer = z.lazy(() => z.object({ ...envelope, data: pageOf(LoginLog) }));
export type LogsAnswer = z.output<typeof LogsAnswer>;
