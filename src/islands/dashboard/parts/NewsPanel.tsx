import { cloneElement, useLayoutEffect, useRef, type ReactElement } from 'react';
import * as DialogPrimitive from 'radix-ui/dialog';
import type { NewsItem } from '../../../lib/news/schema.ts';
import { imageUrl } from '../../../lib/session/api.ts';
import { handOverFirstPaint } from '../../../lib/first-paint.ts';
import { NewsBody } from '../../../components/NewsBody.tsx';
import * as text from '../../../lib/text.ts';
import { toReact } from '../../../components/view.tsx';
import { NEWS_FIRST_PAINT } from '../first-paint-id.ts';
import {
  newsActionView,
  newsCloseView,
  newsLook,
  newsPanelView,
  newsTitleView,
} from '../../../components/news-view.ts';

export interface NewsPanelProps {
  item: NewsItem;
  /** Position of the item among this visit's pop-ups (1-based) and their number. */
  index: number;
  total: number;
  onClose: () => void;
  /** The corner Close (or Escape): every pop-up of the visit goes at once. */
  onDismiss: () => void;
}

const look = newsLook({ news: text.news, common: text.common });

/**
 * One news pop-up: a panel in the corner that does not block the page (loaded when there is news),
 * drawn from the view its first paint draws (news-view.ts), which it takes the place of.
 */
export default function NewsPanel({ item, index, total, onClose, onDismiss }: NewsPanelProps) {
  const place = { index, total };
  const view = newsPanelView(item, place, look, item.image ? imageUrl(item.image) : null);
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // The drawn pop-up steps aside in this frame; a button of it that had the focus hands it to its twin here.
    const buttons = (root: Element | null | undefined) => [...(root?.querySelectorAll('button') ?? [])];
    const focused = buttons(document.getElementById(NEWS_FIRST_PAINT)).indexOf(
      document.activeElement as HTMLButtonElement,
    );
    handOverFirstPaint(NEWS_FIRST_PAINT);
    if (focused >= 0) buttons(panel.current)[focused]?.focus();
  }, []);
  const slots = {
    title: <DialogPrimitive.Title asChild>{toReact(newsTitleView(item))}</DialogPrimitive.Title>,
    body: <NewsBody key={item.id} html={item.body} />,
    action: cloneElement(toReact(newsActionView(place, look)) as ReactElement<{ onClick: () => void }>, {
      onClick: onClose,
    }),
    close: <DialogPrimitive.Close asChild>{toReact(newsCloseView(look))}</DialogPrimitive.Close>,
  };
  return (
    <DialogPrimitive.Root open modal={false} onOpenChange={(open) => (open ? undefined : onDismiss())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          ref={panel}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className={view.className}
        >
          {view.children?.map((child, key) => toReact(child, key, slots))}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
