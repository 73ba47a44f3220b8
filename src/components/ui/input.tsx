import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Shared look of text-like form controls (Input, NativeSelect, OtpInput boxes). */
export const controlClasses = cn(
  'rounded-md border border-control bg-card text-foreground shadow-xs transition-colors',
  'placeholder:text-muted-foreground',
  'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
);

export type InputProps = ComponentProps<'input'>;

/** Text input. 16px text on phones so iOS does not zoom on focus. */
export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        controlClasses,
        'flex h-10 w-full min-w-0 px-3 py-2 text-base sm:text-sm',
        'file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
