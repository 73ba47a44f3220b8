import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { ToastViewport } from './parts/ToastViewport.tsx';
import { $toasts, flashWaiting } from '../../lib/toast/toasts.ts';

/*
 * The toasts' code arrives after the page is usable: the island hydrates when the browser is idle, and
 * its list is a file of its own (astro.config.mjs, `toasts`), fetched when the island has hydrated on a
 * member page, and on a public page only once there is something to show or about to be: a toast, one
 * a previous page left (a flash), a lost connection, or the visitor's first use of the page (a press or
 * a key: a form's answer may follow). Most who open a public page from a link and leave never fetch it.
 * The list mounts only once loaded, so the server renders the empty region alone.
 * The region itself is in the page's HTML from the start: a modal hides everything outside it from
 * screen readers except the live regions already there when it opens, so a region that appeared later
 * would keep a dialog's error toasts silent.
 */

type List = ComponentType<{ viewport: RefObject<HTMLElement | null> }>;

const loadList = () => import('./parts/ToastList.tsx');

/** What makes a public page fetch the list ahead of a toast: the visitor's first use of it, or going offline. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin', 'offline'];

export interface ToasterProps {
  /** A public page: the list is fetched once something is to be shown, or the page is first used. */
  lazy?: boolean;
}

/**
 * The one place toasts are shown. Wider screens: top-right, all of them, each closing 5 s after it
 * appears. Phones: one compact toast at a time with the count of those waiting. It also keeps an
 * offline notice up while the browser has no connection (see parts/ToastList.tsx).
 */
export function Toaster({ lazy = false }: ToasterProps) {
  const [list, setList] = useState<{ List: List } | null>(null);
  const viewport = useRef<HTMLElement>(null);
  useEffect(() => {
    let asked = false;
    // Once; a list that could not be fetched (the connection dropped) is asked for on the next occasion.
    const load = () => {
      if (asked) return;
      asked = true;
      loadList().then(
        (module) => setList({ List: module.default }),
        () => (asked = false),
      );
    };
    const stopToasts = $toasts.listen(load);
    for (const name of FIRST_USE) addEventListener(name, load, true);
    if (!lazy || flashWaiting() || $toasts.get().length || !navigator.onLine) load();
    return () => {
      stopToasts();
      for (const name of FIRST_USE) removeEventListener(name, load, true);
    };
  }, [lazy]);
  return <ToastViewport ref={viewport}>{list ? <list.List viewport={viewport} /> : null}</ToastViewport>;
}
