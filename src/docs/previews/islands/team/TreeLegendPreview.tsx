import { TreeLegend } from '../../../../islands/team/TreeLegend.tsx';
import * as text from '../../../../lib/text.ts';

/** The legend of a tree that shows paid members (with its count), of the single leg, and before the count is known. */
export function TreeLegendPreview() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <p className="text-sm font-medium">Binary and referral trees (showsPaid)</p>
        <TreeLegend showsPaid loaded={text.team.loaded(42)} hintId="legend-keys-1" />
      </div>
      <div className="grid gap-1">
        <p className="text-sm font-medium">Single leg</p>
        <TreeLegend showsPaid={false} loaded={text.team.loaded(5)} hintId="legend-keys-2" />
      </div>
      <div className="grid gap-1">
        <p className="text-sm font-medium">Before the tree has loaded (the count keeps its place)</p>
        <TreeLegend showsPaid />
      </div>
    </div>
  );
}
