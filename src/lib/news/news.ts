/**
 * The member's news, shared by every island of the page: the header shows the unread count and the
 * news list, the dashboard shows the pop-ups. One GET news serves them all, and an item marked read
 * by any of them brings the count down everywhere.
 */
import { atom } from 'nanostores';
import { listNews, markNewsRead } from './api.ts';
import type { NewsItem } from './schema.ts';
import type { ApiError } from '../api/errors.ts';
import { loadFailure } from '../api/load-failure.ts';
import { shownNews, shownUnread } from './shown.ts';

export interface NewsState {
  /** The items the header lists (those with `is_show`, shownNews); null until the first answer. */
  items: NewsItem[] | null;
  /** Listed items the member has not opened; null when unknown. */
  unread: number | null;
  /** The last load's failure (never an ended session), cleared by the next answer. */
  error: ApiError | null;
}

export const $news = atom<NewsState>({ items: null, unread: null, error: null });

let pending: Promise<NewsItem[]> | null = null;
let latest = 0;
/** Ids listed so far in this visit (shownNews keeps them). */
const listed = new Set<number>();

/** GET news and publish what the header shows; an answer overtaken by a newer request is dropped. */
async function fetchNews(): Promise<NewsItem[]> {
  const mine = ++latest;
  try {
    const list = await listNews();
    if (mine === latest) {
      const items = shownNews(list.items, listed);
      for (const item of items) listed.add(item.id);
      $news.set({ items, unread: shownUnread(list.unread, list.items), error: null });
    }
    return list.items;
  } catch (caught) {
    const failure = loadFailure(caught);
    if (mine === latest && failure) $news.set({ ...$news.get(), error: failure });
    throw caught;
  }
}

/**
 * The page's news: the first caller fetches, later callers share that answer (or the request in
 * flight). `again` fetches anew (Try again). A failed load is not kept, so the next caller retries.
 */
export function loadNews(again = false): Promise<NewsItem[]> {
  if (!pending || again) {
    const request = fetchNews();
    pending = request;
    request.catch(() => {
      if (pending === request) pending = null;
    });
  }
  return pending;
}

/**
 * GET news/{id}/read, then GET news again for the new unread count: the read answer carries none, and
 * only the server knows whether the item was unread. Throws only when the item could not be marked.
 */
export async function readNews(id: number): Promise<void> {
  await markNewsRead(id);
  await loadNews(true).catch(() => {
    // The item is marked; the count catches up with the next load.
  });
}
