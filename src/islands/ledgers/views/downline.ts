/** The downline by level list's view (see ../columns.ts): a file of its own, so its page loads only its own ledger. */
import { money } from '../../../lib/format/format.ts';
import type { DownlineAnswer, DownlineRow } from '../../../lib/ledgers/schema.ts';
import * as text from '../../../lib/text.ts';
import { c, fromList, ledger } from '../columns.ts';

export const downlineView = /* @__PURE__ */ ledger<DownlineAnswer, DownlineRow>(() => ({
  label: text.ledgers.tables.downline,
  rowsOf: (answer) => fromList(answer.downlineDetails),
  file: 'downline',
  rowKey: (row, index) => `${row.level}-${index}`,
  footer: 'none',
  summary: false,
  columns: [
    { id: 'level', header: c().level, view: (row) => row.level, key: true },
    { id: 'count', header: c().userCount, view: (row) => row.user_count, key: true },
    { id: 'investment', header: c().investment, view: (row) => money(row.investment), key: true, ltr: true },
  ],
}));
