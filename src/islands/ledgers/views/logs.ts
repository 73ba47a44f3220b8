/** The login logs list's view (see ../columns.ts): a file of its own, so its page loads only its own ledger. */
import { dateTimeDMY } from '../../../lib/format/format.ts';
import type { LoginLog, LogsAnswer } from '../../../lib/ledgers/schema.ts';
import * as text from '../../../lib/text.ts';
import { c, fromList, ledger } from '../columns.ts';

export const logsView = /* @__PURE__ */ ledger<LogsAnswer, LoginLog>(() => ({
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
    { id: 'id', header: c().id, view: (_row, index) => index + 1, key: true },
    { id: 'ip', header: c().ip, view: (row) => row.ip, key: true, ltr: true },
    { id: 'time', header: c().time, view: (row) => dateTimeDMY(row.created_at), key: true, ltr: true },
  ],
}));
