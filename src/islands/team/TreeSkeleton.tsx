import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TreeLegend } from './TreeLegend.tsx';
import { CANVAS_HEIGHT } from './node-view.ts';

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
