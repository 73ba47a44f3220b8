import { listPayouts } from '../../lib/ledgers/api.ts';
import { ledgerSkeleton, ledgerTable } from '../ledgers/LedgerTable.tsx';
import { payoutsLedger } from '../ledgers/lists/payouts.tsx';

/** The payouts page's island (pages/user/payouts.astro): this ledger's code and no other's. */
export const LedgerTable = ledgerTable(payoutsLedger, listPayouts);

/** Its placeholder, the page's first paint (the island draws the same one while it loads). */
export const LedgerTableSkeleton = ledgerSkeleton(payoutsLedger);
