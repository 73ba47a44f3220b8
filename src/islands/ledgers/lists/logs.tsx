/** The login logs list (see ../columns.ts): a file of its own, so its page loads only its own ledger. */
import { dateTimeDMY } from '../../../lib/format/format.ts';
import type { LoginLog, LogsAnswer } from '../../../lib/ledgers/schema.ts';
import * as text from '../../../lib/text.ts';
import { c, fromList, ledger } from '../columns.tsx';

export const logsLedger = /* @__PURE__ */ ledger<LogsAnswer, LoginLog>(() => ({
  title: text.ledgers.logHistory,
  label: text.ledgers.logHistory,
  rowsOf: (answer) => fromList(answer.data),
  file: 'logs',
  date: (row) => row.created_at,
  rowKey: (row, index) => `${row.id ?? ''}-${index}`,
  footer: 'pager',
  summary: false,
  columns: [
    // The row number across pages (the table numbers rows from the page's `from`).
    { id: 'id', header: c().id, cell: (_row, index) => index + 1, key: true },
    { id: 'ip', header: c().ip, cell: (row) => row.ip, key: true, ltr: true },
    { id: 'time', header: c().time, cell: (row) => dateTimeDMY(row.created_at), key: true, ltr: true },
  ],
}));
