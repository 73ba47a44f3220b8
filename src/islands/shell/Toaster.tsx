import { useEffect, useRef, useState } from 'react';
import { ToastViewport } from './parts/ToastViewport.tsx';
import ToastList from './parts/ToastList.tsx';

/*
 * The toasts' code arrives after the page is usable: the island hydrates when the browser is idle, and
 * its list travels in the island's own file (astro.config.mjs, `idle`), so no page waits for it at
 * start-up.
 * The list mounts only once hydrated, so the server renders the empty region alone.
 * The region itself is in the page's HTML from the start: a modal hides everything outside it from
 * screen readers except the live regions already there when it opens, so a region that appeared later
 * would keep a dialog's error toasts silent.
 */

/**
 * The one place toasts are shown. Wider screens: top-right, all of them, each closing 5 s after it
 * appears. Phones: one compact toast at a time with the count of those waiting. It also keeps an
 * offline notice up while the browser has no connection (see parts/ToastList.tsx).
 */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  const viewport = useRef<HTMLElement>(null);
  useEffect(() => setMounted(true), []);
  return <ToastViewport ref={viewport}>{mounted ? <ToastList viewport={viewport} /> : null}</ToastViewport>;
}
