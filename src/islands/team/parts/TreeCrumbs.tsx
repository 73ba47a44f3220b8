import * as text from '../../../lib/text.ts';
import { pathTo, type Tree } from '../../../lib/team/tree.ts';

/** Where the active node sits: its ancestors from the member down (long paths keep the first and the last four). */
export function TreeCrumbs<D>({
  tree,
  activeId,
  onPick,
}: {
  tree: Tree<D> | null;
  activeId: string | null;
  onPick: (id: string) => void;
}) {
  const crumbs = tree && activeId ? pathTo(tree, activeId) : [];
  const shownCrumbs = crumbs.length > 6 ? [crumbs[0]!, null, ...crumbs.slice(-4)] : crumbs;
  return (
    <nav aria-label={text.team.path} className="min-h-8 overflow-x-auto">
      <ol className="flex items-center gap-1 whitespace-nowrap text-sm">
        {shownCrumbs.map((id, index) =>
          id === null ? (
            <li key="gap" aria-hidden="true" className="text-muted-foreground">
              {'\u2026 /'}
            </li>
          ) : (
            <li key={id} className="flex items-center gap-1">
              {index === shownCrumbs.length - 1 ? (
                <span aria-current="location" className="px-1 font-semibold">
                  {tree!.nodes.get(id)!.name}
                </span>
              ) : (
                <>
                  <button
                    type="button"
                    className="min-h-8 rounded px-1 text-primary underline-offset-2 hover:underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={() => onPick(id)}
                  >
                    {tree!.nodes.get(id)!.name}
                  </button>
                  <span aria-hidden="true" className="text-muted-foreground">
                    /
                  </span>
                </>
              )}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
