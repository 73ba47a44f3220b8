import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { rangeInvalid, rangeSet, type DayRange } from '../../lib/ledgers/range.ts';
import * as text from '../../lib/text.ts';

const t = text.ledgers.statement;

/**
 * From/To dates over a ledger's rows. The range is kept as typed; a From after To is said under To
 * and filters nothing until it is put right.
 */
export function DateRangeFilter({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const invalid = rangeInvalid(range);
  return (
    <fieldset className="grid min-w-0 gap-2" data-print-hide>
      <legend className="mb-1 text-sm font-medium">{t.filterLabel}</legend>
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:flex sm:flex-wrap sm:items-start">
        <Field label={t.from} className="sm:w-44">
          <Input
            type="date"
            value={range.from}
            onChange={(event) => onChange({ ...range, from: event.target.value })}
          />
        </Field>
        <Field label={t.to} className="sm:w-44" error={invalid ? t.invalidRange : undefined}>
          <Input type="date" value={range.to} onChange={(event) => onChange({ ...range, to: event.target.value })} />
        </Field>
        {rangeSet(range) ? (
          <Button
            type="button"
            variant="outline"
            className="self-end min-[360px]:col-span-2 sm:mb-0 sm:self-start sm:mt-7"
            onClick={() => onChange({ from: '', to: '' })}
          >
            {t.clear}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">{t.filterHint}</p>
    </fieldset>
  );
}
