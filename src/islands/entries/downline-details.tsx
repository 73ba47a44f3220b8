import { getDownline } from '../../lib/ledgers/api.ts';
import { ledgerSkeleton, ledgerTable } from '../ledgers/LedgerTable.tsx';
import { downlineLedger } from '../ledgers/lists/downline.tsx';

/** The downline by level page's island (pages/user/downlineDetails.astro): this ledger's code and no other's. */
export const LedgerTable = ledgerTable(downlineLedger, getDownline);

/** Its placeholder, the page's first paint (the island draws the same one while it loads). */
export const LedgerTableSkeleton = ledgerSkeleton(downlineLedger);
