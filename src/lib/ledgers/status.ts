import type { Status } from '../status.ts';
import * as text from '../text.ts';

const t = text.ledgers;

export const paidStatus = (paid: boolean): Status =>
  paid ? { label: t.paid, tone: 'success' } : { label: t.unpaid, tone: 'warning' };
export const activeStatus = (active: boolean): Status =>
  active ? { label: t.active, tone: 'success' } : { label: t.inactive, tone: 'neutral' };

/** A wallet transaction's type; null for a type without a badge (shown as plain text). */
export const entryStatus = (type: string): Status | null =>
  type === 'credit'
    ? { label: t.credit, tone: 'success' }
    : type === 'debit'
      ? { label: t.debit, tone: 'danger' }
      : null;
