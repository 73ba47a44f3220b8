import { useState } from 'react';
import { reopenTicket } from '../../../lib/support/api.ts';
import { TICKET_CLOSED, type Ticket } from '../../../lib/support/schema.ts';
import { ticketStatus } from '../../../lib/support/status.ts';
import type { ApiError } from '../../../lib/api/errors.ts';
import { notifyFailure } from '../../../lib/api/notify-failure.ts';
import { notify } from '../../../lib/toast/toasts.ts';
import * as text from '../../../lib/text.ts';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { ImageState, Thread } from '../useTickets.ts';
import { Messages } from './Messages.tsx';
import { Composer } from './Composer.tsx';
import { serverNotice } from '../../../lib/lang.ts';

/** One ticket: its subject and status (with Reopen when closed), the messages and the reply form. */
export function Conversation({
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
      notify(serverNotice(answer.message, text.support.reopened), 'success');
      onChanged();
    } catch (failure) {
      notifyFailure(failure);
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
            {text.support.reopen}
          </Button>
        ) : null}
      </header>
      <Messages thread={thread} error={error} images={images} subject={subject} onRetry={onRetry} />
      <Composer key={ticketId} ticketId={ticketId} closed={closed} onSent={onChanged} />
    </>
  );
}
