/**
 * Contract of tasks and support tickets: every answer is read with the portal's own schemas, the
 * demo data covers every status, uploads are checked by content and size, and a member reads and
 * writes only their own tasks and tickets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { openDb, one, run, type Db } from '../db.ts';
import { migrate, seed, memberId } from '../seed.ts';
import { createApi } from '../app.ts';
import { issueToken } from '../auth.ts';
import { SUPPORT_DELAY_MS } from './support.ts';
import { drawPng } from '../png.ts';
import { TaskDashboard, TaskRequestAnswer, TodayTasksAnswer, UserTasksAnswer, MICROJOB_THRESHOLD } from '../../src/lib/tasks/schema.ts';
import {
  MessageImagesAnswer,
  OTHER_SUBJECT,
  RaiseTicketAnswer,
  SubjectsAnswer,
  TicketActionAnswer,
  TicketDetailsAnswer,
  TicketsAnswer,
} from '../../src/lib/support/schema.ts';

let db: Db;
let api: ReturnType<typeof createApi>;
let demoToken: string;
let outsiderToken: string;
let freshToken: string;

beforeAll(() => {
  db = openDb(':memory:');
  migrate(db);
  seed(db);
  api = createApi(db, { demo: true });
  demoToken = issueToken(db, memberId(db, 'demo'), 'session');
  outsiderToken = issueToken(db, memberId(db, 'outsider'), 'session');
  const fresh = run(db, "INSERT INTO users (username, name, email, password_hash, created_at) VALUES ('newbie', 'New Member', 'newbie@example.test', 'x', datetime('now'))").lastInsertRowid;
  freshToken = issueToken(db, fresh, 'session');
}, 60_000);

const png = () => drawPng(8, 8, () => [200, 30, 30]);

async function request(path: string, init: RequestInit = {}, token: string | null = demoToken) {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await api.request(path, { ...init, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function read<S extends z.ZodMiniType>(schema: S, path: string, token: string | null = demoToken): Promise<z.output<S>> {
  const { status, body } = await request(path, {}, token);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.status).toBe(true);
  return z.parse(schema, body);
}

function form(fields: Record<string, string>, files: Record<string, Blob[]> = {}): FormData {
  const out = new FormData();
  for (const [key, value] of Object.entries(fields)) out.set(key, value);
  for (const [key, list] of Object.entries(files)) for (const file of list) out.append(key, file, 'picture.png');
  return out;
}

const post = (path: string, body: FormData, token: string | null = demoToken, headers: Record<string, string> = {}) =>
  request(path, { method: 'POST', body, headers }, token);

describe("today's tasks", () => {
  it('lists the day with ids, links and the ads already completed', async () => {
    const answer = await read(TodayTasksAnswer, '/task-today');
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.max_count).toBeGreaterThan(0);
    expect(answer.min_required).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    for (const task of answer.data) {
      expect(task.task_date).toBe(today);
      expect(task.link).toMatch(/^https:\/\//);
      expect(task.details_id).toBeGreaterThan(0);
    }
    expect(answer.addedTask).toEqual([answer.data[0]!.details_id]);
  });

  it('refuses a visitor without a token', async () => {
    const { status, body } = await request('/task-today', {}, null);
    expect(status).toBe(401);
    expect(body.msg).toBe(401);
  });
});

describe('handing in a task', () => {
  it('accepts a PNG proof with a description and lists it as Pending', async () => {
    const { data } = await read(TodayTasksAnswer, '/task-today', freshToken);
    const task = data[0]!;
    const { status, body } = await post('/user-task-request', form({ task_id: String(task.id), description: 'Done' }, { task_image: [new Blob([png()])] }), freshToken);
    expect(status, JSON.stringify(body)).toBe(200);
    z.parse(TaskRequestAnswer, body);
    const page = await read(UserTasksAnswer, '/allusertask', freshToken);
    expect(page.data.data[0]).toMatchObject({ name: task.name, status: 0, description: 'Done' });
    const image = await api.request(`/images/${page.data.data[0]!.task_image}`);
    expect(image.headers.get('Content-Type')).toBe('image/png');
  });

  it('refuses a second proof for the same task while the first stands', async () => {
    const { data } = await read(TodayTasksAnswer, '/task-today', freshToken);
    const { status, body } = await post('/user-task-request', form({ task_id: String(data[0]!.id), description: 'Again' }, { task_image: [new Blob([png()])] }), freshToken);
    expect(status).toBe(409);
    expect(body.status).toBe(false);
  });

  it('checks the image by content and size, and asks for every field', async () => {
    const { data } = await read(TodayTasksAnswer, '/task-today', freshToken);
    const id = String(data[1]!.id);
    const text = await post('/user-task-request', form({ task_id: id, description: 'x' }, { task_image: [new Blob(['GIF89a not really'])] }), freshToken);
    expect(text.status).toBe(415);
    expect(text.body.errors).toHaveProperty('task_image');
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(png().slice(0, 8));
    const large = await post('/user-task-request', form({ task_id: id, description: 'x' }, { task_image: [new Blob([big])] }), freshToken);
    expect(large.status).toBe(413);
    const missing = await post('/user-task-request', form({ task_id: id, description: '' }, { task_image: [new Blob([png()])] }), freshToken);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('description');
    const noImage = await post('/user-task-request', form({ task_id: id, description: 'x' }), freshToken);
    expect(noImage.status).toBe(422);
    expect(noImage.body.errors).toHaveProperty('task_image');
  });

  it("refuses a task that is not today's", async () => {
    const old = one<{ id: number }>(db, 'SELECT id FROM tasks ORDER BY task_date LIMIT 1')!;
    const { status } = await post('/user-task-request', form({ task_id: String(old.id), description: 'x' }, { task_image: [new Blob([png()])] }), freshToken);
    expect(status).toBe(422);
  });
});

describe('reward claims', () => {
  it('records a watched ad once; a replay with the same key gives the same answer', async () => {
    const { data } = await read(TodayTasksAnswer, '/task-today', freshToken);
    const detail = String(data[2]!.details_id);
    const first = await post('/user-task-request', form({ task_detail_id: detail }), freshToken, { 'Idempotency-Key': 'claim-1' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const replay = await post('/user-task-request', form({ task_detail_id: detail }), freshToken, { 'Idempotency-Key': 'claim-1' });
    expect(replay).toEqual(first);
    const again = await post('/user-task-request', form({ task_detail_id: detail }), freshToken, { 'Idempotency-Key': 'claim-2' });
    expect(again.status).toBe(409);
    const after = await read(TodayTasksAnswer, '/task-today', freshToken);
    expect(after.addedTask).toContain(Number(detail));
  });

  it('refuses an unknown ad', async () => {
    const { status, body } = await post('/user-task-request', form({ task_detail_id: '999999' }), freshToken);
    expect(status).toBe(422);
    expect(body.errors).toHaveProperty('task_detail_id');
  });
});

describe('completed tasks', () => {
  it('pages the demo history with every status, images and reasons, newest first', async () => {
    const first = await read(UserTasksAnswer, '/allusertask');
    expect(first.data.total).toBeGreaterThan(30);
    expect(first.data.last_page).toBeGreaterThan(2);
    expect(first.data.next_page_url).toMatch(/page=2/);
    const statuses = new Set<number>();
    let url: string | null | undefined = '/allusertask';
    while (url) {
      const page: z.output<typeof UserTasksAnswer> = await read(UserTasksAnswer, url.replace(/^https?:\/\/[^/]+/, ''));
      for (const row of page.data.data) {
        statuses.add(row.status);
        expect(row.task_image).toBeTruthy();
        if (row.status === 2) expect(row.reject_reason).toBeTruthy();
      }
      url = page.data.next_page_url;
    }
    expect([...statuses].sort()).toEqual([0, 1, 2]);
  });

  it('shows a member only their own hand-ins', async () => {
    const page = await read(UserTasksAnswer, '/allusertask', outsiderToken);
    expect(page.data.data).toEqual([]);
  });
});

describe('task dashboard', () => {
  it('gives the demo member counters, the paid section and the micro-job code', async () => {
    const answer = await read(TaskDashboard, '/task-dashboard');
    expect(answer.username).toBe('demo');
    expect(Number(answer.todayTask)).toBeGreaterThan(0);
    expect(Number(answer.pendingTodayTask)).toBe(1);
    expect(Number(answer.approvedTodayTask)).toBe(1);
    expect(Number(answer.totalApprovedTask)).toBeGreaterThanOrEqual(MICROJOB_THRESHOLD);
    expect(Number(answer.totalRejectedTask)).toBeGreaterThan(0);
    expect(answer.is_paid).toBe(1);
    expect(answer.per_ad_amount).toBeGreaterThan(0);
    expect(answer.free_package).toBe(false);
    expect(answer.microjob?.code).toMatch(/^MJ-/);
    expect(answer.microjob?.completed_task).toBe(Number(answer.totalApprovedTask));
  });

  it('marks a member without a package as free, unpaid and without a code', async () => {
    const answer = await read(TaskDashboard, '/task-dashboard', freshToken);
    expect(answer.free_package).toBe(true);
    expect(answer.is_paid).toBe(0);
    expect(answer.microjob?.code).toBeNull();
  });
});

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
    const theirs = one<{ id: number }>(db, "SELECT t.id FROM tickets t JOIN users u ON u.id = t.user_id WHERE u.username = 'outsider'")!;
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
    const noMessage = await post('/raise-ticket', form({ subject_id: String(subjects[0]!.id), message: ' ' }), freshToken);
    expect(noMessage.body.errors).toHaveProperty('message');
    const badImage = await post('/raise-ticket', form({ subject_id: String(subjects[0]!.id), message: 'x' }, { 'images[]': [new Blob(['nope'])] }), freshToken);
    expect(badImage.status).toBe(415);

    const raised = await post('/raise-ticket', form({ subject_id: String(others.id), subject: 'My own subject', message: 'Hello' }, { 'images[]': [new Blob([png()]), new Blob([png()])] }), freshToken);
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
    const reply = await post('/reply', form({ id: String(ticket.id), message: 'More details' }, { 'images[]': [new Blob([png()])] }), freshToken);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    z.parse(TicketActionAnswer, reply.body);
    const notClosed = await request(`/ticket/${ticket.id}/re-open`, {}, freshToken);
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
    const { status, body } = await post('/reply', form({ id: String(data[0]!.id), message: 'pics' }, { 'images[]': six }), freshToken);
    expect(status).toBe(422);
    expect(body.errors).toHaveProperty('images');
  });
});
