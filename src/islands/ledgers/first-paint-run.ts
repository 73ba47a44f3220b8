/**
 * A ledger page's first paint, a small script after its island (built per ledger by
 * scripts/inline-scripts.mjs; see layouts/LedgerPage.astro). The head asks for the list at once
 * (lib/api/early.ts); this reads that answer with the island's own schema as data (lib/api/shape.ts) and draws
 * what the island draws first, with its views, texts, formats and classes: the summary cards, the
 * card with its title, the date filter, the statement buttons and the table. The island takes over
 * when it shows its own (lib/first-paint.ts); the pager below the table comes with it. A refusal, an
 * answer the schema would refuse, or an island that is already up leaves the page to the island.
 */
import { isOkStatus } from '../../lib/api/envelope.ts';
import { readShape, type Shape } from '../../lib/api/shape.ts';
import type { RawAnswer } from '../../lib/api/early.ts';
import { answerBody, carryOver, coverIsland, peekEarly } from '../../lib/first-paint.ts';
import { h, toDom, type View } from '../../lib/view.ts';
import { columnRoles } from '../../components/data-table-look.ts';
import { noticesView, summaryView } from '../../components/summary-view.ts';
import { shownColumns, type LedgerPage, type LedgerView } from './columns.ts';
import type { FirstPaintLook } from './first-paint-look.ts';

const CHEVRON =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" class="size-4 transition-transform"><path d="m6 9 6 6 6-6"/></svg>';

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

/** DataTable with the page's rows; a card's Details button opens the rest of its row. */
function tableView(ledger: LedgerView<unknown, unknown>, look: FirstPaintLook, page: LedgerPage<unknown>): View {
  const { action } = ledger;
  // The session's username, as the early calls read it (lib/guard.mjs).
  const username = action ? (sessionStorage.getItem('username') ?? '') : '';
  const columns = shownColumns(ledger, (row) =>
    action?.applies(row, username)
      ? h('button', look.action, [action.label], { type: 'button', 'aria-label': action.named(row) })
      : look.text.dash,
  );
  const { isKey, title, hasDetails } = columnRoles(columns);
  const first = page.page?.from ? page.page.from - 1 : 0;
  const cell = (view: View, index: number) => {
    const column = columns[index]!;
    return h(
      'td',
      `${look.cells.common} ${look.cells.own[index]}`,
      [column === title || column.ltr ? h('span', undefined, [view], column.ltr ? { dir: 'ltr' } : {}) : view],
      { role: 'cell', 'data-label': column.header, ...(isKey(column) ? {} : { 'data-folded': '' }) },
    );
  };
  const details = h(
    'td',
    look.detailsCell,
    [h('button', look.detailsButton, [look.text.details], { type: 'button', 'aria-expanded': 'false' })],
    {
      role: 'cell',
    },
  );
  const rows = page.rows.length
    ? page.rows.map((row, index) =>
        h(
          'tr',
          look.row,
          [...columns.map((column, at) => cell(column.view(row, first + index), at)), ...(hasDetails ? [details] : [])],
          { role: 'row' },
        ),
      )
    : [
        h(
          'tr',
          look.emptyRow,
          [h('td', look.emptyCell, [look.text.noData], { role: 'cell', colspan: String(columns.length) })],
          {
            role: 'row',
          },
        ),
      ];
  const heads = columns.map((column, index) =>
    h('th', `${look.heads.common} ${look.heads.own[index]}`, [column.header], { scope: 'col', role: 'columnheader' }),
  );
  return h(
    'div',
    look.container,
    [
      h(
        'table',
        look.table,
        [
          h('thead', look.thead, [h('tr', look.headRow, heads, { role: 'row' })], { role: 'rowgroup' }),
          h('tbody', look.tbody, rows, { role: 'rowgroup' }),
        ],
        { role: 'table' },
      ),
    ],
    { tabindex: '0', role: 'region', 'aria-label': ledger.label },
  );
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
      h('div', look.content, [ledger.date ? filterView(look) : null, exportView(look), tableView(ledger, look, page)]),
    ]),
  ]);
}

/** The ledger's first page from the head's answer, or null when the island should judge it. */
export function readLedger(
  ledger: LedgerView<unknown, unknown>,
  shape: Shape,
  answer: RawAnswer | null,
): LedgerPage<unknown> | null {
  const body = answerBody(answer);
  // Only a plain yes; any other status (a refusal, a message to show) is the island's to judge.
  if (!body || !isOkStatus(body.status)) return null;
  const parsed = readShape(shape, body);
  return parsed === null ? null : ledger.rowsOf(parsed);
}

function drawn(view: View): Node {
  const node = toDom(view);
  if (!(node instanceof HTMLElement)) return node;
  for (const button of node.querySelectorAll('button[aria-expanded]')) {
    button.insertAdjacentHTML('beforeend', CHEVRON);
    // The Details button opens the row's other facts, as the island's does.
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      button.lastElementChild?.classList.toggle('rotate-180', open);
      for (const cell of button.closest('tr')?.querySelectorAll('[data-folded]') ?? [])
        cell.classList.toggle('@max-3xl:hidden', !open);
    });
  }
  node.querySelector('[data-print]')?.addEventListener('click', () => window.print());
  return node;
}

/** Draws `ledger` from the head's answer once it is in (the script element's data: see LedgerPage.astro). */
async function firstPaint(
  ledger: LedgerView<unknown, unknown>,
  shape: Shape,
  look: FirstPaintLook,
  script: HTMLScriptElement,
): Promise<void> {
  const { api = '/api/', call = '', target: id = '' } = script.dataset;
  const target = document.getElementById(id);
  const answer = peekEarly(api, call);
  if (!target || !answer) return;
  const page = readLedger(ledger, shape, await answer);
  if (page && coverIsland(target, drawn(ledgerView(ledger, look, page)))) carryOver(target);
}

/**
 * The script's start: `paintLedger(transactionsView(), shape, look)`, bundled per ledger with the shape
 * of its answer and its classes, both made at build time (scripts/inline-scripts.mjs).
 */
export function paintLedger(ledger: LedgerView<unknown, unknown>, shape: Shape, look: FirstPaintLook): void {
  const script = document.currentScript as HTMLScriptElement | null;
  if (script) void firstPaint(ledger, shape, look, script);
}
