/**
 * A member page's links fetch the next page's HTML when the member shows intent: a pointer resting on a
 * link (80 ms), keyboard focus, or a touch (which comes well before its click). Each page once, as a
 * `<link rel="prefetch">`, which the HTTP cache keeps for the navigation. Nothing is fetched ahead on
 * Save-Data or a 2G link, except on a touch: that navigation is about to happen anyway.
 */
import { savesData } from '../../lib/auth/warm-member-pages.ts';

const fetched = new Set<string>();

function slowLink(): boolean {
  return savesData(
    (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection,
  );
}

/** The page a link under the event opens, when it is another page of the portal. */
function pageOf(event: Event): string | null {
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== location.origin) return null;
  if (anchor.target || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  url.hash = '';
  return url.pathname === location.pathname && url.search === location.search ? null : url.href;
}

function prefetch(href: string): void {
  if (fetched.has(href)) return;
  fetched.add(href);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
}

/** Once per page (the member shell's start-up). */
export function prefetchOnIntent(): void {
  let timer = 0;
  const onIntent = (event: Event) => {
    window.clearTimeout(timer);
    const href = pageOf(event);
    if (href && !slowLink()) timer = window.setTimeout(() => prefetch(href), 80);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('mouseout', () => window.clearTimeout(timer), { passive: true });
  document.addEventListener(
    'touchstart',
    (event) => {
      const href = pageOf(event);
      if (href) prefetch(href);
    },
    { passive: true },
  );
}
