/** The ledgers, by the id their page names them with (layouts/LedgerPage.astro). */
export const LEDGER_IDS = [
  'withdrawals',
  'transactions',
  'payouts',
  'downline',
  'rank',
  'pool',
  'salary',
  'logs',
  'subscriptions',
] as const;
export type LedgerId = (typeof LEDGER_IDS)[number];
