import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

const BADGE_BASE =
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3';
const BADGE_VARIANTS = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  success: 'border-transparent bg-success text-success-foreground',
  warning: 'border-transparent bg-warning text-warning-foreground',
  destructive: 'border-transparent bg-destructive text-destructive-foreground',
  outline: 'border-control text-foreground',
};

export const badgeVariants = /* @__PURE__ */ cva(BADGE_BASE, {
  variants: { variant: BADGE_VARIANTS },
  defaultVariants: { variant: 'default' },
});

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/** Status pill. Colour is never the only signal: the text must say the status. */
export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
