/**
 * Today's Task's cards as views (lib/view.ts): the island draws them with React (TodayTasks.tsx, its
 * buttons answered by what they name in `data-task-action`), the page's first paint with the DOM before
 * React arrives (first-paint-run.ts). The classes come merged (`todayLook`): at run time in the island,
 * at build time for the first paint.
 */
import { buttonVariants } from '../../components/ui/looks.ts';
import { cardLook } from '../../components/ui/card-look.ts';
import { cn } from '../../lib/cn.ts';
import { dateDMY } from '../../lib/format/format.ts';
import { completedCount, detailOf } from '../../lib/tasks/progress.ts';
import type { Task, TodayTasksAnswer } from '../../lib/tasks/schema.ts';
import { safeWebUrl } from '../../lib/tasks/url.ts';
import * as text from '../../lib/text.ts';
import { h, type View } from '../../lib/view.ts';

/** What a card's button does, by its `data-task-action`, with the task's index in `data-task`. */
export type TaskAction = 'copy' | 'view' | 'upload';

export const todayLook = () => ({
  none: cn(cardLook.card, 'p-6 text-center text-muted-foreground'),
  card: cn(cardLook.card, 'flex h-full flex-col'),
  header: cn(cardLook.header, 'pb-3 sm:pb-3'),
  title: cn(cardLook.title, 'text-base'),
  content: cn(cardLook.content, 'grid flex-1 content-start gap-3'),
  footer: cn(cardLook.footer, 'gap-2'),
  copy: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-9'),
  completed: cn(buttonVariants({ variant: 'secondary' })),
  view: cn(buttonVariants()),
  upload: cn(buttonVariants({ variant: 'outline' })),
});
export type TodayLook = ReturnType<typeof todayLook>;

const icon = (paths: View[], strokeWidth: string): View =>
  h('svg', 'size-4', paths, {
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': strokeWidth,
    'aria-hidden': 'true',
    focusable: 'false',
  });

const copyIcon = () =>
  icon(
    [
      h('rect', undefined, [], { x: '9', y: '9', width: '12', height: '12', rx: '2' }),
      h('path', undefined, [], { d: 'M5 15V5a2 2 0 0 1 2-2h10' }),
    ],
    '2',
  );
const checkMark = () => icon([h('path', undefined, [], { d: 'm5 12 5 5 9-10' })], '2.5');

const action = (kind: TaskAction, index: number) => ({ 'data-task-action': kind, 'data-task': String(index) });

/** One task's card; `headingId` names it (and describes its buttons). */
export function taskCardView(task: Task, index: number, completed: boolean, headingId: string, look: TodayLook): View {
  const link = safeWebUrl(task.link);
  const described = { 'aria-describedby': headingId };
  return h(
    'div',
    look.card,
    [
      h('div', look.header, [
        h('h2', look.title, [task.name], { id: headingId, lang: 'en' }),
        h('p', 'text-sm text-muted-foreground', [dateDMY(task.task_date)]),
      ]),
      h('div', look.content, [
        task.description ? h('p', 'text-sm', [task.description], { lang: 'en' }) : null,
        link
          ? h('div', 'flex min-w-0 items-center gap-1 rounded-md bg-muted px-2 py-1', [
              h('a', 'min-w-0 flex-1 truncate py-1 text-sm text-primary underline underline-offset-2', [task.link], {
                href: link.href,
                target: '_blank',
                rel: 'noopener noreferrer',
              }),
              h('button', look.copy, [copyIcon()], {
                type: 'button',
                'aria-label': text.tasks.copyLink(task.name),
                ...action('copy', index),
              }),
            ])
          : null,
      ]),
      h('div', look.footer, [
        completed
          ? h('button', look.completed, [checkMark(), text.tasks.completed], {
              type: 'button',
              disabled: '',
              ...described,
            })
          : h('button', look.view, [text.tasks.view], { type: 'button', ...described, ...action('view', index) }),
        h('button', look.upload, [text.tasks.uploadTask], { type: 'button', ...described, ...action('upload', index) }),
      ]),
    ],
    { role: 'article', 'aria-labelledby': headingId },
  );
}

/** The day's count and limits above the cards. */
export function todayCountView(answer: TodayTasksAnswer): View {
  const { data, addedTask, max_count, min_required } = answer;
  return h('div', 'flex flex-wrap items-center gap-x-4 gap-y-1 text-sm', [
    h('p', 'font-medium', [text.tasks.doneCount(completedCount(data, addedTask), data.length)]),
    max_count > 0 ? h('p', 'text-muted-foreground', [text.tasks.limits(min_required, max_count)]) : null,
  ]);
}

/** The cards; `headingId(index)` names each. */
export function taskCardsView(answer: TodayTasksAnswer, headingId: (index: number) => string, look: TodayLook): View {
  const done = new Set(answer.addedTask);
  return h(
    'ul',
    'grid gap-4 md:grid-cols-2 xl:grid-cols-3',
    answer.data.map((task, index) =>
      h('li', undefined, [taskCardView(task, index, done.has(detailOf(task)), headingId(index), look)]),
    ),
  );
}

/** No task today. */
export const noTasksView = (look: TodayLook): View => h('div', look.none, [text.tasks.none]);
