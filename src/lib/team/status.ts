import type { Status } from '../status.ts';
import * as text from '../text.ts';
import type { PaidStatus } from './kinds.ts';

/** A member's paid mark; null when the tree does not say. */
export const memberStatus = (status: PaidStatus): Status | null =>
  status === 'paid'
    ? { label: text.team.paid, tone: 'success' }
    : status === 'unpaid'
      ? { label: text.team.unpaid, tone: 'outline' }
      : null;
