/**
 * The task pages' first paints, small scripts after their islands (pages/user/doneTask.astro and
 * todayTask.astro, built by scripts/inline-scripts.mjs): the answer the head asked for, read with the
 * island's schema as data and drawn with the island's views before React arrives. The island takes over
 * when it shows its own (lib/first-paint.ts): Completed Tasks' pager comes with it, and a card's button
 * pressed meanwhile is pressed on the island.
 */
import type { Shape } from '../../lib/api/shape.ts';
import { tableView, wireDetails } from '../../components/data-table-view.ts';
import { paintFromEarly } from '../../lib/first-paint.ts';
import type { TodayTasksAnswer, UserTasksAnswer } from '../../lib/tasks/schema.ts';
import { REWARD_STATUS } from '../../components/tasks/reward-look.ts';
import { noTasksView, taskCardsView, todayCountView, type TodayLook } from './today-view.ts';
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

/** Today's Task: the day's count, the reward's status line and the cards (or that there is none). */
export function paintTodayTasks(shape: Shape, look: TodayLook): void {
  paintFromEarly<TodayTasksAnswer>(shape, (answer) =>
    toDom(
      h(
        'div',
        'grid gap-4',
        answer.data.length === 0
          ? [noTasksView(look)]
          : [
              todayCountView(answer),
              h('p', REWARD_STATUS, [], { role: 'status' }),
              taskCardsView(answer, (index) => `first-paint-task-${index}`, look),
            ],
      ),
    ),
  );
}
