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

// Numbers, codes, e-mail addresses and phone numbers read left to right in any language.
const LTR = /^(email|tel|numeric|decimal)$/;

/**
 * Text input. 16px text on phones so iOS does not zoom on focus. A field for numbers, codes, e-mail
 * or phone (by its `inputMode`, else its `type`) is `dir="ltr"` unless `dir` says otherwise.
 */
export function Input({ className, type = 'text', dir, ...props }: InputProps) {
  return (
    <input
      type={type}
      dir={dir ?? (LTR.test(props.inputMode ?? type) ? 'ltr' : undefined)}
      className={cn(
        controlClasses,
        'flex h-10 w-full min-w-0 px-3 py-2 text-base sm:text-sm',
        'file:me-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
