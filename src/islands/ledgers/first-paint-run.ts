/**
 * A ledger page's first paint, a small script after its island (built per ledger by
 * scripts/inline-scripts.mjs; see layouts/LedgerPage.astro). The head asks for the list at once
 * (lib/api/early.ts); this reads that answer with the island's own schema as data (lib/api/shape.ts) and draws
 * what the island draws first, with its views, texts, formats and classes: the summary cards, the
 * card with its title, the date filter, the statement buttons and the table. The island takes over
 * when it shows its own (lib/first-paint.ts); the pager below the table comes with it. A refusal, an
 * answer the schema would refuse, or an island that is already up leaves the page to the island.
 */
import type { Shape } from '../../lib/api/shape.ts';
import { paintFromEarly } from '../../lib/first-paint.ts';
import { h, toDom, type View } from '../../lib/view.ts';
import { tableView, wireDetails } from '../../components/data-table-view.ts';
import { noticesView, summaryView } from '../../components/summary-view.ts';
import { shownColumns, type LedgerPage, type LedgerView } from './columns.ts';
import type { FirstPaintLook } from './first-paint-look.ts';

/** A date field as the island's Field and Input draw it. */
const dateField = (look: FirstPaintLook, name: 'from' | 'to', label: string): View =>
  h('div', 'w-40', [
    h('div', 'grid gap-1.5', [
      h('label', look.label, [label], { for: `first-paint-${name}` }),
      h('input', look.input, [], { type: 'date', name, id: `first-paint-${name}` }),
    ]),
    h('div', 'text-sm font-medium text-destructive', [], { 'aria-live': 'polite' }),
  ]);

/** DateRangeFilter with no range. */
const filterView = (look: FirstPaintLook): View =>
  h('fieldset', 'grid min-w-0 gap-2', [
    h('legend', 'mb-1 text-sm font-medium', [look.text.filterLabel]),
    h('div', 'flex flex-wrap items-start gap-3', [
      dateField(look, 'from', look.text.from),
      dateField(look, 'to', look.text.to),
    ]),
    h('div', 'flex flex-wrap items-center gap-3', [h('p', 'text-xs text-muted-foreground', [look.text.filterHint])]),
  ]);

/** StatementExport before a statement is asked for. */
const exportView = (look: FirstPaintLook): View =>
  h('div', 'grid gap-2', [
    h('div', 'flex flex-wrap items-center gap-2', [
      h('button', look.button, [look.text.exportCsv], { type: 'button' }),
      h('button', look.outline, [look.text.print], { type: 'button', 'data-print': '' }),
    ]),
    h('p', 'text-sm text-muted-foreground', [], { role: 'status' }),
  ]);

/** DataTable with the page's rows, and the row action's buttons for the member's own rows. */
function tableOf(ledger: LedgerView<unknown, unknown>, look: FirstPaintLook, page: LedgerPage<unknown>): View {
  const { action } = ledger;
  // The session's username, as the early calls read it (lib/guard.mjs).
  const username = action ? (sessionStorage.getItem('username') ?? '') : '';
  const columns = shownColumns(ledger, (row) =>
    action?.applies(row, username)
      ? h('button', look.action, [action.label], { type: 'button', 'aria-label': action.named(row) })
      : look.text.dash,
  );
  return tableView(columns, page.rows, page.page?.from ? page.page.from - 1 : 0, ledger.label, look.table);
}

/** What LedgerTable shows first with the page's data, pager aside. */
export function ledgerView(
  ledger: LedgerView<unknown, unknown>,
  look: FirstPaintLook,
  page: LedgerPage<unknown>,
): View {
  return h('div', 'grid min-w-0 gap-4', [
    summaryView(page.summary, look.text.summaryLabel, look.summary),
    ...noticesView(page.notices, look.summary),
    h('div', look.card, [
      ledger.title ? h('div', look.header, [h('h2', look.title, [ledger.title])]) : null,
      h('div', look.content, [ledger.date ? filterView(look) : null, exportView(look), tableOf(ledger, look, page)]),
    ]),
  ]);
}

function drawn(view: View): Node {
  const node = toDom(view);
  if (!(node instanceof HTMLElement)) return node;
  wireDetails(node);
  node.querySelector('[data-print]')?.addEventListener('click', () => window.print());
  return node;
}

/**
 * The script's start: `paintLedger(transactionsView(), shape, look)`, bundled per ledger with the shape
 * of its answer and its classes, both made at build time (scripts/inline-scripts.mjs).
 */
export function paintLedger(ledger: LedgerView<unknown, unknown>, shape: Shape, look: FirstPaintLook): void {
  paintFromEarly<unknown>(shape, (answer) => drawn(ledgerView(ledger, look, ledger.rowsOf(answer))));
}
