/**
 * The sign-in pages fetch the member pages' stylesheet and start-up modules into the HTTP cache while the
 * member types.
 * The session lives in sessionStorage, so a tab reaches a member page only after a sign-in page in the
 * same tab: the dashboard then starts from the cache instead of a slow link. The build writes the list
 * into the sign-in pages from the bundler's module graph (scripts/module-graph.mjs, memberStartList):
 * the dashboard's modules, then the other member pages', fetched once the dashboard's are in. Nothing
 * is fetched on Save-Data or a 2G connection, nor before the form's own start-up loads are in (the forms
 * load this module once theirs are) and the page is loaded and idle. The service worker plays no part:
 * it may not be active yet on a member's first sign-in.
 */

/** The element the build adds to each sign-in page; its `data-modules`: the waves, `|` between, URLs space-separated. */
export const MEMBER_START_ID = 'member-start';

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the member's connection asks for fewer bytes: Save-Data, or a 2G link. */
export function savesData(connection: Connection | undefined): boolean {
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** Prefetches each wave of URLs once the one before it has arrived (or failed). */
function prefetchInWaves([wave, ...rest]: string[][]): void {
  if (!wave) return;
  let left = wave.length;
  if (!left) return prefetchInWaves(rest);
  const next = () => {
    left -= 1;
    if (left === 0) prefetchInWaves(rest);
  };
  for (const url of wave) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    // As the member page asks for it, so it is the same cache entry: a module script with CORS
    // (same-origin credentials), the stylesheet without.
    if (url.endsWith('.css')) link.as = 'style';
    else link.crossOrigin = 'anonymous';
    link.href = url;
    link.onload = link.onerror = next;
    document.head.append(link);
  }
}

/** Called once per page by a sign-in form; does nothing without the list. */
export function warmMemberPages(): void {
  const list = document.getElementById(MEMBER_START_ID)?.dataset.modules;
  if (!list || savesData((navigator as Navigator & { connection?: Connection }).connection)) return;
  const start = () => prefetchInWaves(list.split('|').map((wave) => wave.split(' ').filter(Boolean)));
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start, 1000));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
