import { lazy, Suspense, useEffect, useState } from 'react';
import { getTaskDashboard, getTodayTasks } from '../../../lib/tasks/api.ts';
import { MICROJOB_THRESHOLD } from '../../../lib/tasks/schema.ts';
import { detailOf, taskProgress } from '../../../lib/tasks/progress.ts';
import { FailureWords, LoadError } from '../../../components/LoadError.tsx';
import { useLoad } from '../../../components/useLoad.ts';
import { dateTimeDMY, numberOrText, perAdAmount } from '../../../lib/format/format.ts';
import * as text from '../../../lib/text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { TaskWidgetsSkeleton } from './TaskWidgetsSkeleton.tsx';
import { RewardFlow, viewAd } from '../../../components/tasks/RewardFlow.tsx';
import { useStore } from '@nanostores/react';
import { $popupTurn, popupOpened, wantPopup } from '../../../lib/session/popups.ts';
import { DialogSlot } from '../../../components/ui/dialog-motion.ts';

// Only free-package members see the reminder: its dialog loads for them alone.
const UpgradeReminder = lazy(() => import('./UpgradeReminder.tsx'));

/** The task summary and today's tasks, loaded together. */
async function loadWidgets() {
  const [summary, today] = await Promise.all([getTaskDashboard(), getTodayTasks()]);
  return { summary, today };
}

const COUNTERS = [
  'todayTask',
  'pendingTodayTask',
  'approvedTodayTask',
  'rejectedTodayTask',
  'totalApprovedTask',
  'totalRejectedTask',
] as const;
const REMINDED_KEY = 'upgrade_reminded';

/**
 * The dashboard's task widgets (loaded by the TaskDashboard island after the page's first widgets): the last login, the six task counters, today's tasks with
 * progress and View, the micro-job banner, the paid task section, and the upgrade reminder for
 * free-package members; with `greeting`, a "Welcome" heading of its own above the last-login line.
 */
export default function TaskWidgets({ greeting = false }: { greeting?: boolean }) {
  const { data, error, loading, reload, refresh } = useLoad(loadWidgets);
  const [remind, setRemind] = useState(false);
  // The reminder waits while news pop-ups are up (one pop-up at a time).
  const turn = useStore($popupTurn);
  useEffect(() => wantPopup('upgrade', remind), [remind]);
  const reminding = remind && turn === 'upgrade';
  useEffect(() => {
    if (reminding) popupOpened('upgrade');
  }, [reminding]);
  useEffect(() => {
    if (data?.summary.free_package && !sessionStorage.getItem(REMINDED_KEY)) setRemind(true);
  }, [data]);

  if (!data) {
    if (error)
      return (
        <LoadError
          message={<FailureWords error={error} />}
          onRetry={error.retryable ? reload : undefined}
          retrying={loading}
        />
      );
    return <TaskWidgetsSkeleton greeting={greeting} />;
  }

  const { summary, today } = data;
  const percent = taskProgress(today.data, today.addedTask);
  const added = new Set(today.addedTask);
  const microjob = summary.microjob;
  const closeReminder = () => {
    sessionStorage.setItem(REMINDED_KEY, '1');
    setRemind(false);
  };

  return (
    <section
      className="grid gap-4"
      aria-label={greeting ? undefined : text.dashboard.tasksSection}
      aria-labelledby={greeting ? 'task-widgets-greeting' : undefined}
    >
      {greeting ? (
        <Card className="p-4 sm:p-5">
          <h2 id="task-widgets-greeting" className="text-lg font-semibold">
            {text.dashboard.greeting(summary.username)}
          </h2>
          <LastLogin at={summary.last_login_at} />
        </Card>
      ) : (
        <LastLogin at={summary.last_login_at} />
      )}

      {microjob && microjob.code && microjob.completed_task >= MICROJOB_THRESHOLD ? (
        <div
          role="note"
          aria-labelledby="microjob-title"
          className="rounded-lg border border-s-4 border-border border-s-success bg-card p-4 shadow-sm"
        >
          <h2 id="microjob-title" className="font-semibold">
            {text.dashboard.microjobTitle}
          </h2>
          <p className="text-sm">{text.dashboard.microjobBody(microjob.completed_task, microjob.code)}</p>
        </div>
      ) : null}

      <ul aria-label={text.dashboard.countersLabel} className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {COUNTERS.map((key) => (
          <li key={key}>
            <Card className="h-full p-3 sm:p-4">
              <p className="text-sm text-muted-foreground">{text.dashboard.counters[key]}</p>
              <p className="text-2xl font-semibold tabular-nums">{numberOrText(summary[key])}</p>
            </Card>
          </li>
        ))}
      </ul>

      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <Card role="region" aria-labelledby="task-widgets-today">
          <CardHeader className="pb-3 sm:pb-3">
            <CardTitle as="h2" id="task-widgets-today" className="text-base">
              {text.dashboard.todayList}
            </CardTitle>
          </CardHeader>
          {/* One column that may shrink below the task names (they truncate), so the buttons stay on screen at 320 px. */}
          <CardContent className="grid grid-cols-1 gap-3">
            <div className="grid gap-1">
              <div
                role="progressbar"
                aria-label={text.dashboard.progressLabel}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={text.dashboard.progress(percent)}
                className="h-2.5 overflow-hidden rounded-full bg-muted"
              >
                <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
              </div>
              <p className="text-sm text-muted-foreground">{text.dashboard.progress(percent)}</p>
            </div>
            <RewardFlow onClaimed={refresh} />
            {today.data.length === 0 ? (
              <p className="text-muted-foreground">{text.tasks.none}</p>
            ) : (
              <ul className="divide-y divide-border">
                {today.data.map((task) => {
                  const done = added.has(detailOf(task));
                  const nameId = `dashboard-task-${task.id}`;
                  return (
                    <li key={task.id} className="flex items-center gap-3 py-2">
                      <span id={nameId} className="min-w-0 flex-1 truncate" lang="en">
                        {task.name}
                      </span>
                      {done ? (
                        <Button type="button" size="sm" variant="secondary" disabled aria-describedby={nameId}>
                          {text.tasks.completed}
                        </Button>
                      ) : (
                        <Button
                          type="button"
                          size="sm"
                          aria-describedby={nameId}
                          onClick={() => viewAd(task.link, detailOf(task))}
                        >
                          {text.tasks.view}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </CardContent>
        </Card>

        {summary.is_paid !== 0 && !summary.free_package ? (
          <Card>
            <CardHeader className="pb-3 sm:pb-3">
              <CardTitle as="h2" className="text-base">
                {text.dashboard.paidTasks}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm text-muted-foreground">{text.dashboard.perAdAmount}</p>
              <p className="text-2xl font-semibold tabular-nums">
                <span dir="ltr">{perAdAmount(summary.per_ad_amount)}</span>
              </p>
            </CardContent>
          </Card>
        ) : null}
      </div>

      <DialogSlot when={reminding}>
        {() => (
          <Suspense fallback={null}>
            <UpgradeReminder onClose={closeReminder} />
          </Suspense>
        )}
      </DialogSlot>
    </section>
  );
}

function LastLogin({ at }: { at: string | null }) {
  return (
    <p className="text-sm text-muted-foreground">
      {text.dashboard.lastLogin}: {at ? dateTimeDMY(at) : text.dashboard.neverLoggedIn}
    </p>
  );
}
