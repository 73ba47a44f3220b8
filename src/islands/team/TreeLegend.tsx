import type { ReactNode } from 'react';
import * as text from '../../lib/text.ts';
import { ExpandMark, StatusMark } from './TreeNodes.tsx';

function LegendItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        {children}
      </svg>
      {label}
    </span>
  );
}

/** What the marks on the nodes mean, how many members are loaded, and the keys (on wider screens). */
export function TreeLegend({ showsPaid, loaded, hintId }: { showsPaid: boolean; loaded?: string; hintId?: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <span className="sr-only">{text.team.legend}</span>
      {showsPaid ? (
        <>
          <LegendItem label={text.team.legendPaid}>
            <StatusMark status="paid" x={10} y={10} />
          </LegendItem>
          <LegendItem label={text.team.legendUnpaid}>
            <StatusMark status="unpaid" x={10} y={10} />
          </LegendItem>
        </>
      ) : null}
      <LegendItem label={text.team.legendVacant}>
        <circle
          cx="10"
          cy="10"
          r="7.5"
          className="fill-card stroke-muted-foreground"
          strokeWidth="1.5"
          strokeDasharray="3 2"
        />
      </LegendItem>
      <LegendItem label={text.team.legendMore}>
        <ExpandMark expanded={false} x={10} y={10} />
      </LegendItem>
      {/* Before the count is known its place is kept, so the page does not move when it arrives. */}
      <span className={loaded ? 'ms-auto' : 'invisible ms-auto'}>{loaded ?? text.team.loaded(100)}</span>
      <p id={hintId} className="hidden basis-full sm:block">
        {text.team.keys}
      </p>
    </div>
  );
}
