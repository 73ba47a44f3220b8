import type { ComponentProps } from 'react';
import * as SwitchPrimitive from 'radix-ui/switch';
import { cn } from '../../lib/cn.ts';

/** On/off switch (role="switch"), 44×24px. Name it with <label htmlFor={id}> or aria-label. */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
        'bg-control data-[state=checked]:bg-primary',
        'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'disabled:cursor-not-allowed disabled:opacity-50',
        // Radix's hidden form input (next sibling) is styled inline; repeat it in CSS for SSR under a strict style-src CSP.
        '[&+input]:pointer-events-none [&+input]:absolute [&+input]:m-0 [&+input]:h-6 [&+input]:w-11 [&+input]:-translate-x-full [&+input]:opacity-0',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          // Moved by its start margin, not a translation, so "on" is at the end edge in either direction.
          'pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-0 transition-[margin]',
          'data-[state=checked]:ms-5 motion-reduce:transition-none',
        )}
      />
    </SwitchPrimitive.Root>
  );
}
