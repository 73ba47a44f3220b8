/**
 * Support tickets: subjects, the member's tickets with messages and pictures, raising one, replying
 * and reopening. A member reads and writes only their own tickets.
 *
 * Demo behaviour: a message a member sends is answered by "support" a few seconds later (written
 * when the ticket is next read), so the portal's polling has something to show.
 */
import type { Area } from '../area.ts';
import { all, one, run, sqlTime, tx, type Db } from '../db.ts';
import {
  BadRequest,
  checkImage,
  fail,
  formBody,
  idempotent,
  idParam,
  ok,
  parseId,
  paginate,
  requireAuth,
  storeImage,
  type Ctx,
} from '../http.ts';
import {
  MAX_TICKET_IMAGES,
  OTHER_SUBJECT,
  RaiseTicketRequest,
  ReplyRequest,
  TICKET_CLOSED,
} from '../../src/lib/support/schema.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS ticket_subjects (
  id INTEGER PRIMARY KEY,
  subject TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tickets (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  subject_id INTEGER REFERENCES ticket_subjects(id),
  subject TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  last_reply_date TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS tickets_user ON tickets(user_id);
CREATE TABLE IF NOT EXISTS ticket_messages (
  id INTEGER PRIMARY KEY,
  ticket_id INTEGER NOT NULL REFERENCES tickets(id),
  user_id INTEGER,
  admin_username TEXT,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL,
  awaiting_answer INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS ticket_messages_ticket ON ticket_messages(ticket_id, id);
CREATE TABLE IF NOT EXISTS ticket_message_images (
  message_id INTEGER NOT NULL REFERENCES ticket_messages(id),
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
`;

/** How long "support" takes to answer in the demo. */
export const SUPPORT_DELAY_MS = 3000;

interface TicketRow {
  id: number;
  user_id: number;
  subject: string;
  status: number;
  last_reply_date: string | null;
  created_at: string;
}

const AUTO_ANSWERS = [
  'Thank you for writing to us. We are looking into it and will update this ticket shortly.',
  'Thanks, we have your message. A support agent is checking the details now.',
];

/** The demo's support desk: member messages waiting longer than the delay get an answer. */
function answerWaiting(db: Db, userId: number, now = Date.now()): void {
  if (process.env.DEMO === '0') return;
  const waiting = all<{ id: number; ticket_id: number; created_at: string }>(
    db,
    `SELECT m.id, m.ticket_id, m.created_at FROM ticket_messages m JOIN tickets t ON t.id = m.ticket_id
     WHERE t.user_id = ? AND m.awaiting_answer = 1 AND t.status != ?`,
    userId,
    TICKET_CLOSED,
  );
  for (const message of waiting) {
    const sent = Date.parse(`${message.created_at.replace(' ', 'T')}Z`);
    if (now - sent < SUPPORT_DELAY_MS) continue;
    const at = sqlTime(new Date(sent + SUPPORT_DELAY_MS));
    tx(db, () => {
      run(db, 'UPDATE ticket_messages SET awaiting_answer = 0 WHERE id = ?', message.id);
      run(
        db,
        'INSERT INTO ticket_messages (ticket_id, user_id, admin_username, message, created_at) VALUES (?, NULL, ?, ?, ?)',
        message.ticket_id,
        'support',
        AUTO_ANSWERS[message.id % AUTO_ANSWERS.length]!,
        at,
      );
      run(
        db,
        'UPDATE tickets SET status = CASE WHEN status = 0 THEN 1 ELSE status END, last_reply_date = ? WHERE id = ?',
        at,
        message.ticket_id,
      );
    });
  }
}

function ownTicket(c: Ctx, id: string | undefined): TicketRow | undefined {
  const ticketId = parseId(id);
  if (ticketId === undefined) return undefined;
  return one<TicketRow>(c.get('db'), 'SELECT * FROM tickets WHERE id = ? AND user_id = ?', ticketId, c.get('user').id);
}

function ticketOut(db: Db, row: TicketRow) {
  const user = one<{ username: string }>(db, 'SELECT username FROM users WHERE id = ?', row.user_id);
  return {
    id: row.id,
    subject: row.subject,
    username: user?.username ?? '',
    status: row.status,
    last_reply_date: row.last_reply_date,
    created_at: row.created_at,
  };
}

async function storeImages(c: Ctx, files: File[] | undefined): Promise<string[]> {
  const list = (files ?? []).filter((file) => file.size > 0);
  if (list.length > MAX_TICKET_IMAGES) {
    const message = `The images may not have more than ${MAX_TICKET_IMAGES} items.`;
    throw new BadRequest(message, 422, { images: [message] });
  }
  const checked = [];
  for (const file of list) checked.push(await checkImage(file, 'images'));
  return checked.map((image) => storeImage(c.get('db'), c.get('user').id, image.bytes, image.ext));
}

function addMessage(db: Db, ticketId: number, userId: number, message: string, images: string[], at: string): number {
  const id = run(
    db,
    'INSERT INTO ticket_messages (ticket_id, user_id, message, created_at, awaiting_answer) VALUES (?, ?, ?, ?, 1)',
    ticketId,
    userId,
    message,
    at,
  ).lastInsertRowid;
  images.forEach((name, index) =>
    run(db, 'INSERT INTO ticket_message_images (message_id, name, position) VALUES (?, ?, ?)', id, name, index),
  );
  return id;
}

export const supportArea: Area = {
  name: 'support',
  schema: SCHEMA,
  routes: (api) => {
    api.get('/subjects', requireAuth, (c) =>
      ok(c, { data: all(c.get('db'), 'SELECT id, subject FROM ticket_subjects ORDER BY id') }),
    );

    api.get('/tickets', requireAuth, (c) => {
      const db = c.get('db');
      const user = c.get('user');
      answerWaiting(db, user.id);
      const rows = all<TicketRow>(
        db,
        'SELECT * FROM tickets WHERE user_id = ? ORDER BY COALESCE(last_reply_date, created_at) DESC, id DESC',
        user.id,
      ).map((row) => ticketOut(db, row));
      if (c.req.query('export') === 'true') return ok(c, { data: rows });
      return ok(c, { data: paginate(c, rows) });
    });

    api.get('/ticket/:id/details', requireAuth, (c) => {
      const db = c.get('db');
      answerWaiting(db, c.get('user').id);
      const ticket = ownTicket(c, c.req.param('id'));
      if (!ticket) return fail(c, 'Ticket not found.', 404);
      const messages = all<{
        id: number;
        message: string;
        created_at: string;
        admin_username: string | null;
        images: number;
      }>(
        db,
        `SELECT m.id, m.message, m.created_at, m.admin_username, (SELECT COUNT(*) FROM ticket_message_images i WHERE i.message_id = m.id) AS images
         FROM ticket_messages m WHERE m.ticket_id = ? ORDER BY m.created_at, m.id`,
        ticket.id,
      );
      return ok(c, {
        data: messages.map((m) => ({
          id: m.id,
          message: m.message,
          message_time: m.created_at,
          ...(m.admin_username ? { admin_username: m.admin_username } : {}),
          image: m.images > 0 ? 1 : 0,
        })),
        ticket: ticketOut(db, ticket),
      });
    });

    api.get('/message/:id/image', requireAuth, (c) => {
      const db = c.get('db');
      const id = idParam(c);
      const owner =
        id !== undefined &&
        one<{ ok: number }>(
          db,
          'SELECT 1 AS ok FROM ticket_messages m JOIN tickets t ON t.id = m.ticket_id WHERE m.id = ? AND t.user_id = ?',
          id,
          c.get('user').id,
        );
      if (!owner) return fail(c, 'Message not found.', 404);
      const names = all<{ name: string }>(
        db,
        'SELECT name FROM ticket_message_images WHERE message_id = ? ORDER BY position',
        id,
      );
      return ok(c, { data: names.map((row) => row.name) });
    });

    api.post('/raise-ticket', requireAuth, (c) =>
      idempotent(c, async () => {
        const db = c.get('db');
        const user = c.get('user');
        const { fields, files } = await formBody(c, RaiseTicketRequest);
        const subject = one<{ id: number; subject: string }>(
          db,
          'SELECT id, subject FROM ticket_subjects WHERE id = ?',
          Number(fields.subject_id),
        );
        if (!subject)
          return fail(c, 'The selected subject is invalid.', 422, { subject_id: ['The selected subject is invalid.'] });
        const own = fields.subject?.trim() ?? '';
        if (subject.subject === OTHER_SUBJECT && !own)
          return fail(c, 'The subject field is required.', 422, { subject: ['The subject field is required.'] });
        const images = await storeImages(c, files.images);
        const at = sqlTime(new Date());
        const ticketId = tx(db, () => {
          const id = run(
            db,
            'INSERT INTO tickets (user_id, subject_id, subject, status, created_at) VALUES (?, ?, ?, 0, ?)',
            user.id,
            subject.id,
            subject.subject === OTHER_SUBJECT ? own : subject.subject,
            at,
          ).lastInsertRowid;
          addMessage(db, id, user.id, fields.message, images, at);
          return id;
        });
        return ok(c, { ticket_id: ticketId, msg: 'Ticket raised successfully.' });
      }),
    );

    api.post('/reply', requireAuth, (c) =>
      idempotent(c, async () => {
        const db = c.get('db');
        const user = c.get('user');
        const { fields, files } = await formBody(c, ReplyRequest);
        const ticket = ownTicket(c, fields.id);
        if (!ticket) return fail(c, 'Ticket not found.', 404);
        if (ticket.status === TICKET_CLOSED) return fail(c, 'This ticket is closed. Reopen it to write again.', 422);
        const images = await storeImages(c, files.images);
        addMessage(db, ticket.id, user.id, fields.message, images, sqlTime(new Date()));
        return ok(c, { msg: 'Reply sent successfully.' });
      }),
    );

    api.get('/ticket/:id/re-open', requireAuth, (c) => {
      const ticket = ownTicket(c, c.req.param('id'));
      if (!ticket) return fail(c, 'Ticket not found.', 404);
      if (ticket.status !== TICKET_CLOSED) return fail(c, 'Only a closed ticket can be reopened.', 422);
      run(c.get('db'), 'UPDATE tickets SET status = 3 WHERE id = ?', ticket.id);
      return ok(c, { msg: 'Ticket reopened successfully.' });
    });
  },
};
