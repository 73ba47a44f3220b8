/**
 * A ledger's first-paint classes and fixed texts, made at build time (scripts/inline-scripts.mjs): the
 * classes with the same looks and the same class merger (lib/cn.ts) the island's components use, the
 * texts from the build language's catalogue, so the first paint draws the island's very markup without
 * carrying the merger or whole catalogue sections to the page.
 */
import { cn } from '../../lib/cn.ts';
import { tableFirstLook } from '../../components/data-table-view.ts';
import { summaryLook } from '../../components/summary-view.ts';
import { buttonVariants } from '../../components/ui/looks.ts';
import { statementFirstLook } from '../../components/statement-view.ts';
import { cardLook } from '../../components/ui/card-look.ts';
import { shownColumns, type LedgerView } from './columns.ts';
import type * as catalogue from '../../lib/text.ts';

export function firstPaintLook(ledger: LedgerView<unknown, unknown>, text: typeof catalogue) {
  return {
    // DataTable with ui/table.tsx
    table: tableFirstLook(
      shownColumns(ledger, () => null),
      { details: text.ui.details, noData: text.common.noData },
    ),
    statement: statementFirstLook(text),
    text: {
      summaryLabel: text.ledgers.summaryLabel,
      dash: text.common.dash,
    },
    // LedgerTable
    card: cardLook.card,
    // What a ledger does not show is left out of its script.
    header: ledger.title ? cardLook.header : '',
    title: ledger.title ? cardLook.title : '',
    content: cn(cardLook.content, 'grid gap-4', !ledger.title && 'pt-4 sm:pt-6'),
    summary: ledger.summary || ledger.notices ? summaryLook() : null,
    // The row action's button (LedgerTable)
    action: ledger.action ? cn(buttonVariants({ variant: 'outline', size: 'sm' })) : '',
  };
}

export type FirstPaintLook = ReturnType<typeof firstPaintLook>;
