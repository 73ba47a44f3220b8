/**
 * DataTable drawn from views (lib/view.ts) without React: a page's first paint draws its list with it
 * before the island arrives (islands/ledgers, islands/tasks). The classes come made at build time
 * (`tableFirstLook`), so the script carries neither the class merger nor the island's components.
 */
import { cn } from '../lib/cn.ts';
import { h, type View } from '../lib/view.ts';
import { columnRoles, dataTableLook as look, detailsChevron } from './data-table-look.ts';
import { tableLook } from './ui/table-look.ts';

/** One column: its header and how a row shows in it (see DataTable's Column for `key` and `ltr`). */
export interface ViewColumn<Row> {
  id: string;
  header: string;
  /** The cell; `index` is the row's number across pages. */
  view: (row: Row, index: number) => View;
  /** The cell in a statement (CSV); a cell that is text is its own. */
  text?: (row: Row, index: number) => string;
  className?: string;
  key?: boolean;
  ltr?: boolean;
  lang?: 'en';
}

/** Class lists as the classes they all share and each one's own (a list is `${common} ${own[i]}`). */
function shared(lists: string[]): { common: string; own: string[] } {
  const sets = lists.map((list) => list.split(' ').filter(Boolean));
  const common = (sets[0] ?? []).filter((name) => sets.every((set) => set.includes(name)));
  return { common: common.join(' '), own: sets.map((set) => set.filter((name) => !common.includes(name)).join(' ')) };
}

/** DataTable's classes for these columns, made at build time for a first paint (with ui/table.tsx's). */
export function tableFirstLook(columns: readonly { className?: string; key?: boolean }[], texts: TableTexts) {
  const { isKey, title } = columnRoles(columns);
  return {
    text: texts,
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
export type TableFirstLook = ReturnType<typeof tableFirstLook>;

/** The words a table shows of its own, in the page's language. */
export interface TableTexts {
  details: string;
  noData: string;
}

/** DataTable with these rows (the first numbered `first`); a card's Details button opens the rest of its row. */
export function tableView<Row>(
  columns: readonly ViewColumn<Row>[],
  rows: readonly Row[],
  first: number,
  label: string,
  look: TableFirstLook,
): View {
  const { isKey, title, hasDetails } = columnRoles(columns);
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
    [
      h('button', look.detailsButton, [look.text.details, detailsChevron(false)], {
        type: 'button',
        'aria-expanded': 'false',
      }),
    ],
    { role: 'cell' },
  );
  const drawnRows = rows.length
    ? rows.map((row, index) =>
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
          { role: 'row' },
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
          h('tbody', look.tbody, drawnRows, { role: 'rowgroup' }),
        ],
        { role: 'table' },
      ),
    ],
    { tabindex: '0', role: 'region', 'aria-label': label },
  );
}

/** Makes a drawn table's Details buttons open their row's other facts, as the island's do. */
export function wireDetails(root: ParentNode): void {
  for (const button of root.querySelectorAll('button[aria-expanded]')) {
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      button.lastElementChild?.classList.toggle('rotate-180', open);
      for (const cell of button.closest('tr')?.querySelectorAll('[data-folded]') ?? [])
        cell.classList.toggle('@max-3xl:hidden', !open);
    });
  }
}
