import { TreeSkeleton } from '../../../../islands/team/TreeSkeleton.tsx';

/** The placeholder the tree pages render on the server until their island runs. */
export function TreeSkeletonPreview() {
  return <TreeSkeleton />;
}
