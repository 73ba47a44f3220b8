import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DialogSlot } from '../../components/ui/dialog-motion.ts';
import { useStore } from '@nanostores/react';
import { $session } from '../../lib/session/session.ts';
import { FailureWords, LoadError } from '../../components/LoadError.tsx';
import { Pager, type PageInfo } from '../../components/Pager.tsx';
import { Notices, SummaryCards } from '../../components/SummaryCards.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { pageUrl } from '../../lib/api/client.ts';
import type { ApiError } from '../../lib/api/errors.ts';
import { cn } from '../../lib/cn.ts';
import * as text from '../../lib/text.ts';
import { ledgerOf, type DialogLoader, type Ledger } from './ledgers.tsx';
import type { LedgerList } from './columns.tsx';
import { Suspense, useState } from 'react';
import { rangeApplies, type DayRange } from '../../lib/format/day-range.ts';
import { pageOfRows, RANGE_PAGE_SIZE, rowsInRange, WHOLE_LIST_PAGE_SIZE } from '../../lib/format/range-rows.ts';
import { withPageSize } from '../../lib/ledgers/page-size.ts';
import { useWholeList } from '../../components/useWholeList.ts';
import { RangeSearch, rangeEmptyText } from '../../components/RangeSearch.tsx';
import { DateRangeFilter, PrintedRange } from '../../components/DateRangeFilter.tsx';
import { StatementExport } from '../../components/StatementExport.tsx';
import { island } from '../../components/IslandRoot.ts';

const t = text.statement;
const NO_RANGE: DayRange = { from: '', to: '' };

/**
 * The first page of a whole-list search: the list's page 1 asking for WHOLE_LIST_PAGE_SIZE rows, from
 * the server's own page links; a list without them is one page, read as it is.
 */
function wholeListFirst(page: { next_page_url?: string | null; prev_page_url?: string | null } | null | undefined) {
  const template = page?.next_page_url ?? page?.prev_page_url;
  return template ? withPageSize(pageUrl(template, 1), WHOLE_LIST_PAGE_SIZE) : undefined;
}

function failure(error: ApiError, heading: string = text.ledgers.loadFailed) {
  return (
    <>
      <strong className="font-semibold">{heading}</strong> <FailureWords error={error} />
    </>
  );
}

/** What a 'showing' footer says of a page ("Showing 1 to 10 of 13 results"): given by the ledger's island, so its words stay on its page. */
export type ShowingLine = (page: PageInfo) => string;

/**
 * The rank list's footer: its line, and the pager every list has (First, Previous, the page numbers,
 * Next, Last). Previous and Next follow the server's own page links; a page number is the list's page
 * link with that page.
 */
function ShowingFooter({
  page,
  onGo,
  line,
  template,
}: {
  page: PageInfo;
  onGo: (url: string) => void;
  line?: ShowingLine;
  template: string | null | undefined;
}) {
  const summary = line?.(page);
  if (!template || page.last_page <= 1) return <p className="text-sm text-muted-foreground">{summary}</p>;
  const urlOf = (n: number) =>
    n === page.current_page - 1 && page.prev_page_url
      ? page.prev_page_url
      : n === page.current_page + 1 && page.next_page_url
        ? page.next_page_url
        : pageUrl(template, n);
  return <Pager page={page} summary={summary} onPage={(n) => onGo(urlOf(n))} />;
}

/**
 * Placeholder with the loaded layout's proportions while the first page loads: the page's first paint
 * (ledgerSkeleton, in the HTML) and the island's own until the answer arrives.
 */
function Placeholder({ summary, title }: { summary: boolean; title: boolean }) {
  return (
    <div className="grid gap-4">
      {summary ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : null}
      <Card className="p-4 sm:p-6">
        {title ? <Skeleton className="mb-4 h-6 w-48" /> : null}
        <Spinner label={text.common.loading} className="mb-3" />
        <div className="grid gap-2">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-9" />
          ))}
        </div>
      </Card>
    </div>
  );
}

interface Entry {
  row: unknown;
  index: number;
}

/**
 * One paged, read-only money list (withdrawals, transactions, payouts, downline, incomes, logs):
 * summary cards, the table, and paging through the server's page URLs.
 */
function LedgerTableContent({ ledger, showing }: { ledger: Ledger<unknown>; showing?: ShowingLine }) {
  const { data, error, loading, go, reload } = useLoad(ledger.load);
  useDrawnMark(Boolean(data));
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  const [rangePage, setRangePage] = useState(1);
  const session = useStore($session);
  const [acting, setActing] = useState<Entry | null>(null);
  const date = ledger.date;
  const filtering = Boolean(date) && rangeApplies(range);
  // A range searches every page of the list, in pages as large as the server gives (`per_page`, an
  // extension; a server without it pages as it always does); clearing it returns to the server's pages.
  const whole = useWholeList(ledger.load, filtering, wholeListFirst(data?.page));
  const changeRange = (next: DayRange) => {
    setRange(next);
    setRangePage(1);
  };

  if (!data) {
    if (error) return <LoadError message={failure(error, ledger.loadFailed)} onRetry={reload} />;
    return <Placeholder summary={ledger.summary} title={Boolean(ledger.title)} />;
  }

  const page = data.page;
  const template = page?.next_page_url ?? page?.prev_page_url;
  // Rows keep their place in the list, so a filtered log keeps its row numbers.
  const firstIndex = filtering ? 0 : page?.from ? page.from - 1 : 0;
  const matches = filtering ? rowsInRange(whole.rows, date!, range) : [];
  const rangeShown = pageOfRows(matches, rangePage, RANGE_PAGE_SIZE);
  const shown: Entry[] = filtering ? rangeShown.rows : data.rows.map((row, index) => ({ row, index }));
  const columns: Column<Entry>[] = ledger.columns.map((column) => ({
    ...column,
    cell: (entry: Entry) => column.cell(entry.row, firstIndex + entry.index),
  }));
  const { action, dialog } = ledger;
  if (action && dialog)
    columns.push({
      id: 'action',
      header: action.header,
      cell: (entry) =>
        action.applies(entry.row, session.username ?? '') ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={action.named(entry.row)}
            onPointerEnter={dialog.prefetch}
            onFocus={dialog.prefetch}
            onClick={() => setActing(entry)}
          >
            {action.label}
          </Button>
        ) : (
          text.common.dash
        ),
    });

  return (
    <div className="grid min-w-0 gap-4">
      <SummaryCards groups={data.summary} label={text.ledgers.summaryLabel} />
      <Notices notices={data.notices} />
      <Card>
        {ledger.title ? (
          <CardHeader>
            <CardTitle>{ledger.title}</CardTitle>
          </CardHeader>
        ) : null}
        <CardContent className={cn('grid gap-4', !ledger.title && 'pt-4 sm:pt-6')}>
          {date ? <DateRangeFilter range={range} onChange={changeRange} /> : null}
          <StatementExport list={ledger} range={date ? range : NO_RANGE} />
          <PrintedRange range={date ? range : NO_RANGE} page={filtering ? null : page} rows={data.rows.length} />
          {filtering ? <RangeSearch whole={whole} matches={matches.length} range={range} /> : null}
          {error ? <LoadError message={failure(error, ledger.loadFailed)} onRetry={reload} retrying={loading} /> : null}
          {/* With a range, paper takes every matching row (the table below), the screen a page of them. */}
          <div className={cn('grid gap-4', filtering && 'print:hidden')}>
            <DataTable
              columns={columns}
              rows={shown}
              rowKey={(entry) => ledger.rowKey(entry.row, entry.index)}
              empty={filtering ? rangeEmptyText(whole.status, text.common.noData) : text.common.noData}
              label={ledger.label}
              busy={loading || (filtering && whole.status.kind === 'running')}
            />
            {filtering ? (
              <Pager page={rangeShown.page} onPage={setRangePage} />
            ) : (
              <>
                {page && ledger.footer === 'showing' && data.rows.length > 0 ? (
                  <ShowingFooter page={page} onGo={go} line={showing} template={template} />
                ) : null}
                {page && ledger.footer === 'pager' && template ? (
                  <Pager page={page} onPage={(n) => go(pageUrl(template, n))} />
                ) : null}
              </>
            )}
          </div>
          {filtering ? (
            <div className="hidden print:block">
              <DataTable
                columns={columns}
                rows={matches}
                rowKey={(entry) => ledger.rowKey(entry.row, entry.index)}
                empty={t.noRowsInRange}
                label={ledger.label}
              />
            </div>
          ) : null}
        </CardContent>
      </Card>
      {dialog ? (
        <DialogSlot when={acting}>
          {(entry) => (
            <Suspense
              fallback={<Spinner label={text.common.loading} className="fixed inset-x-0 top-1/2 z-50 justify-center" />}
            >
              <dialog.Dialog
                row={entry.row}
                onClose={() => setActing(null)}
                onDone={() => {
                  setActing(null);
                  // The list changed: a range searches it anew.
                  whole.reset();
                  reload();
                }}
              />
            </Suspense>
          )}
        </DialogSlot>
      ) : null}
    </div>
  );
}

/**
 * A ledger's island, from its list, its call and row action's dialog: one module per ledger
 * (islands/entries/), so a ledger's page loads that ledger's code and no other's.
 */
export function ledgerTable(
  view: () => LedgerList<unknown, unknown>,
  list: (url?: string) => Promise<unknown>,
  dialog?: DialogLoader,
  showing?: ShowingLine,
) {
  const ledger = ledgerOf(view, list, dialog);
  const LedgerTable = () => <LedgerTableContent ledger={ledger} showing={showing} />;
  return island(LedgerTable);
}

/** A ledger's placeholder, for its page's first paint (the island draws the same one while it loads). */
export function ledgerSkeleton(view: () => LedgerList<unknown, unknown>) {
  return function LedgerTableSkeleton() {
    const { summary, title } = view();
    return <Placeholder summary={summary} title={Boolean(title)} />;
  };
}
