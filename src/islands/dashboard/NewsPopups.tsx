import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { loadNews, readNews } from '../../lib/news/news.ts';
import * as text from '../../lib/text.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { wantPopup } from '../../lib/session/popups.ts';
import { handOverFirstPaint } from '../../lib/first-paint.ts';
import { island } from '../../components/IslandRoot.ts';
import { closedEarly, NEWS_CLOSED, NEWS_FIRST_PAINT, popupsOf } from './first-paint-id.ts';

// The panel (dialog primitive and sanitiser) loads only when there is news to show: at once when the
// page's first paint has drawn a pop-up.
const loadPanel = () => import('./parts/NewsPanel.tsx');
if (typeof document !== 'undefined' && document.getElementById(NEWS_FIRST_PAINT)?.hasChildNodes()) void loadPanel();
const NewsPanel = lazy(loadPanel);

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

/**
 * News pop-ups: items with `is_show`, one at a time, in a panel that does not block the page. Closing
 * one marks it read (GET news/{id}/read) so it does not come back; the header's news list keeps
 * every item within reach afterwards. The page's first paint may have shown the first ones already:
 * those the member closed there count as closed here (first-paint-run.ts).
 */
function NewsPopupsContent() {
  // The page's one GET news, shared with the header's unread count (a failed one is asked again).
  const { data: items, error, loading, reload } = useLoad(() => loadNews());
  const shown = useMemo(() => popupsOf(items ?? []), [items]);
  const [early, setEarly] = useState(closedEarly);
  const [closed, setClosed] = useState(0);
  const current = shown[early + closed];
  useEffect(() => {
    const drawing = document.getElementById(NEWS_FIRST_PAINT);
    const follow = () => setEarly(closedEarly());
    drawing?.addEventListener(NEWS_CLOSED, follow);
    return () => drawing?.removeEventListener(NEWS_CLOSED, follow);
  }, []);
  // Those closed before the island was up are marked read once their ids are known.
  const marked = useRef(0);
  useEffect(() => {
    if (!items) return;
    for (const item of shown.slice(marked.current, early)) void markRead(item.id);
    marked.current = Math.max(marked.current, early);
  }, [items, shown, early]);
  // With nothing to show (or a failure to show instead), the drawing steps aside; a pop-up does it itself (NewsPanel).
  const settled = Boolean(error) || (Boolean(items) && !current);
  useLayoutEffect(() => {
    if (settled) handOverFirstPaint(NEWS_FIRST_PAINT);
  }, [settled]);
  // Other pop-ups (the upgrade reminder) wait while news may still come.
  useEffect(() => wantPopup('news', loading || Boolean(current)), [current, loading]);
  const close = () => {
    if (!current) return;
    void markRead(current.id);
    setClosed((count) => count + 1);
  };
  // One Close dismisses all the news (each marked read, as closing one does), and the member is put
  // back at the top of the page: its heading.
  const dismiss = () => {
    for (const item of shown.slice(early + closed)) void markRead(item.id);
    setClosed(shown.length - early);
    focusHeading();
  };

  if (error) {
    return <LoadError message={`${text.news.loadFailed} ${error.firstMessage}`} onRetry={reload} retrying={loading} />;
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
            index={early + closed + 1}
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
