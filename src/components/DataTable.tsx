import { useId, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import * as text from '../lib/text.ts';
import { ChevronDownIcon } from './ui/icons.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table.tsx';

/** One column: its header and how a row shows in it. `index` is the row's number from `firstIndex`. */
export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Classes for the column's cells (e.g. "text-end", "min-w-40" for long text). Cells wrap when the table needs the room. */
  className?: string;
  /**
   * A key fact of the row (what, amount, status, date): on a narrow table it stays on the row's card,
   * the other columns wait behind the row's Details button. The first key column names the row.
   */
  key?: boolean;
  /**
   * The column holds numbers, amounts, dates, codes, addresses or hashes: they read left to right in any
   * language. The cell's content is marked `dir="ltr"` (the cell itself keeps the page's alignment).
   */
  ltr?: boolean;
}

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Shown in one full-width row when there are no rows. */
  empty: ReactNode;
  /** Names the table's region for screen readers. */
  label: string;
  /** A newer page is loading: the rows are dimmed and the table is marked busy. */
  busy?: boolean;
  /** Index of the first row (a later page's rows keep counting: pass the page's `from` − 1). */
  firstIndex?: number;
  className?: string;
}

// Below 48rem of table width (a phone, a narrow card) each row is a card of its key facts, labelled by
// its column names; above it the table is a plain table. A container query decides, so the layout is
// settled by CSS before and after hydration alike. The table stays a <table> with its headers (hidden
// visually on cards), so screen readers still read each cell with its column. The roles are spelled out
// because some browsers drop a table's semantics once its parts are given another display.
const CARD_TABLE = '@max-3xl:block';
const CARD_HEAD = '@max-3xl:sr-only';
const CARD_BODY = '@max-3xl:grid @max-3xl:gap-3';
const CARD_ROW =
  '@max-3xl:grid @max-3xl:gap-1 @max-3xl:rounded-md @max-3xl:border-0 @max-3xl:p-3 @max-3xl:ring-1 @max-3xl:ring-border @max-3xl:ring-inset';
// The column name is generated content with empty alternative text: seen on the card, not read twice,
// not part of the cell's text.
const CARD_CELL =
  "@max-3xl:flex @max-3xl:min-w-0 @max-3xl:items-baseline @max-3xl:justify-between @max-3xl:gap-3 @max-3xl:whitespace-normal @max-3xl:p-0 @max-3xl:py-0.5 @max-3xl:text-end @max-3xl:before:shrink-0 @max-3xl:before:text-start @max-3xl:before:text-muted-foreground @max-3xl:before:content-[attr(data-label)_/_'']";

/**
 * A table by column definitions. Wide, it is a plain table whose long cells wrap; narrow, each row is a
 * card of the key columns with a Details button for the rest, so nothing hides off screen.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  label,
  busy = false,
  firstIndex = 0,
  className,
}: DataTableProps<Row>) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const keyed = columns.some((column) => column.key);
  const isKey = (column: Column<Row>) => !keyed || column.key === true;
  const title = columns.find(isKey);
  const hasDetails = columns.some((column) => !isKey(column));

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <Table
      role="table"
      scrollLabel={label}
      aria-busy={busy || undefined}
      containerClassName="@container"
      className={cn(CARD_TABLE, busy && 'opacity-60', className)}
    >
      <TableHeader role="rowgroup" className={CARD_HEAD}>
        <TableRow role="row">
          {columns.map((column) => (
            <TableHead key={column.id} role="columnheader" className={cn('whitespace-normal px-2', column.className)}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody role="rowgroup" className={CARD_BODY}>
        {rows.length === 0 ? (
          <TableRow role="row" className="@max-3xl:block">
            <TableCell
              role="cell"
              colSpan={columns.length}
              className="py-8 text-center text-muted-foreground @max-3xl:block"
            >
              {empty}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row, index) => {
            const key = rowKey(row, index);
            const shown = open.has(key);
            const rowId = `${id}-${index}`;
            return (
              <TableRow key={key} role="row" className={CARD_ROW}>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    role="cell"
                    data-label={column.header}
                    className={cn(
                      // Wide, cells wrap only when the table would not fit otherwise (auto table layout).
                      'whitespace-normal px-2',
                      column.className,
                      CARD_CELL,
                      // The row's name heads its card.
                      column === title && '@max-3xl:-order-1 @max-3xl:font-medium',
                      !isKey(column) && !shown && '@max-3xl:hidden',
                    )}
                  >
                    {column === title || column.ltr ? (
                      <span id={column === title ? `${rowId}-title` : undefined} dir={column.ltr ? 'ltr' : undefined}>
                        {column.cell(row, firstIndex + index)}
                      </span>
                    ) : (
                      column.cell(row, firstIndex + index)
                    )}
                  </TableCell>
                ))}
                {hasDetails ? (
                  // Only cards have it: wide, every column is on screen already.
                  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- cards are display:block, which drops the cell role
                  <td role="cell" className="hidden @max-3xl:block @max-3xl:pt-1">
                    <button
                      type="button"
                      aria-expanded={shown}
                      aria-labelledby={`${rowId}-details ${rowId}-title`}
                      onClick={() => toggle(key)}
                      className="inline-flex min-h-8 items-center gap-1 rounded-md px-2 text-sm font-medium text-primary hover:bg-muted focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <span id={`${rowId}-details`}>{text.ui.details}</span>
                      <ChevronDownIcon className={cn('size-4 transition-transform', shown && 'rotate-180')} />
                    </button>
                  </td>
                ) : null}
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
