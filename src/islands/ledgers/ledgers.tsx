/**
 * A read-only money list for the island: a ledger (lists/) with where it loads from. Each ledger's island (islands/entries/) makes its own, so a page carries only its own.
 */
import type { StatementColumn } from '../../components/StatementExport.tsx';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LedgerPage, LedgerList } from './columns.tsx';

export type { LedgerId } from './ids.ts';

export interface Ledger<Row> extends Omit<LedgerList<unknown, Row>, 'columns' | 'rowsOf'> {
  /** Loads the first page, or the server-supplied page URL. */
  load: (url?: string) => Promise<LedgerPage<Row>>;
  columns: StatementColumn<Row>[];
  /** What the row's action opens, loaded on demand; `prefetch` starts loading it (a hover or focus on the button). */
  dialog?: { Dialog: LazyExoticComponent<ComponentType<RowDialogProps<Row>>>; prefetch: () => void };
}

/** A row action's dialog: the row, and what to do when it closes or when its request is done. */
export interface RowDialogProps<Row> {
  row: Row;
  onClose: () => void;
  onDone: () => void;
}

/** Loads the dialog a row action opens (see RowAction in columns.ts). */
export type DialogLoader = () => Promise<ComponentType<RowDialogProps<unknown>>>;

/**
 * A ledger from its view, its list call (the first page comes from the call its page's head made
 * early) and, for a ledger with a row action, the dialog the action opens.
 */
export function ledgerOf(
  make: () => LedgerList<unknown, unknown>,
  list: (url?: string) => Promise<unknown>,
  dialog?: DialogLoader,
): Ledger<unknown> {
  const { rowsOf, columns, ...view } = make();
  return {
    ...view,
    load: async (url?: string) => rowsOf(await list(url)),
    columns,
    dialog: dialog && {
      Dialog: lazy(() => dialog().then((Dialog) => ({ default: Dialog }))),
      prefetch: () => void dialog().catch(() => undefined),
    },
  };
}
