/**
 * Pan and zoom with d3-zoom (wheel, drag, pinch, one-finger pan). Loaded right after the tree's
 * first paint, so the tree shows without waiting for it.
 */
import { zoom, zoomIdentity } from 'd3-zoom';
import { select } from 'd3-selection';
import type { Size, View } from '../../lib/team/layout.ts';

export interface ZoomEngine {
  transform(view: View): void;
  detach(): void;
}

export function attachZoom(
  svg: SVGSVGElement,
  initial: View,
  options: {
    minScale: number;
    maxScale: number;
    size: () => Size;
    onZoom: (view: View) => void;
    onGesture: () => void;
  },
): ZoomEngine {
  const behaviour = zoom<SVGSVGElement, unknown>()
    .scaleExtent([options.minScale, options.maxScale])
    // The known canvas size: d3's default reads it from the SVG on every event, forcing a layout.
    .extent(() => {
      const { width, height } = options.size();
      return [
        [0, 0],
        [width, height],
      ];
    })
    .on('start', (event: { sourceEvent: unknown }) => {
      if (event.sourceEvent) options.onGesture();
    })
    .on('zoom', (event: { transform: View }) => {
      const { k, x, y } = event.transform;
      options.onZoom({ k, x, y });
    });
  const selection = select(svg);
  // Double click and double tap open nodes here; they do not zoom.
  selection.call(behaviour).on('dblclick.zoom', null);
  const transform = (view: View) =>
    behaviour.transform(selection, zoomIdentity.translate(view.x, view.y).scale(view.k));
  transform(initial);
  return { transform, detach: () => void selection.on('.zoom', null) };
}
