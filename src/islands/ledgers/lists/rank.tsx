/** The rank incomes list (see ../columns.ts): a file of its own, so its page loads only its own ledger. */
import { money } from '../../../lib/format/format.ts';
import type { RankIncome, RankIncomesAnswer } from '../../../lib/ledgers/schema.ts';
import * as text from '../../../lib/text.ts';
import { c, fromList, ledger, orDash, paidColumn } from '../columns.tsx';

export const rankLedger = /* @__PURE__ */ ledger<RankIncomesAnswer, RankIncome>(() => ({
  label: text.ledgers.tables.rank,
  rowsOf: (answer) => fromList(answer.data),
  file: 'rank-details',
  rowKey: (row, index) => `${row.id ?? row.name}-${index}`,
  footer: 'showing',
  summary: false,
  columns: [
    { id: 'name', header: c().name, cell: (row) => row.name, key: true, lang: 'en' },
    { id: 'total', header: c().totalMonths, cell: (row) => row.total_months },
    { id: 'paid', header: c().paidMonths, cell: (row) => row.paid_months },
    { id: 'bonus', header: c().bonusUsd, cell: (row) => money(row.per_month_amount), key: true, ltr: true },
    { id: 'rewards', header: c().rewards, cell: (row) => orDash(row.rewards), lang: 'en' },
    paidColumn(c().paidStatus),
  ],
}));
