import { listLogs } from '../../lib/ledgers/api.ts';
import { ledgerSkeleton, ledgerTable } from '../ledgers/LedgerTable.tsx';
import { logsLedger } from '../ledgers/lists/logs.tsx';

/** The login logs page's island (pages/user/logs.astro): this ledger's code and no other's. */
export const LedgerTable = ledgerTable(logsLedger, listLogs);

/** Its placeholder, the page's first paint (the island draws the same one while it loads). */
export const LedgerTableSkeleton = ledgerSkeleton(logsLedger);
