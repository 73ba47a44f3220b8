import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { listUserTasks } from '../../lib/tasks/api.ts';
import type { UserTask, UserTaskPage } from '../../lib/tasks/schema.ts';
import { safeWebUrl } from '../../lib/tasks/url.ts';
import { pageUrl } from '../../lib/api/client.ts';
import { isApiError, type ApiError } from '../../lib/api/errors.ts';
import { imageUrl } from '../../lib/session/api.ts';
import { text } from '../../lib/text.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/tooltip.tsx';
import { Pager } from '../../components/Pager.tsx';

type Load = { kind: 'loading' } | { kind: 'error'; error: ApiError | null; url: string } | { kind: 'ready'; page: UserTaskPage };

const STATUS_VARIANT: Record<number, 'warning' | 'success' | 'destructive'> = { 0: 'warning', 1: 'success', 2: 'destructive' };

/** Completed Tasks: the member's hand-ins with image preview, reasons, statuses and server-driven paging. */
export function DoneTasks() {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [paging, setPaging] = useState(false);
  const [preview, setPreview] = useState<UserTask | null>(null);
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
                <TableCell className="font-medium">{row.name}</TableCell>
                <TableCell>
                  <TaskLink link={row.link} />
                </TableCell>
                <TableCell>{row.task_date}</TableCell>
                <TableCell>
                  {row.task_image ? (
                    <Button type="button" variant="link" size="sm" className="h-auto min-h-6 px-0" onClick={() => setPreview(row)} aria-label={`${text.tasks.view}: ${text.tasks.imageOf(row.name)}`}>
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
      <Dialog open={preview !== null} onOpenChange={(isOpen) => !isOpen && setPreview(null)}>
        <DialogContent className="max-w-2xl" aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>{text.tasks.imagePreview}</DialogTitle>
          </DialogHeader>
          {preview?.task_image ? (
            <img src={imageUrl(preview.task_image)} alt={text.tasks.imageOf(preview.name)} className="max-h-[70dvh] w-full rounded-md object-contain" />
          ) : null}
        </DialogContent>
      </Dialog>
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
    <a href={url.href} target="_blank" rel="noopener noreferrer" className="inline-block max-w-48 truncate align-middle text-primary underline underline-offset-2">
      {link}
    </a>
  );
}

const SHOW_DELAY_MS = 250;
const HIDE_DELAY_MS = 400;
const SHORT = 28;

/** Long text cut short in the cell; the whole text in a tooltip (250 ms to show, 400 ms to hide). */
function LongText({ value }: { value: string | null }) {
  const [open, setOpen] = useState(false);
  const hide = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(hide.current), []);
  if (!value) return <>{text.common.dash}</>;
  if (value.length <= SHORT) return <>{value}</>;
  const onOpenChange = (next: boolean) => {
    window.clearTimeout(hide.current);
    if (next) setOpen(true);
    else hide.current = window.setTimeout(() => setOpen(false), HIDE_DELAY_MS);
  };
  return (
    <Tooltip open={open} onOpenChange={onOpenChange} delayDuration={SHOW_DELAY_MS}>
      <TooltipTrigger asChild>
        <button type="button" className="max-w-48 truncate text-left underline decoration-dotted underline-offset-4" aria-label={value}>
          {shorten(value)}
        </button>
      </TooltipTrigger>
      <TooltipContent>{value}</TooltipContent>
    </Tooltip>
  );
}

function shorten(value: string): ReactNode {
  return `${value.slice(0, SHORT - 1).trimEnd()}…`;
}
