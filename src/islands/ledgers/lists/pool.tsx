/** The leadership (pool) incomes list (see ../columns.ts): a file of its own, so its page loads only its own ledger. */
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { dateDMY, money } from '../../../lib/format/format.ts';
import type { PoolIncome, PoolIncomesAnswer } from '../../../lib/ledgers/schema.ts';
import { activeStatus } from '../../../lib/ledgers/status.ts';
import * as text from '../../../lib/text.ts';
import { activeText, c, dash, fromList, ledger, paidColumn } from '../columns.tsx';

export const poolLedger = /* @__PURE__ */ ledger<PoolIncomesAnswer, PoolIncome>(() => ({
  label: text.ledgers.tables.pool,
  rowsOf: (answer) => fromList(answer.data),
  file: 'leadership-details',
  date: (row) => row.bonus_date,
  rowKey: (row, index) => `${row.id ?? row.pool_name}-${index}`,
  footer: 'pager',
  summary: false,
  columns: [
    { id: 'rank', header: c().rank, cell: (row) => row.pool_name, key: true, lang: 'en' },
    { id: 'target', header: c().target, cell: (row) => money(row.cp_required), key: true, ltr: true },
    { id: 'business', header: c().businessAmount, cell: (row) => money(row.current_cp), key: true, ltr: true },
    {
      id: 'date',
      header: c().bonusDate,
      cell: (row) => (row.bonus_date ? dateDMY(row.bonus_date) : dash),
      key: true,
      ltr: true,
    },
    paidColumn(c().paidStatus, 'paid'),
    {
      id: 'status',
      header: c().status,
      cell: (row) => <StatusBadge {...activeStatus(row.status)} />,
      text: activeText,
    },
  ],
}));
