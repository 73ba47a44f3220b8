/**
 * Contract of support tickets: every answer is read with the portal's own schemas, the demo data
 * covers every status, pictures are checked, and a member reads and writes only their own tickets.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { one, run } from '../db.ts';
import { drawPng } from '../png.ts';
import { callsAs, formOf as form, testServer } from '../testing.ts';
import { SUPPORT_DELAY_MS } from './support.ts';
import {
  MessageImagesAnswer,
  OTHER_SUBJECT,
  RaiseTicketAnswer,
  SubjectsAnswer,
  TicketActionAnswer,
  TicketDetailsAnswer,
  TicketsAnswer,
} from '../../src/lib/support/schema.ts';

const server = testServer();
const { db, api, signIn, newMember } = server;
const demoToken = signIn('demo');
/** A member of this file's own: no package, no tasks, no tickets. */
const freshToken = newMember({ username: 'newbie', name: 'New Member' }).token;

const png = () => drawPng(8, 8, () => [200, 30, 30]);

const { request, read, post } = callsAs(server, demoToken);

describe('support tickets', () => {
  it('lists the demo tickets in every status, with the subjects including Others', async () => {
    const { data } = await read(TicketsAnswer, '/tickets?export=true');
    expect(new Set(data.map((t) => t.status))).toEqual(new Set([0, 1, 2, 3]));
    expect(data.every((t) => t.username === 'demo')).toBe(true);
    const subjects = await read(SubjectsAnswer, '/subjects');
    expect(subjects.data.map((s) => s.subject)).toContain(OTHER_SUBJECT);
  });

  it('tells member and support messages apart and serves their pictures', async () => {
    const { data } = await read(TicketsAnswer, '/tickets?export=true');
    const ticket = data.find((t) => t.subject === 'Withdrawal')!;
    const details = await read(TicketDetailsAnswer, `/ticket/${ticket.id}/details`);
    expect(details.data.some((m) => m.admin_username)).toBe(true);
    expect(details.data.some((m) => !m.admin_username)).toBe(true);
    const withImage = details.data.find((m) => m.image)!;
    const names = await read(MessageImagesAnswer, `/message/${withImage.id}/image`);
    expect(names.data.length).toBeGreaterThan(0);
    const image = await api.request(`/images/${names.data[0]}`);
    expect(image.status).toBe(200);
  });

  it("refuses another member's ticket and its pictures", async () => {
    const theirs = one<{ id: number }>(
      db,
      "SELECT t.id FROM tickets t JOIN users u ON u.id = t.user_id WHERE u.username = 'outsider'",
    )!;
    const details = await request(`/ticket/${theirs.id}/details`);
    expect(details.status).toBe(404);
    expect(details.body.status).toBe(false);
    const message = one<{ id: number }>(db, 'SELECT id FROM ticket_messages WHERE ticket_id = ?', theirs.id)!;
    expect((await request(`/message/${message.id}/image`)).status).toBe(404);
    const reply = await post('/reply', form({ id: String(theirs.id), message: 'hi' }));
    expect(reply.status).toBe(404);
    expect((await request(`/ticket/${theirs.id}/re-open`)).status).toBe(404);
  });

  it('raises a ticket with pictures, requires a subject text for Others, and answers after a delay', async () => {
    const subjects = (await read(SubjectsAnswer, '/subjects', freshToken)).data;
    const others = subjects.find((s) => s.subject === OTHER_SUBJECT)!;
    const missing = await post('/raise-ticket', form({ subject_id: String(others.id), message: 'Hello' }), freshToken);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('subject');
    const noMessage = await post(
      '/raise-ticket',
      form({ subject_id: String(subjects[0]!.id), message: ' ' }),
      freshToken,
    );
    expect(noMessage.body.errors).toHaveProperty('message');
    const badImage = await post(
      '/raise-ticket',
      form({ subject_id: String(subjects[0]!.id), message: 'x' }, { 'images[]': [new Blob(['nope'])] }),
      freshToken,
    );
    expect(badImage.status).toBe(415);

    const raised = await post(
      '/raise-ticket',
      form(
        { subject_id: String(others.id), subject: 'My own subject', message: 'Hello' },
        { 'images[]': [new Blob([png()]), new Blob([png()])] },
      ),
      freshToken,
    );
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    const { ticket_id: id } = z.parse(RaiseTicketAnswer, raised.body);
    const list = await read(TicketsAnswer, '/tickets?export=true', freshToken);
    expect(list.data[0]).toMatchObject({ id, subject: 'My own subject', status: 0, username: 'newbie' });
    let details = await read(TicketDetailsAnswer, `/ticket/${id}/details`, freshToken);
    expect(details.data).toHaveLength(1);
    expect((await read(MessageImagesAnswer, `/message/${details.data[0]!.id}/image`, freshToken)).data).toHaveLength(2);

    // Support answers once the delay has passed (moved back in time here instead of waiting).
    const past = new Date(Date.now() - SUPPORT_DELAY_MS - 1000).toISOString().slice(0, 19).replace('T', ' ');
    run(db, 'UPDATE ticket_messages SET created_at = ? WHERE ticket_id = ?', past, id);
    details = await read(TicketDetailsAnswer, `/ticket/${id}/details`, freshToken);
    expect(details.data).toHaveLength(2);
    expect(details.data[1]!.admin_username).toBeTruthy();
    expect(details.ticket?.status).toBe(1);
  });

  it('takes replies with pictures, refuses them on a closed ticket, and reopens only closed ones', async () => {
    const { data } = await read(TicketsAnswer, '/tickets?export=true', freshToken);
    const ticket = data[0]!;
    const reply = await post(
      '/reply',
      form({ id: String(ticket.id), message: 'More details' }, { 'images[]': [new Blob([png()])] }),
      freshToken,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    z.parse(TicketActionAnswer, reply.body);
    const notClosed = await request(`/ticket/${ticket.id}/re-open`, freshToken);
    expect(notClosed.status).toBe(422);

    run(db, 'UPDATE tickets SET status = 2 WHERE id = ?', ticket.id);
    const refused = await post('/reply', form({ id: String(ticket.id), message: 'Still there?' }), freshToken);
    expect(refused.status).toBe(422);
    const reopened = await read(TicketActionAnswer, `/ticket/${ticket.id}/re-open`, freshToken);
    expect(reopened.status).toBe(true);
    const after = await read(TicketsAnswer, '/tickets?export=true', freshToken);
    expect(after.data.find((t) => t.id === ticket.id)?.status).toBe(3);
  });

  it('refuses more than five pictures in one message', async () => {
    const { data } = await read(TicketsAnswer, '/tickets?export=true', freshToken);
    const six = Array.from({ length: 6 }, () => new Blob([png()]));
    const { status, body } = await post(
      '/reply',
      form({ id: String(data[0]!.id), message: 'pics' }, { 'images[]': six }),
      freshToken,
    );
    expect(status).toBe(422);
    expect(body.errors).toHaveProperty('images');
  });
});
