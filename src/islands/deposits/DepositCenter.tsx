import { useId, useRef, useState } from 'react';
import { depositsPage, listDeposits, syncBalance } from '../../lib/deposits/api.ts';
import { explorerUrl } from '../../lib/format/explorer.ts';
import type { Deposit } from '../../lib/deposits/schema.ts';
import { copyText } from '../../lib/clipboard.ts';
import { notify } from '../../lib/toast/toasts.ts';
import { dateTimeDMY, money } from '../../lib/format/format.ts';
import * as text from '../../lib/text.ts';
import { Button } from '../../components/ui/button.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { depositStatus } from '../../lib/deposits/status.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { AlertCircleIcon } from '../../components/ui/icons.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { DateRangeFilter, PrintedRange } from '../../components/DateRangeFilter.tsx';
import { StatementExport, type StatementColumn, type StatementList } from '../../components/StatementExport.tsx';
import { rangeApplies, type DayRange } from '../../lib/format/day-range.ts';
import { pageOfRows, RANGE_PAGE_SIZE, rowsInRange } from '../../lib/format/range-rows.ts';
import { useWholeList } from '../../components/useWholeList.ts';
import { RangeSearch, rangeEmptyText } from '../../components/RangeSearch.tsx';
import { Pager } from '../../components/Pager.tsx';
import { QrCode } from '../../components/QrCode.tsx';
import { notifyFailure } from '../../lib/api/notify-failure.ts';
import { FailureWords, LoadError } from '../../components/LoadError.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import { island } from '../../components/IslandRoot.ts';

const short = (hash: string) => (hash.length > 18 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash);

/** The deposit address (QR and text with copy), Sync Balance, and the paged deposit table. */
function DepositCenterContent() {
  const { data: answer, error, loading, go, reload } = useLoad(listDeposits);
  useDrawnMark(Boolean(answer));
  const [syncing, setSyncing] = useState(false);
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  const [rangePage, setRangePage] = useState(1);
  const filtering = rangeApplies(range);
  // A range searches every page of the list; clearing it returns to the server's pages.
  const whole = useWholeList(statement.load, filtering);
  const changeRange = (next: DayRange) => {
    setRange(next);
    setRangePage(1);
  };

  const sync = async () => {
    setSyncing(true);
    try {
      notify(await syncBalance(), 'success');
      go(depositsPage(answer?.data.current_page ?? 1, answer));
    } catch (caught) {
      notifyFailure(caught);
    } finally {
      setSyncing(false);
    }
  };

  if (!answer) {
    if (error)
      return (
        <LoadError
          message={
            <>
              {text.deposits.loadFailed} <FailureWords error={error} />
            </>
          }
          onRetry={reload}
          retrying={loading}
        />
      );
    return <DepositCenterSkeleton />;
  }

  const matches = filtering ? rowsInRange(whole.rows, (row) => row.created_at, range).map(({ row }) => row) : [];
  const rangeShown = pageOfRows(matches, rangePage, RANGE_PAGE_SIZE);
  const rows = filtering ? rangeShown.rows : answer.data.data;
  return (
    <div className="grid gap-5">
      <AddressCard address={answer.depositAddress} syncing={syncing} onSync={() => void sync()} />
      <section
        aria-labelledby="deposit-history-title"
        className="min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm"
      >
        <h2 id="deposit-history-title" className="mb-3 text-base font-semibold">
          {text.deposits.historyTitle}
        </h2>
        <div className="mb-3 grid gap-4">
          <DateRangeFilter range={range} onChange={changeRange} />
          <StatementExport list={statement} range={range} />
          <PrintedRange range={range} page={filtering ? null : answer.data} rows={answer.data.data.length} />
          {filtering ? <RangeSearch whole={whole} matches={matches.length} range={range} /> : null}
        </div>
        {error ? (
          <LoadError
            className="mb-3"
            message={
              <>
                {text.deposits.pageFailed} <FailureWords error={error} />
              </>
            }
            onRetry={reload}
            retrying={loading}
          />
        ) : null}
        {/* With a range, paper takes every matching row (the second table), the screen a page of them. */}
        <div className={filtering ? 'print:hidden' : undefined}>
          <DepositTable
            rows={rows}
            busy={loading || (filtering && whole.status.kind === 'running')}
            empty={filtering ? rangeEmptyText(whole.status, text.deposits.empty) : text.deposits.empty}
          />
        </div>
        {filtering ? (
          <div className="hidden print:block">
            <DepositTable rows={matches} busy={false} empty={text.statement.noRowsInRange} />
          </div>
        ) : null}
        {filtering ? (
          <Pager
            className="mt-3 print:hidden"
            page={rangeShown.page}
            onPage={setRangePage}
            label={text.deposits.tableLabel}
          />
        ) : (
          <Pager
            className="mt-3"
            page={answer.data}
            onPage={(page) => go(depositsPage(page, answer))}
            label={text.deposits.tableLabel}
          />
        )}
      </section>
    </div>
  );
}

function AddressCard({ address, syncing, onSync }: { address: string; syncing: boolean; onSync: () => void }) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [qrFailed, setQrFailed] = useState(false);

  const copy = async () => {
    if (await copyText(address)) {
      notify(text.deposits.addressCopied, 'success');
      return;
    }
    field.current?.focus();
    field.current?.select();
    notify(text.deposits.copyFailed, 'error');
  };

  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id={`${id}-title`} className="text-base font-semibold">
            {text.deposits.addressTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{text.deposits.network}</p>
        </div>
        <Button type="button" variant="outline" loading={syncing} onClick={onSync}>
          {text.deposits.syncBalance}
        </Button>
      </div>
      <div
        className="mb-3 flex items-start gap-2 rounded-md border border-warning/60 bg-warning/10 p-3 text-sm"
        role="note"
      >
        <AlertCircleIcon className="mt-0.5 size-4 shrink-0 text-warning" />
        <p>
          <strong className="font-semibold">{text.deposits.noticeTitle}: </strong>
          {text.deposits.bep20Only}
        </p>
      </div>
      {address ? (
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          {qrFailed ? null : (
            <QrCode value={address} label={text.deposits.qrLabel} size={184} onError={() => setQrFailed(true)} />
          )}
          <div className="grid w-full min-w-0 gap-2">
            <label htmlFor={`${id}-address`} className="text-sm font-medium">
              {text.deposits.addressTitle}
            </label>
            <textarea
              id={`${id}-address`}
              ref={field}
              readOnly
              rows={2}
              value={address}
              dir="ltr"
              onFocus={(event) => event.currentTarget.select()}
              className="w-full resize-none break-all rounded-md border border-control bg-muted px-3 py-2 font-mono text-sm"
            />
            <Button type="button" className="justify-self-start" onClick={() => void copy()}>
              {text.deposits.copyAddress}
              <span className="sr-only"> {text.deposits.copyAddressName}</span>
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm">{text.deposits.noAddress}</p>
      )}
    </section>
  );
}

const depositColumns: StatementColumn<Deposit>[] = [
  { id: 'n', header: '#', cell: (_row, index) => index + 1, className: 'text-muted-foreground tabular-nums' },
  {
    id: 'hash',
    header: text.deposits.columns.thash,
    text: (row) => row.thash,
    cell: (row) => (
      <a
        href={explorerUrl(row.thash)}
        target="_blank"
        rel="noopener noreferrer"
        title={row.thash}
        className="inline-flex min-h-6 min-w-6 items-center font-mono text-primary underline underline-offset-2"
      >
        {short(row.thash)}
        <span className="sr-only">{text.deposits.explorerHint}</span>
      </a>
    ),
    key: true,
    ltr: true,
  },
  {
    id: 'amount',
    header: text.deposits.columns.amount,
    cell: (row) => money(row.amount),
    className: 'text-end tabular-nums',
    key: true,
    ltr: true,
  },
  {
    id: 'status',
    header: text.deposits.columns.status,
    cell: (row) => <StatusBadge {...depositStatus(row.status)} />,
    text: (row) => depositStatus(row.status).label,
    key: true,
  },
  {
    id: 'date',
    header: text.deposits.columns.created_at,
    cell: (row) => dateTimeDMY(row.created_at),
    className: 'tabular-nums',
    key: true,
    ltr: true,
  },
];

/** The deposits as a statement: the table's columns, page by page through the server's links, dated by creation. */
const statement: StatementList<Deposit> = {
  columns: depositColumns,
  load: async (url) => {
    const answer = await listDeposits(url);
    return { rows: answer.data.data, page: answer.data };
  },
  file: 'deposits',
  date: (row) => row.created_at,
};

function DepositTable({ rows, busy, empty }: { rows: Deposit[]; busy: boolean; empty: string }) {
  if (rows.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>;
  return (
    <DataTable
      columns={depositColumns}
      rows={rows}
      rowKey={(row) => String(row.id ?? row.thash)}
      empty={empty}
      label={text.deposits.tableLabel}
      busy={busy}
    />
  );
}

/** The deposit screen's shape while it loads: its page's first paint, and the island's own until the answer. */
export function DepositCenterSkeleton() {
  return (
    <div className="grid gap-5" aria-busy="true">
      <span className="sr-only">{text.common.loading}</span>
      <Skeleton className="h-[330px] rounded-lg sm:h-[290px]" />
      <Skeleton className="h-[480px] rounded-lg" />
    </div>
  );
}

export const DepositCenter = island(DepositCenterContent);
