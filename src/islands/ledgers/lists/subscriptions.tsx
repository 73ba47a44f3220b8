/** The subscription history list (see ../columns.ts): a file of its own, so its page loads only its own ledger. */
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { dateSlashDMY, money } from '../../../lib/format/format.ts';
import type { Subscription, SubscriptionsAnswer } from '../../../lib/packages/subscriptions.ts';
import { subscriptionStatus } from '../../../lib/packages/status.ts';
import { maxPti } from '../../../lib/packages/price.ts';
import * as text from '../../../lib/text.ts';
import { dash, fromList, ledger } from '../columns.tsx';

export const subscriptionsLedger = /* @__PURE__ */ ledger<SubscriptionsAnswer, Subscription>(() => {
  const t = text.subscriptions;
  return {
    label: t.tableLabel,
    loadFailed: t.loadFailed,
    rowsOf: (answer) =>
      fromList(
        answer.data,
        [],
        answer.cancel_data
          .filter((entry) => entry.fees.length > 0)
          .map((entry) => ({ title: t.cancelHeading(entry.cancel_package), lines: entry.fees })),
      ),
    file: 'subscription-history',
    date: (row) => row.created_at,
    rowKey: (row) => String(row.id),
    footer: 'pager',
    summary: false,
    notices: true,
    columns: [
      { id: 'username', header: t.columns.username, cell: (row) => row.username, ltr: true },
      { id: 'doneBy', header: t.columns.doneBy, cell: (row) => row.subs_admin || row.s_done_by || dash },
      { id: 'package', header: t.columns.package, cell: (row) => row.package, key: true },
      { id: 'price', header: t.columns.price, cell: (row) => money(row.price), ltr: true },
      { id: 'paid', header: t.columns.amountPaid, cell: (row) => money(row.amount_paid), key: true, ltr: true },
      // The package cards' rule: 'Unlimited' above 1,000,000.
      { id: 'pti', header: t.columns.maxPti, cell: (row) => maxPti(row.roi_percentage) },
      {
        id: 'date',
        header: t.columns.activationDate,
        cell: (row) => dateSlashDMY(row.created_at),
        key: true,
        ltr: true,
      },
      {
        id: 'status',
        header: t.columns.status,
        cell: (row) => <StatusBadge {...subscriptionStatus(row.status)} />,
        text: (row) => subscriptionStatus(row.status).label,
        key: true,
      },
    ],
    // A member cancels their own active subscriptions (not those of members they subscribed for).
    action: {
      header: t.columns.action,
      label: t.cancel,
      named: (row) => t.cancelNamed(row.package),
      applies: (row, username) => row.status === 1 && row.username.toLowerCase() === username.toLowerCase(),
    },
  };
});
