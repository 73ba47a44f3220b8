/**
 * The read-only money lists as configuration, without React: how each answer becomes rows, a page and
 * summary cards, and the columns as views (lib/view.ts). The island (ledgers.tsx, LedgerTable.tsx)
 * draws them with React; the page's first paint (first-paint-run.ts) draws the same before React
 * arrives. A new ledger is an entry here and its load in ledgers.tsx, not a new component.
 */
import type { PageInfo } from '../../components/Pager.tsx';
import { statusView } from '../../components/status-view.ts';
import type { Page, SummaryGroup } from '../../lib/api/schema.ts';
import { dateDMY, dateSlashDMY, dateTimeDMY, dateTimeYMD, money } from '../../lib/format/format.ts';
import type {
  DownlineAnswer,
  DownlineRow,
  LoginLog,
  LogsAnswer,
  Payout,
  PayoutsAnswer,
  PoolIncome,
  PoolIncomesAnswer,
  RankIncome,
  RankIncomesAnswer,
  SalaryIncome,
  SalaryIncomesAnswer,
  TransactionsAnswer,
  WalletTransaction,
} from '../../lib/ledgers/schema.ts';
import type { Withdrawal, WithdrawListAnswer } from '../../lib/withdrawals/schema.ts';
import type { Subscription, SubscriptionsAnswer } from '../../lib/packages/subscriptions.ts';
import { subscriptionStatus } from '../../lib/packages/status.ts';
import { maxPti } from '../../lib/packages/price.ts';
import * as text from '../../lib/text.ts';
import { activeStatus, entryStatus, paidStatus } from '../../lib/ledgers/status.ts';
import { withdrawalStatus } from '../../lib/withdrawals/status.ts';
import { h, type View } from '../../lib/view.ts';
import { explorerUrl, isChainHash } from '../../lib/format/explorer.ts';
import type { ViewColumn } from '../../components/data-table-view.ts';

export type { ViewColumn };

import type { LedgerId } from './ids.ts';

export { LEDGER_IDS, type LedgerId } from './ids.ts';

/** A loaded page of a ledger, whatever shape its answer had. */
export interface LedgerPage<Row> {
  rows: Row[];
  /** Null for lists that come whole. */
  page: PageInfo | null;
  summary: SummaryGroup[];
  /** Terms shown in cards above the list (a subscription's cancellation fees). */
  notices: Notice[];
}

/** A card of terms above a list: its title over a bulleted list. */
export interface Notice {
  title: string;
  lines: string[];
}

/**
 * A button on the rows it applies to, in a last column of its own that no statement carries (Cancel on
 * the member's own active subscriptions). The island opens its dialog (ledgers.tsx).
 */
export interface RowAction<Row> {
  header: string;
  /** The button's words. */
  label: string;
  /** The button's name, naming its row. */
  named: (row: Row) => string;
  applies: (row: Row, username: string) => boolean;
}

export interface LedgerView<Answer, Row> {
  /** Card title above the table (the page heading already names the screen when absent). */
  title?: string;
  /** Name of the table's scroll region. */
  label: string;
  /** The answer's rows, page and summary cards. */
  rowsOf: (answer: Answer) => LedgerPage<Row>;
  columns: ViewColumn<Row>[];
  /** The CSV file's name before the date ("transactions" → transactions-2026-11-25.csv). */
  file: string;
  /** The timestamp the date range filters on; a list without one has no date filter. */
  date?: (row: Row) => string | null;
  rowKey: (row: Row, index: number) => string;
  /** 'pager': numbered pages with first/last and jump; 'showing': the rank list's Showing … with Previous/Next. */
  footer: 'pager' | 'showing' | 'none';
  /** Whether the page has summary cards (so the placeholder keeps their space). */
  summary: boolean;
  /** Whether the answer may carry cards of terms (`notices`) above the list. */
  notices?: boolean;
  /** What the list's failure says first (the ledgers' 'This list could not be loaded.' when absent). */
  loadFailed?: string;
  action?: RowAction<Row>;
}

// Read where used, so a ledger's first paint carries only its own sections of the catalogue.
const c = () => text.ledgers.columns;
const w = () => text.withdrawalList.columns;
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

function fromList<Row>(
  data: Row[] | Page<Row> | null | undefined,
  summary: SummaryGroup[] = [],
  notices: Notice[] = [],
): LedgerPage<Row> {
  if (!data) return { rows: [], page: null, summary, notices };
  if (Array.isArray(data)) return { rows: data, page: null, summary, notices };
  return { rows: data.data, page: pageInfo(data), summary, notices };
}

const paidText = (row: { is_paid: boolean }) => paidStatus(row.is_paid).label;
/** A row's paid status as a key column. */
const paidColumn = <Row extends { is_paid: boolean }>(header: string, id = 'status'): ViewColumn<Row> => ({
  id,
  header,
  view: (row) => statusView(paidStatus(row.is_paid)),
  text: paidText,
  key: true,
});
const activeText = (row: { status: boolean }) => activeStatus(row.status).label;
const walletName = (wallet: string) =>
  wallet === 'pay_in' ? text.ledgers.payIn : wallet === 'pay_out' ? text.ledgers.payOut : wallet;

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
const accountDetails = (row: Withdrawal): View =>
  h(
    'dl',
    'grid gap-1 text-start text-xs',
    accountLines(row).map(([label, value, ltr]) =>
      h('div', undefined, [
        h('dt', 'text-muted-foreground', [label]),
        h('dd', '[overflow-wrap:anywhere]', [
          ltr ? h('span', undefined, [orDash(value)], { dir: 'ltr' }) : orDash(value),
        ]),
      ]),
    ),
  );

/** A transaction hash: cut short on one line, the whole of it in the title and for screen readers. */
const hashView = (value: string | null): View =>
  value
    ? h(
        'span',
        'block max-w-24 truncate font-mono text-xs @max-3xl:max-w-full @max-3xl:whitespace-normal @max-3xl:[overflow-wrap:anywhere]',
        [value],
        { title: value, dir: 'ltr' },
      )
    : dash;

const scanView = (row: Withdrawal): View =>
  isChainHash(row.t_hash)
    ? h(
        'a',
        'inline-flex min-h-6 min-w-6 items-center text-primary underline underline-offset-4',
        [text.common.view, h('span', 'sr-only', [text.withdrawalList.explorerHint(row.t_hash)])],
        { href: explorerUrl(row.t_hash.trim()), target: '_blank', rel: 'noopener noreferrer' },
      )
    : dash;

/**
 * A ledger's view, made when asked for: a first paint's script then carries only its own ledger's
 * columns and texts (an unused one is dropped from the bundle).
 */
function ledger<Answer, Row>(make: () => LedgerView<Answer, Row>): () => LedgerView<unknown, unknown> {
  return make as unknown as () => LedgerView<unknown, unknown>;
}

export const withdrawalsView = /* @__PURE__ */ ledger<WithdrawListAnswer, Withdrawal>(() => ({
  label: text.withdrawalList.historyTitle,
  rowsOf: (answer) => fromList(answer.data),
  file: 'withdraw-history',
  date: (row) => row.created_at,
  rowKey: (row, index) => `${row.code}-${index}`,
  footer: 'pager',
  summary: false,
  columns: [
    { id: 'code', header: w().code, view: (row) => row.code, key: true, ltr: true },
    { id: 'method', header: w().method, view: (row) => text.withdrawalList.method[row.coin_type] ?? row.coin_type },
    { id: 'hash', header: w().tnxHash, view: (row) => hashView(row.t_hash), text: (row) => orDash(row.t_hash) },
    {
      id: 'scan',
      header: w().scan,
      text: (row) => (isChainHash(row.t_hash) ? explorerUrl(row.t_hash.trim()) : dash),
      view: scanView,
    },
    {
      id: 'account',
      header: w().accountDetails,
      view: accountDetails,
      text: (row) =>
        accountLines(row)
          .map(([label, value]) => `${label}: ${orDash(value)}`)
          .join('; '),
      className: 'min-w-32',
    },
    { id: 'from', header: w().amountFrom, view: (row) => money(row.amount_from), key: true, ltr: true },
    { id: 'to', header: w().amountTo, view: (row) => money(row.amount_to), ltr: true },
    { id: 'net', header: w().netAmount, view: (row) => money(row.net_amount), key: true, ltr: true },
    { id: 'remarks', header: w().remarks, view: (row) => orDash(row.remarks), className: 'min-w-24' },
    {
      id: 'status',
      header: w().status,
      view: (row) => statusView(withdrawalStatus(row.status)),
      text: (row) => withdrawalStatus(row.status).label,
      key: true,
    },
    {
      id: 'date',
      header: w().date,
      view: (row) => dateTimeYMD(row.created_at),
      className: 'whitespace-nowrap',
      key: true,
      ltr: true,
    },
  ],
}));

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
    { id: 'note', header: c().description, view: (row) => orDash(row.note), className: 'min-w-48', key: true },
    { id: 'source', header: c().source, view: (row) => orDash(row.source) },
    { id: 'date', header: c().date, view: (row) => dateTimeDMY(row.created_at), key: true, ltr: true },
  ],
}));

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
    { id: 'description', header: c().description, view: (row) => orDash(row.description), className: 'min-w-40' },
    { id: 'source', header: c().source, view: (row) => orDash(row.source) },
    paidColumn(c().status),
    { id: 'encash', header: c().encashDate, view: (row) => dateDMY(row.process_date), ltr: true },
    { id: 'generated', header: c().generationDate, view: (row) => dateTimeDMY(row.created_at), key: true, ltr: true },
  ],
}));

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

export const rankView = /* @__PURE__ */ ledger<RankIncomesAnswer, RankIncome>(() => ({
  label: text.ledgers.tables.rank,
  rowsOf: (answer) => fromList(answer.data),
  file: 'rank-details',
  rowKey: (row, index) => `${row.id ?? row.name}-${index}`,
  footer: 'showing',
  summary: false,
  columns: [
    { id: 'name', header: c().name, view: (row) => row.name, key: true },
    { id: 'total', header: c().totalMonths, view: (row) => row.total_months },
    { id: 'paid', header: c().paidMonths, view: (row) => row.paid_months },
    { id: 'bonus', header: c().bonusUsd, view: (row) => money(row.per_month_amount), key: true, ltr: true },
    { id: 'rewards', header: c().rewards, view: (row) => orDash(row.rewards) },
    paidColumn(c().paidStatus),
  ],
}));

export const poolView = /* @__PURE__ */ ledger<PoolIncomesAnswer, PoolIncome>(() => ({
  label: text.ledgers.tables.pool,
  rowsOf: (answer) => fromList(answer.data),
  file: 'leadership-details',
  date: (row) => row.bonus_date,
  rowKey: (row, index) => `${row.id ?? row.pool_name}-${index}`,
  footer: 'pager',
  summary: false,
  columns: [
    { id: 'rank', header: c().rank, view: (row) => row.pool_name, key: true },
    { id: 'target', header: c().target, view: (row) => money(row.cp_required), key: true, ltr: true },
    { id: 'business', header: c().businessAmount, view: (row) => money(row.current_cp), key: true, ltr: true },
    {
      id: 'date',
      header: c().bonusDate,
      view: (row) => (row.bonus_date ? dateDMY(row.bonus_date) : dash),
      key: true,
      ltr: true,
    },
    paidColumn(c().paidStatus, 'paid'),
    { id: 'status', header: c().status, view: (row) => statusView(activeStatus(row.status)), text: activeText },
  ],
}));

export const salaryView = /* @__PURE__ */ ledger<SalaryIncomesAnswer, SalaryIncome>(() => ({
  label: text.ledgers.tables.salary,
  rowsOf: (answer) => fromList(answer.export_data ?? answer.data, answer.more_details),
  file: 'salary-details',
  rowKey: (row, index) => `${row.id ?? row.salary_name}-${index}`,
  footer: 'pager',
  summary: true,
  columns: [
    { id: 'name', header: c().name, view: (row) => row.salary_name, key: true },
    { id: 'paid', header: c().paidMonths, view: (row) => row.paid_months },
    { id: 'bonus', header: c().bonus, view: (row) => money(row.per_month_amount), key: true, ltr: true },
    {
      id: 'status',
      header: c().status,
      view: (row) => statusView(activeStatus(row.status)),
      text: activeText,
      key: true,
    },
  ],
}));

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

export const subscriptionsView = /* @__PURE__ */ ledger<SubscriptionsAnswer, Subscription>(() => {
  const t = text.subscriptions;
  return {
    label: t.tableLabel,
    loadFailed: t.loadFailed,
    rowsOf: (answer) =>
      fromList(
        answer.data,
        [],
        answer.cancel_data
          .filter((entry) => entry.fees.length > 0)
          .map((entry) => ({ title: t.cancelHeading(entry.cancel_package), lines: entry.fees })),
      ),
    file: 'subscription-history',
    date: (row) => row.created_at,
    rowKey: (row) => String(row.id),
    footer: 'pager',
    summary: false,
    notices: true,
    columns: [
      { id: 'username', header: t.columns.username, view: (row) => row.username, ltr: true },
      { id: 'doneBy', header: t.columns.doneBy, view: (row) => row.subs_admin || row.s_done_by || dash },
      { id: 'package', header: t.columns.package, view: (row) => row.package, key: true },
      { id: 'price', header: t.columns.price, view: (row) => money(row.price), ltr: true },
      { id: 'paid', header: t.columns.amountPaid, view: (row) => money(row.amount_paid), key: true, ltr: true },
      // The package cards' rule: 'Unlimited' above 1,000,000.
      { id: 'pti', header: t.columns.maxPti, view: (row) => maxPti(row.roi_percentage) },
      {
        id: 'date',
        header: t.columns.activationDate,
        view: (row) => dateSlashDMY(row.created_at),
        key: true,
        ltr: true,
      },
      {
        id: 'status',
        header: t.columns.status,
        view: (row) => statusView(subscriptionStatus(row.status)),
        text: (row) => subscriptionStatus(row.status).label,
        key: true,
      },
    ],
    // A member cancels their own active subscriptions (not those of members they subscribed for).
    action: {
      header: t.columns.action,
      label: t.cancel,
      named: (row) => t.cancelNamed(row.package),
      applies: (row, username) => row.status === 1 && row.username.toLowerCase() === username.toLowerCase(),
    },
  };
});

/** The columns a ledger's table shows: its own, then its row action's (drawn by `action`) when it has one. */
export function shownColumns<Row>(ledger: LedgerView<unknown, Row>, action: (row: Row) => View): ViewColumn<Row>[] {
  return ledger.action
    ? [...ledger.columns, { id: 'action', header: ledger.action.header, view: (row) => action(row) }]
    : ledger.columns;
}

/**
 * Every ledger's view by its id. Each is made on demand, so a first paint's script carries only its own
 * ledger's columns and texts.
 */
export const ledgerViews: Record<LedgerId, () => LedgerView<unknown, unknown>> = {
  withdrawals: withdrawalsView,
  transactions: transactionsView,
  payouts: payoutsView,
  downline: downlineView,
  rank: rankView,
  pool: poolView,
  salary: salaryView,
  logs: logsView,
  subscriptions: subscriptionsView,
};
