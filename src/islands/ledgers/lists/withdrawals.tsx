/** The withdrawal history list (see ../columns.ts): a file of its own, so its page loads only its own ledger. */
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { dateTimeYMD, money } from '../../../lib/format/format.ts';
import { explorerUrl, isChainHash } from '../../../lib/format/explorer.ts';
import * as text from '../../../lib/text.ts';
import type { Withdrawal, WithdrawListAnswer } from '../../../lib/withdrawals/schema.ts';
import { withdrawalStatus } from '../../../lib/withdrawals/status.ts';
import { dash, fromList, ledger, orDash, w } from '../columns.tsx';

/** Name, value and whether the value is a code (account number, IFSC, network, address) that reads left to right. */
function accountLines(row: Withdrawal): [string, string | null, boolean][] {
  return row.coin_type === 'bank'
    ? [
        [text.withdrawalList.bankName, row.bank_name, false],
        [text.withdrawalList.accountNumber, row.ac_no, true],
        [text.withdrawalList.holderName, row.holder_name, false],
        [text.withdrawalList.ifsc, row.ifsc, true],
      ]
    : [
        [text.withdrawalList.network, row.network, true],
        [text.withdrawalList.address, row.address, true],
      ];
}

// Each name above its value: the column stays narrow enough for the table to fit a laptop screen.
const accountDetails = (row: Withdrawal) => (
  <dl className="grid gap-1 text-start text-xs">
    {accountLines(row).map(([label, value, ltr]) => (
      <div key={label}>
        <dt className="text-muted-foreground">{label}</dt>
        <dd className="[overflow-wrap:anywhere]">{ltr ? <span dir="ltr">{orDash(value)}</span> : orDash(value)}</dd>
      </div>
    ))}
  </dl>
);

/** A transaction hash: cut short on one line, the whole of it in the title and for screen readers. */
const hashView = (value: string | null) =>
  value ? (
    <span
      title={value}
      dir="ltr"
      className="block max-w-24 truncate font-mono text-xs @max-3xl:max-w-full @max-3xl:whitespace-normal @max-3xl:[overflow-wrap:anywhere]"
    >
      {value}
    </span>
  ) : (
    dash
  );

const scanView = (row: Withdrawal) =>
  isChainHash(row.t_hash) ? (
    <a
      href={explorerUrl(row.t_hash.trim())}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-6 min-w-6 items-center text-primary underline underline-offset-4"
    >
      {text.common.view}
      <span className="sr-only">{text.withdrawalList.explorerHint(row.t_hash)}</span>
    </a>
  ) : (
    dash
  );

export const withdrawalsLedger = /* @__PURE__ */ ledger<WithdrawListAnswer, Withdrawal>(() => ({
  label: text.withdrawalList.historyTitle,
  rowsOf: (answer) => fromList(answer.data),
  file: 'withdraw-history',
  date: (row) => row.created_at,
  rowKey: (row, index) => `${row.code}-${index}`,
  footer: 'pager',
  summary: false,
  columns: [
    { id: 'code', header: w().code, cell: (row) => row.code, key: true, ltr: true },
    { id: 'method', header: w().method, cell: (row) => text.withdrawalList.method[row.coin_type] ?? row.coin_type },
    { id: 'hash', header: w().tnxHash, cell: (row) => hashView(row.t_hash), text: (row) => orDash(row.t_hash) },
    {
      id: 'scan',
      header: w().scan,
      text: (row) => (isChainHash(row.t_hash) ? explorerUrl(row.t_hash.trim()) : dash),
      cell: scanView,
    },
    {
      id: 'account',
      header: w().accountDetails,
      cell: accountDetails,
      text: (row) =>
        accountLines(row)
          .map(([label, value]) => `${label}: ${orDash(value)}`)
          .join('; '),
      className: 'min-w-32',
    },
    { id: 'from', header: w().amountFrom, cell: (row) => money(row.amount_from), key: true, ltr: true },
    { id: 'to', header: w().amountTo, cell: (row) => money(row.amount_to), ltr: true },
    { id: 'net', header: w().netAmount, cell: (row) => money(row.net_amount), key: true, ltr: true },
    { id: 'remarks', header: w().remarks, cell: (row) => orDash(row.remarks), className: 'min-w-24', lang: 'en' },
    {
      id: 'status',
      header: w().status,
      cell: (row) => <StatusBadge {...withdrawalStatus(row.status)} />,
      text: (row) => withdrawalStatus(row.status).label,
      key: true,
    },
    {
      id: 'date',
      header: w().date,
      cell: (row) => dateTimeYMD(row.created_at),
      className: 'whitespace-nowrap',
      key: true,
      ltr: true,
    },
  ],
}));
