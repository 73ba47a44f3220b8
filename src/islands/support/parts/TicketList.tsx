import type { SyntheticEvent } from 'react';
import { toReact } from '../../../components/view.tsx';
import { actionOf, ViewActions } from '../../../components/view-actions.tsx';
import { TICKET_ATTR, ticketListView } from '../desk-view.ts';
import { LoadError } from '../../../components/LoadError.tsx';
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
      <LoadError className="m-3" message={load.error.message} onRetry={load.error.retryable ? onRetry : undefined} />
    );
  }
  // The buttons are the view's (desk-view.ts, drawn before React too); a click on one chooses its ticket.
  const choose = (event: SyntheticEvent) => {
    const ticket = actionOf(event, TICKET_ATTR);
    if (ticket) onChoose(Number(ticket.value));
  };
  return <ViewActions onClick={choose}>{toReact(ticketListView(load.tickets, selected))}</ViewActions>;
}
