import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { getMessageImages, getTicketDetails, listTickets, reopenTicket, replyToTicket } from '../../lib/support/api.ts';
import { TICKET_CLOSED, type Ticket, type TicketMessage } from '../../lib/support/schema.ts';
import { newIdempotencyKey } from '../../lib/api/client.ts';
import { isApiError, type ApiError } from '../../lib/api/errors.ts';
import { imageUrl } from '../../lib/session/api.ts';
import { dateDMY, dateTimeDMY } from '../../lib/format/format.ts';
import { notify } from '../../lib/toast/toasts.ts';
import * as text from '../../lib/text.ts';
import { cn } from '../../lib/cn.ts';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { ticketStatus } from '../../lib/support/status.ts';
import { Button } from '../../components/ui/button.tsx';
import { controlClasses } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ImageChips, PaperclipIcon, useImagePicks } from './parts/images.tsx';
import { UploadProgress } from '../../components/UploadProgress.tsx';
import { sendFailure } from '../../lib/api/send-failure.ts';
import { MAX_LENGTH } from '../../lib/api/limits.ts';

// The modal and its form load on demand: most visits only read and answer.
const loadRaiseDialog = () => import('./parts/RaiseTicketDialog.tsx');
const RaiseTicketDialog = lazy(loadRaiseDialog);

/** New replies are looked for this often while a ticket is open and the tab is visible. */
const POLL_MS = 10_000;

type ListLoad = { kind: 'loading' } | { kind: 'error'; error: ApiError | null } | { kind: 'ready'; tickets: Ticket[] };
type Thread = { ticketId: number; messages: TicketMessage[]; ticket: Ticket | null };
type ImageState = Record<number, string[] | 'error'>;

/**
 * Tickets: the member's tickets beside the conversation of the chosen one, with Raise Ticket, replies
 * with pictures, Reopen for closed tickets, and new replies appearing while the ticket is open.
 */
export function TicketDesk() {
  const [list, setList] = useState<ListLoad>({ kind: 'loading' });
  const [selected, setSelected] = useState<number | null>(null);
  const [thread, setThread] = useState<Thread | null>(null);
  const [threadError, setThreadError] = useState<ApiError | null>(null);
  const [images, setImages] = useState<ImageState>({});
  // Below 990 px the page opens on the list (nothing is chosen yet); choosing a ticket folds it away.
  const [listOpen, setListOpen] = useState(true);
  const [raiseOpen, setRaiseOpen] = useState(false);
  const [raiseUsed, setRaiseUsed] = useState(false);
  const selectedRef = useRef<number | null>(null);
  selectedRef.current = selected;
  const listToggle = useRef<HTMLButtonElement>(null);

  const refreshList = useCallback(async (quiet = false) => {
    if (!quiet) setList({ kind: 'loading' });
    try {
      const tickets = await listTickets();
      setList({ kind: 'ready', tickets });
    } catch (error) {
      if (isApiError(error) && error.kind === 'unauthorized') return;
      if (!quiet) setList({ kind: 'error', error: isApiError(error) ? error : null });
    }
  }, []);

  const refreshThread = useCallback(async (ticketId: number, quiet = false) => {
    if (!quiet) setThreadError(null);
    try {
      const answer = await getTicketDetails(ticketId);
      if (selectedRef.current !== ticketId) return;
      setThread({ ticketId, messages: answer.data, ticket: answer.ticket ?? null });
      setThreadError(null);
    } catch (error) {
      if (isApiError(error) && error.kind === 'unauthorized') return;
      if (!quiet && selectedRef.current === ticketId) setThreadError(isApiError(error) ? error : null);
    }
  }, []);

  useEffect(() => {
    void refreshList();
  }, [refreshList]);

  useEffect(() => {
    if (selected === null) return;
    void refreshThread(selected);
  }, [selected, refreshThread]);

  // Polling: every POLL_MS while a ticket is open; stopped while the tab is hidden, resumed (with an
  // immediate look) when it is visible again.
  useEffect(() => {
    if (selected === null) return;
    let timer: number | undefined;
    const tick = () => {
      void refreshThread(selected, true);
      void refreshList(true);
    };
    const stop = () => {
      if (timer !== undefined) window.clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      timer = window.setInterval(tick, POLL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        tick();
        start();
      } else stop();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [selected, refreshThread, refreshList]);

  // Pictures of messages that have them, fetched once per message.
  useEffect(() => {
    if (!thread) return;
    for (const message of thread.messages) {
      if (!message.image || images[message.id] !== undefined) continue;
      setImages((current) => ({ ...current, [message.id]: [] }));
      getMessageImages(message.id)
        .then((names) => setImages((current) => ({ ...current, [message.id]: names })))
        .catch(() => setImages((current) => ({ ...current, [message.id]: 'error' })));
    }
  }, [thread, images]);

  /** Below 990 px the list folds away: focus goes back to its toggle instead of dropping to the page. */
  const foldList = () => {
    if (listOpen) listToggle.current?.focus();
    setListOpen(false);
  };

  const choose = (id: number) => {
    foldList();
    if (id === selected) return;
    setThread(null);
    setThreadError(null);
    setSelected(id);
  };

  const tickets = list.kind === 'ready' ? list.tickets : [];
  const current = thread?.ticketId === selected ? thread : null;
  const ticket = current?.ticket ?? tickets.find((entry) => entry.id === selected) ?? null;

  return (
    <div className="grid gap-3 min-[990px]:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)] min-[990px]:gap-4">
      <div className="flex flex-wrap items-center gap-2 min-[990px]:col-span-2">
        <Button
          ref={listToggle}
          type="button"
          variant="outline"
          className="min-[990px]:hidden"
          aria-expanded={listOpen}
          aria-controls="ticket-list"
          onClick={() => setListOpen((open) => !open)}
        >
          <MenuIcon />
          {listOpen ? text.tickets.hideList : text.tickets.showList}
        </Button>
        <Button
          type="button"
          className="ml-auto"
          onPointerEnter={() => void loadRaiseDialog()}
          onFocus={() => void loadRaiseDialog()}
          onClick={() => {
            setRaiseUsed(true);
            setRaiseOpen(true);
          }}
        >
          {text.tickets.raiseTicket}
        </Button>
      </div>

      <section
        id="ticket-list"
        aria-labelledby="ticket-list-title"
        className={cn('rounded-lg border border-border bg-card shadow-sm min-[990px]:block', listOpen ? 'block' : 'hidden')}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && listOpen) foldList();
        }}
      >
        <h2 id="ticket-list-title" className="border-b border-border px-4 py-3 text-base font-semibold">
          {text.tickets.list}
        </h2>
        <TicketList load={list} selected={selected} onChoose={choose} onRetry={() => void refreshList()} />
      </section>

      <section
        aria-labelledby="ticket-chat-title"
        className={cn(
          'flex min-h-[28rem] min-w-0 flex-col rounded-lg border border-border bg-card shadow-sm min-[990px]:h-[calc(100dvh-13rem)]',
          // The empty "pick one" pane is not shown under the open list on a narrow screen.
          selected === null && listOpen && 'max-[989px]:hidden',
        )}
      >
        {selected === null ? (
          <div className="flex flex-1 items-center justify-center p-6 text-center text-muted-foreground">
            <h2 id="ticket-chat-title" className="text-base font-medium">
              {text.tickets.selectToken}
            </h2>
          </div>
        ) : (
          <Conversation
            key={selected}
            ticketId={selected}
            ticket={ticket}
            thread={current}
            error={threadError}
            images={images}
            onRetry={() => void refreshThread(selected)}
            onChanged={() => {
              void refreshThread(selected, true);
              void refreshList(true);
            }}
          />
        )}
      </section>

      {raiseUsed ? (
        <Suspense fallback={null}>
          <RaiseTicketDialog
            open={raiseOpen}
            onOpenChange={setRaiseOpen}
            onRaised={(ticketId) => {
              setRaiseOpen(false);
              void refreshList(true).then(() => {
                if (ticketId !== undefined) choose(ticketId);
              });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function TicketList({ load, selected, onChoose, onRetry }: { load: ListLoad; selected: number | null; onChoose: (id: number) => void; onRetry: () => void }) {
  if (load.kind === 'loading') {
    return (
      <div className="grid gap-2 p-3" aria-busy="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-16" />
        ))}
      </div>
    );
  }
  if (load.kind === 'error') {
    return (
      <div role="alert" className="grid gap-2 p-4">
        <p>{load.error?.message ?? text.errors.requestFailed}</p>
        {load.error === null || load.error.retryable ? (
          <Button type="button" variant="outline" onClick={onRetry}>
            {text.common.retry}
          </Button>
        ) : null}
      </div>
    );
  }
  if (load.tickets.length === 0) return <p className="p-4 text-sm text-muted-foreground">{text.tickets.noTickets}</p>;
  return (
    <ul className="max-h-[60dvh] divide-y divide-border overflow-y-auto min-[990px]:max-h-[calc(100dvh-17rem)]">
      {load.tickets.map((ticket) => (
        <li key={ticket.id}>
          <button
            type="button"
            aria-current={ticket.id === selected ? 'true' : undefined}
            onClick={() => onChoose(ticket.id)}
            className="grid w-full gap-1 px-4 py-3 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-hidden aria-[current=true]:bg-primary/10"
          >
            <span className="flex items-start justify-between gap-2">
              <span className="min-w-0 break-words font-medium">{ticket.subject}</span>
              <StatusBadge {...ticketStatus(ticket.status)} />
            </span>
            <span className="text-xs text-muted-foreground">{text.tickets.created(dateDMY(ticket.created_at))}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function Conversation({
  ticketId,
  ticket,
  thread,
  error,
  images,
  onRetry,
  onChanged,
}: {
  ticketId: number;
  ticket: Ticket | null;
  thread: Thread | null;
  error: ApiError | null;
  images: ImageState;
  onRetry: () => void;
  onChanged: () => void;
}) {
  const [reopening, setReopening] = useState(false);
  const closed = ticket?.status === TICKET_CLOSED;
  const subject = ticket?.subject ?? '';

  const reopen = async () => {
    setReopening(true);
    try {
      const answer = await reopenTicket(ticketId);
      notify(typeof answer.msg === 'string' && answer.msg ? answer.msg : text.tickets.reopened, 'success');
      onChanged();
    } catch (failure) {
      if (isApiError(failure) && failure.kind === 'unauthorized') return;
      notify(isApiError(failure) ? failure.firstMessage : text.errors.requestFailed, 'error');
    } finally {
      setReopening(false);
    }
  };

  return (
    <>
      <header className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-3">
        <h2 id="ticket-chat-title" className="min-w-0 flex-1 break-words text-base font-semibold">
          {subject}
        </h2>
        {ticket ? <StatusBadge {...ticketStatus(ticket.status)} /> : null}
        {closed ? (
          <Button type="button" size="sm" variant="outline" loading={reopening} onClick={() => void reopen()}>
            {text.tickets.reopen}
          </Button>
        ) : null}
      </header>
      <Messages thread={thread} error={error} images={images} subject={subject} onRetry={onRetry} />
      <Composer key={ticketId} ticketId={ticketId} closed={closed} onSent={onChanged} />
    </>
  );
}

function Messages({ thread, error, images, subject, onRetry }: { thread: Thread | null; error: ApiError | null; images: ImageState; subject: string; onRetry: () => void }) {
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
        <div role="alert" className="grid flex-1 content-center justify-items-center gap-2 p-6 text-center">
          <p>{error.message}</p>
          {error.retryable ? (
            <Button type="button" variant="outline" onClick={onRetry}>
              {text.common.retry}
            </Button>
          ) : null}
        </div>
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
      aria-label={text.tickets.conversation(subject)}
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
        fromSupport ? 'self-start rounded-bl-none bg-muted text-foreground' : 'self-end rounded-br-none bg-primary text-primary-foreground',
      )}
      data-from={fromSupport ? 'support' : 'member'}
    >
      <p className="text-xs font-semibold">{fromSupport ? text.tickets.support(message.admin_username ?? '') : text.tickets.you}</p>
      <p className="whitespace-pre-wrap break-words">{message.message}</p>
      {message.image ? <Attachments names={images} onDark={!fromSupport} /> : null}
      <p className={cn('text-xs', fromSupport ? 'text-muted-foreground' : 'text-primary-foreground/85')}>
        <time dateTime={message.message_time.replace(' ', 'T')}>{dateTimeDMY(message.message_time)}</time>
      </p>
    </article>
  );
}

function Attachments({ names, onDark }: { names: string[] | 'error' | undefined; onDark: boolean }) {
  if (names === 'error') return <p className="text-xs">{text.tickets.imagesFailed}</p>;
  if (!names || names.length === 0) return <Skeleton className="h-20 w-28" />;
  return (
    <ul className="flex flex-wrap gap-2">
      {names.map((name, index) => (
        <li key={name}>
          <a
            href={imageUrl(name)}
            target="_blank"
            rel="noopener noreferrer"
            className={cn('block rounded focus-visible:outline-hidden focus-visible:ring-2', onDark ? 'focus-visible:ring-primary-foreground' : 'focus-visible:ring-ring')}
            aria-label={text.tickets.openImage(index + 1)}
          >
            <img src={imageUrl(name)} alt={text.tickets.attachment(index + 1)} loading="lazy" className="h-20 w-28 rounded object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Composer({ ticketId, closed, onSent }: { ticketId: number; closed: boolean; onSent: () => void }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [failed, setFailed] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const picks = useImagePicks();
  const key = useRef<string | null>(null);
  const messageId = useId();
  const fileId = useId();
  const busy = progress !== null;

  useEffect(() => {
    key.current = null;
  }, [picks.files]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || closed) return;
    if (!message.trim()) {
      setError(text.common.required);
      return;
    }
    setError('');
    setFailed('');
    key.current ??= newIdempotencyKey();
    setProgress(0);
    try {
      const answer = await replyToTicket(ticketId, message.trim(), picks.files, {
        idempotencyKey: key.current,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      notify(typeof answer.msg === 'string' && answer.msg ? answer.msg : text.tickets.replied, 'success');
      setMessage('');
      picks.clear();
      key.current = null;
      onSent();
    } catch (error) {
      const failure = sendFailure(error, text.tickets.sendFailed);
      if (!failure) return;
      if (failure.fields.message) setError(failure.fields.message);
      setFailed(failure.form);
      notify(failure.toast, 'error');
      if (failure.newKey) key.current = null;
    } finally {
      setProgress(null);
    }
  };

  return (
    <form onSubmit={send} noValidate className="grid gap-2 border-t border-border p-3">
      {closed ? <p className="text-sm text-muted-foreground">{text.tickets.closedNote}</p> : null}
      <label htmlFor={messageId} className="sr-only">
        {text.tickets.message}
      </label>
      <textarea
        id={messageId}
        rows={2}
        maxLength={MAX_LENGTH.message}
        value={message}
        disabled={closed || busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${messageId}-error` : undefined}
        onChange={(event) => {
          key.current = null;
          setMessage(event.target.value);
          if (error) setError('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
        }}
        placeholder={text.tickets.message}
        className={cn(controlClasses, 'w-full resize-y px-3 py-2 text-base sm:text-sm')}
      />
      {error ? (
        <p id={`${messageId}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <ImageChips picks={picks} disabled={busy} />
      {picks.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {picks.error}
        </p>
      ) : null}
      {busy ? <UploadProgress percent={progress} label={text.tickets.sending(progress)} /> : null}
      {failed && !busy ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failed}
        </p>
      ) : null}
      <div className="flex items-center gap-2">
        <input
          id={fileId}
          type="file"
          multiple
          accept="image/png,image/jpeg"
          disabled={closed || busy || picks.checking}
          className="peer sr-only"
          onChange={(event) => {
            const input = event.currentTarget;
            void picks.add(input.files).then(() => {
              input.value = '';
            });
          }}
        />
        <label
          htmlFor={fileId}
          className={cn(
            'inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-control bg-card px-3 text-sm font-medium hover:bg-muted',
            'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          )}
        >
          <PaperclipIcon />
          <span>{text.tickets.attach}</span>
        </label>
        <Button type="submit" className="ml-auto" disabled={closed} loading={busy}>
          {text.tickets.send}
        </Button>
      </div>
    </form>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M3 5h14M3 10h14M3 15h14" />
    </svg>
  );
}
