import { useEffect, useRef, useState, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { CHART_BOX } from '../../lib/dashboard/charts.ts';
import { $dashboard, loadDashboard } from '../../lib/dashboard/store.ts';
import { $plan } from '../../lib/session/plan.ts';
import * as text from '../../lib/text.ts';
import { island } from '../../components/IslandRoot.ts';
import { ChartCard, ChartsFrame } from './parts/ChartCard.tsx';
import { Charts } from './parts/Charts.tsx';

// The drawings travel with the page's start-up code (every dashboard visit shows them, and as a file
// of their own they were a second wave of requests), but they draw, and make their own calls, only
// once the charts come near the screen, or once the figures are in and the browser is idle.

const t = text.dashboard.charts;

/**
 * The charts' cards while they load, each with its title and a box the size of its drawing, so the
 * page does not move when they arrive. The legs card is kept unless the plan is known to be without
 * binary. Also the page's fallback before the island runs.
 */
export function DashboardChartsSkeleton({ binary = true }: { binary?: boolean }) {
  return (
    <ChartsFrame busy>
      <SkeletonCards binary={binary} />
    </ChartsFrame>
  );
}

function SkeletonCards({ binary }: { binary: boolean }) {
  return (
    <>
      <ChartCard title={t.income} box={CHART_BOX.income} />
      <ChartCard title={t.limit} box={CHART_BOX.limit} />
      <ChartCard title={t.levels} box={CHART_BOX.levels} />
      {binary ? <ChartCard title={t.legs} box={CHART_BOX.legs} /> : null}
    </>
  );
}

/**
 * True once the figures are in (the charts come after them) and either the element is within a screen
 * of the viewport or the browser is idle.
 */
function useWanted(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  const [idle, setIdle] = useState(false);
  const figures = useStore($dashboard) !== null;

  useEffect(() => {
    const target = element.current;
    if (near || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);

  useEffect(() => {
    if (idle || !figures) return;
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = whenIdle(() => setIdle(true));
    return () => cancel(handle);
  }, [figures, idle]);

  return figures && (near || idle);
}

/** The dashboard charts: earnings by kind, the income limit, the team by level and the two legs. */
function DashboardChartsContent() {
  const plan = useStore($plan);
  const figures = useStore($dashboard) !== null;
  const box = useRef<HTMLDivElement>(null);
  const wanted = useWanted(box);
  useEffect(() => {
    // The stat cards' request (shared, not a second call); a failure is theirs to show and retry.
    loadDashboard().catch(() => {});
  }, []);
  return (
    <div ref={box}>
      <ChartsFrame busy={!wanted || !figures}>
        {wanted ? <Charts /> : <SkeletonCards binary={plan?.binary !== false} />}
      </ChartsFrame>
    </div>
  );
}

export const DashboardCharts = island(DashboardChartsContent);
