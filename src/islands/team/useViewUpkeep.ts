import { useLayoutEffect, useRef, type RefObject } from 'react';
import {
  followView,
  initialView,
  pinView,
  toScreen,
  type Layout,
  type Size,
  type View,
} from '../../lib/team/layout.ts';
import type { Tree } from '../../lib/team/tree.ts';
import type { ZoomControls } from './useTreeZoom.ts';

interface ViewUpkeep<D> {
  layout: Layout | null;
  zoom: ZoomControls;
  redrawIfLeft: (view: View, size: Size, now?: boolean) => void;
  treeRef: RefObject<Tree<D> | null>;
  /** The node just opened or closed (read once, then cleared). */
  anchorRef: RefObject<string | null>;
  /** Set when the first nodes arrive (read once, then cleared). */
  initialRef: RefObject<boolean>;
}

/**
 * After each new layout: the first one puts the view at its start; later, the node that was opened
 * or closed stays where the member's finger or eye was, and its new team glides into view.
 */
export function useViewUpkeep<D>({ layout, zoom, redrawIfLeft, treeRef, anchorRef, initialRef }: ViewUpkeep<D>) {
  const layoutRef = useRef<Layout | null>(null);
  useLayoutEffect(() => {
    if (!layout) return;
    const previous = layoutRef.current;
    layoutRef.current = layout;
    const size = zoom.size();
    if (initialRef.current && size.width > 0) {
      initialRef.current = false;
      zoom.setView(initialView(layout, size), false);
      redrawIfLeft(zoom.view(), size, true);
      return;
    }
    // The node that was opened or closed stays where the member's finger or eye was.
    const anchor = anchorRef.current;
    anchorRef.current = null;
    const before = anchor ? previous?.byId.get(anchor) : undefined;
    const after = anchor ? layout.byId.get(anchor) : undefined;
    if (before && after && (before.x !== after.x || before.y !== after.y)) {
      const view = zoom.view();
      zoom.setView(pinView(after, toScreen(before, view), view), false);
    }
    // Then, if the team it just opened spills off screen, glide so that it shows.
    const opened = anchor ? treeRef.current?.nodes.get(anchor) : undefined;
    if (after && opened?.expanded && opened.children) {
      const children = opened.children
        .map((id) => layout.byId.get(id))
        .filter((p): p is NonNullable<typeof p> => Boolean(p));
      const next = followView(zoom.view(), size, after, children);
      if (next) zoom.setView(next);
    }
  }, [layout, zoom, redrawIfLeft, treeRef, anchorRef, initialRef]);
}
