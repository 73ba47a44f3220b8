import { lazy, Suspense, useId, useState, type SyntheticEvent } from 'react';
import { getTodayTasks } from '../../lib/tasks/api.ts';
import type { Task } from '../../lib/tasks/schema.ts';
import { detailOf } from '../../lib/tasks/progress.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import { notify } from '../../lib/toast/toasts.ts';
import * as text from '../../lib/text.ts';
import { toReact } from '../../components/view.tsx';
import { actionOf, ViewActions } from '../../components/view-actions.tsx';
import { noTasksView, taskCardsView, todayCountView, todayLook, type TaskAction } from './today-view.ts';
import { TODAY_FIRST_PAINT } from './first-paint-id.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { RewardFlow, viewAd } from '../../components/tasks/RewardFlow.tsx';
import { island } from '../../components/IslandRoot.ts';

// The upload form loads when first wanted (its button prefetches it on hover or focus).
const loadUploadDialog = () => import('./parts/UploadTaskDialog.tsx');
const UploadTaskDialog = lazy(loadUploadDialog);
const LOOK = todayLook();

/** Today's Task: the day's task cards with link copy, View (the ad and its reward) and Upload Task. */
function TodayTasksContent() {
  const { data: answer, error, loading, reload, refresh } = useLoad(getTodayTasks);
  // The page's first paint of the cards steps aside in the frame the island shows its own.
  useDrawnMark(Boolean(answer), { id: TODAY_FIRST_PAINT, settled: Boolean(answer || error) });
  const ids = useId();
  const [uploading, setUploading] = useState<Task | null>(null);
  const [uploadUsed, setUploadUsed] = useState(false);

  if (!answer) {
    if (error)
      return <LoadError message={error.message} onRetry={error.retryable ? reload : undefined} retrying={loading} />;
    return <TodaySkeleton />;
  }

  const tasks = answer.data;
  // The cards are views (today-view.ts, drawn before React too); their buttons say what they do.
  const act = (event: SyntheticEvent) => {
    const action = actionOf(event, 'data-task-action');
    const task = action ? tasks[Number(action.element.getAttribute('data-task'))] : undefined;
    if (!action || !task) return;
    const kind = action.value as TaskAction;
    if (kind === 'copy') void copyLink(task.link);
    else if (kind === 'view') viewAd(task.link, detailOf(task));
    else {
      setUploadUsed(true);
      setUploading(task);
    }
  };
  // Upload's form is fetched once an Upload button is pointed at or focused.
  const prefetch = (event: SyntheticEvent) => {
    if (actionOf(event, 'data-task-action')?.value === 'upload') void loadUploadDialog();
  };

  return (
    <div className="grid gap-4">
      {tasks.length === 0 ? (
        toReact(noTasksView(LOOK))
      ) : (
        <>
          {toReact(todayCountView(answer))}
          <RewardFlow onClaimed={refresh} />
          <ViewActions onClick={act} onPointerOver={prefetch} onFocus={prefetch}>
            {toReact(taskCardsView(answer, (index) => `${ids}-${index}`, LOOK))}
          </ViewActions>
        </>
      )}
      {uploadUsed ? (
        <Suspense fallback={null}>
          <UploadTaskDialog task={uploading} onClose={() => setUploading(null)} onUploaded={refresh} />
        </Suspense>
      ) : null}
    </div>
  );
}

function TodaySkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <Skeleton className="h-5 w-48" />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    </div>
  );
}

async function copyLink(link: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    notify(text.tasks.linkCopied, 'success');
  } catch {
    notify(text.tasks.copyFailed, 'error');
  }
}

export const TodayTasks = island(TodayTasksContent);
