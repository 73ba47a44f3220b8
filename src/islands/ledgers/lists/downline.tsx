/** The downline by level list (see ../columns.ts): a file of its own, so its page loads only its own ledger. */
import { money } from '../../../lib/format/format.ts';
import type { DownlineAnswer, DownlineRow } from '../../../lib/ledgers/schema.ts';
import * as text from '../../../lib/text.ts';
import { c, fromList, ledger } from '../columns.tsx';

export const downlineLedger = /* @__PURE__ */ ledger<DownlineAnswer, DownlineRow>(() => ({
  label: text.ledgers.tables.downline,
  rowsOf: (answer) => fromList(answer.downlineDetails),
  file: 'downline',
  rowKey: (row, index) => `${row.level}-${index}`,
  footer: 'none',
  summary: false,
  columns: [
    { id: 'level', header: c().level, cell: (row) => row.level, key: true },
    { id: 'count', header: c().userCount, cell: (row) => row.user_count, key: true },
    { id: 'investment', header: c().investment, cell: (row) => money(row.investment), key: true, ltr: true },
  ],
}));
