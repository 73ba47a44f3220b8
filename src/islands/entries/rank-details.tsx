import { listRankIncomes } from '../../lib/ledgers/api.ts';
import { ledgerSkeleton, ledgerTable } from '../ledgers/LedgerTable.tsx';
import { rankLedger } from '../ledgers/lists/rank.tsx';
import { showingLine } from '../../lib/ledgers/showing.ts';

export { RankProgress } from '../ledgers/RankProgress.tsx';

/** The rank incomes page's island (pages/user/rankDetails.astro): this ledger's code and no other's. */
export const LedgerTable = ledgerTable(rankLedger, listRankIncomes, undefined, showingLine);

/** Its placeholder, the page's first paint (the island draws the same one while it loads). */
export const LedgerTableSkeleton = ledgerSkeleton(rankLedger);
