import { useEffect } from 'react';
import { DATA_MARK } from '../lib/marks.ts';

/** Called by a page's main island: marks the first frame after `drawn` turns true, once per page (the bench's "data on screen"). */
export function useDrawnMark(drawn: boolean): void {
  useEffect(() => {
    if (!drawn || performance.getEntriesByName(DATA_MARK).length > 0) return;
    requestAnimationFrame(() => {
      if (performance.getEntriesByName(DATA_MARK).length === 0) performance.mark(DATA_MARK);
    });
  }, [drawn]);
}
