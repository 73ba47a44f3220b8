import { hang, serverError } from '../../../mock.ts';
import { click, IslandFrame, type State } from '../../../IslandFrame.tsx';
import { NewsPopups } from '../../../../islands/dashboard/NewsPopups.tsx';
import * as text from '../../../../lib/text.ts';
import news from '../../../../../tests/fixtures/dashboard/news.json';
import { setNewcomer } from '../../../../lib/session/popups.ts';

// A member with a package: every pop-up in turn (a newcomer sees the first alone a visit).
setNewcomer(false);

const read = { 'news/*/read': { body: { status: true, msg: 'Marked as read' } } };

export const scenarios = {
  loading: {
    title: 'Loading',
    note: 'Nothing shows until the news arrive (the panel is not a placeholder).',
    routes: { ...read, news: hang },
  },
  first: {
    title: 'First of several',
    note: '“News · 1 of 3” with Next news.',
    height: 400,
    routes: { ...read, news: { body: news } },
  },
  second: {
    title: 'After Next news',
    note: 'The first was marked read; the second shows.',
    height: 400,
    routes: { ...read, news: { body: news } },
    act: (page) => click(page, text.news.next),
  },
  none: { title: 'No news', note: 'Renders nothing.', routes: { ...read, news: { body: { status: true, data: [] } } } },
  error: {
    title: 'Failed',
    note: 'A LoadError with Try again, in place of the panel.',
    routes: { ...read, news: serverError },
  },
} satisfies Record<string, State>;

export function NewsPopupsPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <NewsPopups />}</IslandFrame>;
}
