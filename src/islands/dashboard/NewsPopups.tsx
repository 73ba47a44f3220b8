import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { loadNews, readNews } from '../../lib/news/news.ts';
import * as text from '../../lib/text.ts';
import { FailureWords, LoadError } from '../../components/LoadError.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { useStore } from '@nanostores/react';
import { $newcomer, $popupsOpened, allowedPopups, popupOpened, wantPopup } from '../../lib/session/popups.ts';
import { island } from '../../components/IslandRoot.ts';
import { popupNews } from '../../lib/news/shown.ts';

// The panel (dialog primitive and sanitiser) loads only when there is news to show.
const NewsPanel = lazy(() => import('./parts/NewsPanel.tsx'));

/** Puts focus on the page's heading (it takes focus from script only). */
function focusHeading() {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}

/** Marks an item read (GET news/{id}/read), through the shared store, so the header's unread count follows. */
const markRead = (id: number) =>
  readNews(id).catch(() => {
    // Not marked: it pops up again next time, which is harmless.
  });

const popupKey = (item: { id: number }) => `news:${item.id}`;

/**
 * News pop-ups: items with `is_show` the member has not read (popupNews), one at a time, in a panel that does not block the page. Closing
 * one marks it read (GET news/{id}/read) so it does not come back; the header's news list keeps
 * every item within reach afterwards. A newcomer sees only the first a visit (lib/session/popups.ts);
 * the rest wait, unread, in the header's list.
 */
function NewsPopupsContent() {
  // The page's one GET news, shared with the header's unread count (a failed one is asked again).
  const { data: items, error, loading, reload } = useLoad(() => loadNews());
  const opened = useStore($popupsOpened);
  const newcomer = useStore($newcomer);
  const shown = useMemo(
    () => allowedPopups(popupNews(items ?? []), popupKey, opened, newcomer),
    [items, opened, newcomer],
  );
  const [closed, setClosed] = useState(0);
  const current = shown[closed];
  // Other pop-ups (the upgrade reminder) wait while news may still come.
  useEffect(() => wantPopup('news', loading || Boolean(current)), [current, loading]);
  useEffect(() => {
    if (current) popupOpened(popupKey(current));
  }, [current]);
  const close = () => {
    if (!current) return;
    void markRead(current.id);
    setClosed((count) => count + 1);
    // The last one's Close goes with its panel: the member is put back at the page's heading.
    if (closed + 1 >= shown.length) focusHeading();
  };
  // One Close dismisses all the news (each marked read, as closing one does), and the member is put
  // back at the top of the page: its heading.
  const dismiss = () => {
    for (const item of shown.slice(closed)) void markRead(item.id);
    setClosed(shown.length);
    focusHeading();
  };

  if (error) {
    return (
      <LoadError
        message={
          <>
            {text.news.loadFailed} <FailureWords error={error} />
          </>
        }
        onRetry={reload}
        retrying={loading}
      />
    );
  }
  return (
    <>
      <p className="sr-only" role="status">
        {current ? text.dashboard.newsAnnounce(current.title) : ''}
      </p>
      {current ? (
        <Suspense fallback={null}>
          <NewsPanel
            key={current.id}
            item={current}
            index={closed + 1}
            total={shown.length}
            onClose={close}
            onDismiss={dismiss}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export const NewsPopups = island(NewsPopupsContent);
