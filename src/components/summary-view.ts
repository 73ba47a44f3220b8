import type { SummaryGroup } from '../lib/api/schema.ts';
import { cn } from '../lib/cn.ts';
import { moneyText } from '../lib/format/format.ts';
import { h, type View } from '../lib/view.ts';
import { serverText, serverValue } from '../lib/server-text.ts';
import { cardLook } from './ui/card-look.ts';

/** The summary cards' classes (a first paint gets them made at build time, see islands/ledgers/first-paint-look.ts). */
export const summaryLook = () => ({
  card: cardLook.card,
  /** A card of terms (noticesView). */
  notice: cn(cardLook.card, 'border-warning/60'),
  header: cn(cardLook.header, 'pb-3 sm:pb-3'),
  title: cn(cardLook.title, 'text-base'),
  content: cardLook.content,
});
export type SummaryLook = ReturnType<typeof summaryLook>;

/** A title the server wrote, in the member's language when known (lib/server-text.ts), else as sent, marked English. */
function titled(tag: string, className: string, title: string): View {
  const shown = serverText(title);
  return h(tag, className, [shown.text], shown.lang ? { lang: shown.lang } : undefined);
}

/**
 * Summary card groups (`more_details`): each a title over small cards of title and value. SummaryCards
 * draws it with React, a first paint with the DOM.
 */
export function summaryView(groups: readonly SummaryGroup[], label: string, look: SummaryLook): View {
  if (groups.length === 0) return null;
  return h(
    'section',
    'grid gap-4 md:grid-cols-2',
    groups.map((group) =>
      h('div', look.card, [
        h('div', look.header, [titled('h2', look.title, group.title)]),
        h('div', look.content, [
          h(
            'dl',
            'grid grid-cols-2 gap-2 sm:grid-cols-3',
            group.body.map((item) =>
              h('div', 'min-w-0 rounded-md bg-muted p-2.5', [
                titled('dt', 'text-xs leading-tight text-muted-foreground', item.title),
                h('dd', 'truncate font-semibold tabular-nums', [
                  h('span', undefined, [moneyText(serverValue(item.value))], { dir: 'ltr' }),
                ]),
              ]),
            ),
          ),
        ]),
      ]),
    ),
    { 'aria-label': label },
  );
}

/** Cards of terms above a list, each its title over a bulleted list (a subscription's cancellation fees). */
export function noticesView(
  notices: readonly { title: string; lines: readonly string[] }[],
  look: SummaryLook,
): View[] {
  return notices.map((notice) =>
    h('div', look.notice, [
      h('div', look.header, [h('h2', look.title, [notice.title])]),
      h('div', look.content, [
        h(
          'ul',
          'grid list-disc gap-1 ps-5 text-sm',
          notice.lines.map((line) => h('li', undefined, [line])),
        ),
      ]),
    ]),
  );
}
