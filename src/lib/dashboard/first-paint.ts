/**
 * The stats' first paint and its hand-over. The dashboard page draws the stat cards from the answers
 * its head asked for while React is still on its way (first-paint-run.ts, inlined in the page); the
 * island calls `handOverFirstPaint` when it shows its own data or failure, and the drawing steps aside
 * in that same frame.
 */

/** Where the first paint goes (a sibling just before the stats island). */
export const FIRST_PAINT_ID = 'stats-first-paint';
/** Set on the island while the first paint stands in for it. */
export const COVERED = 'data-covered';

/** Called by the island when it shows its own data or failure: the first paint steps aside. */
export function handOverFirstPaint(): void {
  // Gone, not hidden: one copy of the figures in the page, for find-in-page and for tests alike.
  document.getElementById(FIRST_PAINT_ID)?.remove();
  for (const island of document.querySelectorAll<HTMLElement>(`[${COVERED}]`)) {
    island.hidden = false;
    island.removeAttribute(COVERED);
  }
}
