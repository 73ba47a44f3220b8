import type { ComponentProps, ReactNode } from 'react';
import * as text from '../../lib/text.ts';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { AlertCircleIcon, CheckCircleIcon, InfoCircleIcon, XIcon } from './icons.tsx';

/*
 * Presentational only. A Toaster renders a list of <Toast> inside one <ToastViewport> (src/islands/shell/parts/ToastViewport.tsx);
 * the viewport is the (always present) live region, so toasts added later are announced.
 */

export type ToastVariant = 'success' | 'error' | 'info';

const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border border-border border-s-4 bg-card p-4 pe-12 text-card-foreground shadow-lg',
  {
    variants: {
      variant: {
        success: 'border-s-success',
        error: 'border-s-destructive',
        info: 'border-s-primary',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const iconColour: Record<ToastVariant, string> = {
  success: 'text-success',
  error: 'text-destructive',
  info: 'text-primary',
};

/** Spoken before the title so the kind of message is not conveyed by colour/icon alone. */
const spokenPrefix: Record<ToastVariant, string> = {
  success: text.ui.successPrefix,
  error: text.ui.errorPrefix,
  info: '',
};

export type ToastProps = Omit<ComponentProps<'div'>, 'title'> & {
  variant?: ToastVariant;
  title: ReactNode;
  description?: ReactNode;
  /** Optional action, e.g. <Button size="sm" variant="outline">Undo</Button>. */
  action?: ReactNode;
  /** Called by the "Close" button; the button is omitted when not given. */
  onClose?: () => void;
};

export function Toast({ variant = 'info', title, description, action, onClose, className, ...props }: ToastProps) {
  const Icon = variant === 'success' ? CheckCircleIcon : variant === 'error' ? AlertCircleIcon : InfoCircleIcon;
  return (
    <div className={cn(toastVariants({ variant }), className)} data-variant={variant} {...props}>
      <Icon className={cn('mt-0.5 size-5 shrink-0', iconColour[variant])} />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="text-sm font-semibold">
          {spokenPrefix[variant] ? <span className="sr-only">{spokenPrefix[variant]}</span> : null}
          {title}
        </p>
        {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
        {action ? <div className="mt-1">{action}</div> : null}
      </div>
      {onClose ? (
        <button
          type="button"
          onClick={onClose}
          className={cn(
            'absolute end-2 top-2 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors',
            'hover:bg-muted hover:text-foreground',
            'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
          )}
        >
          <XIcon />
          <span className="sr-only">{text.ui.close}</span>
        </button>
      ) : null}
    </div>
  );
}
