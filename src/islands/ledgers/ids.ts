/** The ledgers by id (the component docs name them so). */
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
