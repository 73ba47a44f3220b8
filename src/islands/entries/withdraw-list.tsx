import { listWithdrawals } from '../../lib/withdrawals/api.ts';
import { ledgerSkeleton, ledgerTable } from '../ledgers/LedgerTable.tsx';
import { withdrawalsLedger } from '../ledgers/lists/withdrawals.tsx';

/** The withdrawal history page's island (pages/user/WithdrawList.astro): this ledger's code and no other's. */
export const LedgerTable = ledgerTable(withdrawalsLedger, listWithdrawals);

/** Its placeholder, the page's first paint (the island draws the same one while it loads). */
export const LedgerTableSkeleton = ledgerSkeleton(withdrawalsLedger);
