import { hang, serverError } from '../../../mock.ts';
import { click, IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
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

const scenarios = {
  member: { routes: { ...base, ...newsRoutes }, setup: loadFirst },
  'picture-failed': { routes: { ...base, ...newsRoutes, 'get-picture': serverError }, setup: loadFirst },
  'long-name': { routes: { ...base, ...newsRoutes }, session: { username: 'averyveryverylongusername' }, setup: loadFirst },
  'logging-out': { routes: { ...base, ...newsRoutes }, setup: loadFirst, act: (page) => click(page, 'Logout') },
  'news-list': { routes: { ...base, ...newsRoutes }, setup: loadFirst, act: (page) => click(page, /^News/) },
  'news-item': {
    routes: { ...base, ...newsRoutes },
    setup: loadFirst,
    act: async (page) => {
      await click(page, /^News/);
      await click(page, /^Welcome to the new member portal/);
    },
  },
  'news-failed': { routes: { ...base, news: serverError }, setup: loadFirst, act: (page) => click(page, /^News/) },
} satisfies Record<string, Scenario>;

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
