/** The spec's display formats: `$` amounts, the 8-decimal per-ad amount, and four date formats. */

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** `$` amount with up to 2 decimals and thousands separators: $1,234.5 → "$1,234.50". */
export function money(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (n === null) return typeof value === 'string' && value.trim() ? `$${value}` : '$0.00';
  const sign = n < 0 ? '-' : '';
  return `${sign}$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * A display value the server wrote itself (summary cards): a `$` amount ("$2500.00", "-$3.5") is shown
 * in the one money format; any other text as sent.
 */
export function moneyText(value: string): string {
  const amount = /^\s*(-?)\$\s*(-?[\d,]*\.?\d+)\s*$/.exec(value);
  return amount ? money(`${amount[1]}${amount[2]!.replace(/,/g, '')}`) : value;
}

/** The per-ad amount, shown to 8 decimals. */
export function perAdAmount(value: number | string | null | undefined): string {
  const n = toNumber(value) ?? 0;
  return `$${n.toFixed(8)}`;
}

/** A percentage: 12.5 → "12.5%". */
export function percent(value: number | string | null | undefined): string {
  const n = toNumber(value) ?? 0;
  return `${Number(n.toFixed(2))}%`;
}

interface Parts {
  y: string;
  m: string;
  d: string;
  hh: string;
  mm: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Reads the backend's timestamps: ISO strings ("2024-05-01T10:20:00.000000Z") and SQL-style
 * ("2024-05-01 10:20:00"), shown in the member's local time when a zone is given, as written otherwise.
 */
function parts(value: string | null | undefined): Parts | null {
  if (!value) return null;
  const sql = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/.exec(value.trim());
  if (sql) {
    const [, y, m, d, hh = '00', mm = '00'] = sql;
    return { y: y!, m: m!, d: d!, hh, mm };
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return {
    y: String(date.getFullYear()),
    m: pad(date.getMonth() + 1),
    d: pad(date.getDate()),
    hh: pad(date.getHours()),
    mm: pad(date.getMinutes()),
  };
}

const fallback = (value: string | null | undefined) => (value ? value : '-');

/** DD-MM-YYYY */
export function dateDMY(value: string | null | undefined): string {
  const p = parts(value);
  return p ? `${p.d}-${p.m}-${p.y}` : fallback(value);
}

/** DD-MM-YYYY HH:mm */
export function dateTimeDMY(value: string | null | undefined): string {
  const p = parts(value);
  return p ? `${p.d}-${p.m}-${p.y} ${p.hh}:${p.mm}` : fallback(value);
}

/** YYYY-MM-DD HH:mm */
export function dateTimeYMD(value: string | null | undefined): string {
  const p = parts(value);
  return p ? `${p.y}-${p.m}-${p.d} ${p.hh}:${p.mm}` : fallback(value);
}

/** DD/MM/YYYY */
export function dateSlashDMY(value: string | null | undefined): string {
  const p = parts(value);
  return p ? `${p.d}/${p.m}/${p.y}` : fallback(value);
}

/** A value that is shown as a number when it is numeric, as text otherwise. */
export function numberOrText(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (n === null) return value === null || value === undefined || value === '' ? '0' : String(value);
  return n.toLocaleString('en-US', { maximumFractionDigits: 8 });
}

/** A file's size for people: "512 B", "12.3 KB", "1.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  return kb < 1024 ? `${Number(kb.toFixed(1))} KB` : `${Number((kb / 1024).toFixed(1))} MB`;
}
