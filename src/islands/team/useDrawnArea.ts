import { useCallback, useEffect, useRef, useState } from 'react';
import { containsRect, viewRect, type Bounds, type Size, type View } from '../../lib/team/layout.ts';

/**
 * Only nodes near the screen are in the DOM (plus the focused one and the search path): the
 * drawn area is the screen grown by half its size, and React draws again only when the screen
 * leaves it, never on every frame. aria-level, aria-setsize and aria-posinset still describe the
 * whole tree.
 */
export function useDrawnArea() {
  const [drawn, setDrawn] = useState<Bounds | null>(null);
  const drawnRef = useRef<Bounds | null>(null);
  const drawFrameRef = useRef(0);
  const redrawIfLeft = useCallback((view: View, size: Size, now = false) => {
    if (size.width === 0) return;
    const screen = viewRect(view, size);
    const current = drawnRef.current;
    // Redraw when the screen leaves the drawn area, or after zooming in, when most of it is far off.
    if (current && containsRect(current, screen) && current.maxX - current.minX < 4 * (screen.maxX - screen.minX))
      return;
    drawnRef.current = viewRect(view, size, Math.max(size.width, size.height) / 2);
    if (now) {
      cancelAnimationFrame(drawFrameRef.current);
      drawFrameRef.current = 0;
      setDrawn(drawnRef.current);
    } else if (!drawFrameRef.current) {
      drawFrameRef.current = requestAnimationFrame(() => {
        drawFrameRef.current = 0;
        setDrawn(drawnRef.current);
      });
    }
  }, []);
  useEffect(() => () => cancelAnimationFrame(drawFrameRef.current), []);

  return { drawn, redrawIfLeft };
}
