import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { listUserTasks } from '../../lib/tasks/api.ts';
import type { UserTask } from '../../lib/tasks/schema.ts';
import { pageUrl } from '../../lib/api/client.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import * as text from '../../lib/text.ts';
import { toReact } from '../../components/view.tsx';
import { buttonVariants } from '../../components/ui/looks.ts';
import { cn } from '../../lib/cn.ts';
import { doneColumns, IMAGE_BUTTON_EXTRA, imageName, longTextView, SHORT } from './done-columns.ts';
import { DONE_FIRST_PAINT } from './first-paint-id.ts';
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

const VIEWS = doneColumns(cn(buttonVariants({ variant: 'link', size: 'sm' }), IMAGE_BUTTON_EXTRA));

/** Completed Tasks: the member's hand-ins with image preview, reasons, statuses and server-driven paging. */
function DoneTasksContent() {
  const { data: page, error, loading, go, reload } = useLoad(listUserTasks);
  // The page's first paint of the same list steps aside in the frame the island shows its own.
  useDrawnMark(Boolean(page), { id: DONE_FIRST_PAINT, settled: Boolean(page || error) });
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
    return <LoadError message={error.message} onRetry={error.retryable ? reload : undefined} retrying={loading} />;
  if (!page) return <DoneSkeleton />;

  const showImage = (row: UserTask) => {
    setPreviewUsed(true);
    setPreview(row);
  };
  // The views' cells, with the island's own: the View button opens the preview, long texts get their tooltip.
  const columns: Column<UserTask>[] = VIEWS.map((column) => ({
    ...column,
    cell: (row: UserTask) => {
      if (column.id === 'image' && row.task_image)
        return (
          <Button
            type="button"
            variant="link"
            size="sm"
            className={IMAGE_BUTTON_EXTRA}
            onPointerEnter={() => void loadPreview()}
            onFocus={() => void loadPreview()}
            onClick={() => showImage(row)}
            aria-label={imageName(row)}
          >
            {text.tasks.view}
          </Button>
        );
      if (column.id === 'reason') return <LongText value={row.reject_reason} />;
      if (column.id === 'description') return <LongText value={row.description} />;
      return toReact(column.view(row, 0));
    },
  }));
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

/** Long text cut short in the cell; the whole text in a tooltip once its code is in. */
function LongText({ value }: { value: string | null }) {
  const plain = toReact(longTextView(value));
  if (!value || value.length <= SHORT) return plain;
  return (
    <Suspense fallback={plain}>
      <LongTextTip value={value} />
    </Suspense>
  );
}

export const DoneTasks = island(DoneTasksContent);
