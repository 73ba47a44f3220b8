/**
 * The sign-in pages fetch the member pages' stylesheet and start-up modules into the HTTP cache while the
 * member types.
 * The session lives in sessionStorage, so a tab reaches a member page only after a sign-in page in the
 * same tab: the dashboard then starts from the cache instead of a slow link. The build writes the list
 * into the sign-in pages from the bundler's module graph (scripts/module-graph.mjs, memberStartList):
 * the dashboard's modules, then the other member pages', fetched in that order. Nothing
 * is fetched on Save-Data or a 2G connection, nor before the form's own start-up loads are in (the forms
 * load this module beside theirs and call it once theirs are) and the page is loaded and idle. What is
 * still coming when the member leaves the page stops. The service worker plays no part: it may not be
 * active yet on a member's first sign-in.
 */

/** The element the build adds to each sign-in page; its `data-modules`: the two parts, `|` between, URLs space-separated. */
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
 * Fetches the parts' URLs into the HTTP cache at low priority, a part once the answers of the one before
 * it have begun: the last bytes of one part come in during the next one's round trip, so the link is not
 * idle between them, and the dashboard's part has the link to itself until then. Fetches, not
 * `<link rel="prefetch">`: the browser keeps a link's prefetch going after the member leaves the page,
 * and on a slow link those bytes then compete with the member page's own requests; a fetch stops when
 * the member leaves (`leaving`).
 */
async function prefetch(parts: string[][], leaving: AbortSignal): Promise<void> {
  for (const part of parts)
    await Promise.allSettled(
      // As the member page asks for it, so it is the same cache entry: same-origin credentials.
      part.map((url) =>
        // eslint-disable-next-line no-restricted-globals -- the site's own files into the cache, not a call: nothing is read
        fetch(url, { signal: leaving, priority: 'low', credentials: 'same-origin' }).then((answer) => {
          answer.arrayBuffer().catch(() => undefined);
        }),
      ),
    );
}

/** Called once per page by a sign-in form; does nothing without the list. */
export function warmMemberPages(): void {
  const list = document.getElementById(MEMBER_START_ID)?.dataset.modules;
  if (!list || savesData((navigator as Navigator & { connection?: Connection }).connection)) return;
  const leaving = new AbortController();
  addEventListener('beforeunload', () => leaving.abort(), { once: true });
  const parts = list.split('|').map((part) => part.split(' ').filter(Boolean));
  const start = () => void prefetch(parts, leaving.signal);
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start, 1000));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
