/** The news calls of spec part 1, one function each. */
import { call } from '../api/client.ts';
import { NewsAnswer, NewsReadAnswer, type NewsItem } from './schema.ts';

export interface NewsList {
  items: NewsItem[];
  /** Items the member has not opened; null when the answer does not say. */
  unread: number | null;
}

/** GET news: published news (items with `is_show` are shown as pop-ups) and the unread count. */
export async function listNews(): Promise<NewsList> {
  const answer = await call(NewsAnswer, 'news');
  return { items: answer.data, unread: answer.unread_count ?? null };
}

/** GET news/{id}/read: marks a news item read, so it does not pop up again. */
export async function markNewsRead(id: number): Promise<void> {
  await call(NewsReadAnswer, `news/${encodeURIComponent(String(id))}/read`);
}
