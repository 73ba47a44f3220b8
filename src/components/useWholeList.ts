import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../lib/api/errors.ts';
import { loadFailure } from '../lib/api/load-failure.ts';
import type { ExportPage, ExportState } from '../lib/api/pages.ts';

export type WholeListStatus<Row> =
  | { kind: 'idle' }
  | { kind: 'running'; state: ExportState<Row>; cancelling: boolean }
  /** Cancelled: the pages fetched so far are kept, and `resume` goes on from the next one. */
  | { kind: 'stopped'; state: ExportState<Row> }
  | { kind: 'failed'; state: ExportState<Row>; error: ApiError }
  | { kind: 'done'; state: ExportState<Row> };

/**
 * Every page of a paged list, fetched one after another through the page collector (as Export CSV
 * does) while `wanted` holds: a date range searches the whole list, not the page on screen. The rows
 * are kept for the visit, so changing the range again asks nothing; `reset` forgets them (after the
 * list changed). Cancel stops after the page under way; a failure keeps what was fetched.
 */
export function useWholeList<Row>(load: (url?: string) => Promise<ExportPage<Row>>, wanted: boolean) {
  const [status, setStatus] = useState<WholeListStatus<Row>>({ kind: 'idle' });
  const stop = useRef(false);
  // Only the newest run may report: one overtaken (reset) stops after its page and says nothing.
  const runs = useRef(0);
  const loader = useRef(load);
  loader.current = load;
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
    const from = resumed ?? startState<Row>();
    if (!current()) return;
    setStatus({ kind: 'running', state: from, cancelling: false });
    const outcome = await collectPages((url) => loader.current(url), from, {
      onPage: (state) => {
        if (current())
          setStatus((now) => ({ kind: 'running', state, cancelling: now.kind === 'running' && now.cancelling }));
      },
      stopped: () => stop.current || !current(),
    });
    if (!current()) return;
    if (outcome.status === 'done') return setStatus({ kind: 'done', state: outcome.state });
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
    setStatus((now) => (now.kind === 'running' ? { ...now, cancelling: true } : now));
  }, []);
  const resume = useCallback(() => {
    if (status.kind === 'stopped' || status.kind === 'failed') void run(status.state);
  }, [status, run]);
  const reset = useCallback(() => {
    runs.current += 1;
    setStatus({ kind: 'idle' });
  }, []);

  const rows: Row[] = status.kind === 'idle' ? [] : status.state.rows;
  return { status, rows, cancel, resume, reset };
}
