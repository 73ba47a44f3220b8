import { useEffect, useRef } from 'react';
import type { TicketMessage } from '../../../lib/support/schema.ts';
import type { ApiError } from '../../../lib/api/errors.ts';
import { imageUrl } from '../../../lib/session/api.ts';
import { dateTimeDMY } from '../../../lib/format/format.ts';
import * as text from '../../../lib/text.ts';
import { cn } from '../../../lib/cn.ts';
import { FailureWords, LoadError } from '../../../components/LoadError.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { ImageState, Thread } from '../useTickets.ts';

/** The conversation as a log, following new messages while the member reads at its end. */
export function Messages({
  thread,
  error,
  images,
  subject,
  onRetry,
}: {
  thread: Thread | null;
  error: ApiError | null;
  images: ImageState;
  subject: string;
  onRetry: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Follows new messages only while the member is at the end: reading older ones is not interrupted.
  const following = useRef(true);
  const count = thread?.messages.length ?? 0;
  useEffect(() => {
    const node = box.current;
    if (node && following.current) node.scrollTop = node.scrollHeight;
  }, [count]);

  if (!thread) {
    if (error) {
      return (
        <LoadError
          className="m-4"
          message={<FailureWords error={error} />}
          onRetry={error.retryable ? onRetry : undefined}
        />
      );
    }
    return (
      <div className="flex flex-1 items-center justify-center p-6">
        <Spinner />
      </div>
    );
  }

  return (
    <div
      ref={box}
      onScroll={(event) => {
        const node = event.currentTarget;
        following.current = node.scrollHeight - node.scrollTop - node.clientHeight < 48;
      }}
      role="log"
      aria-label={text.support.conversation(subject)}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable to scroll it by keyboard
      tabIndex={0}
      className="flex min-h-48 flex-1 flex-col gap-3 overflow-y-auto p-4 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
    >
      {thread.messages.map((message) => (
        <MessageBubble key={message.id} message={message} images={images[message.id]} />
      ))}
    </div>
  );
}

function MessageBubble({ message, images }: { message: TicketMessage; images: string[] | 'error' | undefined }) {
  const fromSupport = Boolean(message.admin_username);
  return (
    <article
      className={cn(
        'grid max-w-[85%] gap-1 rounded-lg px-3 py-2 text-sm shadow-xs',
        fromSupport
          ? 'self-start rounded-es-none bg-muted text-foreground'
          : 'self-end rounded-ee-none bg-primary text-primary-foreground',
      )}
      data-from={fromSupport ? 'support' : 'member'}
    >
      <p className="text-xs font-semibold">
        {fromSupport ? text.support.support(message.admin_username ?? '') : text.support.you}
      </p>
      <p className="whitespace-pre-wrap break-words">{message.message}</p>
      {message.image ? <Attachments names={images} onDark={!fromSupport} /> : null}
      <p className={cn('text-xs', fromSupport ? 'text-muted-foreground' : 'text-primary-foreground/85')}>
        <time dateTime={message.message_time.replace(' ', 'T')}>{dateTimeDMY(message.message_time)}</time>
      </p>
    </article>
  );
}

function Attachments({ names, onDark }: { names: string[] | 'error' | undefined; onDark: boolean }) {
  if (names === 'error') return <p className="text-xs">{text.support.imagesFailed}</p>;
  if (!names || names.length === 0) return <Skeleton className="h-20 w-28" />;
  return (
    <ul className="flex flex-wrap gap-2">
      {names.map((name, index) => (
        <li key={name}>
          <a
            href={imageUrl(name)}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              'block rounded focus-visible:outline-hidden focus-visible:ring-2',
              onDark ? 'focus-visible:ring-primary-foreground' : 'focus-visible:ring-ring',
            )}
            aria-label={text.support.openImage(index + 1)}
          >
            <img
              src={imageUrl(name)}
              alt={text.support.attachment(index + 1)}
              loading="lazy"
              className="h-20 w-28 rounded object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
