/**
 * The news pop-up's first paint, a small script after its island (pages/user/dashboard.astro, built by
 * scripts/inline-scripts.mjs): the visit's first pop-up from the answer to GET news the head asked for,
 * read with the island's schema as data and drawn with the island's view (news-view.ts), its body
 * sanitised as the island does, before React arrives. Next, Close, the close button and Escape work
 * on it meanwhile; the island starts after the pop-ups closed there and marks them read
 * (NewsPopups.tsx, first-paint-id.ts). Nothing else is carried over, so the script carries no more.
 */
import { imageAt } from '../../lib/api/image.ts';
import type { Shape } from '../../lib/api/shape.ts';
import { sanitizeHtml } from '../../lib/dashboard/sanitize.ts';
import { coverIsland, readEarly } from '../../lib/first-paint.ts';
import type { NewsAnswer } from '../../lib/news/schema.ts';
import { toDom } from '../../lib/view.ts';
import { NEWS_CLOSED, popupsOf } from './first-paint-id.ts';
import { newsPanelView, type NewsLook } from '../../components/news-view.ts';

const TITLE_ID = 'first-paint-news-title';

export function paintNews(shape: Shape, look: NewsLook): void {
  const early = readEarly<NewsAnswer>(shape);
  void early?.answer.then((answer) => {
    const items = popupsOf(answer?.data ?? []);
    if (items.length === 0) return;
    const { target, api } = early;
    const show = (closed: number) => {
      const item = items[closed];
      if (!item) return target.replaceChildren();
      const image = item.image ? imageAt(item.image, api, location.origin) : null;
      const panel = toDom(newsPanelView(item, { index: closed + 1, total: items.length }, look, image)) as HTMLElement;
      // A dialog that does not block the page, named by its title, as the island's.
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-labelledby', TITLE_ID);
      panel.querySelector('h2')?.setAttribute('id', TITLE_ID);
      const imageOrigins = [new URL(api, location.href).origin];
      panel.querySelector('[data-news-body]')?.replaceChildren(sanitizeHtml(item.body, { imageOrigins }));
      for (const button of panel.querySelectorAll('button')) button.addEventListener('click', close);
      target.replaceChildren(panel);
    };
    let closed = 0;
    function close() {
      // Only while a drawn pop-up stands (not once the island has taken over, or never covered).
      if (!target.isConnected || !target.firstChild) return;
      closed += 1;
      target.dataset.closed = String(closed);
      target.dispatchEvent(new Event(NEWS_CLOSED));
      show(closed);
    }
    addEventListener('keydown', (event) => {
      if (event.key === 'Escape') close();
    });
    show(0);
    // The dashboard's data is its figures (lib/dashboard/first-paint-run.ts), not the news: no mark.
    if (!coverIsland(target, target.firstChild!, false)) target.replaceChildren();
  });
}
