import type { MouseEvent } from 'react';
import { toReact } from '../../../components/view.tsx';
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
  const choose = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest(`[${TICKET_ATTR}]`);
    if (button) onChoose(Number(button.getAttribute(TICKET_ATTR)));
  };
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the clicks are the buttons' inside (Enter and Space click them too)
    <div className="contents" onClick={choose}>
      {toReact(ticketListView(load.tickets, selected))}
    </div>
  );
}
