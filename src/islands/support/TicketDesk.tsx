import { lazy, Suspense, useRef, useState } from 'react';
import * as text from '../../lib/text.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import { useTickets } from './useTickets.ts';
import { TicketList } from './parts/TicketList.tsx';
import { Conversation } from './parts/Conversation.tsx';
import { island } from '../../components/IslandRoot.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';

// The modal and its form load on demand: most visits only read and answer.
const loadRaiseDialog = () => import('./parts/RaiseTicketDialog.tsx');
const RaiseTicketDialog = lazy(loadRaiseDialog);

/**
 * Tickets: the member's tickets beside the conversation of the chosen one, with Raise Ticket, replies
 * with pictures, Reopen for closed tickets, and new replies appearing while the ticket is open.
 */
function TicketDeskContent() {
  const { list, selected, thread, threadError, images, refreshList, refreshThread, select } = useTickets();
  useDrawnMark(list.kind === 'ready');
  // Below 990 px the page opens on the list (nothing is chosen yet); choosing a ticket folds it away.
  const [listOpen, setListOpen] = useState(true);
  const [raiseOpen, setRaiseOpen] = useState(false);
  const [raiseUsed, setRaiseUsed] = useState(false);
  const listToggle = useRef<HTMLButtonElement>(null);

  /** Below 990 px the list folds away: focus goes back to its toggle instead of dropping to the page. */
  const foldList = () => {
    if (listOpen) listToggle.current?.focus();
    setListOpen(false);
  };

  const choose = (id: number) => {
    foldList();
    select(id);
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
          {listOpen ? text.support.hideList : text.support.showList}
        </Button>
        <Button
          type="button"
          className="ms-auto"
          onPointerEnter={() => void loadRaiseDialog()}
          onFocus={() => void loadRaiseDialog()}
          onClick={() => {
            setRaiseUsed(true);
            setRaiseOpen(true);
          }}
        >
          {text.support.raiseTicket}
        </Button>
      </div>

      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape anywhere in the unfolded list folds it (phones) */}
      <section
        id="ticket-list"
        aria-labelledby="ticket-list-title"
        className={cn(
          'rounded-lg border border-border bg-card shadow-sm min-[990px]:block',
          listOpen ? 'block' : 'hidden',
        )}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && listOpen) foldList();
        }}
      >
        <h2 id="ticket-list-title" className="border-b border-border px-4 py-3 text-base font-semibold">
          {text.support.list}
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
              {text.support.selectToken}
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

export const TicketDesk = island(TicketDeskContent);

/** The desk's shape until its script runs (the page's first paint): Raise Ticket, the list, the chat. */
export function TicketDeskSkeleton() {
  return (
    <div
      className="grid gap-3 min-[990px]:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)] min-[990px]:gap-4"
      aria-hidden="true"
    >
      <div className="flex justify-end min-[990px]:col-span-2">
        <Skeleton className="h-10 w-32" />
      </div>
      <Skeleton className="hidden h-[28rem] rounded-lg min-[990px]:block" />
      <Skeleton className="h-[28rem] rounded-lg min-[990px]:h-[calc(100dvh-13rem)]" />
    </div>
  );
}

function MenuIcon() {
  return (
    <Icon viewBox="0 0 20 20" strokeLinecap="butt" strokeLinejoin="miter">
      <path d="M3 5h14M3 10h14M3 15h14" />
    </Icon>
  );
}
