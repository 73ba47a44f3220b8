import { statusTable } from '../status.ts';
import * as text from '../text.ts';

/** A withdrawal: pending, approved, rejected. */
export const withdrawalStatus = /* @__PURE__ */ statusTable(
  () => text.withdrawalList.status,
  { 0: 'warning', 1: 'success', 2: 'danger' },
  'neutral',
);
