/**
 * A date range over a whole statement: the rows of every page that fall in it, numbered as the server's
 * pages number them, paged on screen as the server pages the list. Pure, so it is tested without a browser.
 */
import { inRange, type DayRange } from './day-range.ts';

/** A row with its place in the whole list (0-based), so a filtered log keeps its row numbers. */
export interface Placed<Row> {
  row: Row;
  index: number;
}

/** The rows of the whole list within the range, each with its place in the list. */
export function rowsInRange<Row>(
  rows: readonly Row[],
  date: (row: Row) => string | null,
  range: DayRange,
): Placed<Row>[] {
  return rows.flatMap((row, index) => (inRange(date(row), range) ? [{ row, index }] : []));
}

/** Rows per page of a range's matches: as the server pages its lists. */
export const RANGE_PAGE_SIZE = 10;

/** One page of the matching rows, as a pager reads it (page numbers from 1; `from`/`to` from 1, 0 when none). */
export function pageOfRows<Row>(rows: readonly Row[], wanted: number, size: number) {
  const per = Math.max(1, Math.floor(size) || 1);
  const last = Math.max(1, Math.ceil(rows.length / per));
  const current = Math.min(last, Math.max(1, Math.trunc(wanted) || 1));
  const start = (current - 1) * per;
  const shown = rows.slice(start, start + per);
  return {
    rows: shown,
    page: {
      current_page: current,
      last_page: last,
      from: shown.length ? start + 1 : 0,
      to: start + shown.length,
      total: rows.length,
    },
  };
}

/** Rows asked for per page when a search reads the whole list (a server without `per_page` sends its own size). */
export const WHOLE_LIST_PAGE_SIZE = 100;

/** A reading time rounded for saying: about so many seconds (in fives), minutes or hours. */
export interface ReadingTime {
  unit: 'seconds' | 'minutes' | 'hours';
  count: number;
}

/**
 * How long reading the rest of a list takes, one page after another at the pace of the first page
 * (`pageMs`, its request timed on this connection): the pages left of `pages` after `done`.
 */
export function readingTime(pages: number, done: number, pageMs: number): ReadingTime {
  const seconds = (Math.max(0, pages - done) * Math.max(0, pageMs)) / 1000;
  if (seconds < 57.5) return { unit: 'seconds', count: Math.max(5, Math.ceil(seconds / 5) * 5) };
  if (seconds < 90 * 60) return { unit: 'minutes', count: Math.max(1, Math.round(seconds / 60)) };
  return { unit: 'hours', count: Math.round(seconds / 3600) };
}
