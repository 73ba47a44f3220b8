import type { ReactNode } from 'react';
import type { ChartBox } from '../../../lib/dashboard/charts.ts';
import * as text from '../../../lib/text.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

export type ChartCardProps = {
  /** Names the figure (its heading). */
  title: string;
  /** The drawing's least height (a CHART_BOX class), the same while loading, so nothing below moves. */
  box: ChartBox;
  /** The drawing, or what stands in for it (an empty note, a failure); none while it loads (a skeleton). */
  children?: ReactNode;
  /** The chart's numbers as a table (the text alternative), behind "Show the numbers". */
  numbers?: ReactNode;
};

/**
 * One dashboard chart: a figure named by its heading, the drawing in a box of fixed height, and its
 * numbers in a table a keyboard and a screen reader reach through a disclosure.
 */
export function ChartCard({ title, box, children, numbers }: ChartCardProps) {
  const id = `chart-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <figure aria-labelledby={id} className="min-w-0 rounded-lg border border-border bg-card p-3 shadow-sm sm:p-4">
      <figcaption id={id} className="mb-2 text-base font-semibold">
        {title}
      </figcaption>
      {/* A grid, so the skeleton stretches to the box's least height. */}
      <div className={`grid ${box}`}>{children ?? <Skeleton />}</div>
      {/* A loading chart keeps the disclosure's line, so the card does not grow when the numbers arrive. */}
      {numbers ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring">
            {text.dashboard.charts.showNumbers}
          </summary>
          <div className="mt-2">{numbers}</div>
        </details>
      ) : (
        <p aria-hidden="true" className="mt-2 text-sm">
          {'\u00a0'}
        </p>
      )}
    </figure>
  );
}

/** The charts' section: its heading and a grid of cards (one column on a phone, two from md). */
export function ChartsFrame({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <section aria-labelledby="dashboard-charts-title" aria-busy={busy || undefined}>
      <h2 id="dashboard-charts-title" className="mb-3 text-lg font-semibold">
        {text.dashboard.charts.section}
      </h2>
      <div className="grid gap-3 md:grid-cols-2">{children}</div>
    </section>
  );
}
