import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { getTodayTasks, uploadTask } from '../../lib/tasks/api.ts';
import type { Task, TodayTasksAnswer } from '../../lib/tasks/schema.ts';
import { safeWebUrl } from '../../lib/tasks/url.ts';
import { completedCount, detailOf } from '../../lib/tasks/progress.ts';
import { prepareImage } from '../../lib/api/upload.ts';
import { isApiError, type ApiError } from '../../lib/api/errors.ts';
import { newIdempotencyKey } from '../../lib/api/client.ts';
import { notify } from '../../lib/toast/toasts.ts';
import { text } from '../../lib/text.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, controlClasses } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { RewardFlow, viewAd } from '../../components/tasks/RewardFlow.tsx';

type Load = { kind: 'loading' } | { kind: 'error'; error: ApiError | null } | { kind: 'ready'; answer: TodayTasksAnswer };


/** Today's Task: the day's task cards with link copy, View (the ad and its reward) and Upload Task. */
export function TodayTasks() {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [uploading, setUploading] = useState<Task | null>(null);

  const refresh = useCallback(async (quiet = false) => {
    if (!quiet) setLoad({ kind: 'loading' });
    try {
      setLoad({ kind: 'ready', answer: await getTodayTasks() });
    } catch (error) {
      if (isApiError(error) && error.kind === 'unauthorized') return;
      if (quiet) notify(isApiError(error) ? error.firstMessage : text.errors.requestFailed, 'error');
      else setLoad({ kind: 'error', error: isApiError(error) ? error : null });
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  if (load.kind === 'loading') return <TodaySkeleton />;
  if (load.kind === 'error') {
    return (
      <Card role="alert" className="p-4">
        <p className="mb-3">{load.error?.message ?? text.errors.requestFailed}</p>
        {load.error === null || load.error.retryable ? (
          <Button type="button" variant="outline" onClick={() => void refresh()}>
            {text.common.retry}
          </Button>
        ) : null}
      </Card>
    );
  }

  const { data, addedTask, max_count, min_required } = load.answer;
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
            {max_count > 0 ? <p className="text-muted-foreground">{text.tasks.limits(min_required, max_count)}</p> : null}
          </div>
          <RewardFlow onClaimed={() => void refresh(true)} />
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {data.map((task) => (
              <li key={task.id}>
                <TaskCard task={task} completed={done.has(detailOf(task))} onUpload={() => setUploading(task)} />
              </li>
            ))}
          </ul>
        </>
      )}
      <UploadTaskDialog task={uploading} onClose={() => setUploading(null)} onUploaded={() => void refresh(true)} />
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
        <CardTitle id={headingId} as="h2" className="text-base">
          {task.name}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{task.task_date}</p>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        {task.description ? <p className="text-sm">{task.description}</p> : null}
        {link ? (
          <div className="flex min-w-0 items-center gap-1 rounded-md bg-muted px-2 py-1">
            <a href={link.href} target="_blank" rel="noopener noreferrer" className="min-w-0 flex-1 truncate py-1 text-sm text-primary underline underline-offset-2">
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
        <Button type="button" variant="outline" onClick={onUpload} aria-describedby={headingId}>
          {text.tasks.uploadTask}
        </Button>
      </CardFooter>
    </Card>
  );
}

function CopyIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </svg>
  );
}

function CheckMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true" focusable="false">
      <path d="m5 12 5 5 9-10" />
    </svg>
  );
}

type UploadErrors = { image?: string; description?: string; form?: string };

/** The 'Upload Task' modal: image (PNG/JPEG by content, scaled below 2 MB) and description, with progress and retry. */
function UploadTaskDialog({ task, onClose, onUploaded }: { task: Task | null; onClose: () => void; onUploaded: () => void }) {
  const [image, setImage] = useState<File | null>(null);
  const [scaled, setScaled] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<UploadErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const key = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const descriptionId = useId();
  const taskId = task?.id;

  // A new task starts a new form; the same task keeps what was chosen and typed.
  const [formTask, setFormTask] = useState<number | undefined>(undefined);
  if (taskId !== undefined && taskId !== formTask) {
    setFormTask(taskId);
    setImage(null);
    setScaled(false);
    setDescription('');
    setErrors({});
    setProgress(null);
    key.current = null;
  }

  useEffect(() => {
    if (!image) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const choose = async (file: File | undefined) => {
    key.current = null;
    if (!file) return;
    setChecking(true);
    const prepared = await prepareImage(file);
    setChecking(false);
    if (!prepared.ok) {
      setImage(null);
      setErrors((current) => ({ ...current, image: text.errors.invalidImage }));
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setImage(prepared.file);
    setScaled(prepared.scaled);
    setErrors((current) => ({ ...current, image: undefined, form: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!task || progress !== null) return;
    const found: UploadErrors = {};
    if (!image) found.image = text.common.required;
    if (!description.trim()) found.description = text.common.required;
    setErrors(found);
    if (found.image || found.description || !image) return;
    key.current ??= newIdempotencyKey();
    setProgress(0);
    try {
      const answer = await uploadTask(
        { taskId: task.id, image, description: description.trim() },
        { idempotencyKey: key.current, onProgress: (fraction) => setProgress(Math.round(fraction * 100)) },
      );
      notify(typeof answer.msg === 'string' && answer.msg ? answer.msg : text.tasks.uploaded, 'success');
      setFormTask(undefined);
      onClose();
      onUploaded();
    } catch (error) {
      if (isApiError(error) && error.kind === 'unauthorized') return;
      const fields = isApiError(error) ? error.fieldErrors : {};
      setErrors({
        image: fields.task_image,
        description: fields.description,
        form: isApiError(error) && error.kind === 'rejected' ? error.firstMessage : text.tasks.uploadFailed,
      });
      notify(isApiError(error) ? error.firstMessage : text.errors.requestFailed, 'error');
      // A refused upload will be refused again; a dropped one may be repeated with the same key.
      if (isApiError(error) && error.kind === 'rejected') key.current = null;
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.tasks.uploadTask}</DialogTitle>
          <DialogDescription>{task?.name}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field label={text.tasks.image} hint={text.tasks.uploadHint} error={errors.image} required>
            <Input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg"
              disabled={busy}
              onChange={(event) => void choose(event.target.files?.[0])}
              className="h-auto py-1.5"
            />
          </Field>
          {preview ? (
            <figure className="flex items-center gap-3">
              <img src={preview} alt="" className="h-16 w-24 rounded border border-border object-cover" />
              <figcaption className="text-sm text-muted-foreground">
                {image?.name}
                {scaled ? <span className="block">{text.tasks.scaled}</span> : null}
              </figcaption>
            </figure>
          ) : null}
          <Field label={text.tasks.description} error={errors.description} controlId={descriptionId} required>
            <textarea
              rows={3}
              value={description}
              disabled={busy}
              onChange={(event) => {
                key.current = null;
                setDescription(event.target.value);
              }}
              className={cn(controlClasses, 'w-full px-3 py-2 text-base sm:text-sm')}
            />
          </Field>
          {busy ? <UploadProgress percent={progress} /> : null}
          {errors.form && !busy ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.form}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" loading={busy || checking}>
              {text.tasks.upload}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={text.tasks.uploading(percent)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground">{text.tasks.uploading(percent)}</p>
    </div>
  );
}
