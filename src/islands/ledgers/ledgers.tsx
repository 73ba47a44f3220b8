/**
 * The read-only money lists for the island: each ledger's view (columns.ts) with where it loads from,
 * and its cells drawn with React.
 */
import { viewColumn, type StatementColumn } from '../../components/StatementExport.tsx';
import {
  getDownline,
  listLogs,
  listPayouts,
  listPoolIncomes,
  listRankIncomes,
  listSalaryIncomes,
  listTransactions,
} from '../../lib/ledgers/api.ts';
import { listWithdrawals } from '../../lib/withdrawals/api.ts';
import { listSubscriptions } from '../../lib/packages/subscriptions.ts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ledgerViews, type LedgerId, type LedgerPage, type LedgerView } from './columns.ts';

export { LEDGER_IDS, type LedgerId, type LedgerPage } from './columns.ts';

export interface Ledger<Row> extends Omit<LedgerView<unknown, Row>, 'columns' | 'rowsOf'> {
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

/** Where each ledger's pages come from (the first one from the call its page's head made early). */
const loads: Record<LedgerId, (url?: string) => Promise<unknown>> = {
  withdrawals: listWithdrawals,
  transactions: listTransactions,
  payouts: listPayouts,
  downline: getDownline,
  rank: listRankIncomes,
  pool: listPoolIncomes,
  salary: listSalaryIncomes,
  logs: listLogs,
  subscriptions: listSubscriptions,
};

/** The dialog each row action opens (see RowAction in columns.ts). */
const dialogs: Partial<Record<LedgerId, () => Promise<ComponentType<RowDialogProps<unknown>>>>> = {
  subscriptions: () =>
    import('./CancelDialog.tsx').then((module) => module.CancelDialog as ComponentType<RowDialogProps<unknown>>),
};

function dialogOf(load: () => Promise<ComponentType<RowDialogProps<unknown>>>): Ledger<unknown>['dialog'] {
  return {
    Dialog: lazy(() => load().then((Dialog) => ({ default: Dialog }))),
    prefetch: () => void load().catch(() => undefined),
  };
}

export const ledgers = Object.fromEntries(
  Object.entries(ledgerViews).map(([id, make]) => {
    const { rowsOf, columns, ...view } = make();
    return [
      id,
      {
        ...view,
        load: async (url?: string) => rowsOf(await loads[id as LedgerId](url)),
        columns: columns.map(viewColumn),
        dialog: dialogs[id as LedgerId] && dialogOf(dialogs[id as LedgerId]!),
      },
    ];
  }),
) as Record<LedgerId, Ledger<unknown>>;
