import type { SummaryGroup } from '../lib/api/schema.ts';
import { summaryLook, summaryView } from './summary-view.ts';
import { toReact } from './view.tsx';

const LOOK = summaryLook();

/** Summary card groups (`more_details`): each a title over small cards of title and value. */
export function SummaryCards({ groups, label }: { groups: readonly SummaryGroup[]; label: string }) {
  return toReact(summaryView(groups, label, LOOK));
}
