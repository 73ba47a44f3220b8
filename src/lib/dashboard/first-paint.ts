/** Where the stats' first paint goes (first-paint-run.ts): a sibling just before the stats island. */
export const FIRST_PAINT_ID = 'stats-first-paint';
