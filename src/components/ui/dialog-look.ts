/**
 * How Dialog and AlertDialog look, as class strings: the dimmed page behind them, the panel (its width
 * is each dialog's own), footer, title and description. The sign-in pages' stylesheet reads this file.
 */
export const OVERLAY =
  'fixed inset-0 z-50 bg-black/50 motion-safe:data-[state=open]:animate-overlay-in motion-safe:data-[state=closed]:animate-overlay-out';
export const PANEL = [
  'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
  'rounded-lg border border-border bg-card p-4 text-card-foreground shadow-lg sm:p-6',
  'focus-visible:outline-hidden',
  'motion-safe:data-[state=open]:animate-panel-in motion-safe:data-[state=closed]:animate-panel-out',
].join(' ');
/** Stacked on phones in the same order as side by side, so Tab follows what the member sees. */
export const FOOTER = 'flex flex-col gap-2 sm:flex-row sm:justify-end';
export const TITLE = 'text-lg font-semibold leading-tight';
export const DESCRIPTION = 'text-sm text-muted-foreground';
