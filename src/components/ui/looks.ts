/**
 * The looks of the form controls and buttons as class strings: the components use them. The sign-in
 * pages' stylesheet reads this file.
 */
import { cva } from 'class-variance-authority';

export const buttonVariants = /* @__PURE__ */ cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors',
    'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/70',
        outline: 'border border-control bg-card text-foreground hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        link: 'text-primary underline underline-offset-4 hover:decoration-2',
      },
      size: {
        sm: 'h-8 min-w-8 px-3 text-sm',
        default: 'h-10 min-w-10 px-4',
        lg: 'h-11 min-w-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

// The two lists below are joined, not merged: no utility in them overrides another (looks.test.ts
// holds them to that), and merging at module load would cost every page's start its first cn() call.

/** Shared look of text-like form controls (Input, NativeSelect, OtpInput boxes). */
export const controlClasses = [
  'rounded-md border border-control bg-card text-foreground shadow-xs transition-colors',
  'placeholder:text-muted-foreground',
  'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
].join(' ');

/** An Input's classes (ui/input.tsx). */
export const inputClasses = [
  controlClasses,
  'flex h-10 w-full min-w-0 px-3 py-2 text-base sm:text-sm',
  'file:me-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
].join(' ');

/** A Field's label (ui/field.tsx). */
export const labelClasses = 'text-sm font-medium leading-snug text-foreground';
