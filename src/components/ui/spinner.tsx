import type { ComponentProps } from 'react';
import * as text from '../../lib/text.ts';
import { cn } from '../../lib/cn.ts';

const sizes = { sm: 'size-4', default: 'size-5', lg: 'size-8' } as const;

/** Circular arc used by Spinner and by Button's loading state. Decorative. */
export function SpinnerIcon({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cn('size-4 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]', className)}
      {...props}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Announced to screen readers. */
  label?: string;
  size?: keyof typeof sizes;
};

/** A loading indicator announced politely (role="status"). */
export function Spinner({ label = text.ui.loading, size = 'default', className, ...props }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center text-muted-foreground', className)} {...props}>
      <SpinnerIcon className={sizes[size]} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
