import { lazy, Suspense, useId, useState } from 'react';
import { getTodayTasks } from '../../lib/tasks/api.ts';
import type { Task } from '../../lib/tasks/schema.ts';
import { safeWebUrl } from '../../lib/tasks/url.ts';
import { completedCount, detailOf } from '../../lib/tasks/progress.ts';
import { FailureWords, LoadError } from '../../components/LoadError.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import { notify } from '../../lib/toast/toasts.ts';
import { dateDMY } from '../../lib/format/format.ts';
import * as text from '../../lib/text.ts';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { RewardFlow, viewAd } from '../../components/tasks/RewardFlow.tsx';
import { island } from '../../components/IslandRoot.ts';

// The upload form loads when first wanted (its button prefetches it on hover or focus).
const loadUploadDialog = () => import('./parts/UploadTaskDialog.tsx');
const UploadTaskDialog = lazy(loadUploadDialog);

/** Today's Task: the day's task cards with link copy, View (the ad and its reward) and Upload Task. */
function TodayTasksContent() {
  const { data: answer, error, loading, reload, refresh } = useLoad(getTodayTasks);
  useDrawnMark(Boolean(answer));
  const [uploading, setUploading] = useState<Task | null>(null);
  const [uploadUsed, setUploadUsed] = useState(false);

  if (!answer) {
    if (error)
      return (
        <LoadError
          message={<FailureWords error={error} />}
          onRetry={error.retryable ? reload : undefined}
          retrying={loading}
        />
      );
    return <TodayTasksSkeleton />;
  }

  const { data, addedTask, max_count, min_required } = answer;
  const done = new Set(addedTask);
  const doneCount = completedCount(data, addedTask);

  return (
    <div className="grid gap-4">
      {data.length === 0 ? (
        <Card className="p-6 text-center text-muted-foreground">{text.tasks.none}</Card>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <p className="font-medium">{text.tasks.doneCount(doneCount, data.length)}</p>
            {max_count > 0 ? (
              <p className="text-muted-foreground">{text.tasks.limits(min_required, max_count)}</p>
            ) : null}
          </div>
          <RewardFlow onClaimed={refresh} />
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {data.map((task) => (
              <li key={task.id}>
                <TaskCard
                  task={task}
                  completed={done.has(detailOf(task))}
                  onUpload={() => {
                    setUploadUsed(true);
                    setUploading(task);
                  }}
                />
              </li>
            ))}
          </ul>
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

/** Today's tasks' shape while they load: the page's first paint, and the island's own until the answer. */
export function TodayTasksSkeleton() {
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

async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

function TaskCard({ task, completed, onUpload }: { task: Task; completed: boolean; onUpload: () => void }) {
  const link = safeWebUrl(task.link);
  const headingId = useId();
  return (
    <Card className="flex h-full flex-col" aria-labelledby={headingId} role="article">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle id={headingId} as="h2" className="text-base" lang="en">
          {task.name}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{dateDMY(task.task_date)}</p>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        {task.description ? (
          <p className="text-sm" lang="en">
            {task.description}
          </p>
        ) : null}
        {link ? (
          <div className="flex min-w-0 items-center gap-1 rounded-md bg-muted px-2 py-1">
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="min-w-0 flex-1 truncate py-1 text-sm text-primary underline underline-offset-2"
            >
              {task.link}
            </a>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label={text.tasks.copyLink(task.name)}
              onClick={async () => {
                if (await copyText(task.link)) notify(text.tasks.linkCopied, 'success');
                else notify(text.tasks.copyFailed, 'error');
              }}
            >
              <CopyIcon />
            </Button>
          </div>
        ) : null}
      </CardContent>
      <CardFooter className="gap-2">
        {completed ? (
          <Button type="button" variant="secondary" disabled aria-describedby={headingId}>
            <CheckMark />
            {text.tasks.completed}
          </Button>
        ) : (
          <Button type="button" aria-describedby={headingId} onClick={() => viewAd(task.link, detailOf(task))}>
            {text.tasks.view}
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          onClick={onUpload}
          onPointerEnter={() => void loadUploadDialog()}
          onFocus={() => void loadUploadDialog()}
          aria-describedby={headingId}
        >
          {text.tasks.uploadTask}
        </Button>
      </CardFooter>
    </Card>
  );
}

function CopyIcon() {
  return (
    <Icon strokeLinecap="butt" strokeLinejoin="miter">
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </Icon>
  );
}

function CheckMark() {
  return (
    <Icon strokeWidth="2.5" strokeLinecap="butt" strokeLinejoin="miter">
      <path d="m5 12 5 5 9-10" />
    </Icon>
  );
}

export const TodayTasks = island(TodayTasksContent);
