import { hang, serverError } from '../../../mock.ts';
import { click, IslandFrame, type State } from '../../../IslandFrame.tsx';
import { TicketDesk } from '../../../../islands/support/TicketDesk.tsx';
import * as text from '../../../../lib/text.ts';
import tickets from '../../../../../tests/fixtures/support/tickets.json';
import details from '../../../../../tests/fixtures/support/ticket-details.json';
import subjects from '../../../../../tests/fixtures/support/subjects.json';

const closedDetails = { ...details, ticket: { ...details.ticket, status: 2 } };
const base = {
  tickets: { body: tickets },
  'ticket/*/details': { body: details },
  'message/*/image': { body: { status: true, data: [] } },
  subjects: { body: subjects },
  'ticket/*/re-open': { body: { status: true, msg: 'Ticket reopened.' } },
};
const open = (page: HTMLElement) => click(page, new RegExp(`^${details.ticket.subject}`));

export const scenarios = {
  loading: { title: 'Loading', height: 480, routes: { ...base, tickets: hang } },
  list: {
    title: 'Tickets, none chosen',
    note: '“Select Token From List” (the spec’s words) in the conversation pane.',
    height: 560,
    routes: base,
  },
  conversation: {
    title: 'A conversation',
    note: 'The member’s messages and support’s replies, with the reply box.',
    height: 640,
    routes: base,
    act: open,
  },
  'conversation-loading': {
    title: 'Conversation loading',
    height: 560,
    routes: { ...base, 'ticket/*/details': hang },
    act: open,
  },
  closed: {
    title: 'Closed ticket',
    note: 'Reopen Ticket instead of the reply box.',
    height: 640,
    routes: { ...base, 'ticket/*/details': { body: closedDetails } },
    act: open,
  },
  empty: { title: 'No tickets', height: 480, routes: { ...base, tickets: { body: { status: true, data: [] } } } },
  error: {
    title: 'Tickets failed (500)',
    note: 'The reason and Try again in the list pane.',
    height: 480,
    routes: { ...base, tickets: serverError },
  },
  raise: {
    title: 'Raise Ticket dialog',
    note: 'Loaded on demand.',
    height: 640,
    routes: base,
    act: (page) => click(page, text.support.raiseTicket),
  },
} satisfies Record<string, State>;

export function TicketDeskPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <TicketDesk />}</IslandFrame>;
}
