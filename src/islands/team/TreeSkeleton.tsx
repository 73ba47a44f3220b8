import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TreeLegend } from './TreeLegend.tsx';

/**
 * The box the tree is drawn in (TreeView.tsx, and its placeholder here): a screen's height less the
 * page's other parts. `--screen-height` stands in for the screen where the page is not the screen: a
 * docs frame grows to fit its content, so a box sized by the frame would grow with every fit.
 */
export const CANVAS_HEIGHT = 'h-[calc(var(--screen-height,100dvh)-19rem)] min-h-[22rem]';

/** What a tree page shows before its island runs: the same boxes at the same sizes, so nothing jumps. */
export function TreeSkeleton({ showsPaid = true }: { showsPaid?: boolean }) {
  return (
    <div className="flex flex-col gap-2" aria-hidden="true">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-[1_1_18rem] items-center gap-2">
          <Skeleton className="h-10 flex-1" />
          <Skeleton className="h-10 w-16" />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Skeleton className="h-10 w-10 sm:w-32" />
          <Skeleton className="h-10 w-10" />
          <Skeleton className="h-10 w-10" />
          <Skeleton className="h-10 w-10" />
          <Skeleton className="h-10 w-36" />
        </div>
      </div>
      <div className="min-h-8" />
      <Skeleton className={`${CANVAS_HEIGHT} rounded-lg`} />
      <TreeLegend showsPaid={showsPaid} />
    </div>
  );
}
