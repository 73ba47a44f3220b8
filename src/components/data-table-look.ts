/**
 * DataTable's look as class strings (DataTable.tsx).
 *
 * Below 48rem of table width (a phone, a narrow card) each row is a card of its key facts, labelled by
 * its column names; above it the table is a plain table. A container query decides, so the layout is
 * settled by CSS before and after hydration alike. The table stays a <table> with its headers (hidden
 * visually on cards), so screen readers still read each cell with its column. The roles are spelled out
 * because some browsers drop a table's semantics once its parts are given another display.
 */
import { cn } from '../lib/cn.ts';

const CARD_CELL =
  // The column name is generated content with empty alternative text: seen on the card, not read twice,
  // not part of the cell's text.
  "@max-3xl:flex @max-3xl:min-w-0 @max-3xl:items-baseline @max-3xl:justify-between @max-3xl:gap-3 @max-3xl:whitespace-normal @max-3xl:p-0 @max-3xl:py-0.5 @max-3xl:text-end @max-3xl:before:shrink-0 @max-3xl:before:text-start @max-3xl:before:text-muted-foreground @max-3xl:before:content-[attr(data-label)_/_'']";

export const dataTableLook = {
  container: '@container',
  table: '@max-3xl:block',
  head: '@max-3xl:sr-only',
  body: '@max-3xl:grid @max-3xl:gap-3',
  // A card below the screen is laid out only when scrolled near (most of a ledger's cards, under its
  // summary and filters on a phone): the first frame's style and layout stay short.
  row: '@max-3xl:grid @max-3xl:gap-1 @max-3xl:rounded-md @max-3xl:border-0 @max-3xl:p-3 @max-3xl:ring-1 @max-3xl:ring-border @max-3xl:ring-inset @max-3xl:[content-visibility:auto] @max-3xl:[contain-intrinsic-size:auto_10rem]',
  emptyRow: '@max-3xl:block',
  emptyCell: 'py-8 text-center text-muted-foreground @max-3xl:block',
  detailsCell: 'hidden @max-3xl:block @max-3xl:pt-1',
  detailsButton:
    'inline-flex min-h-8 items-center gap-1 rounded-md px-2 text-sm font-medium text-primary hover:bg-muted focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
  /** A column's header cell. */
  headCell: (className?: string) => cn('whitespace-normal px-2', className),
  /** A row's cell: `title` heads the row's card, `folded` waits behind the card's Details button. */
  cell: (className: string | undefined, title: boolean, folded: boolean) =>
    cn(
      // Wide, cells wrap only when the table would not fit otherwise (auto table layout).
      'whitespace-normal px-2',
      className,
      CARD_CELL,
      // The row's name heads its card.
      title && '@max-3xl:-order-1 @max-3xl:font-medium',
      folded && '@max-3xl:hidden',
    ),
};

/**
 * Which columns are key facts (all of them when none is marked), which one names the row (the first
 * key column), and whether a narrow row has a Details button for the rest.
 */
export function columnRoles<C extends { key?: boolean }>(columns: readonly C[]) {
  const keyed = columns.some((column) => column.key);
  const isKey = (column: C) => !keyed || column.key === true;
  return { isKey, title: columns.find(isKey), hasDetails: columns.some((column) => !isKey(column)) };
}
