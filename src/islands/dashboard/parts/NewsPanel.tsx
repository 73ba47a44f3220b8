import * as DialogPrimitive from 'radix-ui/dialog';
import type { NewsItem } from '../../../lib/news/schema.ts';
import { imageUrl } from '../../../lib/session/api.ts';
import { dateDMY } from '../../../lib/format/format.ts';
import * as text from '../../../lib/text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { XIcon } from '../../../components/ui/icons.tsx';
import { NewsBody, NewsImage } from '../../../components/NewsBody.tsx';

export interface NewsPanelProps {
  item: NewsItem;
  /** Position of the item among this visit's pop-ups (1-based) and their number. */
  index: number;
  total: number;
  onClose: () => void;
  /** The corner Close (or Escape): every pop-up of the visit goes at once. */
  onDismiss: () => void;
}

/** One news pop-up: a panel in the corner that does not block the page (loaded when there is news). */
export default function NewsPanel({ item, index, total, onClose, onDismiss }: NewsPanelProps) {
  return (
    <DialogPrimitive.Root open modal={false} onOpenChange={(open) => (open ? undefined : onDismiss())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-x-2 bottom-2 z-40 grid max-h-[30dvh] gap-3 overflow-y-auto rounded-lg border border-border bg-card p-4 text-card-foreground shadow-xl sm:inset-x-auto sm:end-4 sm:bottom-4 sm:max-h-[70dvh] sm:w-[26rem]"
        >
          <div className="grid gap-0.5 pe-8">
            <p className="text-xs font-semibold uppercase tracking-wide text-primary">
              {total > 1 ? `${text.news.title} · ${text.news.count(index, total)}` : text.news.title}
            </p>
            <DialogPrimitive.Title className="text-base font-semibold leading-snug" lang="en">
              {item.title}
            </DialogPrimitive.Title>
            {item.published_at ? <p className="text-xs text-muted-foreground">{dateDMY(item.published_at)}</p> : null}
          </div>
          {item.image ? <NewsImage src={imageUrl(item.image)} /> : null}
          <NewsBody key={item.id} html={item.body} />
          <div className="flex justify-end">
            <Button type="button" size="sm" onClick={onClose}>
              {index < total ? text.news.next : text.common.close}
            </Button>
          </div>
          <DialogPrimitive.Close className="absolute end-2 top-2 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring">
            <XIcon />
            <span className="sr-only">{text.common.close}</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
