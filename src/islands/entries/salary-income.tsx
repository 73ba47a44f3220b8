import { listSalaryIncomes } from '../../lib/ledgers/api.ts';
import { ledgerSkeleton, ledgerTable } from '../ledgers/LedgerTable.tsx';
import { salaryLedger } from '../ledgers/lists/salary.tsx';

/** The salary incomes page's island (pages/user/salaryIncome.astro): this ledger's code and no other's. */
export const LedgerTable = ledgerTable(salaryLedger, listSalaryIncomes);

/** Its placeholder, the page's first paint (the island draws the same one while it loads). */
export const LedgerTableSkeleton = ledgerSkeleton(salaryLedger);
