import { useEffect, useLayoutEffect } from 'react';
import { handOverFirstPaint } from '../lib/first-paint.ts';
import { DATA_MARK } from '../lib/marks.ts';

/**
 * Called by a page's main island: marks the first frame after `drawn` turns true, once per page. An
 * island that a first paint stands in for (lib/first-paint.ts) names it: the drawing steps aside in the
 * frame the island has `settled` (shows its own data, or its failure).
 */
export function useDrawnMark(drawn: boolean, firstPaint?: { id: string; settled: boolean }): void {
  const { id, settled } = firstPaint ?? { id: '', settled: false };
  useLayoutEffect(() => {
    if (id && settled) handOverFirstPaint(id);
  }, [id, settled]);
  useEffect(() => {
    if (!drawn || performance.getEntriesByName(DATA_MARK).length > 0) return;
    requestAnimationFrame(() => {
      if (performance.getEntriesByName(DATA_MARK).length === 0) performance.mark(DATA_MARK);
    });
  }, [drawn]);
}
