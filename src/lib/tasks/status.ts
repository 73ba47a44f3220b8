import { statusTable } from '../status.ts';
import * as text from '../text.ts';

/** A handed-in task: pending, approved, rejected. */
export const taskStatus = /* @__PURE__ */ statusTable(
  () => text.tasks.status,
  { 0: 'warning', 1: 'success', 2: 'danger' },
  'outline',
);
