/**
 * Completed Tasks' first paint, a small script after its island (pages/user/doneTask.astro, built by
 * scripts/inline-scripts.mjs): the page of hand-ins the head asked for, read with the island's schema
 * as data and drawn with the island's columns (done-columns.ts) before React arrives. The island takes
 * over when it shows its own (lib/first-paint.ts); the pager below the table comes with it.
 */
import type { Shape } from '../../lib/api/shape.ts';
import { tableView, wireDetails } from '../../components/data-table-view.ts';
import { paintFromEarly } from '../../lib/first-paint.ts';
import type { UserTasksAnswer } from '../../lib/tasks/schema.ts';
import * as text from '../../lib/text.ts';
import { h, toDom } from '../../lib/view.ts';
import { doneColumns } from './done-columns.ts';
import type { DoneLook } from './first-paint-look.ts';

export function paintDoneTasks(shape: Shape, look: DoneLook): void {
  paintFromEarly<UserTasksAnswer>(shape, ({ data: page }) => {
    const title = text.tasks.completedTitle;
    const node = toDom(
      h('div', look.card, [
        h('h2', 'sr-only', [title], { tabindex: '-1', 'data-table-top': '' }),
        tableView(doneColumns(look.imageButton), page.data, page.from ? page.from - 1 : 0, title, look.table),
      ]),
    );
    wireDetails(node as HTMLElement);
    return node;
  });
}
