/**
 * The sign-in pages fetch the member pages' stylesheet and start-up modules into the HTTP cache while the
 * member types: the session lives in sessionStorage, so a tab reaches a member page only after a sign-in
 * page in the same tab, and the dashboard then starts from the cache instead of a slow link. The build
 * writes the list into the sign-in pages (scripts/module-graph.mjs, memberStartList). Nothing is fetched
 * on Save-Data or a 2G connection, nor before the page is loaded and idle. The sign-in and verify forms ask
 * for this module beside their own start-up loads and call it as it arrives: its requests go out while the
 * form's larger file is still coming (called once the form's loads were in, on slow 3G the link stood idle
 * for a round trip, and the Matching tree's code was not in the cache 4 s later). The HTTP cache, not the
 * service worker's: the worker may not be active yet on a member's first sign-in (it is asked to keep the
 * dashboard itself once it is, keepFirstPage).
 */

import { paths } from '../paths.ts';

/** The element the build adds to each sign-in page; its `data-modules`: the URLs in order, space-separated. */
export const MEMBER_START_ID = 'member-start';

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the member's connection asks for fewer bytes: Save-Data, or a 2G link. */
export function savesData(connection: Connection | undefined): boolean {
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Fetches the URLs into the HTTP cache at low priority, all asked for at once: the browser sends them
 * in the list's order as its connections free (six at a time to one host over HTTP/1.1), so the link
 * is not idle between the dashboard's files and the others' (asked for once the dashboard's answers
 * had begun, the others waited for that round trip first). Fetches, not `<link rel="prefetch">`: the
 * browser keeps a link's prefetch going after the member leaves the page, and on a slow link those
 * bytes then compete with the member page's own requests; a fetch stops when the member leaves
 * (`leaving`).
 */
function prefetch(urls: string[], leaving: AbortSignal): void {
  for (const url of urls)
    // As the member page asks for it, so it is the same cache entry: same-origin credentials.
    // eslint-disable-next-line no-restricted-globals -- the site's own files into the cache, not a call: nothing is read
    fetch(url, { signal: leaving, priority: 'low', credentials: 'same-origin' })
      .then((answer) => answer.arrayBuffer())
      .catch(() => undefined);
}

/**
 * Asks the service worker to store the page a sign-in leads to, so it opens from the cache; on a first
 * visit the worker takes control of this page a moment after it loads, and is asked then.
 */
function keepFirstPage(path: string): void {
  const workers = navigator.serviceWorker;
  if (!workers) return;
  const ask = () => workers.controller?.postMessage({ keep: [path] });
  if (workers.controller) ask();
  else workers.addEventListener('controllerchange', ask, { once: true });
}

/** Called once per page by a sign-in form; does nothing without the list. */
export function warmMemberPages(): void {
  const list = document.getElementById(MEMBER_START_ID)?.dataset.modules;
  if (!list || savesData((navigator as Navigator & { connection?: Connection }).connection)) return;
  const leaving = new AbortController();
  addEventListener('beforeunload', () => leaving.abort(), { once: true });
  const start = () => {
    prefetch(list.split(' ').filter(Boolean), leaving.signal);
    keepFirstPage(paths.dashboard);
  };
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start, 1000));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
