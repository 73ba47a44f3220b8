/** The From/To date range of a statement: which rows of a ledger it covers. */

/** YYYY-MM-DD of a moment in the member's time zone. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The day (YYYY-MM-DD) of a server timestamp, in the member's time zone as the screen shows it: SQL-style
 * and date-only values are read as written, ISO values with a zone are converted. Null when unreadable.
 */
export function dayOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const written = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/.exec(value.trim());
  if (written) return written[1]!;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : localDay(date);
}

/** A From/To range of days (YYYY-MM-DD, either may be empty). */
export interface DayRange {
  from: string;
  to: string;
}

/** Whether From is after To (the range then filters nothing and says so). */
export const rangeInvalid = ({ from, to }: DayRange): boolean => Boolean(from && to && from > to);

/** Whether the range limits anything. */
export const rangeSet = ({ from, to }: DayRange): boolean => Boolean(from || to);

/** Whether a row's timestamp falls in the range (both ends included); an undated row is outside a set range. */
export function inRange(value: string | null | undefined, range: DayRange): boolean {
  if (!rangeSet(range)) return true;
  const day = dayOf(value);
  if (!day) return false;
  return (!range.from || day >= range.from) && (!range.to || day <= range.to);
}

/** Whether the range filters rows: set, and not back to front. */
export const rangeApplies = (range: DayRange): boolean => rangeSet(range) && !rangeInvalid(range);
