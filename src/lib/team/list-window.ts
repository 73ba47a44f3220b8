/**
 * Which rows of a long list to draw: those near the scrolled view, plus a few that must stay in the
 * page (the focused row, the active one, and the next place Tab can go either side). No React, no DOM.
 */

/** Where each row starts, from the top of the list: `offsets[i]` for row i, `offsets[count]` the whole height. */
export function rowOffsets(count: number, height: (index: number) => number): Float64Array {
  const offsets = new Float64Array(count + 1);
  for (let i = 0; i < count; i += 1) offsets[i + 1] = offsets[i]! + height(i);
  return offsets;
}

/** The row at height `y` (the first or last row beyond the list's ends). */
export function rowAt(offsets: Float64Array, y: number): number {
  const count = offsets.length - 1;
  if (count <= 0) return -1;
  let low = 0;
  let high = count - 1;
  // The last row that starts at or above y.
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (offsets[middle]! <= y) low = middle;
    else high = middle - 1;
  }
  return low;
}

export interface WindowQuery {
  offsets: Float64Array;
  /** The view: its scroll position and height, in the list's own pixels. */
  top: number;
  height: number;
  /** Pixels drawn beyond the view on each side, so a short scroll shows rows already there. */
  overscan: number;
  /** Rows drawn wherever they are (the focused row, the active one); out-of-range ones are ignored. */
  keep?: readonly number[];
  /** Whether a row holds a control Tab stops at: the nearest such row before and after the drawn ones is drawn too. */
  tabStop?: (index: number) => boolean;
}

/** The rows to draw, in list order. */
export function drawnRows({ offsets, top, height, overscan, keep = [], tabStop }: WindowQuery): number[] {
  const count = offsets.length - 1;
  if (count <= 0) return [];
  const first = rowAt(offsets, top - overscan);
  const last = rowAt(offsets, top + height + overscan);
  const extra = new Set<number>();
  for (const index of keep) if (index >= 0 && index < count && (index < first || index > last)) extra.add(index);
  if (tabStop) {
    // Tab from the last control drawn goes on to the next one in the list, drawn or not yet.
    for (let i = first - 1; i >= 0; i -= 1)
      if (tabStop(i)) {
        extra.add(i);
        break;
      }
    for (let i = last + 1; i < count; i += 1)
      if (tabStop(i)) {
        extra.add(i);
        break;
      }
  }
  const rows: number[] = [];
  for (let i = first; i <= last; i += 1) rows.push(i);
  return extra.size ? [...rows, ...extra].sort((a, b) => a - b) : rows;
}
