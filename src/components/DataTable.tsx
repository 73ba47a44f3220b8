import { useId, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { columnRoles, dataTableLook as look } from './data-table-look.ts';
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
  /** The server's own words (descriptions, remarks), never translated: marked English for screen readers. */
  lang?: 'en';
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
  const { isKey, title, hasDetails } = columnRoles(columns);

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
      containerClassName={look.container}
      className={cn(look.table, busy && 'opacity-60', className)}
    >
      <TableHeader role="rowgroup" className={look.head}>
        <TableRow role="row">
          {columns.map((column) => (
            <TableHead key={column.id} role="columnheader" className={look.headCell(column.className)}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody role="rowgroup" className={look.body}>
        {rows.length === 0 ? (
          <TableRow role="row" className={look.emptyRow}>
            <TableCell role="cell" colSpan={columns.length} className={look.emptyCell}>
              {empty}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row, index) => {
            const key = rowKey(row, index);
            const shown = open.has(key);
            const rowId = `${id}-${index}`;
            return (
              <TableRow key={key} role="row" className={look.row}>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    role="cell"
                    data-label={column.header}
                    className={look.cell(column.className, column === title, !isKey(column) && !shown)}
                  >
                    {column === title || column.ltr || column.lang ? (
                      <span
                        id={column === title ? `${rowId}-title` : undefined}
                        dir={column.ltr ? 'ltr' : undefined}
                        lang={column.lang}
                      >
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
                  <td role="cell" className={look.detailsCell}>
                    <button
                      type="button"
                      aria-expanded={shown}
                      aria-labelledby={`${rowId}-details ${rowId}-title`}
                      onClick={() => toggle(key)}
                      className={look.detailsButton}
                    >
                      <span id={`${rowId}-details`}>{text.pager.details}</span>
                      <ChevronDownIcon className={cn('transition-transform', shown && 'rotate-180')} />
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
