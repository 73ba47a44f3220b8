import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { listUserTasks } from '../../lib/tasks/api.ts';
import type { UserTask } from '../../lib/tasks/schema.ts';
import { pageUrl } from '../../lib/api/client.ts';
import { FailureWords, LoadError } from '../../components/LoadError.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import * as text from '../../lib/text.ts';
import { dateDMY } from '../../lib/format/format.ts';
import { safeWebUrl } from '../../lib/tasks/url.ts';
import { taskStatus } from '../../lib/tasks/status.ts';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { LONG_TEXT, SHORT } from './long-text.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { Pager } from '../../components/Pager.tsx';
import { island } from '../../components/IslandRoot.ts';

// The preview dialog loads on demand (View prefetches it on hover or focus); the tooltips follow the
// table, which works without them in the meantime.
const loadPreview = () => import('./parts/ImagePreviewDialog.tsx');
const ImagePreviewDialog = lazy(loadPreview);
const LongTextTip = lazy(() => import('./parts/LongTextTip.tsx'));

/** Completed Tasks: the member's hand-ins with image preview, reasons, statuses and server-driven paging. */
function DoneTasksContent() {
  const { data: page, error, loading, go, reload } = useLoad(listUserTasks);
  useDrawnMark(Boolean(page));
  const [preview, setPreview] = useState<UserTask | null>(null);
  const [previewUsed, setPreviewUsed] = useState(false);
  const tableRef = useRef<HTMLDivElement>(null);
  // A page the member asked for takes the focus to the table's top once it is in.
  const paged = useRef(false);
  useEffect(() => {
    if (!paged.current || !page) return;
    paged.current = false;
    tableRef.current?.querySelector<HTMLElement>('[data-table-top]')?.focus();
  }, [page]);

  if (error)
    return (
      <LoadError
        message={<FailureWords error={error} />}
        onRetry={error.retryable ? reload : undefined}
        retrying={loading}
      />
    );
  if (!page) return <DoneTasksSkeleton />;

  const showImage = (row: UserTask) => {
    setPreviewUsed(true);
    setPreview(row);
  };
  const t = text.tasks;
  const columns: Column<UserTask>[] = [
    { id: 'name', header: t.name, cell: (row) => row.name, className: 'min-w-32 font-medium', key: true, lang: 'en' },
    { id: 'link', header: t.link, cell: (row) => <TaskLink link={row.link} />, ltr: true },
    { id: 'date', header: t.taskDate, cell: (row) => dateDMY(row.task_date), key: true, ltr: true },
    {
      id: 'image',
      header: t.image,
      cell: (row) =>
        row.task_image ? (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto min-h-6 px-0"
            onPointerEnter={() => void loadPreview()}
            onFocus={() => void loadPreview()}
            onClick={() => showImage(row)}
            aria-label={`${t.view}: ${t.imageOf(row.name)}`}
          >
            {t.view}
          </Button>
        ) : (
          text.common.dash
        ),
    },
    { id: 'reason', header: t.reason, cell: (row) => <LongText value={row.reject_reason} />, lang: 'en' },
    { id: 'description', header: t.description, cell: (row) => <LongText value={row.description} />, lang: 'en' },
    { id: 'status', header: t.statusLabel, cell: (row) => <StatusBadge {...taskStatus(row.status)} />, key: true },
  ];
  const serverUrl = page.next_page_url ?? page.prev_page_url ?? null;
  return (
    <Card ref={tableRef} className="grid gap-4 p-3 sm:p-4" aria-busy={loading || undefined}>
      <h2 tabIndex={-1} data-table-top className="sr-only">
        {text.tasks.completedTitle}
      </h2>
      <DataTable
        columns={columns}
        rows={page.data}
        rowKey={(row) => String(row.id)}
        empty={text.common.noData}
        label={text.tasks.completedTitle}
      />
      {serverUrl ? (
        <Pager
          page={page}
          onPage={(n) => {
            paged.current = true;
            go(pageUrl(serverUrl, n));
          }}
        />
      ) : null}
      {previewUsed ? (
        <Suspense fallback={null}>
          <ImagePreviewDialog task={preview} onClose={() => setPreview(null)} />
        </Suspense>
      ) : null}
    </Card>
  );
}

/** The list's shape while it loads: its page's first paint, and the island's own until the answer. */
export function DoneTasksSkeleton() {
  return (
    <Card className="grid gap-3 p-3 sm:p-4" aria-busy="true">
      <Skeleton className="h-10" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-9" />
      ))}
    </Card>
  );
}

/** A task's link: a web page opens in a new tab; anything else is shown as text, never linked. */
function TaskLink({ link }: { link: string }) {
  const url = safeWebUrl(link);
  if (!url) return <>{link || text.common.dash}</>;
  return (
    <a
      href={url.href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-block min-h-6 max-w-36 truncate align-middle leading-6 text-primary underline underline-offset-2"
    >
      {link}
    </a>
  );
}

/** Long text cut short in the cell (by CSS, so its name stays whole); the whole text in a tooltip once its code is in. */
function LongText({ value }: { value: string | null }) {
  if (!value) return <>{text.common.dash}</>;
  if (value.length <= SHORT) return <>{value}</>;
  const plain = (
    <button type="button" className={LONG_TEXT}>
      {value}
    </button>
  );
  return (
    <Suspense fallback={plain}>
      <LongTextTip value={value} />
    </Suspense>
  );
}

export const DoneTasks = island(DoneTasksContent);
