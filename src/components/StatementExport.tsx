import { useEffect, useRef, useState } from 'react';
import { FailureWords, LoadError } from './LoadError.tsx';
import { Button } from './ui/button.tsx';
import type { Column } from './DataTable.tsx';
import type { ApiError } from '../lib/api/errors.ts';
import { loadFailure } from '../lib/api/load-failure.ts';
import type { ExportPage, ExportState } from '../lib/api/pages.ts';
import { inRange, rangeInvalid, type DayRange } from '../lib/format/day-range.ts';
import * as text from '../lib/text.ts';

const t = text.statement;
const x = text.exporting;

/** A column whose cell is more than text (a badge, a link) says what its text is for a CSV statement. */
export interface StatementColumn<Row> extends Column<Row> {
  text?: (row: Row, index: number) => string;
}

/**
 * A cell's text for a statement: as on screen (the same formats), a badge by its word. The screen's
 * dash for "nothing here" is an empty cell: a spreadsheet would take a lone "-" as a formula's start.
 */
export function cellText<Row>(column: StatementColumn<Row>, row: Row, index: number): string {
  const shown = column.text ? column.text(row, index) : column.cell(row, index);
  const value = typeof shown === 'string' || typeof shown === 'number' ? String(shown) : '';
  return value === text.common.dash ? '' : value;
}

/** What a statement needs of a paged list: its columns, how it loads a page, its file name and its date. */
export interface StatementList<Row> {
  columns: readonly StatementColumn<Row>[];
  /** Loads the first page, or the server-supplied page URL (the list's own call). */
  load: (url?: string) => Promise<ExportPage<Row>>;
  /** The CSV file's name before the date ("transactions" → transactions-2026-11-25.csv). */
  file: string;
  /** The timestamp the date range filters on; a list without one exports every row. */
  date?: (row: Row) => string | null;
}

export type ExportStatus =
  | { kind: 'idle' }
  | { kind: 'running'; state: ExportState<unknown> | null; cancelling: boolean }
  | { kind: 'cancelled' }
  | { kind: 'failed'; state: ExportState<unknown>; error: ApiError }
  | { kind: 'done'; file: string; rows: number };

/** The statement's rows as CSV text: the columns as on screen, rows within the range (numbered as on screen). */
function statementRows<Row>(list: StatementList<Row>, rows: Row[], range: DayRange): string[][] {
  const date = list.date;
  return rows.flatMap((row, index) =>
    !date || inRange(date(row), range) ? [list.columns.map((column) => cellText(column, row, index))] : [],
  );
}

/**
 * Export CSV and Print for one paged list. The export fetches every page in turn (the CSV code arrives
 * only when it is pressed), shows how far it got, stops after the current page on Cancel, and after a
 * failure keeps what it fetched so Try again goes on from the page that failed.
 */
export function StatementExport<Row>({
  list,
  range,
  initial = { kind: 'idle' },
}: {
  list: StatementList<Row>;
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
      const [pages, csv] = await Promise.all([import('../lib/api/pages.ts'), import('../lib/format/csv.ts')]);
      const outcome = await pages.collectPages(
        list.load,
        (from as ExportState<Row> | null) ?? pages.startState<Row>(),
        {
          onPage: (state) =>
            setStatus((now) => ({ kind: 'running', state, cancelling: now.kind === 'running' && now.cancelling })),
          stopped: () => stop.current,
        },
      );
      if (outcome.status === 'cancelled') return setStatus({ kind: 'cancelled' });
      if (outcome.status === 'failed') {
        const error = loadFailure(outcome.error);
        return setStatus(error ? { kind: 'failed', state: outcome.state, error } : { kind: 'idle' });
      }
      const rows = statementRows(list, outcome.state.rows, range);
      const file = csv.csvFilename(list.file, new Date());
      csv.saveFile(
        csv.toCsv(
          list.columns.map((column) => column.header),
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
            {x.cancel}
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
            ? x.cancelling
            : status.state
              ? x.progress(status.state.done, status.state.pages, status.state.rows.length)
              : x.starting
          : status.kind === 'cancelled'
            ? x.cancelled
            : status.kind === 'done'
              ? x.done(status.file, status.rows)
              : ''}
      </p>
      {status.kind === 'failed' ? (
        <LoadError
          message={
            <>
              <strong className="font-semibold">
                {x.failed(status.state.done + 1, status.state.pages, status.state.rows.length)}
              </strong>{' '}
              <FailureWords error={status.error} />
            </>
          }
          onRetry={() => void run(status.state)}
        />
      ) : null}
    </div>
  );
}
