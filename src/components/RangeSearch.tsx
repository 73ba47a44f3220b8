import { LoadError } from './LoadError.tsx';
import { Button } from './ui/button.tsx';
import type { useWholeList } from './useWholeList.ts';
import type { DayRange } from '../lib/format/day-range.ts';
import { dateDMY, numberOrText } from '../lib/format/format.ts';
import { readingTime } from '../lib/format/range-rows.ts';
import * as text from '../lib/text.ts';

const t = text.statement;

type WholeList = Pick<ReturnType<typeof useWholeList<unknown>>, 'status' | 'cancel' | 'resume' | 'read'>;

/**
 * How the search of the whole list for a date range goes: what reading it costs (pages and time, asked
 * before reading), progress and Cancel, a stop, a failure, the count.
 */
export function RangeSearch({ whole, matches, range }: { whole: WholeList; matches: number; range: DayRange }) {
  const { status } = whole;
  const day = (value: string) => (value ? dateDMY(value) : '');
  if (status.kind === 'failed') {
    return (
      <LoadError
        message={
          <>
            <strong className="font-semibold">{t.searchFailed(status.state.done + 1, status.state.pages)}</strong>{' '}
            {status.error.firstMessage}
          </>
        }
        onRetry={whole.resume}
      />
    );
  }
  if (status.kind === 'asking') {
    const { unit, count } = readingTime(status.state.pages, status.state.done, status.pageMs);
    return (
      <div className="flex flex-wrap items-center gap-3" data-print-hide>
        <p role="status" className="text-sm">
          {t.searchAsk(numberOrText(status.state.pages), t.readingTime[unit](count))}
        </p>
        <Button type="button" size="sm" onClick={whole.read}>
          {t.searchRead}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={whole.cancel}>
          {text.exporting.cancel}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3" data-print-hide>
      <p role="status" className="text-sm text-muted-foreground">
        {status.kind === 'running'
          ? status.cancelling
            ? text.exporting.cancelling
            : status.state.done
              ? t.searching(status.state.done, status.state.pages, status.state.rows.length)
              : t.searchStarting
          : status.kind === 'stopped'
            ? t.searchStopped(status.state.done, status.state.pages)
            : status.kind === 'done'
              ? t.rowsInRange(matches, day(range.from), day(range.to))
              : ''}
      </p>
      {status.kind === 'running' ? (
        <Button type="button" variant="outline" size="sm" disabled={status.cancelling} onClick={whole.cancel}>
          {text.exporting.cancel}
        </Button>
      ) : status.kind === 'stopped' ? (
        <Button type="button" variant="outline" size="sm" onClick={whole.resume}>
          {t.searchRest}
        </Button>
      ) : null}
    </div>
  );
}
