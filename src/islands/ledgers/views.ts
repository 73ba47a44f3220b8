/**
 * Every ledger's view by its id, for what is built once per ledger: its page's placeholder
 * (layouts/LedgerPage.astro) and its first paint's script (scripts/inline-scripts.mjs). No island
 * imports this: each ledger's island takes its own view (islands/entries/).
 */
import type { LedgerId, LedgerView } from './columns.ts';
import { withdrawalsView } from './views/withdrawals.ts';
import { transactionsView } from './views/transactions.ts';
import { payoutsView } from './views/payouts.ts';
import { downlineView } from './views/downline.ts';
import { rankView } from './views/rank.ts';
import { poolView } from './views/pool.ts';
import { salaryView } from './views/salary.ts';
import { logsView } from './views/logs.ts';
import { subscriptionsView } from './views/subscriptions.ts';

export const ledgerViews: Record<LedgerId, () => LedgerView<unknown, unknown>> = {
  withdrawals: withdrawalsView,
  transactions: transactionsView,
  payouts: payoutsView,
  downline: downlineView,
  rank: rankView,
  pool: poolView,
  salary: salaryView,
  logs: logsView,
  subscriptions: subscriptionsView,
};
