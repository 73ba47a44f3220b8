/** The rank list's footer line. */
import * as text from '../text.ts';

/** What a page of a server-paged list says it holds. */
export interface ShownPage {
  current_page: number;
  last_page: number;
  from?: number | null;
  to?: number | null;
  total?: number | null;
}

/**
 * "Showing {from} to {to} of {total} results". The spec words it "of {last_page} results", which reads
 * "of 2 results" under ten rows: the count is the page object's `total`, and without one the line
 * names the pages instead (docs/spec-departures.md).
 */
export function showingLine(page: ShownPage): string {
  const from = page.from ?? 0;
  const to = page.to ?? 0;
  return page.total != null
    ? text.rankDetails.showing(from, to, page.total)
    : text.rankDetails.showingPages(from, to, page.current_page, page.last_page);
}
