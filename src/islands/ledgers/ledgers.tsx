/**
 * The read-only money lists as configuration: where each loads from, how its answer becomes rows,
 * a page and summary cards, and its columns. A new ledger is an entry here, not a new component.
 */
import type { ReactNode } from 'react';
import type { StatementColumn } from '../../components/StatementExport.tsx';
import type { PageInfo } from '../../components/Pager.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import type { Page, SummaryGroup } from '../../lib/api/schema.ts';
import { dateDMY, dateTimeDMY, dateTimeYMD, money } from '../../lib/format/format.ts';
import {
  getDownline,
  listLogs,
  listPayouts,
  listPoolIncomes,
  listRankIncomes,
  listSalaryIncomes,
  listTransactions,
} from '../../lib/ledgers/api.ts';
import type {
  DownlineRow,
  LoginLog,
  Payout,
  PoolIncome,
  RankIncome,
  SalaryIncome,
  WalletTransaction,
} from '../../lib/ledgers/schema.ts';
import { listWithdrawals } from '../../lib/withdrawals/api.ts';
import type { Withdrawal } from '../../lib/withdrawals/schema.ts';
import * as text from '../../lib/text.ts';
import { activeStatus, entryStatus, paidStatus } from '../../lib/ledgers/status.ts';
import { withdrawalStatus } from '../../lib/withdrawals/status.ts';

export const LEDGER_IDS = [
  'withdrawals',
  'transactions',
  'payouts',
  'downline',
  'rank',
  'pool',
  'salary',
  'logs',
] as const;
export type LedgerId = (typeof LEDGER_IDS)[number];

/** A loaded page of a ledger, whatever shape its answer had. */
export interface LedgerPage<Row> {
  rows: Row[];
  /** Null for lists that come whole. */
  page: PageInfo | null;
  summary: SummaryGroup[];
}

export interface Ledger<Row> {
  /** Card title above the table (the page heading already names the screen when absent). */
  title?: string;
  /** Name of the table's scroll region. */
  label: string;
  /** Loads the first page, or the server-supplied page URL. */
  load: (url?: string) => Promise<LedgerPage<Row>>;
  columns: StatementColumn<Row>[];
  /** The CSV file's name before the date ("transactions" → transactions-2026-11-25.csv). */
  file: string;
  /** The timestamp the date range filters on; a list without one has no date filter. */
  date?: (row: Row) => string | null;
  rowKey: (row: Row, index: number) => string;
  /** 'pager': numbered pages with first/last and jump; 'showing': the rank list's Showing … with Previous/Next. */
  footer: 'pager' | 'showing' | 'none';
  /** Whether the page has summary cards (so the placeholder keeps their space). */
  summary: boolean;
}

const c = text.ledgers.columns;
const w = text.withdrawals.columns;
const dash = text.common.dash;
const orDash = (value: string | null | undefined): string => (value && value.trim() ? value : dash);

function pageInfo(page: Page<unknown>): PageInfo {
  return {
    current_page: page.current_page,
    last_page: page.last_page,
    from: page.from,
    to: page.to,
    total: page.total,
    next_page_url: page.next_page_url,
    prev_page_url: page.prev_page_url,
  };
}

function fromList<Row>(data: Row[] | Page<Row> | null | undefined, summary: SummaryGroup[] = []): LedgerPage<Row> {
  if (!data) return { rows: [], page: null, summary };
  if (Array.isArray(data)) return { rows: data, page: null, summary };
  return { rows: data.data, page: pageInfo(data), summary };
}

const paidBadge = (paid: boolean) => <StatusBadge {...paidStatus(paid)} />;
const activeBadge = (active: boolean) => <StatusBadge {...activeStatus(active)} />;
const paidText = (row: { is_paid: boolean }) => paidStatus(row.is_paid).label;
const activeText = (row: { status: boolean }) => activeStatus(row.status).label;
const walletName = (wallet: string) =>
  wallet === 'pay_in' ? text.ledgers.payIn : wallet === 'pay_out' ? text.ledgers.payOut : wallet;

/** Block-explorer page of a BEP20 transaction. */
export const explorerUrl = (hash: string) => `https://bscscan.com/tx/${encodeURIComponent(hash)}`;

/**
 * A chain transaction hash (0x and 64 hex digits) has an explorer page whatever the method; a bank
 * reference (a UTR) has none and is shown as text only.
 */
export const isChainHash = (hash: string | null | undefined): hash is string =>
  !!hash && /^0x[0-9a-f]{64}$/i.test(hash.trim());

/** Name, value and whether the value is a code (account number, IFSC, network, address) that reads left to right. */
function accountLines(row: Withdrawal): [string, string | null, boolean][] {
  return row.coin_type === 'bank'
    ? [
        [text.withdrawals.bankName, row.bank_name, false],
        [text.withdrawals.accountNumber, row.ac_no, true],
        [text.withdrawals.holderName, row.holder_name, false],
        [text.withdrawals.ifsc, row.ifsc, true],
      ]
    : [
        [text.withdrawals.network, row.network, true],
        [text.withdrawals.address, row.address, true],
      ];
}

function accountDetails(row: Withdrawal): ReactNode {
  const lines = accountLines(row);
  return (
    // Each name above its value: the column stays narrow enough for the table to fit a laptop screen.
    <dl className="grid gap-1 text-start text-xs">
      {lines.map(([label, value, ltr]) => (
        <div key={label}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="[overflow-wrap:anywhere]">{ltr ? <span dir="ltr">{orDash(value)}</span> : orDash(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A transaction hash: cut short on one line, the whole of it in the title and for screen readers. */
function Hash({ value }: { value: string | null }) {
  if (!value) return dash;
  return (
    <span
      title={value}
      dir="ltr"
      className="block max-w-24 truncate font-mono text-xs @max-3xl:max-w-full @max-3xl:whitespace-normal @max-3xl:[overflow-wrap:anywhere]"
    >
      {value}
    </span>
  );
}

function define<Row>(ledger: Ledger<Row>): Ledger<unknown> {
  return ledger as unknown as Ledger<unknown>;
}

export const ledgers: Record<LedgerId, Ledger<unknown>> = {
  withdrawals: define<Withdrawal>({
    label: text.withdrawals.historyTitle,
    load: async (url) => fromList((await listWithdrawals(url)).data),
    file: 'withdraw-history',
    date: (row) => row.created_at,
    rowKey: (row, index) => `${row.code}-${index}`,
    footer: 'pager',
    summary: false,
    columns: [
      { id: 'code', header: w.code, cell: (row) => row.code, key: true, ltr: true },
      { id: 'method', header: w.method, cell: (row) => text.withdrawals.method[row.coin_type] ?? row.coin_type },
      { id: 'hash', header: w.tnxHash, cell: (row) => <Hash value={row.t_hash} />, text: (row) => orDash(row.t_hash) },
      {
        id: 'scan',
        header: w.scan,
        text: (row) => (isChainHash(row.t_hash) ? explorerUrl(row.t_hash.trim()) : dash),
        cell: (row) =>
          isChainHash(row.t_hash) ? (
            <a
              href={explorerUrl(row.t_hash.trim())}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-6 min-w-6 items-center text-primary underline underline-offset-4"
            >
              {text.common.view}
              <span className="sr-only">{text.withdrawals.explorerHint(row.t_hash)}</span>
            </a>
          ) : (
            dash
          ),
      },
      {
        id: 'account',
        header: w.accountDetails,
        cell: accountDetails,
        text: (row) =>
          accountLines(row)
            .map(([label, value]) => `${label}: ${orDash(value)}`)
            .join('; '),
        className: 'min-w-32',
      },
      { id: 'from', header: w.amountFrom, cell: (row) => money(row.amount_from), key: true, ltr: true },
      { id: 'to', header: w.amountTo, cell: (row) => money(row.amount_to), ltr: true },
      { id: 'net', header: w.netAmount, cell: (row) => money(row.net_amount), key: true, ltr: true },
      { id: 'remarks', header: w.remarks, cell: (row) => orDash(row.remarks), className: 'min-w-24' },
      {
        id: 'status',
        header: w.status,
        cell: (row) => <StatusBadge {...withdrawalStatus(row.status)} />,
        text: (row) => withdrawalStatus(row.status).label,
        key: true,
      },
      {
        id: 'date',
        header: w.date,
        cell: (row) => dateTimeYMD(row.created_at),
        className: 'whitespace-nowrap',
        key: true,
        ltr: true,
      },
    ],
  }),

  transactions: define<WalletTransaction>({
    title: text.ledgers.transactionHistory,
    label: text.ledgers.transactionHistory,
    load: async (url) => {
      const answer = await listTransactions(url);
      return fromList(answer.data, answer.more_details);
    },
    file: 'transactions',
    date: (row) => row.created_at,
    rowKey: (row, index) => `${row.txid}-${index}`,
    footer: 'pager',
    summary: true,
    columns: [
      { id: 'wallet', header: c.wallet, cell: (row) => walletName(row.wallet) },
      {
        id: 'txid',
        header: c.txnId,
        cell: (row) => <span className="font-mono text-xs">{row.txid}</span>,
        text: (row) => row.txid,
        key: true,
        ltr: true,
      },
      {
        id: 'type',
        header: c.type,
        cell: (row) => {
          const status = entryStatus(row.type);
          return status ? <StatusBadge {...status} /> : row.type;
        },
        text: (row) => entryStatus(row.type)?.label ?? row.type,
        key: true,
      },
      { id: 'amount', header: c.amount, cell: (row) => money(row.value), key: true, ltr: true },
      { id: 'note', header: c.description, cell: (row) => orDash(row.note), className: 'min-w-48', key: true },
      { id: 'source', header: c.source, cell: (row) => orDash(row.source) },
      { id: 'date', header: c.date, cell: (row) => dateTimeDMY(row.created_at), key: true, ltr: true },
    ],
  }),

  payouts: define<Payout>({
    title: text.ledgers.payoutHistory,
    label: text.ledgers.payoutHistory,
    load: async (url) => {
      const answer = await listPayouts(url);
      return fromList(answer.data, answer.more_details);
    },
    file: 'payouts',
    date: (row) => row.created_at,
    rowKey: (row, index) => `${row.id ?? ''}-${index}`,
    footer: 'pager',
    summary: true,
    columns: [
      { id: 'username', header: c.username, cell: (row) => row.username, ltr: true },
      { id: 'from', header: c.fromUsername, cell: (row) => orDash(row.from_username), key: true, ltr: true },
      { id: 'level', header: c.level, cell: (row) => row.level },
      { id: 'wallet', header: c.wallet, cell: (row) => walletName(row.wallet) },
      { id: 'amount', header: c.amount, cell: (row) => money(row.amount), key: true, ltr: true },
      { id: 'description', header: c.description, cell: (row) => orDash(row.description), className: 'min-w-40' },
      { id: 'source', header: c.source, cell: (row) => orDash(row.source) },
      { id: 'status', header: c.status, cell: (row) => paidBadge(row.is_paid), text: paidText, key: true },
      { id: 'encash', header: c.encashDate, cell: (row) => dateDMY(row.process_date), ltr: true },
      { id: 'generated', header: c.generationDate, cell: (row) => dateTimeDMY(row.created_at), key: true, ltr: true },
    ],
  }),

  downline: define<DownlineRow>({
    label: text.ledgers.tables.downline,
    load: async (url) => fromList((await getDownline(url)).downlineDetails),
    file: 'downline',
    rowKey: (row, index) => `${row.level}-${index}`,
    footer: 'none',
    summary: false,
    columns: [
      { id: 'level', header: c.level, cell: (row) => row.level, key: true },
      { id: 'count', header: c.userCount, cell: (row) => row.user_count, key: true },
      { id: 'investment', header: c.investment, cell: (row) => money(row.investment), key: true, ltr: true },
    ],
  }),

  rank: define<RankIncome>({
    label: text.ledgers.tables.rank,
    load: async (url) => fromList((await listRankIncomes(url)).data),
    file: 'rank-details',
    rowKey: (row, index) => `${row.id ?? row.name}-${index}`,
    footer: 'showing',
    summary: false,
    columns: [
      { id: 'name', header: c.name, cell: (row) => row.name, key: true },
      { id: 'total', header: c.totalMonths, cell: (row) => row.total_months },
      { id: 'paid', header: c.paidMonths, cell: (row) => row.paid_months },
      { id: 'bonus', header: c.bonusUsd, cell: (row) => money(row.per_month_amount), key: true, ltr: true },
      { id: 'rewards', header: c.rewards, cell: (row) => orDash(row.rewards) },
      { id: 'status', header: c.paidStatus, cell: (row) => paidBadge(row.is_paid), text: paidText, key: true },
    ],
  }),

  pool: define<PoolIncome>({
    label: text.ledgers.tables.pool,
    load: async (url) => fromList((await listPoolIncomes(url)).data),
    file: 'leadership-details',
    date: (row) => row.bonus_date,
    rowKey: (row, index) => `${row.id ?? row.pool_name}-${index}`,
    footer: 'pager',
    summary: false,
    columns: [
      { id: 'rank', header: c.rank, cell: (row) => row.pool_name, key: true },
      { id: 'target', header: c.target, cell: (row) => money(row.cp_required), key: true, ltr: true },
      { id: 'business', header: c.businessAmount, cell: (row) => money(row.current_cp), key: true, ltr: true },
      {
        id: 'date',
        header: c.bonusDate,
        cell: (row) => (row.bonus_date ? dateDMY(row.bonus_date) : dash),
        key: true,
        ltr: true,
      },
      { id: 'paid', header: c.paidStatus, cell: (row) => paidBadge(row.is_paid), text: paidText, key: true },
      { id: 'status', header: c.status, cell: (row) => activeBadge(row.status), text: activeText },
    ],
  }),

  salary: define<SalaryIncome>({
    label: text.ledgers.tables.salary,
    load: async (url) => {
      const answer = await listSalaryIncomes(url);
      return fromList(answer.export_data ?? answer.data, answer.more_details);
    },
    file: 'salary-details',
    rowKey: (row, index) => `${row.id ?? row.salary_name}-${index}`,
    footer: 'pager',
    summary: true,
    columns: [
      { id: 'name', header: c.name, cell: (row) => row.salary_name, key: true },
      { id: 'paid', header: c.paidMonths, cell: (row) => row.paid_months },
      { id: 'bonus', header: c.bonus, cell: (row) => money(row.per_month_amount), key: true, ltr: true },
      { id: 'status', header: c.status, cell: (row) => activeBadge(row.status), text: activeText, key: true },
    ],
  }),

  logs: define<LoginLog>({
    title: text.ledgers.logHistory,
    label: text.ledgers.logHistory,
    load: async (url) => fromList((await listLogs(url)).data),
    file: 'logs',
    date: (row) => row.created_at,
    rowKey: (row, index) => `${row.id ?? ''}-${index}`,
    footer: 'pager',
    summary: false,
    columns: [
      // The row number across pages (the table numbers rows from the page's `from`).
      { id: 'id', header: c.id, cell: (_row, index) => index + 1, key: true },
      { id: 'ip', header: c.ip, cell: (row) => row.ip, key: true, ltr: true },
      { id: 'time', header: c.time, cell: (row) => dateTimeDMY(row.created_at), key: true, ltr: true },
    ],
  }),
};
