import { statusTable } from '../status.ts';
import * as text from '../text.ts';

/** Pending, successful; anything else is an error. */
export const depositStatus = /* @__PURE__ */ statusTable(
  () => text.deposits.status,
  { 0: 'warning', 1: 'success' },
  'danger',
  text.deposits.statusOther,
);
