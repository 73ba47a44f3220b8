import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { clampScale, type Size, type View } from '../../lib/team/layout.ts';
import type { ZoomEngine } from './zoomEngine.ts';

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 2.5;
const TWEEN_MS = 260;

export interface ZoomControls {
  /** The current view (read on demand; it changes on every gesture frame without a React render). */
  view(): View;
  size(): Size;
  /** Moves the view, gliding unless the member asked for reduced motion. */
  setView(view: View, animate?: boolean): void;
  /** Zooms around the middle of the view. */
  zoomBy(factor: number): void;
}

const reducedMotion = () => typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The view of the tree. Each change writes the transform to one <g> directly; React never renders
 * during a gesture. `onChange` hears every frame (cheap work only: moving the card, hiding labels
 * when far out). d3-zoom arrives just after the first paint; until then buttons, keys and search
 * still move the view.
 */
export function useTreeZoom(
  svgRef: RefObject<SVGSVGElement | null>,
  groupRef: RefObject<SVGGElement | null>,
  onChange: (view: View) => void,
): ZoomControls {
  const viewRef = useRef<View>({ k: 1, x: 0, y: 0 });
  const engineRef = useRef<ZoomEngine | null>(null);
  const tweenRef = useRef(0);
  const goalRef = useRef<View | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // While the scale changes, the labels rest: the browser lays SVG text out again at every new
  // scale, which for 2,000 labels costs far more than a frame. They return once zooming stops.
  const restRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const write = useMemo(
    () => (view: View) => {
      const svg = svgRef.current;
      if (svg && view.k !== viewRef.current.k) {
        if (svg.dataset.zooming !== 'on') svg.dataset.zooming = 'on';
        clearTimeout(restRef.current);
        restRef.current = setTimeout(() => delete svg.dataset.zooming, 180);
      }
      viewRef.current = view;
      groupRef.current?.setAttribute('transform', `translate(${view.x},${view.y}) scale(${view.k})`);
      onChangeRef.current(view);
    },
    [svgRef, groupRef],
  );
  useEffect(() => () => clearTimeout(restRef.current), []);

  // The canvas size, kept by a ResizeObserver: reading it during a gesture would force a layout of
  // every node on each frame.
  const sizeRef = useRef<Size>({ width: 0, height: 0 });
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) sizeRef.current = { width: entry.contentRect.width, height: entry.contentRect.height };
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, [svgRef]);

  useEffect(() => {
    let engine: ZoomEngine | null = null;
    let cancelled = false;
    import('./zoomEngine.ts')
      .then(({ attachZoom }) => {
        const svg = svgRef.current;
        if (cancelled || !svg) return;
        engine = attachZoom(svg, viewRef.current, {
          minScale: MIN_SCALE,
          maxScale: MAX_SCALE,
          size: () => sizeRef.current,
          onZoom: write,
          // A hand on the tree stops any glide in progress.
          onGesture: () => {
            cancelAnimationFrame(tweenRef.current);
            goalRef.current = null;
          },
        });
        engineRef.current = engine;
        // Tells tests and tools that gestures are live.
        svg.dataset.gestures = 'on';
      })
      .catch(() => {
        // Without gestures the tree still works: buttons, keys, search and the list view.
      });
    return () => {
      cancelled = true;
      cancelAnimationFrame(tweenRef.current);
      engine?.detach();
      engineRef.current = null;
    };
  }, [svgRef, write]);

  return useMemo<ZoomControls>(() => {
    const apply = (view: View) => (engineRef.current ? engineRef.current.transform(view) : write(view));
    const size = (): Size => {
      if (sizeRef.current.width > 0) return sizeRef.current;
      // Before the first observation (or while hidden): measure once.
      const svg = svgRef.current;
      return { width: svg?.clientWidth ?? 0, height: svg?.clientHeight ?? 0 };
    };
    const setView = (target: View, animate = true) => {
      cancelAnimationFrame(tweenRef.current);
      goalRef.current = null;
      const to = { ...target, k: clampScale(target.k, MIN_SCALE, MAX_SCALE) };
      const from = viewRef.current;
      if (!animate || reducedMotion()) return apply(to);
      goalRef.current = to;
      const start = performance.now();
      const step = (now: number) => {
        const p = Math.min(1, (now - start) / TWEEN_MS);
        const e = 1 - Math.pow(1 - p, 3);
        apply({
          k: from.k * Math.pow(to.k / from.k, e),
          x: from.x + (to.x - from.x) * e,
          y: from.y + (to.y - from.y) * e,
        });
        if (p < 1) tweenRef.current = requestAnimationFrame(step);
        else goalRef.current = null;
      };
      tweenRef.current = requestAnimationFrame(step);
    };
    return {
      view: () => viewRef.current,
      size,
      setView,
      zoomBy(factor) {
        const { width, height } = size();
        // Quick presses add up: zoom from where the glide in progress is going.
        const view = goalRef.current ?? viewRef.current;
        const k = clampScale(view.k * factor, MIN_SCALE, MAX_SCALE);
        // Keep the point in the middle of the view where it is.
        const cx = (width / 2 - view.x) / view.k;
        const cy = (height / 2 - view.y) / view.k;
        setView({ k, x: width / 2 - cx * k, y: height / 2 - cy * k });
      },
    };
  }, [svgRef, write]);
}
