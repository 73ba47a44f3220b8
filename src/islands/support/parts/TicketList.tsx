import { useEffect, useRef, useState } from 'react';
import { dateDMY } from '../../../lib/format/format.ts';
import * as text from '../../../lib/text.ts';
import { ticketStatus } from '../../../lib/support/status.ts';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { FailureWords, LoadError } from '../../../components/LoadError.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { Ticket } from '../../../lib/support/schema.ts';
import type { ListLoad } from '../useTickets.ts';

/**
 * Tickets drawn at a time. The answer holds every ticket of the member (200 on the reference server's
 * large network): drawn whole, at 4x CPU their render and layout held the first frame of the list 0.3 s.
 */
const TICKETS_AT_ONCE = 20;

/** The member's tickets, newest first as the server sends them; the chosen one is marked current. */
export function TicketList({
  load,
  selected,
  onChoose,
  onRetry,
}: {
  load: ListLoad;
  selected: number | null;
  onChoose: (id: number) => void;
  onRetry: () => void;
}) {
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
      <LoadError
        className="m-3"
        message={<FailureWords error={load.error} />}
        onRetry={load.error.retryable ? onRetry : undefined}
      />
    );
  }
  if (load.tickets.length === 0) return <p className="p-4 text-sm text-muted-foreground">{text.support.noTickets}</p>;
  return <Tickets tickets={load.tickets} selected={selected} onChoose={onChoose} />;
}

/**
 * The first TICKETS_AT_ONCE tickets, and a Show more button under them for the next ones (the chosen
 * ticket is always among those drawn). The button moves the focus to the first ticket it adds, so a
 * keyboard or screen reader goes on reading where the list went on.
 */
function Tickets({
  tickets,
  selected,
  onChoose,
}: {
  tickets: Ticket[];
  selected: number | null;
  onChoose: (id: number) => void;
}) {
  const [wanted, setWanted] = useState(TICKETS_AT_ONCE);
  const list = useRef<HTMLUListElement>(null);
  const focusAt = useRef<number | null>(null);
  const chosenAt = selected === null ? -1 : tickets.findIndex((ticket) => ticket.id === selected);
  const shown = Math.min(tickets.length, Math.max(wanted, chosenAt + 1));
  const left = tickets.length - shown;

  useEffect(() => {
    if (focusAt.current === null) return;
    list.current?.querySelectorAll<HTMLButtonElement>(':scope > li > button')[focusAt.current]?.focus();
    focusAt.current = null;
  }, [shown]);

  return (
    <div className="max-h-[60dvh] overflow-y-auto min-[990px]:max-h-[calc(100dvh-17rem)]">
      <ul ref={list} className="divide-y divide-border">
        {tickets.slice(0, shown).map((ticket) => (
          <li key={ticket.id}>
            <button
              type="button"
              aria-current={ticket.id === selected ? 'true' : undefined}
              onClick={() => onChoose(ticket.id)}
              className="grid w-full gap-1 px-4 py-3 text-start hover:bg-muted focus-visible:bg-muted focus-visible:outline-hidden aria-[current=true]:bg-primary/10"
            >
              <span className="flex items-start justify-between gap-2">
                <span className="min-w-0 break-words font-medium">{ticket.subject}</span>
                <StatusBadge {...ticketStatus(ticket.status)} />
              </span>
              <span className="text-xs text-muted-foreground">{text.support.created(dateDMY(ticket.created_at))}</span>
            </button>
          </li>
        ))}
      </ul>
      {left > 0 ? (
        <div className="border-t border-border p-3">
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-auto min-h-8 w-full whitespace-normal py-1.5"
            onClick={() => {
              focusAt.current = shown;
              setWanted(shown + TICKETS_AT_ONCE);
            }}
          >
            {text.support.showMore(Math.min(TICKETS_AT_ONCE, left), left)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
