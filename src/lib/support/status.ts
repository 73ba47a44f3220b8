import { statusTable } from '../status.ts';
import * as text from '../text.ts';

/** New, open, closed, reopened. */
export const ticketStatus = /* @__PURE__ */ statusTable(
  () => text.support.status,
  { 0: 'info', 1: 'success', 2: 'neutral', 3: 'warning' },
  'outline',
);
