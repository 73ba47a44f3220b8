import type { ComponentProps } from 'react';
import * as text from '../../../lib/text.ts';

export type ToastViewportProps = ComponentProps<'section'> & {
  /** Landmark name. */
  label?: string;
};

/**
 * Fixed stack for toasts at the top (the full width on phones, top-right on wider screens). Keep it in
 * the page from the start, even when empty, so it is a live region before any toast arrives (and before
 * a modal opens: a modal leaves only the live regions already there audible). Apart from the toasts
 * themselves, so the page's first script carries only this.
 */
export function ToastViewport({
  label = text.ui.notifications,
  className = '',
  children,
  ...props
}: ToastViewportProps) {
  return (
    <section
      aria-label={label}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col p-2 sm:start-auto sm:end-0 sm:w-full sm:max-w-sm sm:p-4 ${className}`}
      {...props}
    >
      <div aria-live="polite" className="flex flex-col gap-2">
        {children}
      </div>
    </section>
  );
}
