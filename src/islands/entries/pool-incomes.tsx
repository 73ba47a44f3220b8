import { listPoolIncomes } from '../../lib/ledgers/api.ts';
import { ledgerSkeleton, ledgerTable } from '../ledgers/LedgerTable.tsx';
import { poolLedger } from '../ledgers/lists/pool.tsx';

/** The leadership (pool) incomes page's island (pages/user/poolIncomes.astro): this ledger's code and no other's. */
export const LedgerTable = ledgerTable(poolLedger, listPoolIncomes);

/** Its placeholder, the page's first paint (the island draws the same one while it loads). */
export const LedgerTableSkeleton = ledgerSkeleton(poolLedger);
