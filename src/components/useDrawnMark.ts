import { useEffect } from 'react';

/** The performance mark of the first frame that shows a page's data (the bench's "data on screen"). */
export const DATA_MARK = 'data-drawn';

/** Called by a page's main island: marks the first frame after `drawn` turns true, once per page. */
export function useDrawnMark(drawn: boolean): void {
  useEffect(() => {
    if (!drawn || performance.getEntriesByName(DATA_MARK).length > 0) return;
    requestAnimationFrame(() => {
      if (performance.getEntriesByName(DATA_MARK).length === 0) performance.mark(DATA_MARK);
    });
  }, [drawn]);
}
