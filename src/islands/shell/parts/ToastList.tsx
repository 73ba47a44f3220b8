import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { $toasts, dismiss, showFlash, shown, type Toast as Item } from '../../../lib/toast/toasts.ts';
import { Toast } from '../../../components/ui/toast.tsx';
import * as text from '../../../lib/text.ts';

const NARROW = '(max-width: 639.98px)';
/** A horizontal drag this long dismisses a toast on a phone. */
const SWIPE_PX = 60;

/**
 * The one place toasts are shown. Wider screens: top-right, all of them, each closing 5 s after it
 * appears. Phones: one compact toast at a time with the count of those waiting (each gets its 5 s when
 * its turn comes), closed by its button or a sideways swipe, at the top unless the focused field is
 * there, then at the bottom of the visible area. It also keeps an offline notice up while the browser
 * has no connection.
 */
export default function ToastList({ viewport }: { viewport: RefObject<HTMLElement | null> }) {
  const toasts = useStore($toasts);
  const [online, setOnline] = useState(true);
  const [narrow, setNarrow] = useState(false);
  const swipe = useRef(0);
  useEffect(() => {
    showFlash();
    const query = matchMedia(NARROW);
    const update = () => {
      setOnline(navigator.onLine);
      setNarrow(query.matches);
    };
    update();
    addEventListener('online', update);
    addEventListener('offline', update);
    query.onchange = update;
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
      query.onchange = null;
    };
  }, []);

  // The offline notice comes last, so on a phone it never holds back the toasts behind it.
  const items: Item[] = online ? toasts : [...toasts, { id: 0, kind: 'error', text: text.offline.banner }];
  const visible = narrow ? items.slice(0, 1) : items;
  const first = visible[0]?.id;
  useEffect(() => visible.forEach((toast) => toast.id && shown(toast.id)));

  // On a phone the toast keeps clear of the focused field: the top edge, else the bottom of what is visible.
  useLayoutEffect(() => {
    const setTop = (top: number | undefined) => (viewport.current!.style.top = top === undefined ? '' : `${top}px`);
    if (!narrow || first === undefined) return void setTop(undefined);
    const place = () => {
      const { offsetTop, height } = visualViewport!;
      const size = viewport.current!.offsetHeight;
      const field = document.querySelector(':focus')?.getBoundingClientRect();
      setTop(field && field.top < offsetTop + size && field.bottom > offsetTop ? offsetTop + height - size : offsetTop);
    };
    place();
    const each = (act: 'addEventListener' | 'removeEventListener') =>
      [window, visualViewport!].forEach((target) =>
        ['focusin', 'scroll', 'resize'].forEach((name) => target[act](name, place, true)),
      );
    each('addEventListener');
    return () => each('removeEventListener');
  }, [narrow, first, viewport]);

  const waiting = items.length - visible.length;
  return (
    <>
      {visible.map((toast) => (
        <Toast
          key={toast.id}
          variant={toast.kind}
          title={toast.lang ? <span lang={toast.lang}>{toast.text}</span> : toast.text}
          description={waiting ? text.ui.toastsWaiting(waiting) : undefined}
          role={toast.kind === 'error' ? 'alert' : undefined}
          className="max-sm:touch-pan-y max-sm:p-3 max-sm:pe-11"
          onClose={toast.id ? () => dismiss(toast.id) : undefined}
          onPointerDown={(event) => (swipe.current = event.clientX)}
          onPointerUp={(event) => {
            if (narrow && toast.id && Math.abs(event.clientX - swipe.current) > SWIPE_PX) dismiss(toast.id);
          }}
        />
      ))}
    </>
  );
}
