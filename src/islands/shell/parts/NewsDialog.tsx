import { useEffect, useRef, useState, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { $news, loadNews, readNews } from '../../../lib/news/news.ts';
import type { NewsItem } from '../../../lib/news/schema.ts';
import { imageUrl } from '../../../lib/session/api.ts';
import { dateDMY } from '../../../lib/format/format.ts';
import { wantPopup } from '../../../lib/session/popups.ts';
import * as text from '../../../lib/text.ts';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { FailureWords, LoadError } from '../../../components/LoadError.tsx';
import { NewsBody, NewsImage } from '../../../components/NewsBody.tsx';
import { cn } from '../../../lib/cn.ts';

export interface NewsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opened the list: focus goes back to it on close. */
  opener: RefObject<HTMLElement | null>;
}

/** One item: its title opens and closes it in place; opening it shows the body and marks it read. */
function NewsEntry({ item, expanded, onToggle }: { item: NewsItem; expanded: boolean; onToggle: () => void }) {
  const body = `news-item-${item.id}`;
  return (
    <li className="border-b border-border last:border-b-0">
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={body}
          onClick={onToggle}
          className="flex min-h-11 w-full items-start gap-2 rounded-md px-1 py-2 text-start hover:bg-muted focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="grid flex-1 gap-0.5">
            <span lang="en" className="font-medium leading-snug">
              {item.title}
            </span>
            {item.published_at ? (
              <span className="text-xs text-muted-foreground">{dateDMY(item.published_at)}</span>
            ) : null}
          </span>
          <ChevronDownIcon
            className={cn(
              'mt-1 size-4 text-muted-foreground transition-transform motion-reduce:transition-none',
              expanded && 'rotate-180',
            )}
          />
        </button>
      </h3>
      <div id={body} hidden={!expanded} className="grid gap-3 px-1 pb-4 pt-1">
        {expanded ? (
          <>
            {item.image ? <NewsImage src={imageUrl(item.image)} /> : null}
            <NewsBody html={item.body} />
          </>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The news list behind the header's News control (loaded on demand): every item of GET news, newest
 * first, each opening in place. Opening one marks it read (GET news/{id}/read) once per visit, and the
 * shared unread count follows.
 */
export default function NewsDialog({ open, onOpenChange, opener }: NewsDialogProps) {
  const { items, unread, error } = useStore($news);
  const [expanded, setExpanded] = useState<number | null>(null);
  const [retrying, setRetrying] = useState(false);
  const marked = useRef(new Set<number>());

  useEffect(() => {
    // Opened before the header's own load ran: load now (shared with any load in flight).
    if (open) loadNews().catch(() => undefined);
    // While the member reads, no reminder pops up over the list.
    wantPopup('newsList', open);
    return () => wantPopup('newsList', false);
  }, [open]);

  const toggle = (item: NewsItem) => {
    const opening = expanded !== item.id;
    setExpanded(opening ? item.id : null);
    if (opening && !marked.current.has(item.id)) {
      marked.current.add(item.id);
      readNews(item.id).catch(() => {
        // Not marked: the count stays as it is, and opening the item again tries once more.
        marked.current.delete(item.id);
      });
    }
  };

  const retry = () => {
    setRetrying(true);
    loadNews(true)
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  };

  let content;
  if (items) {
    content =
      items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.news.empty}</p>
      ) : (
        <ul aria-label={text.news.listLabel} className="grid">
          {items.map((item) => (
            <NewsEntry key={item.id} item={item} expanded={expanded === item.id} onToggle={() => toggle(item)} />
          ))}
        </ul>
      );
  } else if (error) {
    content = (
      <LoadError
        message={
          <>
            {text.news.loadFailed} <FailureWords error={error} />
          </>
        }
        onRetry={error.retryable ? retry : undefined}
        retrying={retrying}
      />
    );
  } else {
    content = (
      <div className="grid gap-3">
        <Spinner label={text.news.loading} />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-11 w-full" />
        ))}
      </div>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        className="sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          // The control is not a Radix trigger (the dialog loads on demand), so focus is sent back by hand.
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{text.news.title}</DialogTitle>
          {/* The header's count is hidden behind the dialog: it is said here, and read out as it changes. */}
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {unread === null ? '' : text.news.unread(unread)}
          </p>
        </DialogHeader>
        {content}
      </DialogContent>
    </Dialog>
  );
}
