import { Button } from './ui/button.tsx';
import { Field } from './ui/field.tsx';
import { Input } from './ui/input.tsx';
import { localDay, rangeApplies, rangeInvalid, rangeSet, type DayRange } from '../lib/format/day-range.ts';
import { dateDMY } from '../lib/format/format.ts';
import * as text from '../lib/text.ts';

const t = text.statement;

/**
 * From/To dates over a ledger's rows. The range is kept as typed; a From after To is said under To
 * and filters nothing until it is put right.
 */
export function DateRangeFilter({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const invalid = rangeInvalid(range);
  return (
    <fieldset className="grid min-w-0 gap-2" data-print-hide>
      <legend className="mb-1 text-sm font-medium">{t.filterLabel}</legend>
      <div className="flex flex-wrap items-start gap-3">
        <Field label={t.from} className="w-40">
          <Input
            type="date"
            name="from"
            value={range.from}
            onChange={(event) => onChange({ ...range, from: event.target.value })}
          />
        </Field>
        <Field label={t.to} className="w-40" error={invalid ? t.invalidRange : undefined}>
          <Input
            type="date"
            name="to"
            value={range.to}
            onChange={(event) => onChange({ ...range, to: event.target.value })}
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xs text-muted-foreground">{t.filterHint}</p>
        {rangeSet(range) ? (
          <Button type="button" variant="outline" size="sm" onClick={() => onChange({ from: '', to: '' })}>
            {t.clear}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

/**
 * On paper the controls are gone: the statement says which dates it covers and when it was printed,
 * and, without a range, which rows of the list the printed page holds ("Rows 1–10 of 14, this page").
 */
export function PrintedRange({
  range,
  page,
  rows,
}: {
  range: DayRange;
  /** The server's page on screen (null: every row in the range is printed). */
  page?: { from?: number | null; to?: number | null; total?: number | null } | null;
  rows?: number;
}) {
  const day = (value: string) => (value ? dateDMY(value) : '');
  const from = page?.from ?? (rows ? 1 : 0);
  const to = page?.to ?? rows ?? 0;
  const total = page?.total ?? null;
  return (
    <p className="hidden text-sm print:block">
      {rangeApplies(range) ? t.printedRange(day(range.from), day(range.to)) : t.allDates} ·{' '}
      {t.printedOn(dateDMY(localDay(new Date())))}
      {page && total !== null && total > to ? ` · ${t.printedPage(from, to, total)}` : ''}
    </p>
  );
}
