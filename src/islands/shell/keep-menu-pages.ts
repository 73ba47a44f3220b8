/**
 * Once a member page is idle, the service worker is asked to store the pages its menu opens (each page
 * shell once per deploy, about 5 KB compressed, with what it needs from the cache the sign-in warm-up
 * filled): a tap in the menu then opens a page from the cache, with only its API answers still to come.
 * Nothing on Save-Data or a 2G link, nor without an active worker (the first visit's worker is not
 * controlling the page yet; the next page asks again).
 */
import { savesData } from '../../lib/auth/warm-member-pages.ts';

export function keepMenuPages(): void {
  const worker = navigator.serviceWorker?.controller;
  if (!worker || savesData((navigator as Navigator & { connection?: { saveData?: boolean } }).connection)) return;
  const pages = [...document.querySelectorAll<HTMLAnchorElement>('#side-menu a[href]')]
    .filter((link) => !link.closest('[hidden]') && link.origin === location.origin)
    .map((link) => link.pathname)
    .filter((path) => path !== location.pathname);
  if (pages.length) worker.postMessage({ keep: [...new Set(pages)] });
}
