/**
 * A member page's links fetch the next page's HTML when the member shows intent: a pointer resting on a
 * link (80 ms), keyboard focus, or a touch (which comes well before its click). Each page once, as a
 * `<link rel="prefetch">`, which the HTTP cache keeps for the navigation. Nothing is fetched ahead on
 * Save-Data or a 2G link, except on a touch: that navigation is about to happen anyway.
 *
 * A press on a menu link (a finger or a button down, 0.1 to 0.2 s before its click; Enter, just before
 * the navigation it starts) also has the service worker send the calls that link's page starts with (its
 * `data-calls`, as the page's head would send them): the new page's head then finds its answers on their
 * way instead of asking once its document has started (src/worker/sw.ts hands each over once).
 */
import { savesData } from '../../lib/auth/warm-member-pages.ts';
import { API_URL } from '../../lib/api/client.ts';
import { earlyRequest } from '../../lib/api/early-call.ts';
import { lettersAndDigits } from '../../lib/format/filters.ts';
import { $session } from '../../lib/session/session.ts';

const fetched = new Set<string>();

function slowLink(): boolean {
  return savesData(
    (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection,
  );
}

/** The link under the event, when it opens another page of the portal in this tab. */
function linkOf(event: Event): HTMLAnchorElement | null {
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== location.origin) return null;
  if (anchor.target || anchor.hasAttribute('download')) return null;
  return anchor.pathname === location.pathname && anchor.search === location.search ? null : anchor;
}

/** The page a link under the event opens, when it is another page of the portal. */
function pageOf(event: Event): string | null {
  const anchor = linkOf(event);
  if (!anchor) return null;
  const url = new URL(anchor.href);
  url.hash = '';
  return url.href;
}

/** Has the service worker send the calls the link's page starts with (see above). */
function callsAhead(anchor: HTMLAnchorElement): void {
  const worker = navigator.serviceWorker?.controller;
  const { token, username = '' } = $session.get();
  if (!worker || !token || !anchor.dataset.calls) return;
  const context = {
    base: new URL(API_URL, location.href),
    token,
    username,
    linked: lettersAndDigits(new URL(anchor.href).searchParams.get('u') || ''),
  };
  const ahead = anchor.dataset.calls
    .split(' ')
    .map((call) => earlyRequest(call, context))
    .filter((request) => request !== null)
    .map(({ url, auth }) => ({ url, authorization: auth ? `Bearer ${token}` : '' }));
  if (ahead.length) worker.postMessage({ ahead });
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
  const pressed = (event: PointerEvent | KeyboardEvent) => {
    // A press with a modifier opens the page in another tab or window, whose own head asks for its calls.
    const modified = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
    const press =
      !modified && (event instanceof KeyboardEvent ? event.key === 'Enter' && !event.repeat : event.button === 0);
    const anchor = press ? linkOf(event) : null;
    if (anchor) callsAhead(anchor);
  };
  document.addEventListener('pointerdown', pressed, { passive: true });
  document.addEventListener('keydown', pressed, { passive: true });
  document.addEventListener(
    'touchstart',
    (event) => {
      const href = pageOf(event);
      if (href) prefetch(href);
    },
    { passive: true },
  );
}
