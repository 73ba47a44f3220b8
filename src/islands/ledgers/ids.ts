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

/** The element a ledger's first paint draws into, just before the ledger's island. */
export const firstPaintId = (id: LedgerId) => `first-paint-${id}`;
