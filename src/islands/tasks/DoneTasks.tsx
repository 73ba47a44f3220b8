import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { listUserTasks } from '../../lib/tasks/api.ts';
import type { UserTask, UserTaskPage } from '../../lib/tasks/schema.ts';
import { safeWebUrl } from '../../lib/tasks/url.ts';
import { pageUrl } from '../../lib/api/client.ts';
import { isApiError, type ApiError } from '../../lib/api/errors.ts';
import { dateDMY } from '../../lib/format/format.ts';
import * as text from '../../lib/text.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { Pager } from '../../components/Pager.tsx';

// The preview dialog loads on demand (View prefetches it on hover or focus); the tooltips follow the
// table, which works without them in the meantime.
const loadPreview = () => import('./parts/ImagePreviewDialog.tsx');
const ImagePreviewDialog = lazy(loadPreview);
const LongTextTip = lazy(() => import('./parts/LongTextTip.tsx'));

/** Text longer than this is cut short in its cell; the tooltip has all of it. */
const SHORT = 20;

type Load = { kind: 'loading' } | { kind: 'error'; error: ApiError | null; url: string } | { kind: 'ready'; page: UserTaskPage };

const STATUS_VARIANT: Record<number, 'warning' | 'success' | 'destructive'> = { 0: 'warning', 1: 'success', 2: 'destructive' };

/** Completed Tasks: the member's hand-ins with image preview, reasons, statuses and server-driven paging. */
export function DoneTasks() {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [paging, setPaging] = useState(false);
  const [preview, setPreview] = useState<UserTask | null>(null);
  const [previewUsed, setPreviewUsed] = useState(false);
  const tableRef = useRef<HTMLDivElement>(null);

  const open = useCallback(async (url: string, first: boolean) => {
    if (first) setLoad({ kind: 'loading' });
    else setPaging(true);
    try {
      const page = await listUserTasks(url);
      setLoad({ kind: 'ready', page });
      if (!first) tableRef.current?.querySelector<HTMLElement>('[data-table-top]')?.focus();
    } catch (error) {
      if (isApiError(error) && error.kind === 'unauthorized') return;
      setLoad({ kind: 'error', error: isApiError(error) ? error : null, url });
    } finally {
      setPaging(false);
    }
  }, []);

  useEffect(() => {
    void open('allusertask', true);
  }, [open]);

  if (load.kind === 'loading') return <DoneSkeleton />;
  if (load.kind === 'error') {
    return (
      <Card role="alert" className="p-4">
        <p className="mb-3">{load.error?.message ?? text.errors.requestFailed}</p>
        {load.error === null || load.error.retryable ? (
          <Button type="button" variant="outline" onClick={() => void open(load.url, true)}>
            {text.common.retry}
          </Button>
        ) : null}
      </Card>
    );
  }

  const { page } = load;
  const serverUrl = page.next_page_url ?? page.prev_page_url ?? null;
  return (
    <Card ref={tableRef} className="grid gap-4 p-3 sm:p-4" aria-busy={paging || undefined}>
      <h2 tabIndex={-1} data-table-top className="sr-only">
        {text.tasks.completedTitle}
      </h2>
      <Table scrollLabel={text.tasks.completedTitle}>
        <TableHeader>
          <TableRow>
            <TableHead>{text.tasks.name}</TableHead>
            <TableHead>{text.tasks.link}</TableHead>
            <TableHead>{text.tasks.taskDate}</TableHead>
            <TableHead>{text.tasks.image}</TableHead>
            <TableHead>{text.tasks.reason}</TableHead>
            <TableHead>{text.tasks.description}</TableHead>
            <TableHead>{text.tasks.statusLabel}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {page.data.length === 0 ? (
            <TableRow>
              <TableCell colSpan={7} className="py-8 text-center text-muted-foreground">
                {text.common.noData}
              </TableCell>
            </TableRow>
          ) : (
            page.data.map((row) => (
              <TableRow key={row.id}>
                <TableCell className="min-w-32 whitespace-normal font-medium">{row.name}</TableCell>
                <TableCell>
                  <TaskLink link={row.link} />
                </TableCell>
                <TableCell>{dateDMY(row.task_date)}</TableCell>
                <TableCell>
                  {row.task_image ? (
                    <Button type="button" variant="link" size="sm" className="h-auto min-h-6 px-0" onPointerEnter={() => void loadPreview()} onFocus={() => void loadPreview()} onClick={() => {
                        setPreviewUsed(true);
                        setPreview(row);
                      }} aria-label={`${text.tasks.view}: ${text.tasks.imageOf(row.name)}`}>
                      {text.tasks.view}
                    </Button>
                  ) : (
                    text.common.dash
                  )}
                </TableCell>
                <TableCell>
                  <LongText value={row.reject_reason} />
                </TableCell>
                <TableCell>
                  <LongText value={row.description} />
                </TableCell>
                <TableCell>
                  <Badge variant={STATUS_VARIANT[row.status] ?? 'outline'}>{text.tasks.status[row.status] ?? String(row.status)}</Badge>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {serverUrl ? <Pager page={page} onPage={(n) => void open(pageUrl(serverUrl, n), false)} /> : null}
      {previewUsed ? (
        <Suspense fallback={null}>
          <ImagePreviewDialog task={preview} onClose={() => setPreview(null)} />
        </Suspense>
      ) : null}
    </Card>
  );
}

function DoneSkeleton() {
  return (
    <Card className="grid gap-3 p-3 sm:p-4" aria-busy="true">
      <Skeleton className="h-10" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-9" />
      ))}
    </Card>
  );
}

function TaskLink({ link }: { link: string }) {
  const url = safeWebUrl(link);
  if (!url) return <>{link || text.common.dash}</>;
  return (
    <a href={url.href} target="_blank" rel="noopener noreferrer" className="inline-block min-h-6 max-w-36 truncate align-middle leading-6 text-primary underline underline-offset-2">
      {link}
    </a>
  );
}

/** Long text cut short in the cell (by CSS, so its name stays whole); the whole text in a tooltip once its code is in. */
function LongText({ value }: { value: string | null }) {
  if (!value) return <>{text.common.dash}</>;
  if (value.length <= SHORT) return <>{value}</>;
  const plain = (
    <button type="button" className="block min-h-6 max-w-32 truncate text-left underline decoration-dotted underline-offset-4">
      {value}
    </button>
  );
  return (
    <Suspense fallback={plain}>
      <LongTextTip value={value} />
    </Suspense>
  );
}
