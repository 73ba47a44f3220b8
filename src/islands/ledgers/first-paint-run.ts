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
import type { noticesView, summaryView } from '../../components/summary-view.ts';
import { exportView, wirePrint, type filterView } from '../../components/statement-view.ts';
import { shownColumns, type LedgerPage, type LedgerView, type ViewColumn } from './columns.ts';
import type { FirstPaintLook } from './first-paint-look.ts';

/** The row action's buttons, on the member's own rows (a part of the ledgers that have one). */
export function actionButtons(ledger: LedgerView<unknown, unknown>, look: FirstPaintLook): ViewColumn<unknown>[] {
  const action = ledger.action!;
  // The session's username, as the early calls read it (lib/guard.mjs).
  const username = sessionStorage.getItem('username') ?? '';
  return shownColumns(ledger, (row) =>
    action.applies(row, username)
      ? h('button', look.action, [action.label], { type: 'button', 'aria-label': action.named(row) })
      : look.text.dash,
  );
}

/** DataTable with the page's rows (and the row action's buttons, for a ledger that has one). */
function tableOf(
  ledger: LedgerView<unknown, unknown>,
  look: FirstPaintLook,
  page: LedgerPage<unknown>,
  parts: LedgerParts,
): View {
  const columns = parts.action ? parts.action(ledger, look) : ledger.columns;
  return tableView(columns, page.rows, page.page?.from ? page.page.from - 1 : 0, ledger.label, look.table);
}

/**
 * The views only some ledgers show, handed in by the ledger's script (scripts/inline-scripts.mjs), so
 * a ledger without summary cards, terms, dates or a row action does not carry their code.
 */
export interface LedgerParts {
  summary?: typeof summaryView;
  notices?: typeof noticesView;
  filter?: typeof filterView;
  action?: typeof actionButtons;
}

/** What LedgerTable shows first with the page's data, pager aside. */
export function ledgerView(
  ledger: LedgerView<unknown, unknown>,
  look: FirstPaintLook,
  page: LedgerPage<unknown>,
  parts: LedgerParts,
): View {
  const cards = look.summary;
  return h('div', 'grid min-w-0 gap-4', [
    cards && parts.summary ? parts.summary(page.summary, look.text.summaryLabel, cards) : null,
    ...(cards && parts.notices ? parts.notices(page.notices, cards) : []),
    h('div', look.card, [
      ledger.title ? h('div', look.header, [h('h2', look.title, [ledger.title])]) : null,
      h('div', look.content, [
        ledger.date && parts.filter ? parts.filter(look.statement) : null,
        exportView(look.statement),
        tableOf(ledger, look, page, parts),
      ]),
    ]),
  ]);
}

function drawn(view: View): Node {
  const node = toDom(view);
  if (!(node instanceof HTMLElement)) return node;
  wireDetails(node);
  wirePrint(node);
  return node;
}

/**
 * The script's start: `paintLedger(transactionsView(), shape, look)`, bundled per ledger with the shape
 * of its answer and its classes, both made at build time (scripts/inline-scripts.mjs).
 */
export function paintLedger(
  ledger: LedgerView<unknown, unknown>,
  shape: Shape,
  look: FirstPaintLook,
  parts: LedgerParts,
): void {
  paintFromEarly<unknown>(shape, (answer) => drawn(ledgerView(ledger, look, ledger.rowsOf(answer), parts)));
}
