import { useEffect, useRef, useState, type RefObject } from 'react';
import { notifyFailure } from '../../lib/api/notify-failure.ts';
import * as text from '../../lib/text.ts';
import type { TreeKind } from '../../lib/team/kinds.ts';
import { outerEdgeStep, WALK_LIMIT } from '../../lib/team/free-place.ts';
import { placeName, vacancyOf, type Side } from '../../lib/team/invite.ts';
import { pathTo, setChildren, type Tree } from '../../lib/team/tree.ts';

const sideName = (side: Side) => (side === 'L' ? text.team.left : text.team.right);

/**
 * Next free place of a leg: walks the leg's outer edge, loading the places of each member on it
 * that are not loaded yet, then shows the vacant place at its end (`show` opens the nodes above it,
 * scrolls to it and focuses it). `?free=L|R` in the page's address does it once the tree is ready
 * (Rank Details links to the weaker leg's place).
 */
export function useNextFreePlace<D>({
  kind,
  treeRef,
  setTree,
  ready,
  show,
}: {
  kind: TreeKind<D>;
  treeRef: RefObject<Tree<D> | null>;
  setTree: (update: (tree: Tree<D> | null) => Tree<D> | null) => void;
  ready: boolean;
  show: (id: string, path: string[]) => void;
}) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<Side | null>(null);
  const busyRef = useRef(false);

  async function find(side: Side) {
    let tree: Tree<D> | null = treeRef.current;
    if (!tree || busyRef.current) return;
    busyRef.current = true;
    setBusy(side);
    setMessage(text.team.nextFree.finding(sideName(side)));
    try {
      for (let step = 0; step < WALK_LIMIT; step += 1) {
        const next: ReturnType<typeof outerEdgeStep> = outerEdgeStep(tree, side);
        if (!next) break;
        if ('vacant' in next) {
          const vacancy = vacancyOf(tree, next.vacant);
          setMessage(text.team.nextFree.found(vacancy ? placeName(vacancy) : text.team.vacant));
          show(next.vacant, pathTo(tree, next.vacant));
          return;
        }
        const node = tree.nodes.get(next.load)!;
        const result = await kind.loadChildren(node);
        const id: string = next.load;
        tree = setChildren(tree, id, result.children, result.data);
        setTree((latest) => latest && setChildren(latest, id, result.children, result.data));
      }
      setMessage(text.team.nextFree.none(sideName(side)));
    } catch (error) {
      notifyFailure(error);
      setMessage(text.team.nextFree.none(sideName(side)));
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  }

  // Asked for by the address (?free=L|R): once, when the first nodes are in.
  const asked = useRef(false);
  useEffect(() => {
    if (!ready || asked.current || !kind.invites) return;
    asked.current = true;
    const side = new URLSearchParams(window.location.search).get('free')?.toUpperCase();
    if (side === 'L' || side === 'R') void find(side);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the tree is first ready
  }, [ready]);

  return { message, busy, find };
}
