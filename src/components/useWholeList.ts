import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../lib/api/errors.ts';
import { loadFailure } from '../lib/api/load-failure.ts';
import type { ExportPage, ExportState } from '../lib/api/pages.ts';

export type WholeListStatus<Row> =
  | { kind: 'idle' }
  | { kind: 'running'; state: ExportState<Row>; cancelling: boolean }
  /** The first page is in: how many pages the list has and how long its request took, for the member to `read` the rest or cancel. */
  | { kind: 'asking'; state: ExportState<Row>; pageMs: number }
  /** Cancelled: the pages fetched so far are kept, and `resume` goes on from the next one. */
  | { kind: 'stopped'; state: ExportState<Row> }
  | { kind: 'failed'; state: ExportState<Row>; error: ApiError }
  | { kind: 'done'; state: ExportState<Row> };

/**
 * Every page of a paged list, fetched one after another through the page collector (as Export CSV
 * does) while `wanted` holds: a date range searches the whole list, not the page on screen. The first
 * page comes first, timed: when the list has more, the search says how many pages and how long before
 * reading them, and reads on only when the member says so (`read`). `first` is the first page's
 * address when it should differ from the list's own (a larger page size). The rows are kept for the
 * visit, so changing the range again asks nothing; `reset` forgets them (after the list changed).
 * Cancel stops after the page under way; a failure keeps what was fetched.
 */
export function useWholeList<Row>(load: (url?: string) => Promise<ExportPage<Row>>, wanted: boolean, first?: string) {
  const [status, setStatus] = useState<WholeListStatus<Row>>({ kind: 'idle' });
  const stop = useRef(false);
  // Only the newest run may report: one overtaken (reset) stops after its page and says nothing.
  const runs = useRef(0);
  const loader = useRef(load);
  loader.current = load;
  const firstUrl = useRef(first);
  firstUrl.current = first;
  useEffect(
    () => () => {
      runs.current += 1;
    },
    [],
  );

  // The page collector loads with the first search, as it does with the first export.
  const run = useCallback(async (resumed?: ExportState<Row>) => {
    const mine = ++runs.current;
    const current = () => mine === runs.current;
    stop.current = false;
    const { collectPages, startState } = await import('../lib/api/pages.ts');
    // A new search reads the first page alone, to say what the rest costs before reading it.
    const sizing = !resumed;
    const from = resumed ?? { ...startState<Row>(), next: firstUrl.current };
    if (!current()) return;
    setStatus({ kind: 'running', state: from, cancelling: false });
    let read = from.done;
    let pageMs = 0;
    const started = performance.now();
    const outcome = await collectPages((url) => loader.current(url), from, {
      onPage: (state) => {
        if (!read) pageMs = performance.now() - started;
        read = state.done;
        if (current())
          setStatus((now) => ({ kind: 'running', state, cancelling: now.kind === 'running' && now.cancelling }));
      },
      stopped: () => stop.current || !current() || (sizing && read > 0),
    });
    if (!current()) return;
    if (outcome.status === 'done') return setStatus({ kind: 'done', state: outcome.state });
    if (outcome.status === 'cancelled' && sizing && !stop.current)
      return setStatus({ kind: 'asking', state: outcome.state, pageMs });
    if (outcome.status === 'cancelled') return setStatus({ kind: 'stopped', state: outcome.state });
    const error = loadFailure(outcome.error);
    // An ended session leaves the page; nothing to show.
    if (error) setStatus({ kind: 'failed', state: outcome.state, error });
  }, []);

  useEffect(() => {
    if (wanted && status.kind === 'idle') void run();
  }, [wanted, status.kind, run]);

  const cancel = useCallback(() => {
    stop.current = true;
    setStatus((now) =>
      now.kind === 'running'
        ? { ...now, cancelling: true }
        : now.kind === 'asking'
          ? { kind: 'stopped', state: now.state }
          : now,
    );
  }, []);
  const resume = useCallback(() => {
    if (status.kind === 'stopped' || status.kind === 'failed' || status.kind === 'asking') void run(status.state);
  }, [status, run]);
  const reset = useCallback(() => {
    runs.current += 1;
    setStatus({ kind: 'idle' });
  }, []);

  const rows: Row[] = status.kind === 'idle' ? [] : status.state.rows;
  // Reading on after the announcement is going on from the first page.
  return { status, rows, cancel, resume, read: resume, reset };
}
