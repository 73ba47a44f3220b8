/**
 * The read-only money lists as configuration, without React: what every ledger's view is (how an
 * answer becomes rows, a page and summary cards, and the columns as views, lib/view.ts) and the
 * helpers they share. Each ledger's own view is a file in views/, so a ledger's page, its island
 * (islands/entries/) and its first paint (first-paint-run.ts) carry only that ledger. A new ledger is a view
 * there, its island's module in islands/entries/ and its page, not a new component.
 */
import type { PageInfo } from '../../components/Pager.tsx';
import { statusView } from '../../components/status-view.ts';
import type { Page, SummaryGroup } from '../../lib/api/schema.ts';
import * as text from '../../lib/text.ts';
import { activeStatus, paidStatus } from '../../lib/ledgers/status.ts';
import type { View } from '../../lib/view.ts';
import type { ViewColumn } from '../../components/data-table-view.ts';

export type { ViewColumn };

export type { LedgerId } from './ids.ts';

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
export const c = () => text.ledgers.columns;
export const w = () => text.withdrawalList.columns;
export const dash = text.common.dash;
export const orDash = (value: string | null | undefined): string => (value && value.trim() ? value : dash);

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

export function fromList<Row>(
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
export const paidColumn = <Row extends { is_paid: boolean }>(header: string, id = 'status'): ViewColumn<Row> => ({
  id,
  header,
  view: (row) => statusView(paidStatus(row.is_paid)),
  text: paidText,
  key: true,
});
export const activeText = (row: { status: boolean }) => activeStatus(row.status).label;
export const walletName = (wallet: string) =>
  wallet === 'pay_in' ? text.ledgers.payIn : wallet === 'pay_out' ? text.ledgers.payOut : wallet;

/**
 * A ledger's view, made when asked for: a first paint's script then carries only its own ledger's
 * columns and texts (an unused one is dropped from the bundle).
 */
export function ledger<Answer, Row>(make: () => LedgerView<Answer, Row>): () => LedgerView<unknown, unknown> {
  return make as unknown as () => LedgerView<unknown, unknown>;
}

/** The columns a ledger's table shows: its own, then its row action's (drawn by `action`) when it has one. */
export function shownColumns<Row>(ledger: LedgerView<unknown, Row>, action: (row: Row) => View): ViewColumn<Row>[] {
  return ledger.action
    ? [...ledger.columns, { id: 'action', header: ledger.action.header, view: (row) => action(row) }]
    : ledger.columns;
}
