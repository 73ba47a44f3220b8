import type { ComponentType } from 'react';
import { hang, serverError, type Handler } from '../../../mock.ts';
import { click, fill, IslandFrame, type Scenario, type State } from '../../../IslandFrame.tsx';
import { LedgerTable as WithdrawalsTable } from '../../../../islands/entries/withdraw-list.tsx';
import { LedgerTable as TransactionsTable } from '../../../../islands/entries/transactions-list.tsx';
import { LedgerTable as PayoutsTable } from '../../../../islands/entries/payouts.tsx';
import { LedgerTable as DownlineTable } from '../../../../islands/entries/downline-details.tsx';
import { LedgerTable as RankTable } from '../../../../islands/entries/rank-details.tsx';
import { LedgerTable as PoolTable } from '../../../../islands/entries/pool-incomes.tsx';
import { LedgerTable as SalaryTable } from '../../../../islands/entries/salary-income.tsx';
import { LedgerTable as LogsTable } from '../../../../islands/entries/logs.tsx';
import { LedgerTable as SubscriptionsTable } from '../../../../islands/entries/subscription-history.tsx';
import type { LedgerId } from '../../../../islands/ledgers/ledgers.tsx';
import * as text from '../../../../lib/text.ts';
import withdrawals from '../../../../../tests/fixtures/withdrawals/withdraw-list.json';
import transactions from '../../../../../tests/fixtures/ledgers/transactions.json';
import payouts from '../../../../../tests/fixtures/ledgers/payouts.json';
import downline from '../../../../../tests/fixtures/ledgers/user-team-details.json';
import rank from '../../../../../tests/fixtures/ledgers/rank-incomes.json';
import pool from '../../../../../tests/fixtures/ledgers/pool-incomes.json';
import salary from '../../../../../tests/fixtures/ledgers/salary-incomes.json';
import logs from '../../../../../tests/fixtures/ledgers/logs.json';
import subscriptions from '../../../../../tests/fixtures/packages/subscriptions.json';
import resendOtp from '../../../../../tests/fixtures/auth/resendotp.json';
import cancelRejected from '../../../../../tests/fixtures/packages/cancel-rejected.json';

/** Where each ledger loads from, and its fixture. */
const sources: Record<LedgerId, [string, unknown]> = {
  withdrawals: ['user/manual/withdraw/list', withdrawals],
  transactions: ['transactions', transactions],
  payouts: ['payouts', payouts],
  downline: ['user-team-details', downline],
  rank: ['rank/incomes', rank],
  pool: ['pool-incomes', pool],
  salary: ['salary/incomes', salary],
  logs: ['logs', logs],
  subscriptions: ['subscriptions', subscriptions],
};

const t = text.statement;
const x = text.exporting;
const answer = (id: LedgerId, handler: Handler) => ({ [sources[id][0]]: handler });
const data = (id: LedgerId): Scenario => ({ routes: answer(id, { body: sources[id][1] }) });
/** The fixture as page `n` of its list, linking on to page n + 1 as a server does (the export follows these links). */
const transactionsPage = (n: number) => ({
  ...transactions,
  data: {
    ...transactions.data,
    current_page: n,
    next_page_url: n < transactions.data.last_page ? `${transactions.data.path}?page=${n + 1}` : null,
  },
});
const emptyPage = {
  ...transactions,
  data: { ...transactions.data, data: [], from: null, to: null, total: 0, last_page: 1, next_page_url: null },
};

export const scenarios = {
  loading: {
    title: 'Loading',
    note: 'A placeholder in the loaded layout’s proportions, with a spoken “Loading”.',
    height: 400,
    routes: answer('transactions', hang),
  },
  error: { title: 'Failed (500)', note: 'The reason and Try again.', routes: answer('transactions', serverError) },
  empty: {
    title: 'No rows',
    note: 'The table with “No Data For Action”.',
    height: 400,
    routes: answer('transactions', { body: emptyPage }),
  },
  'next-page-failed': {
    title: 'Next page failed',
    note: 'The rows already shown stay; the reason and Try again appear above them.',
    height: 560,
    // The first page answers; asking for the next fails: the rows stay, the reason and Try again show above them.
    routes: answer('transactions', (request) => (request.query.has('page') ? serverError : { body: transactions })),
    act: (page) => click(page, new RegExp(`^${text.pager.next}$`)),
  },
  'export-progress': {
    title: 'Export in progress',
    note: 'Export CSV follows the server’s pages one request at a time: “page n of m (rows)” and Cancel. Here page 2 never answers.',
    height: 560,
    routes: answer('transactions', (request) => (request.query.has('page') ? hang : { body: transactions })),
    act: (page) => click(page, t.exportCsv),
  },
  'export-cancelled': {
    title: 'Export cancelled',
    note: 'Cancel stops once the request under way has answered; nothing is downloaded.',
    height: 560,
    ...data('transactions'),
    act: async (page) => {
      await click(page, t.exportCsv);
      await click(page, x.cancel);
    },
  },
  'export-failed': {
    title: 'Export failed at page 3',
    note: 'The rows of pages 1 and 2 are kept; Try again goes on from page 3.',
    height: 640,
    routes: answer('transactions', (request) => {
      const n = Number(request.query.get('page') ?? 1);
      return n === 3 ? serverError : { body: transactionsPage(n) };
    }),
    act: (page) => click(page, t.exportCsv),
  },
  'range-empty': {
    title: 'Date range with no rows',
    note: 'The filter works on the rows of the page on screen; the export keeps to the same dates over every page.',
    height: 560,
    ...data('transactions'),
    act: async (page) => {
      await fill(page, t.from, '2001-01-01');
      await fill(page, t.to, '2001-01-31');
    },
  },
  'range-invalid': {
    title: 'From after To',
    note: 'Said under To; the rows stay unfiltered and Export CSV waits until the range is put right.',
    height: 560,
    ...data('transactions'),
    act: async (page) => {
      await fill(page, t.from, '2001-02-01');
      await fill(page, t.to, '2001-01-31');
    },
  },
  withdrawals: { title: 'Withdraw History (ledger="withdrawals")', height: 560, ...data('withdrawals') },
  transactions: { title: 'Transactions (ledger="transactions")', height: 560, ...data('transactions') },
  payouts: { title: 'Payouts (ledger="payouts")', height: 560, ...data('payouts') },
  downline: { title: 'Downline (ledger="downline")', height: 560, ...data('downline') },
  rank: {
    title: 'Rank Details (ledger="rank")',
    note: 'Its own footer: “Showing x to y of n results” with Previous / Next.',
    height: 560,
    ...data('rank'),
  },
  pool: { title: 'Leadership Details (ledger="pool")', height: 400, ...data('pool') },
  salary: {
    title: 'Salary Details (ledger="salary")',
    note: 'Requested with export=true: the whole list, no pager.',
    height: 400,
    ...data('salary'),
  },
  logs: { title: 'Logs (ledger="logs")', height: 560, ...data('logs') },
  subscriptions: {
    title: 'Subscription History (ledger="subscriptions")',
    note: 'With the cancellation terms above the table and Cancel on the member’s own active rows.',
    height: 560,
    ...data('subscriptions'),
  },
  'subscriptions-cancel': {
    title: 'Cancel dialog open',
    note: 'Loaded on demand: the Reason above the code boxes of the shared Verify Your Account modal (an OTP member: Request OTP).',
    height: 560,
    routes: {
      subscriptions: { body: subscriptions },
      'POST resendotp': { body: resendOtp },
      'POST subscription/*/cancel': { body: cancelRejected },
    },
    act: (page) => click(page, new RegExp(`^${text.subscriptions.cancel}`)),
  },
} satisfies Record<string, State>;

const ledgerOf = (state: keyof typeof scenarios): LedgerId =>
  state in sources ? (state as LedgerId) : state === 'subscriptions-cancel' ? 'subscriptions' : 'transactions';

/** Each ledger's island, as its page imports it (islands/entries/). */
const tables: Record<LedgerId, ComponentType> = {
  withdrawals: WithdrawalsTable,
  transactions: TransactionsTable,
  payouts: PayoutsTable,
  downline: DownlineTable,
  rank: RankTable,
  pool: PoolTable,
  salary: SalaryTable,
  logs: LogsTable,
  subscriptions: SubscriptionsTable,
};

export function LedgerTablePreview() {
  return (
    <IslandFrame scenarios={scenarios}>
      {(state) => {
        const LedgerTable = tables[ledgerOf(state)];
        return <LedgerTable />;
      }}
    </IslandFrame>
  );
}
