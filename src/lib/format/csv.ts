/**
 * Statements as CSV (RFC 4180), pure so it is tested without a browser: quoting, the guard against
 * spreadsheet formulas and the file name.
 */
import { localDay } from './day-range.ts';

/** Excel reads a file as UTF-8 only when it starts with a byte order mark. */
export const BOM = '\uFEFF';

// A plain (signed) number, as shown or raw, in any of the portal's languages: "-12.5", "-$1,234.50",
// "-$12,34,567.50", "-$1.234,50". A spreadsheet reads it as a number, never as a formula, and a debit
// must stay a number there.
const PLAIN_NUMBER = /^[-+]?\$?\d[\d,.]*$/;
// What a spreadsheet may take as the start of a formula (OWASP's list).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field: formula-looking text gets a leading apostrophe; a field with a comma, semicolon, quote or
 * line break is quoted (a spreadsheet that splits on semicolons, as Spanish Excel does, would otherwise
 * start a new cell, maybe a formula, after `;`).
 */
export function csvCell(value: string | number | null | undefined): string {
  let field = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(field) && !PLAIN_NUMBER.test(field)) field = `'${field}`;
  return /[",;\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
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

/** Hands the file to the browser's downloads. */
export function saveFile(content: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
