import { useEffect, useRef, useState } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { ApiError } from '../../lib/api/errors.ts';
import { loadFailure } from '../../lib/api/load-failure.ts';
import type { ExportState } from '../../lib/ledgers/export.ts';
import { inRange, rangeInvalid, type DayRange } from '../../lib/ledgers/range.ts';
import * as text from '../../lib/text.ts';
import { cellText, type Ledger } from './ledgers.tsx';

const t = text.ledgers.statement;

export type ExportStatus =
  | { kind: 'idle' }
  | { kind: 'running'; state: ExportState<unknown> | null; cancelling: boolean }
  | { kind: 'cancelled' }
  | { kind: 'failed'; state: ExportState<unknown>; error: ApiError }
  | { kind: 'done'; file: string; rows: number };

/** The statement's rows as CSV text: the columns as on screen, rows within the range (numbered as on screen). */
function statementRows(ledger: Ledger<unknown>, rows: unknown[], range: DayRange): string[][] {
  const date = ledger.date;
  return rows.flatMap((row, index) =>
    !date || inRange(date(row), range) ? [ledger.columns.map((column) => cellText(column, row, index))] : [],
  );
}

/**
 * Export CSV and Print for one ledger. The export fetches every page in turn (the CSV code arrives only
 * when it is pressed), shows how far it got, stops after the current page on Cancel, and after a
 * failure keeps what it fetched so Try again goes on from the page that failed.
 */
export function LedgerExport({
  ledger,
  range,
  initial = { kind: 'idle' },
}: {
  ledger: Ledger<unknown>;
  range: DayRange;
  /** The state to start in (component docs). */
  initial?: ExportStatus;
}) {
  const [status, setStatus] = useState<ExportStatus>(initial);
  const stop = useRef(false);
  useEffect(
    () => () => {
      stop.current = true;
    },
    [],
  );

  async function run(from: ExportState<unknown> | null) {
    stop.current = false;
    setStatus({ kind: 'running', state: from, cancelling: false });
    try {
      const exporter = await import('../../lib/ledgers/export.ts');
      const outcome = await exporter.collectPages(ledger.load, from ?? exporter.startState(), {
        onPage: (state) =>
          setStatus((now) => ({ kind: 'running', state, cancelling: now.kind === 'running' && now.cancelling })),
        stopped: () => stop.current,
      });
      if (outcome.status === 'cancelled') return setStatus({ kind: 'cancelled' });
      if (outcome.status === 'failed') {
        const error = loadFailure(outcome.error);
        return setStatus(error ? { kind: 'failed', state: outcome.state, error } : { kind: 'idle' });
      }
      const rows = statementRows(ledger, outcome.state.rows, range);
      const file = exporter.csvFilename(ledger.file, new Date());
      exporter.saveFile(
        exporter.toCsv(
          ledger.columns.map((column) => column.header),
          rows,
        ),
        file,
      );
      setStatus({ kind: 'done', file, rows: rows.length });
    } catch (error) {
      // The export code itself did not arrive (offline): nothing fetched yet, Try again starts over.
      const failure = loadFailure(error);
      setStatus(
        failure
          ? { kind: 'failed', state: from ?? { rows: [], next: undefined, done: 0, pages: 1 }, error: failure }
          : { kind: 'idle' },
      );
    }
  }

  const running = status.kind === 'running';
  return (
    <div className="grid gap-2" data-print-hide>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          loading={running}
          disabled={running || rangeInvalid(range)}
          onClick={() => void run(null)}
        >
          {t.exportCsv}
        </Button>
        {running ? (
          <Button
            type="button"
            variant="outline"
            disabled={status.cancelling}
            onClick={() => {
              stop.current = true;
              setStatus({ ...status, cancelling: true });
            }}
          >
            {t.cancel}
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={() => window.print()}>
            {t.print}
          </Button>
        )}
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {status.kind === 'running'
          ? status.cancelling
            ? t.cancelling
            : status.state
              ? t.progress(status.state.done, status.state.pages, status.state.rows.length)
              : t.starting
          : status.kind === 'cancelled'
            ? t.cancelled
            : status.kind === 'done'
              ? t.done(status.file, status.rows)
              : ''}
      </p>
      {status.kind === 'failed' ? (
        <LoadError
          message={
            <>
              <strong className="font-semibold">
                {t.failed(status.state.done + 1, status.state.pages, status.state.rows.length)}
              </strong>{' '}
              {status.error.firstMessage}
            </>
          }
          onRetry={() => void run(status.state)}
        />
      ) : null}
    </div>
  );
}
