import { useState } from 'react';
import { DateRangeFilter } from '../../../components/DateRangeFilter.tsx';
import type { DayRange } from '../../../lib/format/day-range.ts';

function Example({ title, start }: { title: string; start: DayRange }) {
  const [range, setRange] = useState(start);
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <DateRangeFilter range={range} onChange={setRange} />
    </section>
  );
}

/** The filter empty, set (with Clear dates) and back to front (the message under To). */
export function DateRangeFilterPreview() {
  return (
    <div className="grid gap-6">
      <Example title="Empty" start={{ from: '', to: '' }} />
      <Example title="A range" start={{ from: '2026-11-01', to: '2026-11-25' }} />
      <Example title="From after To" start={{ from: '2026-11-25', to: '2026-11-01' }} />
    </div>
  );
}
