import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { STATS_LOOK, TYPICAL_CARD_COUNT, shownValue, visibleFields } from '../../lib/dashboard/cards.ts';
import { wantsGetStarted } from '../../lib/dashboard/start.ts';
import { loadDashboard } from '../../lib/dashboard/store.ts';
import { $plan, loadPlan } from '../../lib/session/plan.ts';
import * as text from '../../lib/text.ts';
import { FailureWords, LoadError } from '../../components/LoadError.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { island } from '../../components/IslandRoot.ts';
import { setNewcomer } from '../../lib/session/popups.ts';
import { GetStarted } from './parts/GetStarted.tsx';

const { grid: GRID, card: CARD } = STATS_LOOK;

/**
 * The stats while they load: the heading and as many cards as a member usually has, each built like a
 * card (same padding and type sizes), so the page does not jump when the figures arrive. Also the
 * page's fallback before the island runs.
 */
export function DashboardStatsSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">{text.common.loading}</span>
      <Skeleton className="mb-3 h-7 w-48" />
      <ul aria-hidden="true" className={GRID}>
        {Array.from({ length: TYPICAL_CARD_COUNT }, (_, index) => (
          <li key={index} className={`${CARD} animate-pulse border-transparent bg-muted motion-reduce:animate-none`}>
            <p className="text-xs sm:text-sm">{'\u00a0'}</p>
            <p className="mt-1 text-base sm:text-lg">{'\u00a0'}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * GET dashboard (the one answer the charts share), shown once the plan is known too (or failed to load),
 * so team cards do not pop in later.
 */
async function loadStats() {
  const [answer] = await Promise.all([loadDashboard(), loadPlan().catch(() => null)]);
  return answer;
}

/** The stat cards of GET dashboard. */
function DashboardStatsContent() {
  const plan = useStore($plan);
  const { data, error, loading, reload } = useLoad(loadStats);
  useDrawnMark(Boolean(data));
  // A member without a package is a newcomer: pop-ups hold back for them (lib/session/popups.ts).
  useEffect(() => {
    if (data) setNewcomer(wantsGetStarted(data));
  }, [data]);

  if (!data) {
    if (error)
      return (
        <LoadError
          message={
            <>
              {text.dashboard.loadFailed} <FailureWords error={error} />
            </>
          }
          onRetry={reload}
          retrying={loading}
        />
      );
    return <DashboardStatsSkeleton />;
  }

  return (
    <section aria-labelledby="dashboard-stats-title">
      <h2 id="dashboard-stats-title" className={STATS_LOOK.heading}>
        {text.dashboard.greeting(data.username)}
      </h2>
      {/* In the same frame as the cards: a card that arrived later pushed them down. */}
      {wantsGetStarted(data) ? <GetStarted data={data} /> : null}
      <ul aria-label={text.dashboard.statsLabel} className={GRID}>
        {visibleFields(data, plan?.binary === true).map((field) => (
          <li key={field} className={`${CARD} ${STATS_LOOK.shown}`}>
            <p className={STATS_LOOK.label}>{text.dashboard.labels[field]}</p>
            <p className={STATS_LOOK.value}>
              <span dir="ltr" lang={shownValue(field, data[field]).lang}>
                {shownValue(field, data[field]).text}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const DashboardStats = island(DashboardStatsContent);
