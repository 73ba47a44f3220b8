import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table.tsx';

/** One column: its header and how a row shows in it. `index` is the row's number from `firstIndex`. */
export interface Column<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Classes for the column's cells (e.g. "whitespace-normal" for long text, "text-right"). */
  className?: string;
}

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Shown in one full-width row when there are no rows. */
  empty: ReactNode;
  /** Names the scrolling region for screen readers. */
  label: string;
  /** A newer page is loading: the rows are dimmed and the table is marked busy. */
  busy?: boolean;
  /** Index of the first row (a later page's rows keep counting: pass the page's `from` − 1). */
  firstIndex?: number;
  className?: string;
}

/** A plain table of rows by column definitions; wide tables scroll inside their container. */
export function DataTable<Row>({ columns, rows, rowKey, empty, label, busy = false, firstIndex = 0, className }: DataTableProps<Row>) {
  return (
    <Table scrollLabel={label} aria-busy={busy || undefined} className={cn(busy && 'opacity-60', className)}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.id} className={column.className}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns.length} className="py-8 text-center text-muted-foreground">
              {empty}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((column) => (
                <TableCell key={column.id} className={column.className}>
                  {column.cell(row, firstIndex + index)}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
