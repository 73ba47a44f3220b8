import type { ComponentProps } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { badgeVariants } from './badge-look.ts';
import { cn } from '../../lib/cn.ts';

export { badgeVariants };

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/** Status pill. Colour is never the only signal: the text must say the status. */
export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
