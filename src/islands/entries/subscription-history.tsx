import { listSubscriptions } from '../../lib/packages/subscriptions.ts';
import { ledgerSkeleton, ledgerTable } from '../ledgers/LedgerTable.tsx';
import type { RowDialogProps } from '../ledgers/ledgers.tsx';
import type { ComponentType } from 'react';
import { subscriptionsLedger } from '../ledgers/lists/subscriptions.tsx';

/** Cancel's dialog, loaded when a Cancel button is first pointed at, focused or pressed. */
const cancelDialog = () =>
  import('../ledgers/CancelDialog.tsx').then((module) => module.CancelDialog as ComponentType<RowDialogProps<unknown>>);

/** The subscription history page's island (pages/user/subscriptionHistory.astro): this ledger's code and no other's. */
export const LedgerTable = ledgerTable(subscriptionsLedger, listSubscriptions, cancelDialog);

/** Its placeholder, the page's first paint (the island draws the same one while it loads). */
export const LedgerTableSkeleton = ledgerSkeleton(subscriptionsLedger);
