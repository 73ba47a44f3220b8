import { statusTable } from '../status.ts';
import * as text from '../text.ts';

/** Pending, approved, rejected; an unknown code waits like a pending one. */
export const kycStatus = /* @__PURE__ */ statusTable(
  () => text.kyc.status,
  { 0: 'warning', 1: 'success', 2: 'danger' },
  'warning',
);
