/** The wallet transactions list (see ../columns.ts): a file of its own, so its page loads only its own ledger. */
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { dateTimeDMY, money } from '../../../lib/format/format.ts';
import type { TransactionsAnswer, WalletTransaction } from '../../../lib/ledgers/schema.ts';
import { entryStatus } from '../../../lib/ledgers/status.ts';
import * as text from '../../../lib/text.ts';
import { c, fromList, ledger, orDash, walletName } from '../columns.tsx';

export const transactionsLedger = /* @__PURE__ */ ledger<TransactionsAnswer, WalletTransaction>(() => ({
  title: text.ledgers.transactionHistory,
  label: text.ledgers.transactionHistory,
  rowsOf: (answer) => fromList(answer.data, answer.more_details),
  file: 'transactions',
  date: (row) => row.created_at,
  rowKey: (row, index) => `${row.txid}-${index}`,
  footer: 'pager',
  summary: true,
  columns: [
    { id: 'wallet', header: c().wallet, cell: (row) => walletName(row.wallet) },
    {
      id: 'txid',
      header: c().txnId,
      cell: (row) => <span className="font-mono text-xs">{row.txid}</span>,
      text: (row) => row.txid,
      key: true,
      ltr: true,
    },
    {
      id: 'type',
      header: c().type,
      cell: (row) => {
        const status = entryStatus(row.type);
        return status ? <StatusBadge {...status} /> : row.type;
      },
      text: (row) => entryStatus(row.type)?.label ?? row.type,
      key: true,
    },
    { id: 'amount', header: c().amount, cell: (row) => money(row.value), key: true, ltr: true },
    {
      id: 'note',
      header: c().description,
      cell: (row) => orDash(row.note),
      className: 'min-w-48',
      key: true,
      lang: 'en',
    },
    { id: 'source', header: c().source, cell: (row) => orDash(row.source) },
    { id: 'date', header: c().date, cell: (row) => dateTimeDMY(row.created_at), key: true, ltr: true },
  ],
}));
