import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $toasts, dismiss, showFlash } from '../../lib/toast/toasts.ts';
import { Toast, ToastViewport } from '../../components/ui/toast.tsx';
import * as text from '../../lib/text.ts';

/**
 * The one place toasts are shown: top-right, each closing after 5 s (the store times them). It also
 * keeps an offline notice up while the browser has no connection.
 */
export function Toaster() {
  const toasts = useStore($toasts);
  const [online, setOnline] = useState(true);
  useEffect(() => {
    showFlash();
    const update = () => setOnline(navigator.onLine);
    update();
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, []);
  return (
    <ToastViewport className="top-0 bottom-auto sm:top-0 sm:bottom-auto">
      {online ? null : <Toast variant="error" title={text.offline.banner} />}
      {toasts.map((toast) => (
        <Toast key={toast.id} variant={toast.kind} title={toast.text} role={toast.kind === 'error' ? 'alert' : undefined} onClose={() => dismiss(toast.id)} />
      ))}
    </ToastViewport>
  );
}
