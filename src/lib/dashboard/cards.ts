/** Which dashboard cards a member sees, and how each shows its value. */
import { dateDMY, money, numberOrText } from '../format/format.ts';
import { DASHBOARD_FIELDS, FIELD_KIND, type DashboardField, type StatValue } from './fields.ts';
import type { DashboardData } from './schema.ts';
import { serverValue, type ServerText } from '../server-text.ts';

/** The stats' look: the island's cards and its skeleton's, so nothing moves when the figures arrive. */
export const STATS_LOOK = {
  heading: 'mb-3 text-lg font-semibold',
  grid: 'grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4',
  card: 'min-w-0 rounded-lg border p-3',
  shown: 'border-border bg-card shadow-sm',
  label: 'text-xs font-medium text-muted-foreground sm:text-sm',
  value: 'mt-1 break-words text-base font-semibold tabular-nums sm:text-lg',
};

export const isNotAvailable = (value: StatValue): boolean =>
  typeof value === 'string' && value.trim().toUpperCase() === 'N/A';

/** Next rank and salary only when known ('N/A' hides them); team counts only with the binary plan. */
export function visibleFields(data: DashboardData, binary: boolean): DashboardField[] {
  return DASHBOARD_FIELDS.filter((field) => {
    if ((field === 'next_leadership_rank' || field === 'next_salary') && isNotAvailable(data[field])) return false;
    if ((field === 'total_team' || field === 'paid_team') && !binary) return false;
    return true;
  });
}

/** How many cards a member usually sees (next rank and salary are usually not available): what the
 * loading placeholder shows, so the page keeps its height when the figures arrive. */
export const TYPICAL_CARD_COUNT = DASHBOARD_FIELDS.length - 2;

/** A card's value as shown: `$` amounts, grouped counts, DD-MM-YYYY dates, texts as sent. */
export function showValue(field: DashboardField, value: StatValue): string {
  switch (FIELD_KIND[field]) {
    case 'money':
      return isNotAvailable(value) ? String(value) : money(value);
    case 'count':
      return numberOrText(value);
    case 'date':
      return value ? dateDMY(String(value)) : '-';
    default:
      return value === '' || value === 0 ? '-' : String(value);
  }
}

/**
 * A card's value as shown, with its language: 'N/A' in the member's; a text the server writes (a rank's
 * name, the sponsor's username) as sent, marked English; amounts, counts and dates in the page's.
 */
export function shownValue(field: DashboardField, value: StatValue): ServerText {
  const shown = showValue(field, value);
  if (isNotAvailable(value)) return { text: serverValue(shown) };
  return FIELD_KIND[field] === 'text' && shown !== '-' ? { text: shown, lang: 'en' } : { text: shown };
}
