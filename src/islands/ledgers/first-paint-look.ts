/**
 * A ledger's first-paint classes and fixed texts, made at build time (scripts/inline-scripts.mjs): the
 * classes with the same looks and the same class merger (lib/cn.ts) the island's components use, the
 * texts from the build language's catalogue, so the first paint draws the island's very markup without
 * carrying the merger or whole catalogue sections to the page.
 */
import { cn } from '../../lib/cn.ts';
import { columnRoles, dataTableLook as look } from '../../components/data-table-look.ts';
import { summaryLook } from '../../components/summary-view.ts';
import { buttonVariants, inputClasses, labelClasses } from '../../components/ui/looks.ts';
import { cardLook } from '../../components/ui/card-look.ts';
import { tableLook } from '../../components/ui/table-look.ts';
import { shownColumns, type LedgerView } from './columns.ts';
import type * as catalogue from '../../lib/text.ts';

/** Class lists as the classes they all share and each one's own (a list is `${common} ${own[i]}`). */
function shared(lists: string[]): { common: string; own: string[] } {
  const sets = lists.map((list) => list.split(' ').filter(Boolean));
  const common = (sets[0] ?? []).filter((name) => sets.every((set) => set.includes(name)));
  return { common: common.join(' '), own: sets.map((set) => set.filter((name) => !common.includes(name)).join(' ')) };
}

export function firstPaintLook(ledger: LedgerView<unknown, unknown>, text: typeof catalogue) {
  const columns = shownColumns(ledger, () => null);
  const { isKey, title } = columnRoles(columns);
  return {
    text: {
      summaryLabel: text.ledgers.summaryLabel,
      filterLabel: text.statement.filterLabel,
      from: text.statement.from,
      to: text.statement.to,
      filterHint: text.statement.filterHint,
      exportCsv: text.statement.exportCsv,
      print: text.statement.print,
      details: text.ui.details,
      noData: text.common.noData,
      dash: text.common.dash,
    },
    // LedgerTable
    card: cardLook.card,
    header: cardLook.header,
    title: cardLook.title,
    content: cn(cardLook.content, 'grid gap-4', !ledger.title && 'pt-4 sm:pt-6'),
    summary: summaryLook(),
    // The row action's button (LedgerTable)
    action: cn(buttonVariants({ variant: 'outline', size: 'sm' })),
    // DateRangeFilter's Field and Input, StatementExport's Buttons
    label: labelClasses,
    input: cn(inputClasses),
    button: cn(buttonVariants()),
    outline: cn(buttonVariants({ variant: 'outline' })),
    // DataTable with ui/table.tsx
    container: cn(tableLook.container, look.container),
    table: cn(tableLook.table, look.table),
    thead: cn(tableLook.header, look.head),
    tbody: cn(tableLook.body, look.body),
    headRow: cn(tableLook.row),
    row: cn(tableLook.row, look.row),
    heads: shared(columns.map((column) => cn(tableLook.head, look.headCell(column.className)))),
    cells: shared(
      columns.map((column) => cn(tableLook.cell, look.cell(column.className, column === title, !isKey(column)))),
    ),
    emptyRow: cn(tableLook.row, look.emptyRow),
    emptyCell: cn(tableLook.cell, look.emptyCell),
    detailsCell: look.detailsCell,
    detailsButton: look.detailsButton,
  };
}

export type FirstPaintLook = ReturnType<typeof firstPaintLook>;
