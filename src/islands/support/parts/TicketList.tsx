import { dateDMY } from '../../../lib/format/format.ts';
import * as text from '../../../lib/text.ts';
import { ticketStatus } from '../../../lib/support/status.ts';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { FailureWords, LoadError } from '../../../components/LoadError.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { ListLoad } from '../useTickets.ts';

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
  return (
    <ul className="max-h-[60dvh] divide-y divide-border overflow-y-auto min-[990px]:max-h-[calc(100dvh-17rem)]">
      {load.tickets.map((ticket) => (
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
  );
}
