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
