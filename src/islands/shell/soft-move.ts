/**
 * A move between member pages without a new document. A link to another member page of the same
 * language (the side menu's above all) fetches that page's HTML, which the service worker gives from its
 * cache, and puts its `<main>` in place of this one's: the header, the menu, the stylesheet, React and
 * the shared code stay, so a move costs the new page's islands and its API answer (asked for ahead at
 * the press, prefetch-on-intent.ts), as in a single-page app, instead of a document's start (its commit,
 * parse, head scripts, module evaluation and several frames: about 0.3 s of a phone's CPU). The address,
 * title, menu entry, language links and head links follow; focus goes to the new heading, as a new page's
 * start puts it at the top; Back and Forward move the same way. Anything unexpected (an answer that is
 * not such a page, an island directive this page has not defined, an offline link) makes it an ordinary
 * navigation, so a member always gets the page.
 */
import { BASE } from '../../lib/lang.ts';

/** The address a move's history entry is for: what a page is, without its fragment. */
const pageKey = (url: URL | Location) => url.pathname + url.search;

/** The page shown (set as the moves start: this module is also read where there is no page). */
let current = '';
let latest = 0;

/** The member page of this language a click on `event`'s link opens in this tab, if any. */
function targetOf(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
    return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return null;
  if (anchor.dataset.lang !== undefined) return null;
  const url = new URL(anchor.href);
  if (url.origin !== location.origin || pageKey(url) === current) return null;
  // The member pages are this language's /user/ ones (a page without the member layout is sent on, below).
  return url.pathname.startsWith(`${BASE}/user/`) ? url : null;
}

/** Copies the attribute `name` of each of `selector`'s elements from `from` onto this document's, in order. */
function follow(from: Document, selector: string, name: string): void {
  const theirs = from.querySelectorAll(selector);
  document.querySelectorAll(selector).forEach((mine, index) => {
    const value = theirs[index]?.getAttribute(name);
    if (value === null || value === undefined) mine.removeAttribute(name);
    else mine.setAttribute(name, value);
  });
}

/** The side menu closed, as its button would close it (src/inline/menu.ts). */
function closeMenu(): void {
  document.getElementById('menu-toggle')?.setAttribute('aria-expanded', 'false');
  document.getElementById('side-menu')?.setAttribute('data-open', 'false');
  const backdrop = document.getElementById('menu-backdrop');
  if (backdrop) backdrop.hidden = true;
}

/**
 * Shows the page at `url` in place of this one; `push`: a new history entry (a click), else the entry
 * is already there (Back or Forward), with the scroll position it was left at.
 */
async function move(url: URL, push: boolean, scrollY = 0): Promise<void> {
  const id = ++latest;
  let next: Document;
  try {
    // The site's own page, not the API: its HTML, from the service worker's cache (src/worker/sw.ts).
    // eslint-disable-next-line no-restricted-globals
    const response = await fetch(url.href, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
    if (!response.ok || response.redirected) throw new Error(`${response.status}`);
    next = new DOMParser().parseFromString(await response.text(), 'text/html');
  } catch {
    if (id === latest) location.assign(url.href);
    return;
  }
  if (id !== latest) return;
  const main = next.getElementById('main');
  // Each island's directive (client:only…) is defined by a script its first page carries, which a page
  // put in by a move does not run: only directives this document's own islands use are known here.
  const directives = (root: ParentNode) =>
    [...root.querySelectorAll('astro-island')].map((island) => island.getAttribute('client'));
  const known = new Set(directives(document));
  if (!main || !next.getElementById('side-menu') || directives(main).some((client) => !known.has(client))) {
    location.assign(url.href);
    return;
  }
  if (push) {
    history.replaceState({ ...(history.state as object | null), scrollY: window.scrollY }, '');
    history.pushState({ scrollY: 0 }, '', url.href);
  }
  current = pageKey(url);
  document.title = next.title;
  // The head's links (the start set's modules, the canonical address, the other languages) and, in the
  // header and the menu, the language links and the current page's entry.
  for (const link of next.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'))
    if (!document.querySelector(`link[rel=modulepreload][href="${CSS.escape(link.getAttribute('href') ?? '')}"]`))
      document.head.append(document.importNode(link, true));
  follow(next, 'link[rel=canonical]', 'href');
  follow(next, 'link[rel=alternate]', 'href');
  follow(next, 'a[data-lang]', 'href');
  follow(next, '#side-menu a', 'aria-current');
  // Answers the first page's head asked for are that page's, not this one's.
  (self as { __early?: object }).__early = {};
  document.getElementById('main')?.replaceWith(document.adoptNode(main));
  // The old page's islands end (Astro unmounts a removed island on this event).
  document.dispatchEvent(new Event('astro:after-swap'));
  closeMenu();
  window.scrollTo(0, scrollY);
  const heading = main.querySelector('h1');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
}

/** Once per page (the member shell's start-up). */
export function softMoves(): void {
  current = pageKey(location);
  document.addEventListener('click', (event) => {
    const url = targetOf(event);
    if (!url) return;
    event.preventDefault();
    void move(url, true);
  });
  addEventListener('popstate', (event) => {
    // A fragment of the same page (the skip link) is not a move.
    if (pageKey(location) === current) return;
    void move(new URL(location.href), false, (event.state as { scrollY?: number } | null)?.scrollY ?? 0);
  });
}
