import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { loadNews, readNews } from '../../lib/news/news.ts';
import type { NewsItem } from '../../lib/news/schema.ts';
import { isApiError, type ApiError } from '../../lib/api/errors.ts';
import * as text from '../../lib/text.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { wantPopup } from '../../lib/session/popups.ts';

// The panel (dialog primitive and sanitiser) loads only when there is news to show.
const NewsPanel = lazy(() => import('./parts/NewsPanel.tsx'));

/**
 * News pop-ups: items with `is_show`, one at a time, in a panel that does not block the page. Closing
 * one marks it read (GET news/{id}/read) so it does not come back; the header's news list keeps
 * every item within reach afterwards.
 */
export function NewsPopups() {
  const [queue, setQueue] = useState<NewsItem[]>([]);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback((again = false) => {
    setLoading(true);
    // Other pop-ups (the upgrade reminder) wait while news may still come.
    wantPopup('news', true);
    // The page's one GET news, shared with the header's unread count.
    loadNews(again)
      .then((items) => {
        const shown = items.filter((item) => item.is_show);
        setQueue(shown);
        setTotal(shown.length);
        setError(null);
      })
      .catch((caught: unknown) => {
        wantPopup('news', false);
        if (!isApiError(caught)) throw caught;
        if (caught.kind !== 'unauthorized') setError(caught);
      })
      .finally(() => setLoading(false));
  }, []);

  useEffect(() => load(), [load]);

  const current = queue[0];
  useEffect(() => {
    if (!loading) wantPopup('news', Boolean(current));
  }, [current, loading]);
  const close = () => {
    if (!current) return;
    // Through the shared store, so the header's unread count follows.
    readNews(current.id).catch(() => {
      // Not marked: it pops up again next time, which is harmless.
    });
    setQueue((items) => items.slice(1));
  };

  if (error) {
    return <LoadError message={`${text.dashboard.newsLoadFailed} ${error.firstMessage}`} onRetry={() => load(true)} retrying={loading} />;
  }
  return (
    <>
      <p className="sr-only" role="status">
        {current ? text.dashboard.newsAnnounce(current.title) : ''}
      </p>
      {current ? (
        <Suspense fallback={null}>
          <NewsPanel key={current.id} item={current} index={total - queue.length + 1} total={total} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
