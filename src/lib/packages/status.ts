import { statusTable } from '../status.ts';
import * as text from '../text.ts';

/** A subscription: inactive, active, cancelled, cancellation requested, expired. */
export const subscriptionStatus = /* @__PURE__ */ statusTable(
  () => text.subscriptions.status,
  { 0: 'neutral', 1: 'success', 2: 'danger', 3: 'warning', 4: 'info' },
  'neutral',
);
