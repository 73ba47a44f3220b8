/** Schemas of the support-ticket calls (spec part 2, sections 3 and 7). */
import * as z from 'zod/mini';
import { answerOf, envelope, flag, maxText, num, optStr, str, raw } from '../api/schema.ts';
import * as text from '../text.ts';

// ---- answers -------------------------------------------------------------------------------

/** Ticket status: 0 New, 1 Open, 2 Close, 3 Reopen. */
export const TICKET_CLOSED = 2;

export const Ticket = z.lazy(() =>
  z.object({
    id: num,
    subject: str,
    username: str,
    status: num,
    last_reply_date: optStr,
    created_at: str,
  }),
);
export type Ticket = z.output<typeof Ticket>;

/** GET tickets?export=true: the member's tickets, newest first. */
export const TicketsAnswer = z.lazy(() => z.object({ ...envelope, data: z._default(z.array(Ticket), []) }));
export type TicketsAnswer = z.output<typeof TicketsAnswer>;

/** A message of a ticket: `admin_username` present means support wrote it; `image` says it has pictures. */
export const TicketMessage = z.lazy(() =>
  z.object({
    id: num,
    message: str,
    message_time: str,
    admin_username: z.optional(raw.optStr),
    image: z._default(flag, false),
  }),
);
export type TicketMessage = z.output<typeof TicketMessage>;

/** GET ticket/{id}/details: the messages, oldest first, and the ticket itself. */
export const TicketDetailsAnswer = z.lazy(() =>
  z.object({
    ...envelope,
    data: z._default(z.array(TicketMessage), []),
    ticket: z.optional(z.nullable(Ticket)),
  }),
);
export type TicketDetailsAnswer = z.output<typeof TicketDetailsAnswer>;

/** GET message/{id}/image: the file names of a message's pictures. */
export const MessageImagesAnswer = z.lazy(() => z.object({ ...envelope, data: z._default(z.array(str), []) }));

export const Subject = z.lazy(() => z.object({ id: num, subject: str }));
export type Subject = z.output<typeof Subject>;

/** GET subjects */
export const SubjectsAnswer = z.lazy(() => z.object({ ...envelope, data: z._default(z.array(Subject), []) }));

/** The subject whose choice asks for a subject text of the member's own. */
export const OTHER_SUBJECT = 'Others';

/** POST raise-ticket */
export const RaiseTicketAnswer = z.lazy(() => answerOf({ ticket_id: z.optional(raw.num) }));

/** POST reply and GET ticket/{id}/re-open */
export { MessageAnswer as TicketActionAnswer } from '../api/schema.ts';

// ---- requests (the server validates the text fields with the same schemas) ----------------

const required = z.lazy(() => z.string().check(z.trim(), z.minLength(1, text.common.required)));

/** Multipart fields of raise-ticket (`images[]` travel beside them). `subject` is the text for 'Others'. */
export const RaiseTicketRequest = z.lazy(() =>
  z.object({
    subject_id: z.string().check(z.regex(/^\d+$/, text.common.required)),
    subject: z.optional(z.string().check(z.trim(), maxText('ticket_subject'))),
    message: required.check(maxText('message')),
  }),
);
export type RaiseTicketRequest = z.output<typeof RaiseTicketRequest>;

/** Multipart fields of reply (`images[]` travel beside them). */
export const ReplyRequest = z.lazy(() =>
  z.object({
    id: z.string().check(z.regex(/^\d+$/, text.common.required)),
    message: required.check(maxText('message')),
  }),
);
export type ReplyRequest = z.output<typeof ReplyRequest>;

/** How many pictures one message may carry. */
export const MAX_TICKET_IMAGES = 5;
