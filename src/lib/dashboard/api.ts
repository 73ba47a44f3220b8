/** The dashboard calls of spec part 1, one function each. */
import { call } from '../api/client.ts';
import { DashboardAnswer, NewsAnswer, NewsReadAnswer, type DashboardData, type NewsItem } from './schema.ts';

/** GET dashboard: the member's numbers. */
export async function getDashboard(): Promise<DashboardData> {
  const answer = await call(DashboardAnswer, 'dashboard');
  return answer.data;
}

/** GET news: published news; items with `is_show` are shown as pop-ups. */
export async function listNews(): Promise<NewsItem[]> {
  const answer = await call(NewsAnswer, 'news');
  return answer.data;
}

/** GET news/{id}/read: marks a news item read, so it does not pop up again. */
export async function markNewsRead(id: number): Promise<void> {
  await call(NewsReadAnswer, `news/${encodeURIComponent(String(id))}/read`);
}
