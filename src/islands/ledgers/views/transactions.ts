/** The wallet transactions list's view (see ../columns.ts): a file of its own, so its page loads only its own ledger. */
import { statusView } from '../../../components/status-view.ts';
import { dateTimeDMY, money } from '../../../lib/format/format.ts';
import type { TransactionsAnswer, WalletTransaction } from '../../../lib/ledgers/schema.ts';
import { entryStatus } from '../../../lib/ledgers/status.ts';
import { h } from '../../../lib/view.ts';
import * as text from '../../../lib/text.ts';
import { c, fromList, ledger, orDash, walletName } from '../columns.ts';

export const transactionsView = /* @__PURE__ */ ledger<TransactionsAnswer, WalletTransaction>(() => ({
  title: text.ledgers.transactionHistory,
  label: text.ledgers.transactionHistory,
  rowsOf: (answer) => fromList(answer.data, answer.more_details),
  file: 'transactions',
  date: (row) => row.created_at,
  rowKey: (row, index) => `${row.txid}-${index}`,
  footer: 'pager',
  summary: true,
  columns: [
    { id: 'wallet', header: c().wallet, view: (row) => walletName(row.wallet) },
    {
      id: 'txid',
      header: c().txnId,
      view: (row) => h('span', 'font-mono text-xs', [row.txid]),
      text: (row) => row.txid,
      key: true,
      ltr: true,
    },
    {
      id: 'type',
      header: c().type,
      view: (row) => {
        const status = entryStatus(row.type);
        return status ? statusView(status) : row.type;
      },
      text: (row) => entryStatus(row.type)?.label ?? row.type,
      key: true,
    },
    { id: 'amount', header: c().amount, view: (row) => money(row.value), key: true, ltr: true },
    {
      id: 'note',
      header: c().description,
      view: (row) => orDash(row.note),
      className: 'min-w-48',
      key: true,
      lang: 'en',
    },
    { id: 'source', header: c().source, view: (row) => orDash(row.source) },
    { id: 'date', header: c().date, view: (row) => dateTimeDMY(row.created_at), key: true, ltr: true },
  ],
}));
