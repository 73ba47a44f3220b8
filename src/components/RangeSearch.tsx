import { useEffect, useRef } from 'react';
import { FailureWords, LoadError } from './LoadError.tsx';
import { Button } from './ui/button.tsx';
import type { useWholeList, WholeListStatus } from './useWholeList.ts';
import type { DayRange } from '../lib/format/day-range.ts';
import { dateDMY, numberOrText } from '../lib/format/format.ts';
import { readingTime } from '../lib/format/range-rows.ts';
import * as text from '../lib/text.ts';

const t = text.statement;

type WholeList = Pick<ReturnType<typeof useWholeList<unknown>>, 'status' | 'cancel' | 'resume' | 'read'>;

/** The line of a search that is running: one wording, said by the status and by the table that waits for it. */
function runningLine(status: Extract<WholeListStatus<unknown>, { kind: 'running' }>): string {
  if (status.cancelling) return text.exporting.cancelling;
  return status.state.done
    ? t.searching(status.state.done, status.state.pages, status.state.rows.length)
    : t.searchStarting;
}

/**
 * What a range's table says while no row of it is on screen: while the search runs, the search's own
 * line (never a page the status has already passed); once the whole list is read, that none fall in the
 * range; otherwise (asked, stopped, failed: not all read) the list's empty text.
 */
export function rangeEmptyText(status: WholeListStatus<unknown>, empty: string): string {
  if (status.kind === 'running') return runningLine(status);
  return status.kind === 'done' ? t.noRowsInRange : empty;
}

/**
 * How the search of the whole list for a date range goes: what reading it costs (pages and time, asked
 * before reading), progress and Cancel, a stop, a failure, the count. A control pressed here that goes
 * away with the step it ends (Read the whole list, Cancel, Search the rest) hands focus to the control
 * that takes its place, or to the line that says where the search is.
 */
export function RangeSearch({ whole, matches, range }: { whole: WholeList; matches: number; range: DayRange }) {
  const { status } = whole;
  const box = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  const press = (action: () => void) => () => {
    pressed.current = true;
    action();
  };
  // Until the member takes focus elsewhere, focus that the page lost with a control of this box comes back here.
  useEffect(() => {
    const active = document.activeElement;
    if (!pressed.current || !box.current || (active && active !== document.body)) {
      if (active && active !== document.body && !box.current?.contains(active)) pressed.current = false;
      return;
    }
    const next = box.current.querySelector<HTMLElement>('button:not([aria-disabled="true"])');
    const line = box.current.querySelector<HTMLElement>('[role="status"]');
    (next ?? line)?.focus();
  });

  const day = (value: string) => (value ? dateDMY(value) : '');
  if (status.kind === 'failed') {
    return (
      <div ref={box}>
        <LoadError
          message={
            <>
              <strong className="font-semibold">{t.searchFailed(status.state.done + 1, status.state.pages)}</strong>{' '}
              <FailureWords error={status.error} />
            </>
          }
          onRetry={press(whole.resume)}
        />
      </div>
    );
  }
  if (status.kind === 'asking') {
    const { unit, count } = readingTime(status.state.pages, status.state.done, status.pageMs);
    return (
      <div ref={box} className="flex flex-wrap items-center gap-3" data-print-hide>
        <p role="status" tabIndex={-1} className="text-sm outline-none">
          {t.searchAsk(numberOrText(status.state.pages), t.readingTime[unit](count))}
        </p>
        <Button type="button" size="sm" onClick={press(whole.read)}>
          {t.searchRead}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={press(whole.cancel)}>
          {text.exporting.cancel}
        </Button>
      </div>
    );
  }
  return (
    <div ref={box} className="flex flex-wrap items-center gap-3" data-print-hide>
      <p role="status" tabIndex={-1} className="text-sm text-muted-foreground outline-none">
        {status.kind === 'running'
          ? runningLine(status)
          : status.kind === 'stopped'
            ? t.searchStopped(status.state.done, status.state.pages)
            : status.kind === 'done'
              ? t.rowsInRange(matches, day(range.from), day(range.to))
              : ''}
      </p>
      {status.kind === 'running' ? (
        // aria-disabled, not disabled, while cancelling: focus stays on it until Search the rest takes its place.
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-disabled={status.cancelling || undefined}
          onClick={status.cancelling ? undefined : press(whole.cancel)}
        >
          {text.exporting.cancel}
        </Button>
      ) : status.kind === 'stopped' ? (
        <Button type="button" variant="outline" size="sm" onClick={press(whole.resume)}>
          {t.searchRest}
        </Button>
      ) : null}
    </div>
  );
}
