/**
 * The deposit page's first paint, a small script after its island (pages/user/manualDepositList.astro,
 * built by scripts/inline-scripts.mjs): the address and the first page of deposits from the answer the
 * head asked for, read with the island's schema as data and drawn with the island's views
 * (deposit-view.ts) before React arrives. The QR code and the pager come with the island; the address
 * can be selected, Print works, and Copy, Sync Balance or Export CSV pressed meanwhile is pressed on the
 * island once it takes over (lib/first-paint.ts).
 */
import type { Shape } from '../../lib/api/shape.ts';
import { tableView, wireDetails, type TableFirstLook } from '../../components/data-table-view.ts';
import { exportView, filterView, wirePrint, type StatementFirstLook } from '../../components/statement-view.ts';
import type { DepositsAnswer } from '../../lib/deposits/schema.ts';
import { paintFromEarly } from '../../lib/first-paint.ts';
import * as text from '../../lib/text.ts';
import { h, toDom } from '../../lib/view.ts';
import { addressCardView, depositColumns, historyView, type DepositLook } from './deposit-view.ts';

export interface DepositFirstLook {
  card: DepositLook;
  statement: StatementFirstLook;
  table: TableFirstLook;
}

export function paintDeposits(shape: Shape, look: DepositFirstLook): void {
  paintFromEarly<DepositsAnswer>(shape, (answer) => {
    const page = answer.data;
    const node = toDom(
      h('div', 'grid gap-5', [
        addressCardView(answer.depositAddress, 'first-paint-deposit', look.card),
        historyView({
          statement: [filterView(look.statement), exportView(look.statement)],
          table: page.data.length
            ? tableView(depositColumns(), page.data, 0, text.deposits.tableLabel, look.table)
            : h('p', 'py-6 text-center text-sm text-muted-foreground', [text.deposits.empty]),
        }),
      ]),
    ) as HTMLElement;
    wireDetails(node);
    wirePrint(node);
    node
      .querySelector('textarea')
      ?.addEventListener('focus', (event) => (event.target as HTMLTextAreaElement).select());
    return node;
  });
}
