import type { ComponentProps } from 'react';
import * as CheckboxPrimitive from 'radix-ui/checkbox';
import { cn } from '../../lib/cn.ts';
import { CheckIcon, MinusIcon } from './icons.tsx';

/** A 24px checkbox (supports checked="indeterminate"). Name it with <Label htmlFor={id}> or aria-label. */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'group peer inline-flex size-6 shrink-0 items-center justify-center rounded-md border-2 border-control bg-card text-primary-foreground',
        'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
        'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        // Radix's hidden form input (next sibling) is styled inline; repeat it in CSS for SSR under a strict style-src CSP.
        '[&+input]:pointer-events-none [&+input]:absolute [&+input]:m-0 [&+input]:size-6 [&+input]:-translate-x-full [&+input]:opacity-0',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="flex items-center justify-center">
        <CheckIcon className="group-data-[state=indeterminate]:hidden" />
        <MinusIcon className="hidden group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
