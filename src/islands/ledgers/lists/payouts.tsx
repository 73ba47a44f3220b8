/** The payouts list (see ../columns.ts): a file of its own, so its page loads only its own ledger. */
import { dateDMY, dateTimeDMY, money } from '../../../lib/format/format.ts';
import type { Payout, PayoutsAnswer } from '../../../lib/ledgers/schema.ts';
import * as text from '../../../lib/text.ts';
import { c, fromList, ledger, orDash, paidColumn, walletName } from '../columns.tsx';

export const payoutsLedger = /* @__PURE__ */ ledger<PayoutsAnswer, Payout>(() => ({
  title: text.ledgers.payoutHistory,
  label: text.ledgers.payoutHistory,
  rowsOf: (answer) => fromList(answer.data, answer.more_details),
  file: 'payouts',
  date: (row) => row.created_at,
  rowKey: (row, index) => `${row.id ?? ''}-${index}`,
  footer: 'pager',
  summary: true,
  columns: [
    { id: 'username', header: c().username, cell: (row) => row.username, ltr: true },
    { id: 'from', header: c().fromUsername, cell: (row) => orDash(row.from_username), key: true, ltr: true },
    { id: 'level', header: c().level, cell: (row) => row.level },
    { id: 'wallet', header: c().wallet, cell: (row) => walletName(row.wallet) },
    { id: 'amount', header: c().amount, cell: (row) => money(row.amount), key: true, ltr: true },
    {
      id: 'description',
      header: c().description,
      cell: (row) => orDash(row.description),
      className: 'min-w-40',
      lang: 'en',
    },
    { id: 'source', header: c().source, cell: (row) => orDash(row.source) },
    paidColumn(c().status),
    { id: 'encash', header: c().encashDate, cell: (row) => dateDMY(row.process_date), ltr: true },
    { id: 'generated', header: c().generationDate, cell: (row) => dateTimeDMY(row.created_at), key: true, ltr: true },
  ],
}));
