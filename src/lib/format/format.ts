/**
 * The spec's display formats: `$` amounts, the 8-decimal per-ad amount, and four date formats. The
 * English pages keep them as the spec writes them; the Hindi and Spanish pages (lib/lang.ts) show the
 * same values in their locale's way with Intl: its digit grouping (lakh and crore in Hindi: 12,34,567)
 * and decimal sign, and dates day first in its order. Amounts stay US dollars with `$` in front.
 */
import { LOCALE } from '../lang.ts';

declare const __PORTAL_LANG__: string | undefined;
// The build's own constant (lib/lang.ts).
const LOCAL = typeof __PORTAL_LANG__ === 'string' && __PORTAL_LANG__ !== 'en';
const numbers = new Map<string, Intl.NumberFormat>();
/**
 * A number format of this build's locale, made once: making one costs about as much as a hundred
 * formattings, and a tree or a ledger formats hundreds of amounts (`toLocaleString` with options
 * makes one on every call). The English pages write their numbers without Intl (`usNumber`).
 */
function localNumber(min: number, max: number, style?: 'percent'): Intl.NumberFormat {
  const key = `${min}-${max}-${style}`;
  let format = numbers.get(key);
  if (!format)
    numbers.set(
      key,
      (format = new Intl.NumberFormat(LOCALE, { style, minimumFractionDigits: min, maximumFractionDigits: max })),
    );
  return format;
}

/**
 * `n` as en-US writes it with `min` to `max` decimals (1,234.5 with 2 and 2: "1,234.50"), without Intl:
 * the first Intl number format of a page costs some 15 ms of a phone's start (more on a slow one) to
 * load its locale data, and the English pages need none. Like Intl it rounds the number as JavaScript
 * writes it, ties away from zero (1.005 → "1.01"); format.test.ts holds it to Intl over many values.
 */
function usNumber(n: number, min: number, max: number): string {
  const written = String(Math.abs(n));
  if (written.includes('e')) return localNumber(min, max).format(n);
  const [whole = '0', decimals = ''] = written.split('.');
  let digits = whole + decimals.slice(0, max).padEnd(max, '0');
  if (decimals.charCodeAt(max) >= 53) {
    // Round up: add one at the last kept digit, carrying through nines.
    let i = digits.length - 1;
    while (i >= 0 && digits[i] === '9') i -= 1;
    digits = (i < 0 ? '1' : `${digits.slice(0, i)}${Number(digits[i]) + 1}`) + '0'.repeat(digits.length - 1 - i);
  }
  const integer = digits.slice(0, digits.length - max);
  const fraction = digits
    .slice(digits.length - max)
    .replace(/0+$/, '')
    .padEnd(min, '0');
  return `${n < 0 ? '-' : ''}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** `n` in this build's locale with `min` to `max` decimals. */
const number = (n: number, min: number, max: number) =>
  // The build's constant spelled out, so the minifier sees it and each bundle keeps one of the two.
  typeof __PORTAL_LANG__ === 'string' && __PORTAL_LANG__ !== 'en'
    ? localNumber(min, max).format(n)
    : usNumber(n, min, max);

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
  return `${sign}$${number(Math.abs(n), 2, 2)}`;
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
  return LOCAL ? `$${localNumber(8, 8).format(n)}` : `$${n.toFixed(8)}`;
}

/** A percentage: 12.5 → "12.5%". */
export function percent(value: number | string | null | undefined): string {
  const n = toNumber(value) ?? 0;
  if (LOCAL) return localNumber(0, 4, 'percent').format(Number(n.toFixed(2)) / 100);
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

let localDates: { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat } | undefined;
/** A date (and time) in this build's locale, from its parts as the English formats read them. */
function local(p: Parts, withTime: boolean): string {
  localDates ??= {
    date: new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' }),
    dateTime: new Intl.DateTimeFormat(LOCALE, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  };
  const at = new Date(Number(p.y), Number(p.m) - 1, Number(p.d), Number(p.hh), Number(p.mm));
  return (withTime ? localDates.dateTime : localDates.date).format(at);
}

/** DD-MM-YYYY */
export function dateDMY(value: string | null | undefined): string {
  const p = parts(value);
  if (p && LOCAL) return local(p, false);
  return p ? `${p.d}-${p.m}-${p.y}` : fallback(value);
}

/** DD-MM-YYYY HH:mm */
export function dateTimeDMY(value: string | null | undefined): string {
  const p = parts(value);
  if (p && LOCAL) return local(p, true);
  return p ? `${p.d}-${p.m}-${p.y} ${p.hh}:${p.mm}` : fallback(value);
}

/** YYYY-MM-DD HH:mm */
export function dateTimeYMD(value: string | null | undefined): string {
  const p = parts(value);
  if (p && LOCAL) return local(p, true);
  return p ? `${p.y}-${p.m}-${p.d} ${p.hh}:${p.mm}` : fallback(value);
}

/** DD/MM/YYYY */
export function dateSlashDMY(value: string | null | undefined): string {
  const p = parts(value);
  if (p && LOCAL) return local(p, false);
  return p ? `${p.d}/${p.m}/${p.y}` : fallback(value);
}

/** A value that is shown as a number when it is numeric, as text otherwise. */
export function numberOrText(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (n === null) return value === null || value === undefined || value === '' ? '0' : String(value);
  return number(n, 0, 8);
}

/** A file's size for people: "512 B", "12.3 KB", "1.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  const one = (n: number) => (LOCAL ? localNumber(0, 1).format(n) : String(Number(n.toFixed(1))));
  return kb < 1024 ? `${one(kb)} KB` : `${one(kb / 1024)} MB`;
}
