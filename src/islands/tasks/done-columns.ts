/**
 * Completed Tasks' columns as views (lib/view.ts), without React: the island (DoneTasks.tsx) draws them
 * with React, adding the image preview and the long texts' tooltips; the page's first paint
 * (first-paint-run.ts) draws them before React arrives.
 */
import type { ViewColumn } from '../../components/data-table-view.ts';
import { statusView } from '../../components/status-view.ts';
import { dateDMY } from '../../lib/format/format.ts';
import type { UserTask } from '../../lib/tasks/schema.ts';
import { taskStatus } from '../../lib/tasks/status.ts';
import { safeWebUrl } from '../../lib/tasks/url.ts';
import * as text from '../../lib/text.ts';
import { h, type View } from '../../lib/view.ts';

/** Text longer than this is cut short in its cell; the tooltip has all of it. */
export const SHORT = 20;

/** A long text's cell: cut short by CSS (so its name stays whole), a button that shows all of it. */
export const LONG_TEXT = 'block min-h-6 max-w-32 truncate text-start underline decoration-dotted underline-offset-4';

/** Long text as its cell shows it before its tooltip's code is in. */
export const longTextView = (value: string | null): View =>
  !value ? text.common.dash : value.length <= SHORT ? value : h('button', LONG_TEXT, [value], { type: 'button' });

/** A task's link: a web page opens in a new tab; anything else is shown as text, never linked. */
function linkView(link: string): View {
  const url = safeWebUrl(link);
  if (!url) return link || text.common.dash;
  return h(
    'a',
    'inline-block min-h-6 max-w-36 truncate align-middle leading-6 text-primary underline underline-offset-2',
    [link],
    {
      href: url.href,
      target: '_blank',
      rel: 'noopener noreferrer',
    },
  );
}

/** The View button's name: what it shows. */
export const imageName = (row: UserTask) => `${text.tasks.view}: ${text.tasks.imageOf(row.name)}`;

/**
 * The columns; `imageButton` is the View button's classes (a link-style small Button, `h-auto min-h-6
 * px-0`), merged where the caller can afford the class merger (the island, or the build for a first paint).
 */
export function doneColumns(imageButton: string): ViewColumn<UserTask>[] {
  const t = text.tasks;
  return [
    { id: 'name', header: t.name, view: (row) => row.name, className: 'min-w-32 font-medium', key: true },
    { id: 'link', header: t.link, view: (row) => linkView(row.link), ltr: true },
    { id: 'date', header: t.taskDate, view: (row) => dateDMY(row.task_date), key: true, ltr: true },
    {
      id: 'image',
      header: t.image,
      view: (row) =>
        row.task_image
          ? h('button', imageButton, [t.view], { type: 'button', 'aria-label': imageName(row) })
          : text.common.dash,
    },
    { id: 'reason', header: t.reason, view: (row) => longTextView(row.reject_reason) },
    { id: 'description', header: t.description, view: (row) => longTextView(row.description), lang: 'en' },
    { id: 'status', header: t.statusLabel, view: (row) => statusView(taskStatus(row.status)), key: true },
  ];
}

/** The View button's classes, as Button draws a link-style small one with the column's own. */
export const IMAGE_BUTTON_EXTRA = 'h-auto min-h-6 px-0';
