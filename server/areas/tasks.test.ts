/**
 * Contract of tasks: every answer is read with the portal's own schemas, the demo data covers every
 * status, proofs are checked by content and size, and a member reads and writes only their own tasks.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { one } from '../db.ts';
import { drawPng } from '../png.ts';
import { callsAs, formOf as form, testServer } from '../testing.ts';
import {
  TaskDashboard,
  TaskRequestAnswer,
  TodayTasksAnswer,
  UserTasksAnswer,
  MICROJOB_THRESHOLD,
} from '../../src/lib/tasks/schema.ts';

const server = testServer();
const { db, api, signIn, newMember } = server;
const demoToken = signIn('demo');
const outsiderToken = signIn('outsider');
/** A member of this file's own: no package, no tasks, no tickets. */
const freshToken = newMember({ username: 'newbie', name: 'New Member' }).token;

const png = () => drawPng(8, 8, () => [200, 30, 30]);

const { request, read, post } = callsAs(server, demoToken);

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
    const { status, body } = await request('/task-today', null);
    expect(status).toBe(401);
    expect(body.msg).toBe(401);
  });
});

describe('handing in a task', () => {
  it('accepts a PNG proof with a description and lists it as Pending', async () => {
    const { data } = await read(TodayTasksAnswer, '/task-today', freshToken);
    const task = data[0]!;
    const { status, body } = await post(
      '/user-task-request',
      form({ task_id: String(task.id), description: 'Done' }, { task_image: [new Blob([png()])] }),
      freshToken,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    z.parse(TaskRequestAnswer, body);
    const page = await read(UserTasksAnswer, '/allusertask', freshToken);
    expect(page.data.data[0]).toMatchObject({ name: task.name, status: 0, description: 'Done' });
    const image = await api.request(`/images/${page.data.data[0]!.task_image}`);
    expect(image.headers.get('Content-Type')).toBe('image/png');
  });

  it('refuses a second proof for the same task while the first stands', async () => {
    const { data } = await read(TodayTasksAnswer, '/task-today', freshToken);
    const { status, body } = await post(
      '/user-task-request',
      form({ task_id: String(data[0]!.id), description: 'Again' }, { task_image: [new Blob([png()])] }),
      freshToken,
    );
    expect(status).toBe(409);
    expect(body.status).toBe(false);
  });

  it('checks the image by content and size, and asks for every field', async () => {
    const { data } = await read(TodayTasksAnswer, '/task-today', freshToken);
    const id = String(data[1]!.id);
    const text = await post(
      '/user-task-request',
      form({ task_id: id, description: 'x' }, { task_image: [new Blob(['GIF89a not really'])] }),
      freshToken,
    );
    expect(text.status).toBe(415);
    expect(text.body.errors).toHaveProperty('task_image');
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(png().slice(0, 8));
    const large = await post(
      '/user-task-request',
      form({ task_id: id, description: 'x' }, { task_image: [new Blob([big])] }),
      freshToken,
    );
    expect(large.status).toBe(413);
    const missing = await post(
      '/user-task-request',
      form({ task_id: id, description: '' }, { task_image: [new Blob([png()])] }),
      freshToken,
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('description');
    const noImage = await post('/user-task-request', form({ task_id: id, description: 'x' }), freshToken);
    expect(noImage.status).toBe(422);
    expect(noImage.body.errors).toHaveProperty('task_image');
  });

  it("refuses a task that is not today's", async () => {
    const old = one<{ id: number }>(db, 'SELECT id FROM tasks ORDER BY task_date LIMIT 1')!;
    const { status } = await post(
      '/user-task-request',
      form({ task_id: String(old.id), description: 'x' }, { task_image: [new Blob([png()])] }),
      freshToken,
    );
    expect(status).toBe(422);
  });
});

describe('reward claims', () => {
  it('records a watched ad once; a replay with the same key gives the same answer', async () => {
    const { data } = await read(TodayTasksAnswer, '/task-today', freshToken);
    const detail = String(data[2]!.details_id);
    const first = await post('/user-task-request', form({ task_detail_id: detail }), freshToken, {
      'Idempotency-Key': 'claim-1',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const replay = await post('/user-task-request', form({ task_detail_id: detail }), freshToken, {
      'Idempotency-Key': 'claim-1',
    });
    expect(replay).toEqual(first);
    const again = await post('/user-task-request', form({ task_detail_id: detail }), freshToken, {
      'Idempotency-Key': 'claim-2',
    });
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
