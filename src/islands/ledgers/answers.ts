/**
 * Each ledger's answer schema (the one its API call parses with), for its first paint: the page writes
 * it as data (lib/api/shape-of.ts) at build time, for the first paint to read the head's answer with.
 */
import type * as z from 'zod/mini';
import {
  DownlineAnswer,
  LogsAnswer,
  PayoutsAnswer,
  PoolIncomesAnswer,
  RankIncomesAnswer,
  SalaryIncomesAnswer,
  TransactionsAnswer,
} from '../../lib/ledgers/schema.ts';
import { WithdrawListAnswer } from '../../lib/withdrawals/schema.ts';
import { SubscriptionsAnswer } from '../../lib/packages/subscriptions.ts';
import type { LedgerId } from './columns.ts';

export const ledgerAnswers: Record<LedgerId, z.ZodMiniType> = {
  withdrawals: WithdrawListAnswer,
  transactions: TransactionsAnswer,
  payouts: PayoutsAnswer,
  downline: DownlineAnswer,
  rank: RankIncomesAnswer,
  pool: PoolIncomesAnswer,
  salary: SalaryIncomesAnswer,
  logs: LogsAnswer,
  subscriptions: SubscriptionsAnswer,
};
