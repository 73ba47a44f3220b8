import { hang, serverError } from '../../../mock.ts';
import { click, IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { NewsPopups } from '../../../../islands/dashboard/NewsPopups.tsx';
import * as text from '../../../../lib/text.ts';
import news from '../../../../../tests/fixtures/dashboard/news.json';

const read = { 'news/*/read': { body: { status: true, msg: 'Marked as read' } } };

const scenarios = {
  loading: { routes: { ...read, news: hang } },
  first: { routes: { ...read, news: { body: news } } },
  second: { routes: { ...read, news: { body: news } }, act: (page) => click(page, text.dashboard.newsNext) },
  none: { routes: { ...read, news: { body: { status: true, data: [] } } } },
  error: { routes: { ...read, news: serverError } },
} satisfies Record<string, Scenario>;

export function NewsPopupsPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <NewsPopups />}</IslandFrame>;
}
