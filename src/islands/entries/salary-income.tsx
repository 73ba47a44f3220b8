import { listSalaryIncomes } from '../../lib/ledgers/api.ts';
import { ledgerTable } from '../ledgers/LedgerTable.tsx';
import { salaryView } from '../ledgers/views/salary.ts';

/** The salary incomes page's island (pages/user/salaryIncome.astro): this ledger's code and no other's. */
export const LedgerTable = ledgerTable('salary', salaryView, listSalaryIncomes);
