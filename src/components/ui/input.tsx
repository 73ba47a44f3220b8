import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClasses, inputClasses } from './looks.ts';

export { controlClasses };

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
      className={cn(inputClasses, className)}
      {...props}
    />
  );
}
