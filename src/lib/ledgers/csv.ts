/**
 * Statements as CSV (RFC 4180), pure so it is tested without a browser: quoting, the guard against
 * spreadsheet formulas, the file name, and the date range a statement covers.
 */

/** Excel reads a file as UTF-8 only when it starts with a byte order mark. */
export const BOM = '\uFEFF';

// A plain (signed) number, as shown or raw: "-12.5", "-$1,234.50". A spreadsheet reads it as a number,
// never as a formula, and a debit must stay a number there.
const PLAIN_NUMBER = /^[-+]?\$?\d[\d,]*(\.\d+)?$/;
// What a spreadsheet may take as the start of a formula (OWASP's list).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: formula-looking text gets a leading apostrophe; a field with a comma, quote or line break is quoted. */
export function csvCell(value: string | number | null | undefined): string {
  let field = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(field) && !PLAIN_NUMBER.test(field)) field = `'${field}`;
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/** The whole file: a byte order mark, the header row, then one line per row, CRLF between lines. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** "transactions-2026-11-25.csv": the list's name and the day of the export (the member's local date). */
export function csvFilename(list: string, now: Date): string {
  return `${list}-${localDay(now)}.csv`;
}

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
