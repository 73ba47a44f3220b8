import type { Status, StatusTone } from '../lib/status.ts';
import { statusView } from './status-view.ts';
import { toReact } from './view.tsx';

export type { StatusTone };

/**
 * A status in words on a coloured pill (the colour is never the only signal). Feed it an area's
 * status table: `<StatusBadge {...depositStatus(row.status)} />`.
 */
export function StatusBadge(status: Status) {
  return toReact(statusView(status));
}
