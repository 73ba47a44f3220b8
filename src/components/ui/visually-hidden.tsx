import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Text that screen readers announce but sighted users do not see. */
export function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return <span className={cn('sr-only', className)} {...props} />;
}
