import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Decorative loading placeholder (aria-hidden). Announce loading separately, e.g. with <Spinner> or aria-busy. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
