import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Placeholders shaped like what is coming: a heading, lines, a row of cards; announced once by the wrapper. */
export function SkeletonPreview() {
  return (
    <div aria-busy="true" className="grid gap-3">
      <span className="sr-only">Loading</span>
      <Skeleton className="h-7 w-48" />
      <Skeleton className="h-4 w-full max-w-md" />
      <Skeleton className="h-4 w-3/4 max-w-sm" />
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    </div>
  );
}
