import { lazy, Suspense, useState } from 'react';
import { useStore } from '@nanostores/react';
import { DataTable } from '../../components/DataTable.tsx';
import { DateRangeFilter, PrintedRange } from '../../components/DateRangeFilter.tsx';
import { StatementExport, type StatementColumn, type StatementList } from '../../components/StatementExport.tsx';
import { inRange, rangeApplies, type DayRange } from '../../lib/format/day-range.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { Pager } from '../../components/Pager.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { subscriptionStatus } from '../../lib/packages/status.ts';
import { useLoad } from '../../components/useLoad.ts';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { pageUrl } from '../../lib/api/client.ts';
import { dateSlashDMY, money } from '../../lib/format/format.ts';
import { listSubscriptions } from '../../lib/packages/api.ts';
import type { Subscription } from '../../lib/packages/schema.ts';
import { $session } from '../../lib/session/session.ts';
import * as text from '../../lib/text.ts';
import { maxPti } from './price.ts';
import { DialogSlot } from '../../components/ui/dialog-motion.ts';
import { island } from '../../components/IslandRoot.ts';

const t = text.subscriptions;
const col = t.columns;

// The cancel dialog loads on demand, fetched when a Cancel button is hovered or focused.
const loadDialog = () => import('./CancelDialog.tsx');
const CancelDialog = lazy(() => loadDialog().then((module) => ({ default: module.CancelDialog })));
const prefetch = () => void loadDialog().catch(() => undefined);

const loadPage = async (url?: string) => {
  const answer = await listSubscriptions(url);
  return { rows: answer.data.data, page: answer.data };
};

/**
 * Subscription History: the cancellation fees card, the paged list (GET subscriptions — the spec
 * does not show this load's path) and the cancel request.
 */
function SubscriptionHistoryContent() {
  const session = useStore($session);
  const { data, error, loading, go, reload } = useLoad(listSubscriptions);
  useDrawnMark(Boolean(data));
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });

  const columns: StatementColumn<Subscription>[] = [
    { id: 'username', header: col.username, cell: (row) => row.username, ltr: true },
    { id: 'doneBy', header: col.doneBy, cell: (row) => row.subs_admin || row.s_done_by || text.common.dash },
    { id: 'package', header: col.package, cell: (row) => row.package, key: true },
    { id: 'price', header: col.price, cell: (row) => money(row.price), ltr: true },
    { id: 'paid', header: col.amountPaid, cell: (row) => money(row.amount_paid), key: true, ltr: true },
    // The cards' rule: 'Unlimited' above 1,000,000.
    { id: 'pti', header: col.maxPti, cell: (row) => maxPti(row.roi_percentage) },
    { id: 'date', header: col.activationDate, cell: (row) => dateSlashDMY(row.created_at), key: true, ltr: true },
    {
      id: 'status',
      header: col.status,
      cell: (row) => <StatusBadge {...subscriptionStatus(row.status)} />,
      text: (row) => subscriptionStatus(row.status).label,
      key: true,
    },
    {
      id: 'action',
      header: col.action,
      cell: (row) =>
        row.status === 1 && row.username.toLowerCase() === (session.username ?? '').toLowerCase() ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={t.cancelNamed(row.package)}
            onPointerEnter={prefetch}
            onFocus={prefetch}
            onClick={() => setCancelling(row)}
          >
            {t.cancel}
          </Button>
        ) : (
          text.common.dash
        ),
    },
  ];

  if (!data) {
    if (error) {
      return (
        <LoadError
          onRetry={reload}
          message={
            <>
              <strong className="font-semibold">{t.loadFailed}</strong> {error.firstMessage}
            </>
          }
        />
      );
    }
    return (
      <Card className="p-4 sm:p-6">
        <Spinner label={text.common.loading} className="mb-3" />
        <div className="grid gap-2">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-9" />
          ))}
        </div>
      </Card>
    );
  }

  const page = data.data;
  // The statement: every column but the Cancel buttons, dated by activation.
  const statement: StatementList<Subscription> = {
    columns: columns.filter((column) => column.id !== 'action'),
    load: loadPage,
    file: 'subscription-history',
    date: (row) => row.created_at,
  };
  const filtering = rangeApplies(range);
  const rows = filtering ? page.data.filter((row) => inRange(row.created_at, range)) : page.data;
  const template = page.next_page_url ?? page.prev_page_url;
  const withFees = data.cancel_data.filter((entry) => entry.fees.length > 0);

  return (
    <div className="grid min-w-0 gap-4">
      {withFees.map((entry, index) => (
        <Card key={`${entry.cancel_package}-${index}`} className="border-warning/60">
          <CardHeader className="pb-3 sm:pb-3">
            <CardTitle className="text-base">{t.cancelHeading(entry.cancel_package)}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid list-disc gap-1 ps-5 text-sm">
              {entry.fees.map((fee, feeIndex) => (
                <li key={feeIndex}>{fee}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
      <Card>
        <CardContent className="grid gap-4 pt-4 sm:pt-6">
          <DateRangeFilter range={range} onChange={setRange} />
          <StatementExport list={statement} range={range} />
          <PrintedRange range={range} />
          {error ? <LoadError onRetry={reload} retrying={loading} message={error.firstMessage} /> : null}
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(row) => String(row.id)}
            empty={filtering && page.data.length > 0 ? text.statement.noRowsInRange : text.common.noData}
            label={t.tableLabel}
            busy={loading}
          />
          {template ? <Pager page={page} onPage={(n) => go(pageUrl(template, n))} /> : null}
        </CardContent>
      </Card>
      <DialogSlot when={cancelling}>
        {(subscription) => (
          <Suspense
            fallback={<Spinner label={text.common.loading} className="fixed inset-x-0 top-1/2 z-50 justify-center" />}
          >
            <CancelDialog
              subscription={subscription}
              onClose={() => setCancelling(null)}
              onDone={() => {
                setCancelling(null);
                reload();
              }}
            />
          </Suspense>
        )}
      </DialogSlot>
    </div>
  );
}

export const SubscriptionHistory = island(SubscriptionHistoryContent);
