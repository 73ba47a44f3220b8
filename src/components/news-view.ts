/**
 * A news pop-up's markup as a view (lib/view.ts): the panel in the corner with the item's title, date,
 * image, body and buttons. The dashboard's island draws it with React (islands/dashboard/parts/NewsPanel.tsx:
 * the dialog's own title and close button, the sanitised body and the Next or Close button in its
 * slots), its first paint with the DOM before React arrives (islands/dashboard/first-paint-run.ts).
 */
import { buttonVariants } from './ui/looks.ts';
import { dateDMY } from '../lib/format/format.ts';
import type { NewsItem } from '../lib/news/schema.ts';
import type * as text from '../lib/text.ts';
import { h, iconView, slot, type ViewNode } from '../lib/view.ts';

/** A news item's body as the pop-ups and the news list show it (NewsBody.tsx, and a first paint's drawing). */
export const NEWS_BODY =
  'grid gap-2 text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_li]:ms-5 [&_ol]:list-decimal [&_ul]:list-disc [&_table]:block [&_table]:overflow-x-auto [&_h3]:font-semibold';

const INDEX = '\u0000';
const TOTAL = '\u0001';

/**
 * The button's classes and the texts, made at build time for a first paint in the build's language
 * (`catalogue`): its script carries these, not the variants' code or the dashboard's catalogue. (The
 * catalogue's sections are handed in: the whole catalogue as a value would bundle every section.)
 */
export const newsLook = (catalogue: Pick<typeof text, 'news' | 'common'>) => ({
  action: buttonVariants({ size: 'sm' }),
  news: catalogue.news.title,
  /** "1 of 2", with marks where the figures go. */
  count: catalogue.news.count(INDEX as unknown as number, TOTAL as unknown as number),
  next: catalogue.news.next,
  close: catalogue.common.close,
});
export type NewsLook = ReturnType<typeof newsLook>;

/** Where the panel is: one of the visit's pop-ups (1-based) and their number. */
export interface NewsPlace {
  index: number;
  total: number;
}

export const newsTitleView = (item: NewsItem): ViewNode =>
  h('h2', 'text-base font-semibold leading-snug', [item.title], { lang: 'en' });

/** Next news, or Close on the last one. */
export const newsActionView = (place: NewsPlace, look: NewsLook): ViewNode =>
  h('button', look.action, [place.index < place.total ? look.next : look.close], {
    type: 'button',
  });

export const newsCloseView = (look: NewsLook): ViewNode =>
  h(
    'button',
    'absolute end-2 top-2 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
    [iconView('size-4', [h('path', undefined, [], { d: 'M18 6 6 18M6 6l12 12' })]), h('span', 'sr-only', [look.close])],
    { type: 'button' },
  );

/**
 * The panel: a box in the corner that does not block the page. `image` is the image's address (or
 * null); the body is left empty for the sanitised HTML (slot `body`).
 */
export function newsPanelView(item: NewsItem, place: NewsPlace, look: NewsLook, image: string | null): ViewNode {
  const count = look.count.replace(INDEX, String(place.index)).replace(TOTAL, String(place.total));
  return h(
    'div',
    'fixed inset-x-2 bottom-2 z-40 grid max-h-[30dvh] gap-3 overflow-y-auto rounded-lg border border-border bg-card p-4 text-card-foreground shadow-xl sm:inset-x-auto sm:end-4 sm:bottom-4 sm:max-h-[70dvh] sm:w-[26rem]',
    [
      h('div', 'grid gap-0.5 pe-8', [
        h('p', 'text-xs font-semibold uppercase tracking-wide text-primary', [
          place.total > 1 ? `${look.news} · ${count}` : look.news,
        ]),
        slot('title', newsTitleView(item)),
        item.published_at ? h('p', 'text-xs text-muted-foreground', [dateDMY(item.published_at)]) : null,
      ]),
      image ? h('img', 'h-auto max-h-48 w-full rounded-md object-cover', [], { src: image, alt: '' }) : null,
      slot('body', h('div', NEWS_BODY, [], { 'data-news-body': '' })),
      h('div', 'flex justify-end', [slot('action', newsActionView(place, look))]),
      slot('close', newsCloseView(look)),
    ],
  );
}
