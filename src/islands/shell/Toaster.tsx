import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $toasts, dismiss, showFlash } from '../../lib/toast/toasts.ts';
import { Toast, ToastViewport } from '../../components/ui/toast.tsx';

/** The one place toasts are shown: top-right, each closing after 5 s (the store times them). */
export function Toaster() {
  const toasts = useStore($toasts);
  useEffect(() => showFlash(), []);
  return (
    <ToastViewport className="top-0 bottom-auto sm:top-0 sm:bottom-auto">
      {toasts.map((toast) => (
        <Toast key={toast.id} variant={toast.kind} title={toast.text} role={toast.kind === 'error' ? 'alert' : undefined} onClose={() => dismiss(toast.id)} />
      ))}
    </ToastViewport>
  );
}
