import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Table and its parts (ui/table.tsx). */
const tableLook = {
  container:
    'relative w-full overflow-x-auto rounded-md focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
  table: 'w-full caption-bottom border-collapse text-sm',
  header: '[&_tr]:border-b [&_tr]:border-border',
  body: '[&_tr:last-child]:border-0',
  row: 'border-b border-border transition-colors hover:bg-muted/60 data-[state=selected]:bg-muted',
  head: 'h-10 whitespace-nowrap px-3 text-start align-middle font-medium text-muted-foreground',
  cell: 'whitespace-nowrap px-3 py-2.5 align-middle',
};

export type TableProps = ComponentProps<'table'> & {
  /** Classes for the horizontally scrolling wrapper. */
  containerClassName?: string;
  /**
   * Names the scroll container (role="region") for screen readers, e.g. "Payments".
   * The container is keyboard-focusable either way so it can be scrolled with arrow keys.
   */
  scrollLabel?: string;
};

/** A table inside a div that scrolls horizontally (overflow-x-auto), so wide tables never break the card. */
export function Table({ className, containerClassName, scrollLabel, ...props }: TableProps) {
  return (
    <div
      // Focusable so keyboard users can scroll a wide table (axe: scrollable-region-focusable).
      tabIndex={0}
      role={scrollLabel ? 'region' : undefined}
      aria-label={scrollLabel}
      className={cn(tableLook.container, containerClassName)}
    >
      <table className={cn(tableLook.table, className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn(tableLook.header, className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn(tableLook.body, className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return (
    <tfoot
      className={cn('border-t border-border bg-muted font-medium [&>tr:last-child]:border-b-0', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn(tableLook.row, className)} {...props} />;
}

/** Header cell; scope defaults to "col" (pass scope="row" for row headers). */
export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th scope={scope} className={cn(tableLook.head, className)} {...props} />;
}

/** Cells do not wrap (the table scrolls sideways); add "whitespace-normal" for long text. */
export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn(tableLook.cell, className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('mt-3 text-sm text-muted-foreground', className)} {...props} />;
}
