/**
 * Fetching a whole paged list (for a statement), page after page through the server's own page URLs
 * (the same calls the list's table makes), one request at a time. Loaded on demand when a member
 * presses Export; the requests themselves are the list's own api.ts functions.
 */

/** One answer of a paged list: its rows and, for a paged list, where the next page is. */
export interface ExportPage<Row> {
  rows: Row[];
  page: { current_page: number; last_page: number; next_page_url?: string | null } | null;
}

/** How far an export got. `next` is the page to ask for next (undefined: the first; null: none left). */
export interface ExportState<Row> {
  rows: Row[];
  next: string | null | undefined;
  /** Pages fetched so far, and the list's page count as the server last said. */
  done: number;
  pages: number;
}

export const startState = <Row>(): ExportState<Row> => ({ rows: [], next: undefined, done: 0, pages: 1 });

export type ExportOutcome<Row> =
  | { status: 'done'; state: ExportState<Row> }
  | { status: 'cancelled'; state: ExportState<Row> }
  | { status: 'failed'; state: ExportState<Row>; error: unknown };

/**
 * Fetches the pages from `state` on, reporting each one. `stopped` is asked between requests, so a
 * cancel takes effect once the request under way has answered. A failure keeps every row fetched so
 * far: calling again with the returned state goes on from the page that failed.
 */
export async function collectPages<Row>(
  load: (url?: string) => Promise<ExportPage<Row>>,
  from: ExportState<Row>,
  { onPage, stopped }: { onPage: (state: ExportState<Row>) => void; stopped: () => boolean },
): Promise<ExportOutcome<Row>> {
  let state = from;
  while (state.next !== null) {
    if (stopped()) return { status: 'cancelled', state };
    let answer: ExportPage<Row>;
    try {
      answer = await load(state.next);
    } catch (error) {
      return { status: 'failed', state, error };
    }
    const page = answer.page;
    // The last page ends the list even if a server still offers a next link, and never more pages
    // are asked for than the server says it has (a server repeating a page cannot loop the export).
    const last =
      !page || !page.next_page_url || page.current_page >= page.last_page || state.done + 1 >= page.last_page;
    state = {
      rows: [...state.rows, ...answer.rows],
      next: last ? null : (page.next_page_url ?? null),
      done: state.done + 1,
      pages: page ? Math.max(page.last_page, state.done + 1) : 1,
    };
    onPage(state);
  }
  return { status: 'done', state };
}
