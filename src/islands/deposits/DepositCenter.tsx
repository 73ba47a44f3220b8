import { useId, useRef, useState } from 'react';
import { depositsPage, listDeposits, syncBalance } from '../../lib/deposits/api.ts';
import type { Deposit } from '../../lib/deposits/schema.ts';
import { copyText } from '../../lib/clipboard.ts';
import { notify } from '../../lib/toast/toasts.ts';
import * as text from '../../lib/text.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { DateRangeFilter, PrintedRange } from '../../components/DateRangeFilter.tsx';
import {
  StatementExport,
  viewColumn,
  type StatementColumn,
  type StatementList,
} from '../../components/StatementExport.tsx';
import { toReact } from '../../components/view.tsx';
import { actionOf, ViewActions } from '../../components/view-actions.tsx';
import {
  addressCardView,
  depositColumns as depositColumnViews,
  depositLook,
  historyView,
  QR_SIZE,
} from './deposit-view.ts';
import { DEPOSITS_FIRST_PAINT } from './first-paint-id.ts';
import { rangeApplies, type DayRange } from '../../lib/format/day-range.ts';
import { pageOfRows, RANGE_PAGE_SIZE, rowsInRange } from '../../lib/format/range-rows.ts';
import { useWholeList } from '../../components/useWholeList.ts';
import { RangeSearch } from '../../components/RangeSearch.tsx';
import { Pager } from '../../components/Pager.tsx';
import { QrCode } from '../../components/QrCode.tsx';
import { notifyFailure } from '../../lib/api/notify-failure.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import { island } from '../../components/IslandRoot.ts';

const LOOK = depositLook();

/** The deposit address (QR and text with copy), Sync Balance, and the paged deposit table. */
function DepositCenterContent() {
  const { data: answer, error, loading, go, reload } = useLoad(listDeposits);
  // The page's first paint steps aside in the frame the island shows its own.
  useDrawnMark(Boolean(answer), { id: DEPOSITS_FIRST_PAINT, settled: Boolean(answer || error) });
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
        <LoadError message={`${text.deposits.loadFailed} ${error.firstMessage}`} onRetry={reload} retrying={loading} />
      );
    return <DepositSkeleton />;
  }

  const matches = filtering ? rowsInRange(whole.rows, (row) => row.created_at, range).map(({ row }) => row) : [];
  const rangeShown = pageOfRows(matches, rangePage, RANGE_PAGE_SIZE);
  const rows = filtering ? rangeShown.rows : answer.data.data;
  const searching = filtering && whole.status.kind !== 'done';
  return (
    <div className="grid gap-5">
      <AddressCard
        key={answer.depositAddress}
        address={answer.depositAddress}
        syncing={syncing}
        onSync={() => void sync()}
      />
      {toReact(historyView({ statement: [], table: null }), undefined, {
        statement: (
          <>
            <DateRangeFilter range={range} onChange={changeRange} />
            <StatementExport list={statement} range={range} />
            <PrintedRange range={range} page={filtering ? null : answer.data} rows={answer.data.data.length} />
            {filtering ? <RangeSearch whole={whole} matches={matches.length} range={range} /> : null}
          </>
        ),
        error: error ? (
          <LoadError
            className="mb-3"
            message={`${text.deposits.pageFailed} ${error.firstMessage}`}
            onRetry={reload}
            retrying={loading}
          />
        ) : null,
        table: (
          <>
            {/* With a range, paper takes every matching row (the second table), the screen a page of them. */}
            <div className={filtering ? 'print:hidden' : undefined}>
              <DepositTable
                rows={rows}
                busy={loading || (filtering && whole.status.kind === 'running')}
                empty={
                  !filtering
                    ? text.deposits.empty
                    : searching
                      ? text.statement.searchStarting
                      : text.statement.noRowsInRange
                }
              />
            </div>
            {filtering ? (
              <div className="hidden print:block">
                <DepositTable rows={matches} busy={false} empty={text.statement.noRowsInRange} />
              </div>
            ) : null}
          </>
        ),
        pager: filtering ? (
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
        ),
      })}
    </div>
  );
}

function AddressCard({ address, syncing, onSync }: { address: string; syncing: boolean; onSync: () => void }) {
  const id = useId();
  const card = useRef<HTMLDivElement>(null);
  const [qrFailed, setQrFailed] = useState(false);

  const copy = async () => {
    if (await copyText(address)) {
      notify(text.deposits.addressCopied, 'success');
      return;
    }
    const field = card.current?.querySelector('textarea');
    field?.focus();
    field?.select();
    notify(text.deposits.copyFailed, 'error');
  };

  // The card is a view (deposit-view.ts, drawn before React too): Copy is answered here, the address
  // is selected when focused, and the QR code and Sync Balance are the island's own parts in its slots.
  return (
    <ViewActions
      ref={card}
      onClick={(event) => {
        if (actionOf(event, 'data-copy')) void copy();
      }}
      onFocus={(event) => {
        if (event.target instanceof HTMLTextAreaElement) event.target.select();
      }}
    >
      {toReact(addressCardView(address, id, LOOK), undefined, {
        sync: (
          <Button type="button" variant="outline" loading={syncing} onClick={onSync}>
            {text.deposits.syncBalance}
          </Button>
        ),
        qr: qrFailed ? null : (
          <QrCode value={address} label={text.deposits.qrLabel} size={QR_SIZE} onError={() => setQrFailed(true)} />
        ),
      })}
    </ViewActions>
  );
}

const depositColumns: StatementColumn<Deposit>[] = depositColumnViews().map(viewColumn);

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

function DepositSkeleton() {
  return (
    <div className="grid gap-5" aria-busy="true">
      <span className="sr-only">{text.common.loading}</span>
      <Skeleton className="h-[330px] rounded-lg sm:h-[290px]" />
      <Skeleton className="h-[480px] rounded-lg" />
    </div>
  );
}

export const DepositCenter = island(DepositCenterContent);
