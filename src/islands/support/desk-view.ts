/**
 * The ticket desk's markup that does not need React, as views (lib/view.ts): the ticket list and, for
 * the page's first paint (first-paint-run.ts), the desk around it as it first shows. The island draws
 * the list with the same view (parts/TicketList.tsx) and the rest with the same classes (`deskLook`).
 */
import { statusView } from '../../components/status-view.ts';
import { buttonVariants } from '../../components/ui/looks.ts';
import { cn } from '../../lib/cn.ts';
import { dateDMY } from '../../lib/format/format.ts';
import type { Ticket } from '../../lib/support/schema.ts';
import { ticketStatus } from '../../lib/support/status.ts';
import * as text from '../../lib/text.ts';
import { h, type View } from '../../lib/view.ts';

/** The attribute naming the ticket a list button chooses. */
export const TICKET_ATTR = 'data-ticket';

/** The member's tickets, newest first as the server sends them; the chosen one is marked current. */
export function ticketListView(tickets: readonly Ticket[], selected: number | null): View {
  if (tickets.length === 0) return h('p', 'p-4 text-sm text-muted-foreground', [text.support.noTickets]);
  return h(
    'ul',
    'max-h-[60dvh] divide-y divide-border overflow-y-auto min-[990px]:max-h-[calc(100dvh-17rem)]',
    tickets.map((ticket) =>
      h('li', undefined, [
        h(
          'button',
          'grid w-full gap-1 px-4 py-3 text-start hover:bg-muted focus-visible:bg-muted focus-visible:outline-hidden aria-[current=true]:bg-primary/10',
          [
            h('span', 'flex items-start justify-between gap-2', [
              h('span', 'min-w-0 break-words font-medium', [ticket.subject]),
              statusView(ticketStatus(ticket.status)),
            ]),
            h('span', 'text-xs text-muted-foreground', [text.support.created(dateDMY(ticket.created_at))]),
          ],
          {
            type: 'button',
            [TICKET_ATTR]: String(ticket.id),
            ...(ticket.id === selected ? { 'aria-current': 'true' } : {}),
          },
        ),
      ]),
    ),
  );
}

/** The list toggle's and Raise Ticket's own classes (Button merges them with its variant's). */
export const DESK_TOGGLE = 'min-[990px]:hidden';
export const DESK_RAISE = 'ms-auto';

/** The desk's classes by its state (the island merges them as it draws; a first paint gets them made at build time). */
export const deskLook = (listOpen: boolean, chosen: boolean) => ({
  toggle: cn(buttonVariants({ variant: 'outline' }), DESK_TOGGLE),
  raise: cn(buttonVariants(), DESK_RAISE),
  list: cn('rounded-lg border border-border bg-card shadow-sm min-[990px]:block', listOpen ? 'block' : 'hidden'),
  chat: cn(
    'flex min-h-[28rem] min-w-0 flex-col rounded-lg border border-border bg-card shadow-sm min-[990px]:h-[calc(100dvh-13rem)]',
    // The empty "pick one" pane is not shown under the open list on a narrow screen.
    !chosen && listOpen && 'max-[989px]:hidden',
  ),
});
export type DeskLook = ReturnType<typeof deskLook>;

/** The list toggle's icon: three lines. */
export const menuIcon = (): View =>
  h('svg', 'size-4', [h('path', undefined, [], { d: 'M3 5h14M3 10h14M3 15h14' })], {
    viewBox: '0 0 20 20',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'aria-hidden': 'true',
    focusable: 'false',
  });

/** The desk as it first shows with its tickets: the list open, no ticket chosen. */
export function deskView(tickets: readonly Ticket[], look: DeskLook): View {
  return h('div', 'grid gap-3 min-[990px]:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)] min-[990px]:gap-4', [
    h('div', 'flex flex-wrap items-center gap-2 min-[990px]:col-span-2', [
      h('button', look.toggle, [menuIcon(), text.support.hideList], {
        type: 'button',
        'aria-expanded': 'true',
        'aria-controls': 'first-paint-ticket-list',
      }),
      h('button', look.raise, [text.support.raiseTicket], { type: 'button' }),
    ]),
    h(
      'section',
      look.list,
      [
        h('h2', 'border-b border-border px-4 py-3 text-base font-semibold', [text.support.list], {
          id: 'first-paint-ticket-list-title',
        }),
        ticketListView(tickets, null),
      ],
      { id: 'first-paint-ticket-list', 'aria-labelledby': 'first-paint-ticket-list-title' },
    ),
    h(
      'section',
      look.chat,
      [
        h('div', 'flex flex-1 items-center justify-center p-6 text-center text-muted-foreground', [
          h('h2', 'text-base font-medium', [text.support.selectToken], { id: 'first-paint-ticket-chat-title' }),
        ]),
      ],
      { 'aria-labelledby': 'first-paint-ticket-chat-title' },
    ),
  ]);
}
