import { hang, serverError } from '../../../mock.ts';
import { click, IslandFrame, type State } from '../../../IslandFrame.tsx';
import { UserMenu } from '../../../../islands/shell/UserMenu.tsx';
import { loadNews } from '../../../../lib/news/news.ts';
import picture from '../../../../../tests/fixtures/shell/get-picture.json';
import news from '../../../../../tests/fixtures/dashboard/news.json';

// Logout never answers in a preview: ending the session would also sign out the portal's other tabs.
const base = { 'POST logout': hang, 'get-picture': { body: picture } };

// GET news as the server answers it: one unread fewer after each item marked read.
let reads = 0;
const newsRoutes = {
  news: () => ({ body: { ...news, unread_count: Math.max(news.unread_count - reads, 0) } }),
  'news/*/read': () => {
    reads += 1;
    return { body: { status: true, msg: 'Marked as read' } };
  },
};

// The header loads the news when the browser is idle; here the load starts at once (as the dashboard's
// pop-ups do), so each state is complete before it is shown.
const loadFirst = () => void loadNews().catch(() => undefined);

export const scenarios = {
  member: {
    title: 'Signed in, no picture',
    note: 'GET get-picture answers data: null, so the initial of the username stands in. GET news says 3 unread.',
    routes: { ...base, ...newsRoutes },
    setup: loadFirst,
  },
  'picture-failed': {
    title: 'Picture failed to load',
    note: 'get-picture answers 500: the initial stays, nothing else changes (no error is shown for a decorative image).',
    routes: { ...base, ...newsRoutes, 'get-picture': serverError },
    setup: loadFirst,
  },
  'long-name': {
    title: 'Long username',
    note: 'The username is hidden below 640 px; the links keep their place.',
    routes: { ...base, ...newsRoutes },
    session: { username: 'averyveryverylongusername' },
    setup: loadFirst,
  },
  'logging-out': {
    title: 'Logging out',
    note: 'Logout is disabled while POST logout runs; then the session ends in every tab and the landing page shows “Your Are Logout!!”.',
    routes: { ...base, ...newsRoutes },
    setup: loadFirst,
    act: (page) => click(page, 'Logout'),
  },
  'news-list': {
    title: 'News list',
    note: 'Every item of GET news, newest first, with the unread count under the title.',
    height: 480,
    routes: { ...base, ...newsRoutes },
    setup: loadFirst,
    act: (page) => click(page, /^News/),
  },
  'news-item': {
    title: 'News item opened',
    note: 'The item opens in place with its sanitised body; GET news/{id}/read marks it read and the count goes down.',
    height: 480,
    routes: { ...base, ...newsRoutes },
    setup: loadFirst,
    act: async (page) => {
      await click(page, /^News/);
      await click(page, /^Welcome to the new member portal/);
    },
  },
  'news-failed': {
    title: 'News failed to load',
    note: 'GET news answers 500: the control says just “News”, and the list shows the reason with Try again.',
    height: 320,
    routes: { ...base, news: serverError },
    setup: loadFirst,
    act: (page) => click(page, /^News/),
  },
} satisfies Record<string, State>;

export function UserMenuPreview() {
  return (
    <IslandFrame scenarios={scenarios}>
      {() => (
        <div className="flex h-14 items-center justify-end border-b border-border bg-card px-3">
          <UserMenu />
        </div>
      )}
    </IslandFrame>
  );
}
