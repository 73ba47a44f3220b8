import { listTransactions } from '../../lib/ledgers/api.ts';
import { ledgerSkeleton, ledgerTable } from '../ledgers/LedgerTable.tsx';
import { transactionsLedger } from '../ledgers/lists/transactions.tsx';

/** The wallet transactions page's island (pages/user/transactionsList.astro): this ledger's code and no other's. */
export const LedgerTable = ledgerTable(transactionsLedger, listTransactions);

/** Its placeholder, the page's first paint (the island draws the same one while it loads). */
export const LedgerTableSkeleton = ledgerSkeleton(transactionsLedger);
