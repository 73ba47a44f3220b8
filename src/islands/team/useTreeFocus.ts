import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { centreView, isInView, type Layout } from '../../lib/team/layout.ts';
import { nearestVisible, type Tree } from '../../lib/team/tree.ts';
import { rowId } from './TreeList.tsx';
import type { ZoomControls } from './useTreeZoom.ts';

interface FocusRequest {
  id: string;
  /** Put the node in the middle of the view (search, back to me); otherwise only keep it in view. */
  centre?: boolean;
  /** The view the focus is for (a switch of view is drawn later, in a transition); any when not set. */
  mode?: 'tree' | 'list';
}

interface TreeFocus<D> {
  tree: Tree<D> | null;
  layout: Layout | null;
  activeId: string | null;
  setActiveId: (id: string | null) => void;
  mode: 'tree' | 'list';
  /** Prefix of the list rows' ids. */
  uid: string;
  zoom: ZoomControls;
  svgRef: RefObject<SVGSVGElement | null>;
}

const nodeElement = (svg: SVGSVGElement | null, id: string) =>
  svg?.querySelector<SVGGElement>(`[data-id="${CSS.escape(id)}"]`) ?? null;

/**
 * Moving focus to a node: in the tree (scrolled into view, or centred) or to its row in the list,
 * once the node is laid out; and back to the nearest visible ancestor when a branch closes over it.
 * `requestFocus` asks for focus at the next render without changing the active node.
 */
export function useTreeFocus<D>({ tree, layout, activeId, setActiveId, mode, uid, zoom, svgRef }: TreeFocus<D>) {
  const focusRef = useRef<FocusRequest | null>(null);

  // A branch closed over the focused node: focus its nearest visible ancestor.
  useEffect(() => {
    if (tree && layout && activeId && !layout.byId.has(activeId)) setActiveId(nearestVisible(tree, activeId));
  }, [tree, layout, activeId, setActiveId]);

  useLayoutEffect(() => {
    const request = focusRef.current;
    if (!request || !layout || (request.mode && request.mode !== mode)) return;
    if (mode === 'list') {
      focusRef.current = null;
      const id = rowId(uid, request.id);
      // In the next frame, where the list is laid out anyway: focus() here would lay it out in this task.
      requestAnimationFrame(() => {
        const row = document.getElementById(id);
        row?.focus({ preventScroll: true });
        row?.scrollIntoView({ block: 'center' });
      });
      return;
    }
    const placed = layout.byId.get(request.id);
    if (!placed) return;
    focusRef.current = null;
    const size = zoom.size();
    const view = zoom.view();
    if (request.centre) zoom.setView(centreView(placed, size, Math.max(view.k, 0.8)));
    else if (!isInView(placed, view, size)) zoom.setView(centreView(placed, size, view.k));
    nodeElement(svgRef.current, request.id)?.focus({ preventScroll: true });
  });

  const focusNode = useCallback(
    (id: string, centre = false) => {
      setActiveId(id);
      focusRef.current = { id, centre };
    },
    [setActiveId],
  );

  const requestFocus = (id: string, centre: boolean, view?: 'tree' | 'list') => {
    focusRef.current = { id, centre, mode: view };
  };

  return { focusNode, requestFocus };
}
