import { statusTable } from '../status.ts';
import * as text from '../text.ts';

/** Each document status's tone: pending, approved, rejected. */
export const KYC_TONES = { 0: 'warning', 1: 'success', 2: 'danger' } as const;

/** Pending, approved, rejected; an unknown code waits like a pending one. */
export const kycStatus = /* @__PURE__ */ statusTable(() => text.kyc.status, KYC_TONES, 'warning');
