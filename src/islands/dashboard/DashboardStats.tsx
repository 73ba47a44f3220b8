import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { getDashboard } from '../../lib/dashboard/api.ts';
import { showValue, visibleFields } from '../../lib/dashboard/cards.ts';
import type { DashboardData } from '../../lib/dashboard/schema.ts';
import { isApiError, type ApiError } from '../../lib/api/errors.ts';
import { $plan, loadPlan } from '../../lib/session/plan.ts';
import * as text from '../../lib/text.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';

/** The stat cards of GET dashboard. */
export function DashboardStats() {
  const plan = useStore($plan);
  const [data, setData] = useState<DashboardData | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(() => {
    setLoading(true);
    getDashboard()
      .then((answer) => {
        setData(answer);
        setError(null);
      })
      .catch((caught: unknown) => {
        if (!isApiError(caught)) throw caught;
        // A 401 already ends the session and leaves the page.
        if (caught.kind !== 'unauthorized') setError(caught);
      })
      .finally(() => setLoading(false));
  }, []);

  useEffect(() => {
    load();
    loadPlan().catch(() => {
      // Without the flags the team cards stay hidden; the rest of the dashboard still works.
    });
  }, [load]);

  if (!data) {
    if (error) return <LoadError message={`${text.dashboard.loadFailed} ${error.firstMessage}`} onRetry={load} retrying={loading} />;
    return (
      <div aria-busy="true">
        <span className="sr-only">{text.common.loading}</span>
        <Skeleton className="mb-3 h-7 w-48" />
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4">
          {Array.from({ length: 12 }, (_, index) => (
            <Skeleton key={index} className="h-[70px] sm:h-[78px]" />
          ))}
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="dashboard-stats-title">
      <h2 id="dashboard-stats-title" className="mb-3 text-lg font-semibold">
        {text.dashboard.greeting(data.username)}
      </h2>
      <ul aria-label={text.dashboard.statsLabel} className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4">
        {visibleFields(data, plan?.binary === true).map((field) => (
          <li key={field} className="min-w-0 rounded-lg border border-border bg-card p-3 shadow-sm">
            <p className="text-xs font-medium text-muted-foreground sm:text-sm">{text.dashboard.labels[field]}</p>
            <p className="mt-1 break-words text-base font-semibold tabular-nums sm:text-lg">{showValue(field, data[field])}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
