/**
 * The read-only money lists as configuration: what every ledger is (how an answer becomes rows, a page
 * and summary cards, and its columns) and the helpers they share. Each ledger is a file in lists/, so
 * a ledger's page and its island (islands/entries/) carry only that ledger. A new ledger is a file
 * there, its island's module in islands/entries/ and its page, not a new component.
 */
import type { PageInfo } from '../../components/Pager.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import type { StatementColumn } from '../../components/StatementExport.tsx';
import type { Page, SummaryGroup } from '../../lib/api/schema.ts';
import * as text from '../../lib/text.ts';
import { activeStatus, paidStatus } from '../../lib/ledgers/status.ts';

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

export interface LedgerList<Answer, Row> {
  /** Card title above the table (the page heading already names the screen when absent). */
  title?: string;
  /** Name of the table's scroll region. */
  label: string;
  /** The answer's rows, page and summary cards. */
  rowsOf: (answer: Answer) => LedgerPage<Row>;
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
  /** Whether the answer may carry cards of terms (`notices`) above the list. */
  notices?: boolean;
  /** What the list's failure says first (the ledgers' 'This list could not be loaded.' when absent). */
  loadFailed?: string;
  action?: RowAction<Row>;
}
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
export const paidColumn = <Row extends { is_paid: boolean }>(header: string, id = 'status'): StatementColumn<Row> => ({
  id,
  header,
  cell: (row) => <StatusBadge {...paidStatus(row.is_paid)} />,
  text: paidText,
  key: true,
});
export const activeText = (row: { status: boolean }) => activeStatus(row.status).label;
export const walletName = (wallet: string) =>
  wallet === 'pay_in' ? text.ledgers.payIn : wallet === 'pay_out' ? text.ledgers.payOut : wallet;

/** A ledger, made when asked for. */
export function ledger<Answer, Row>(make: () => LedgerList<Answer, Row>): () => LedgerList<unknown, unknown> {
  return make as unknown as () => LedgerList<unknown, unknown>;
}
