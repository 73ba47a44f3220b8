/** What the news pop-ups' island (NewsPopups.tsx) and their first paint (first-paint-run.ts) share. */
import type { NewsItem } from '../../lib/news/schema.ts';

/** The items a visit pops up, in order: those the server marks to show. */
export const popupsOf = (items: readonly NewsItem[]): NewsItem[] => items.filter((item) => item.is_show);

/** The element the news pop-up's first paint draws into, just before its island (pages/user/dashboard.astro). */
export const NEWS_FIRST_PAINT = 'first-paint-news';

/** Sent on that element when the member closes a drawn pop-up before the island is up. */
export const NEWS_CLOSED = 'news-closed';

/** How many of the visit's pop-ups the member closed on the first paint (before the island took over). */
export function closedEarly(): number {
  return Number(document.getElementById(NEWS_FIRST_PAINT)?.dataset.closed ?? 0) || 0;
}
