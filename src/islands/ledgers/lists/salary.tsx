/** The salary incomes list (see ../columns.ts): a file of its own, so its page loads only its own ledger. */
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { money } from '../../../lib/format/format.ts';
import type { SalaryIncome, SalaryIncomesAnswer } from '../../../lib/ledgers/schema.ts';
import { activeStatus } from '../../../lib/ledgers/status.ts';
import * as text from '../../../lib/text.ts';
import { activeText, c, fromList, ledger } from '../columns.tsx';

export const salaryLedger = /* @__PURE__ */ ledger<SalaryIncomesAnswer, SalaryIncome>(() => ({
  label: text.ledgers.tables.salary,
  rowsOf: (answer) => fromList(answer.export_data ?? answer.data, answer.more_details),
  file: 'salary-details',
  rowKey: (row, index) => `${row.id ?? row.salary_name}-${index}`,
  footer: 'pager',
  summary: true,
  columns: [
    { id: 'name', header: c().name, cell: (row) => row.salary_name, key: true, lang: 'en' },
    { id: 'paid', header: c().paidMonths, cell: (row) => row.paid_months },
    { id: 'bonus', header: c().bonus, cell: (row) => money(row.per_month_amount), key: true, ltr: true },
    {
      id: 'status',
      header: c().status,
      cell: (row) => <StatusBadge {...activeStatus(row.status)} />,
      text: activeText,
      key: true,
    },
  ],
}));
