/** The payouts list's view (see ../columns.ts): a file of its own, so its page loads only its own ledger. */
import { dateDMY, dateTimeDMY, money } from '../../../lib/format/format.ts';
import type { Payout, PayoutsAnswer } from '../../../lib/ledgers/schema.ts';
import * as text from '../../../lib/text.ts';
import { c, fromList, ledger, orDash, paidColumn, walletName } from '../columns.ts';

export const payoutsView = /* @__PURE__ */ ledger<PayoutsAnswer, Payout>(() => ({
  title: text.ledgers.payoutHistory,
  label: text.ledgers.payoutHistory,
  rowsOf: (answer) => fromList(answer.data, answer.more_details),
  file: 'payouts',
  date: (row) => row.created_at,
  rowKey: (row, index) => `${row.id ?? ''}-${index}`,
  footer: 'pager',
  summary: true,
  columns: [
    { id: 'username', header: c().username, view: (row) => row.username, ltr: true },
    { id: 'from', header: c().fromUsername, view: (row) => orDash(row.from_username), key: true, ltr: true },
    { id: 'level', header: c().level, view: (row) => row.level },
    { id: 'wallet', header: c().wallet, view: (row) => walletName(row.wallet) },
    { id: 'amount', header: c().amount, view: (row) => money(row.amount), key: true, ltr: true },
    {
      id: 'description',
      header: c().description,
      view: (row) => orDash(row.description),
      className: 'min-w-40',
      lang: 'en',
    },
    { id: 'source', header: c().source, view: (row) => orDash(row.source) },
    paidColumn(c().status),
    { id: 'encash', header: c().encashDate, view: (row) => dateDMY(row.process_date), ltr: true },
    { id: 'generated', header: c().generationDate, view: (row) => dateTimeDMY(row.created_at), key: true, ltr: true },
  ],
}));
