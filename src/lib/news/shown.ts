/**
 * Which news a member sees in the header, and the count beside it. The spec: "News items show only
 * when is_show is set": an operator withdraws an item by clearing it, so the list and its count follow
 * the flag as the pop-ups do. An item listed earlier in the visit stays until the page is left, since a
 * server may clear the flag once the item is read, and it must not vanish while the member reads it.
 */
import type { NewsItem } from './schema.ts';

/**
 * The items that pop up: shown ones the member has not read. Reading never hides an item from the list
 * (that is `is_show`, the operator's); a backend without `is_read` pops up what it shows, as the spec has it.
 */
export function popupNews(items: readonly NewsItem[]): NewsItem[] {
  return items.filter((item) => item.is_show && item.is_read !== true);
}

export function shownNews(items: readonly NewsItem[], listedBefore: ReadonlySet<number>): NewsItem[] {
  return items.filter((item) => item.is_show || listedBefore.has(item.id));
}

/**
 * The unread count to show: the server's, never more than the unread items that can be shown (a count
 * that includes withdrawn items would promise news the list does not have). Null stays null.
 */
export function shownUnread(unread: number | null, items: readonly NewsItem[]): number | null {
  if (unread === null) return null;
  return Math.min(unread, items.filter((item) => item.is_show).length);
}
