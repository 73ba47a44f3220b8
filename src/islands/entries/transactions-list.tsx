import { listTransactions } from '../../lib/ledgers/api.ts';
import { ledgerTable } from '../ledgers/LedgerTable.tsx';
import { transactionsView } from '../ledgers/views/transactions.ts';

/** The wallet transactions page's island (pages/user/transactionsList.astro): this ledger's code and no other's. */
export const LedgerTable = ledgerTable('transactions', transactionsView, listTransactions);
