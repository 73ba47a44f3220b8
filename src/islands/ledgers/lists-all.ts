/**
 * Every ledger by its id, for its page's placeholder (layouts/LedgerFallback.astro), built on the
 * server. No island imports this: each ledger's island takes its own (islands/entries/).
 */
import type { LedgerId, LedgerList } from './columns.tsx';
import { withdrawalsLedger } from './lists/withdrawals.tsx';
import { transactionsLedger } from './lists/transactions.tsx';
import { payoutsLedger } from './lists/payouts.tsx';
import { downlineLedger } from './lists/downline.tsx';
import { rankLedger } from './lists/rank.tsx';
import { poolLedger } from './lists/pool.tsx';
import { salaryLedger } from './lists/salary.tsx';
import { logsLedger } from './lists/logs.tsx';
import { subscriptionsLedger } from './lists/subscriptions.tsx';

export const ledgerLists: Record<LedgerId, () => LedgerList<unknown, unknown>> = {
  withdrawals: withdrawalsLedger,
  transactions: transactionsLedger,
  payouts: payoutsLedger,
  downline: downlineLedger,
  rank: rankLedger,
  pool: poolLedger,
  salary: salaryLedger,
  logs: logsLedger,
  subscriptions: subscriptionsLedger,
};
