import { hang, serverError } from '../../../mock.ts';
import { click, IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
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

const scenarios = {
  loading: { routes: { ...base, tickets: hang } },
  list: { routes: base },
  conversation: { routes: base, act: open },
  'conversation-loading': { routes: { ...base, 'ticket/*/details': hang }, act: open },
  closed: { routes: { ...base, 'ticket/*/details': { body: closedDetails } }, act: open },
  empty: { routes: { ...base, tickets: { body: { status: true, data: [] } } } },
  error: { routes: { ...base, tickets: serverError } },
  raise: { routes: base, act: (page) => click(page, text.tickets.raiseTicket) },
} satisfies Record<string, Scenario>;

export function TicketDeskPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <TicketDesk />}</IslandFrame>;
}
