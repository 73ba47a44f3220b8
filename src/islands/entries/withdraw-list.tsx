import { listWithdrawals } from '../../lib/withdrawals/api.ts';
import { ledgerTable } from '../ledgers/LedgerTable.tsx';
import { withdrawalsLedger } from '../ledgers/lists/withdrawals.tsx';

/** The withdrawal history page's island (pages/user/WithdrawList.astro): this ledger's code and no other's. */
export const LedgerTable = ledgerTable(withdrawalsLedger, listWithdrawals);
