/** A badge's classes, without React: Badge uses them, and so do status pills drawn before React arrives. */
import { cva } from 'class-variance-authority';

export const BADGE_BASE =
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3';
export const BADGE_VARIANTS = {
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
