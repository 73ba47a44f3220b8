/**
 * Tasks and support: today's tasks (ads to view and proofs to hand in), completed tasks, the task
 * dashboard, and support tickets with messages and pictures. A member reads only their own rows.
 *
 * Demo behaviour: a message a member sends is answered by "support" a few seconds later (written
 * when the ticket is next read), so the portal's polling has something to show.
 */
import { createHash } from 'node:crypto';
import type { Area, SeedContext } from '../area.ts';
import { all, one, run, tx, type Db } from '../db.ts';
import { BadRequest, checkImage, fail, formBody, idempotent, idParam, ok, parseId, paginate, requireAuth, storeImage, type Ctx } from '../http.ts';
import { drawPng } from '../png.ts';
import { TaskRewardRequest, TaskUploadRequest, MICROJOB_THRESHOLD } from '../../src/lib/tasks/schema.ts';
import { MAX_TICKET_IMAGES, OTHER_SUBJECT, RaiseTicketRequest, ReplyRequest, TICKET_CLOSED } from '../../src/lib/support/schema.ts';

/** How long "support" takes to answer in the demo. */
export const SUPPORT_DELAY_MS = 3000;
/** Tasks per day. */
const TASKS_PER_DAY = 3;
const MAX_COUNT = 3;
const MIN_REQUIRED = 2;

const SUBJECTS = ['Deposit', 'Withdrawal', 'Package', 'KYC', 'Account', 'Task', OTHER_SUBJECT];

const TASK_TEMPLATES: { name: string; description: string; link: string }[] = [
  { name: 'Watch the product video', description: 'Open the ad, watch it for 15 seconds and keep the window in front.', link: 'https://example.com/' },
  { name: 'Visit the partner shop', description: 'Browse the partner page and upload a screenshot of the offer you liked.', link: 'https://example.org/' },
  { name: 'Read the sponsor article', description: 'Read the article and describe in one line what it is about.', link: 'https://www.wikipedia.org/' },
  { name: 'Follow the brand page', description: 'Visit the brand page and upload a screenshot showing you follow it.', link: 'https://developer.mozilla.org/' },
  { name: 'Try the mobile app', description: 'Open the app page, install the app and upload a screenshot of its home screen.', link: 'https://example.net/' },
];

const REJECT_REASONS = [
  'The screenshot does not show the completed task.',
  'The image is unreadable; please upload a clearer screenshot.',
  'This proof was already used for another task.',
];

// ---- dates ---------------------------------------------------------------------------------

const stamp = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
const day = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (now: Date, days: number, hour = 10, minute = 0) => {
  const date = new Date(now.getTime() - days * 86_400_000);
  date.setUTCHours(hour, minute, 0, 0);
  return date;
};

// ---- demo pictures -------------------------------------------------------------------------

const PALETTE: [number, number, number][] = [
  [29, 78, 216],
  [21, 128, 61],
  [180, 83, 9],
  [126, 34, 206],
  [190, 18, 60],
  [15, 118, 110],
];

/** A screenshot-like picture: a coloured bar, a card and a few text lines. */
function demoScreenshot(variant: number): Uint8Array<ArrayBuffer> {
  const [r, g, b] = PALETTE[variant % PALETTE.length]!;
  return drawPng(320, 200, (x, y) => {
    if (y < 28) return [r, g, b];
    if (x > 24 && x < 296 && y > 48 && y < 176) {
      const line = (y - 60) % 22;
      if (y > 60 && line < 8 && x < 280 - ((y * 7 + variant * 31) % 90)) return [203, 213, 225];
      return [255, 255, 255];
    }
    return [241, 245, 249];
  });
}

// ---- tasks -----------------------------------------------------------------------------------

interface TaskRow {
  id: number;
  details_id: number;
  name: string;
  description: string;
  link: string;
  task_date: string;
}

/** The day's tasks, created on first use so the demo has tasks whatever the date. */
function tasksOf(db: Db, date: string): TaskRow[] {
  const existing = all<TaskRow>(db, 'SELECT * FROM tasks WHERE task_date = ? ORDER BY id', date);
  if (existing.length) return existing;
  const dayNumber = Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  for (let i = 0; i < TASKS_PER_DAY; i += 1) {
    const template = TASK_TEMPLATES[(dayNumber + i) % TASK_TEMPLATES.length]!;
    const next = (one<{ n: number }>(db, 'SELECT COALESCE(MAX(id), 0) + 1 AS n FROM tasks')?.n ?? 1);
    run(db, 'INSERT INTO tasks (id, details_id, name, description, link, task_date) VALUES (?, ?, ?, ?, ?, ?)', next, 5000 + next, template.name, template.description, template.link, date);
  }
  return all<TaskRow>(db, 'SELECT * FROM tasks WHERE task_date = ? ORDER BY id', date);
}

function microjobCode(username: string): string {
  return `MJ-${createHash('sha256').update(`microjob:${username.toLowerCase()}`).digest('hex').slice(0, 6).toUpperCase()}`;
}

// ---- support ---------------------------------------------------------------------------------

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
    const at = stamp(new Date(sent + SUPPORT_DELAY_MS));
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
      run(db, 'UPDATE tickets SET status = CASE WHEN status = 0 THEN 1 ELSE status END, last_reply_date = ? WHERE id = ?', at, message.ticket_id);
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
  return { id: row.id, subject: row.subject, username: user?.username ?? '', status: row.status, last_reply_date: row.last_reply_date, created_at: row.created_at };
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
  const id = run(db, 'INSERT INTO ticket_messages (ticket_id, user_id, message, created_at, awaiting_answer) VALUES (?, ?, ?, ?, 1)', ticketId, userId, message, at).lastInsertRowid;
  images.forEach((name, index) => run(db, 'INSERT INTO ticket_message_images (message_id, name, position) VALUES (?, ?, ?)', id, name, index));
  return id;
}

// ---- seed --------------------------------------------------------------------------------------

function seedTasks(db: Db, ctx: SeedContext): void {
  const { now, rng, demoId, teamIds } = ctx;
  for (let d = 45; d >= 0; d -= 1) tasksOf(db, day(daysAgo(now, d)));
  const proofs = Array.from({ length: 6 }, (_, i) => storeImage(db, demoId, demoScreenshot(i), 'png'));

  const handIn = (userId: number, task: TaskRow, status: number, at: Date, images: string[]) => {
    run(
      db,
      'INSERT INTO user_tasks (user_id, task_id, task_image, description, status, reject_reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      userId,
      task.id,
      rng.pick(images),
      status === 2 ? 'Uploaded the screenshot of the finished task.' : rng.pick(['Done, screenshot attached.', 'Watched the whole video and followed the page as asked in the task description.', 'Completed as described.', null]),
      status,
      status === 2 ? rng.pick(REJECT_REASONS) : null,
      stamp(at),
    );
  };

  // The demo member: 40 days of hand-ins (32 approved, 6 rejected, 2 pending), so the micro-job
  // banner shows, Completed Tasks has several pages, and every status appears.
  for (let d = 40; d >= 1; d -= 1) {
    const task = tasksOf(db, day(daysAgo(now, d)))[d % TASKS_PER_DAY]!;
    const status = d <= 2 ? 0 : d % 7 === 3 ? 2 : 1;
    handIn(demoId, task, status, daysAgo(now, d, 9 + (d % 8), (d * 13) % 60), proofs);
    run(db, 'INSERT OR IGNORE INTO ad_views (user_id, details_id, created_at) VALUES (?, ?, ?)', demoId, task.details_id, stamp(daysAgo(now, d, 8)));
  }
  // Today: one proof approved, one pending, and the first ad already watched.
  const today = tasksOf(db, day(now));
  handIn(demoId, today[0]!, 1, new Date(now.getTime() - 3 * 3600_000), proofs);
  handIn(demoId, today[1]!, 0, new Date(now.getTime() - 3600_000), proofs);
  run(db, 'INSERT OR IGNORE INTO ad_views (user_id, details_id, created_at) VALUES (?, ?, ?)', demoId, today[0]!.details_id, stamp(new Date(now.getTime() - 2 * 3600_000)));

  // A little history for part of the team, so other members' screens are not empty.
  for (const memberId of teamIds.slice(0, 20)) {
    for (let d = 6; d >= 1; d -= 1) {
      if (!rng.chance(0.6)) continue;
      const task = rng.pick(tasksOf(db, day(daysAgo(now, d))));
      handIn(memberId, task, rng.pick([0, 1, 1, 2]), daysAgo(now, d, rng.int(8, 20)), proofs);
    }
  }
}

function seedTickets(db: Db, ctx: SeedContext): void {
  const { now, demoId } = ctx;
  SUBJECTS.forEach((subject, index) => run(db, 'INSERT INTO ticket_subjects (id, subject) VALUES (?, ?)', index + 1, subject));
  const subjectId = (name: string) => SUBJECTS.indexOf(name) + 1;
  const pictures = [0, 3, 5].map((variant) => storeImage(db, demoId, demoScreenshot(variant), 'png'));

  type Line = { from: 'member' | 'support'; text: string; images?: string[]; minutes: number };
  const ticket = (userId: number, subject: string, status: number, startDaysAgo: number, lines: Line[], subjectText?: string) => {
    const start = startDaysAgo === 0 ? new Date(now.getTime() - 2 * 3600_000) : daysAgo(now, startDaysAgo, 9, 15);
    const at = (minutes: number) => stamp(new Date(start.getTime() + minutes * 60_000));
    const last = lines.filter((line) => line.from === 'support').at(-1);
    const id = run(
      db,
      'INSERT INTO tickets (user_id, subject_id, subject, status, last_reply_date, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      userId,
      subjectId(subjectText ? OTHER_SUBJECT : subject),
      subjectText ?? subject,
      status,
      last ? at(last.minutes) : null,
      at(0),
    ).lastInsertRowid;
    for (const line of lines) {
      const messageId = run(
        db,
        'INSERT INTO ticket_messages (ticket_id, user_id, admin_username, message, created_at) VALUES (?, ?, ?, ?, ?)',
        id,
        line.from === 'member' ? userId : null,
        line.from === 'support' ? 'support.anna' : null,
        line.text,
        at(line.minutes),
      ).lastInsertRowid;
      (line.images ?? []).forEach((name, index) => run(db, 'INSERT INTO ticket_message_images (message_id, name, position) VALUES (?, ?, ?)', messageId, name, index));
    }
    return id;
  };

  ticket(demoId, 'Package', 2, 30, [
    { from: 'member', text: 'How do I upgrade from my current package to a bigger one?', minutes: 0 },
    { from: 'support', text: 'Buy the bigger package from Purchase Package; the old one keeps running until it expires.', minutes: 95 },
    { from: 'member', text: 'Understood, thank you.', minutes: 130 },
    { from: 'support', text: 'You are welcome. Closing this ticket.', minutes: 160 },
  ]);
  ticket(demoId, 'Account', 2, 21, [
    { from: 'member', text: 'I cannot change my phone number in the profile.', minutes: 0 },
    { from: 'support', text: 'We have updated it for you. Please check your profile.', minutes: 240 },
  ]);
  ticket(demoId, 'KYC', 3, 14, [
    { from: 'member', text: 'My KYC document was rejected but the photo is clear.', images: [pictures[1]!], minutes: 0 },
    { from: 'support', text: 'The document had expired. Please upload a valid one.', minutes: 300 },
    { from: 'member', text: 'I uploaded a new passport but it still shows rejected.', minutes: 2900 },
  ]);
  ticket(demoId, 'Withdrawal', 1, 6, [
    { from: 'member', text: 'My withdrawal from last week has not arrived yet.', minutes: 0 },
    { from: 'support', text: 'Could you send a screenshot of the withdrawal entry?', minutes: 45 },
    { from: 'member', text: 'Here it is.', images: [pictures[0]!, pictures[2]!], minutes: 70 },
    { from: 'support', text: 'Thanks. The payout was sent again, see the receipt.', images: [pictures[2]!], minutes: 180 },
  ]);
  ticket(demoId, 'Referral link question', 1, 3, [
    { from: 'member', text: 'Can I share my referral link on social media?', minutes: 0 },
    { from: 'support', text: 'Yes, you may share it anywhere.', minutes: 60 },
  ], 'Referral link question');
  ticket(demoId, 'Deposit', 0, 0, [
    { from: 'member', text: 'I sent USDT an hour ago and my wallet is not credited.', images: [pictures[0]!], minutes: 0 },
  ]);
  const outsider = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'outsider'");
  if (outsider) ticket(outsider.id, 'Withdrawal', 0, 1, [{ from: 'member', text: 'Private question of another member.', minutes: 0 }]);
}

// ---- area --------------------------------------------------------------------------------------

export const tasksArea: Area = {
  name: 'tasks',
  schema: `
CREATE TABLE IF NOT EXISTS tasks (
  id INTEGER PRIMARY KEY,
  details_id INTEGER NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  link TEXT NOT NULL,
  task_date TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS tasks_date ON tasks(task_date);
CREATE TABLE IF NOT EXISTS user_tasks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  task_id INTEGER NOT NULL REFERENCES tasks(id),
  task_image TEXT,
  description TEXT,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  reject_reason TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS user_tasks_user ON user_tasks(user_id, created_at);
CREATE TABLE IF NOT EXISTS ad_views (
  user_id INTEGER NOT NULL REFERENCES users(id),
  details_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, details_id)
);
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
`,
  seed: (db, ctx) => {
    seedTasks(db, ctx);
    seedTickets(db, ctx);
  },
  routes: (api) => {
    // ---- tasks ----
    api.get('/task-today', requireAuth, (c) => {
      const db = c.get('db');
      const user = c.get('user');
      const today = tasksOf(db, day(new Date()));
      const done = all<{ details_id: number }>(
        db,
        `SELECT details_id FROM ad_views WHERE user_id = ? AND details_id IN (${today.map(() => '?').join(',') || 'NULL'})`,
        user.id,
        ...today.map((task) => task.details_id),
      );
      return ok(c, {
        data: today.map((task) => ({ id: task.id, details_id: task.details_id, name: task.name, description: task.description, link: task.link, task_date: task.task_date })),
        addedTask: done.map((row) => row.details_id),
        max_count: MAX_COUNT,
        min_required: MIN_REQUIRED,
      });
    });

    api.get('/allusertask', requireAuth, (c) => {
      const rows = all(
        c.get('db'),
        `SELECT ut.id, t.name, t.link, t.task_date, ut.task_image, ut.description, ut.reject_reason, ut.status
         FROM user_tasks ut JOIN tasks t ON t.id = ut.task_id WHERE ut.user_id = ? ORDER BY ut.created_at DESC, ut.id DESC`,
        c.get('user').id,
      );
      return ok(c, { data: paginate(c, rows) });
    });

    api.get('/task-dashboard', requireAuth, (c) => {
      const db = c.get('db');
      const user = one<{ id: number; username: string; is_paid: number; total_subscription: number }>(
        db,
        'SELECT id, username, is_paid, total_subscription FROM users WHERE id = ?',
        c.get('user').id,
      )!;
      // "Last login" is the sign-in before the newest one: sign-in has already logged the current one.
      const previousLogin = one<{ created_at: string }>(db, 'SELECT created_at FROM login_logs WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET 1', user.id);
      const today = tasksOf(db, day(new Date())).map((task) => task.id);
      const marks = today.map(() => '?').join(',') || 'NULL';
      const count = (sql: string, ...params: unknown[]) => one<{ n: number }>(db, sql, ...params)?.n ?? 0;
      const todayWith = (status: number) => count(`SELECT COUNT(*) AS n FROM user_tasks WHERE user_id = ? AND status = ? AND task_id IN (${marks})`, user.id, status, ...today);
      const approved = count('SELECT COUNT(*) AS n FROM user_tasks WHERE user_id = ? AND status = 1', user.id);
      return ok(c, {
        username: user.username,
        last_login_at: previousLogin?.created_at ?? null,
        todayTask: today.length,
        pendingTodayTask: todayWith(0),
        approvedTodayTask: todayWith(1),
        rejectedTodayTask: todayWith(2),
        totalApprovedTask: approved,
        totalRejectedTask: count('SELECT COUNT(*) AS n FROM user_tasks WHERE user_id = ? AND status = 2', user.id),
        is_paid: user.is_paid,
        per_ad_amount: user.is_paid ? Number((user.total_subscription * 0.00003753).toFixed(8)) : 0,
        free_package: user.is_paid ? 0 : 1,
        microjob: { code: approved >= MICROJOB_THRESHOLD ? microjobCode(user.username) : null, completed_task: approved },
      });
    });

    // One path, two forms: a proof upload (task_id, task_image, description) or a reward claim (task_detail_id).
    api.post('/user-task-request', requireAuth, async (c) => {
      const db = c.get('db');
      const user = c.get('user');
      const probe = await c.req.raw.clone().formData().catch(() => null);
      if (probe?.has('task_detail_id')) {
        return idempotent(c, async () => {
          const { fields } = await formBody(c, TaskRewardRequest);
          const detailId = Number(fields.task_detail_id);
          const task = tasksOf(db, day(new Date())).find((row) => row.details_id === detailId);
          if (!task) return fail(c, 'This task is not available today.', 422, { task_detail_id: ['This task is not available today.'] });
          if (one(db, 'SELECT 1 FROM ad_views WHERE user_id = ? AND details_id = ?', user.id, detailId)) return fail(c, 'This task is already completed.', 409);
          run(db, 'INSERT INTO ad_views (user_id, details_id, created_at) VALUES (?, ?, ?)', user.id, detailId, stamp(new Date()));
          return ok(c, { msg: 'Task completed successfully.' });
        });
      }
      return idempotent(c, async () => {
        const { fields, files } = await formBody(c, TaskUploadRequest);
        const task = tasksOf(db, day(new Date())).find((row) => row.id === Number(fields.task_id));
        if (!task) return fail(c, 'This task is not available today.', 422, { task_id: ['This task is not available today.'] });
        const earlier = one(db, 'SELECT 1 FROM user_tasks WHERE user_id = ? AND task_id = ? AND status IN (0, 1)', user.id, task.id);
        if (earlier) return fail(c, 'You have already uploaded this task.', 409);
        const image = await checkImage(files.task_image?.[0], 'task_image');
        const name = storeImage(db, user.id, image.bytes, image.ext);
        run(db, 'INSERT INTO user_tasks (user_id, task_id, task_image, description, status, created_at) VALUES (?, ?, ?, ?, 0, ?)', user.id, task.id, name, fields.description, stamp(new Date()));
        return ok(c, { msg: 'Task uploaded successfully.' });
      });
    });

    // ---- support ----
    api.get('/subjects', requireAuth, (c) => ok(c, { data: all(c.get('db'), 'SELECT id, subject FROM ticket_subjects ORDER BY id') }));

    api.get('/tickets', requireAuth, (c) => {
      const db = c.get('db');
      const user = c.get('user');
      answerWaiting(db, user.id);
      const rows = all<TicketRow>(db, 'SELECT * FROM tickets WHERE user_id = ? ORDER BY COALESCE(last_reply_date, created_at) DESC, id DESC', user.id).map((row) => ticketOut(db, row));
      if (c.req.query('export') === 'true') return ok(c, { data: rows });
      return ok(c, { data: paginate(c, rows) });
    });

    api.get('/ticket/:id/details', requireAuth, (c) => {
      const db = c.get('db');
      answerWaiting(db, c.get('user').id);
      const ticket = ownTicket(c, c.req.param('id'));
      if (!ticket) return fail(c, 'Ticket not found.', 404);
      const messages = all<{ id: number; message: string; created_at: string; admin_username: string | null; images: number }>(
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
        id !== undefined && one<{ ok: number }>(db, 'SELECT 1 AS ok FROM ticket_messages m JOIN tickets t ON t.id = m.ticket_id WHERE m.id = ? AND t.user_id = ?', id, c.get('user').id);
      if (!owner) return fail(c, 'Message not found.', 404);
      const names = all<{ name: string }>(db, 'SELECT name FROM ticket_message_images WHERE message_id = ? ORDER BY position', id);
      return ok(c, { data: names.map((row) => row.name) });
    });

    api.post('/raise-ticket', requireAuth, (c) =>
      idempotent(c, async () => {
        const db = c.get('db');
        const user = c.get('user');
        const { fields, files } = await formBody(c, RaiseTicketRequest);
        const subject = one<{ id: number; subject: string }>(db, 'SELECT id, subject FROM ticket_subjects WHERE id = ?', Number(fields.subject_id));
        if (!subject) return fail(c, 'The selected subject is invalid.', 422, { subject_id: ['The selected subject is invalid.'] });
        const own = fields.subject?.trim() ?? '';
        if (subject.subject === OTHER_SUBJECT && !own) return fail(c, 'The subject field is required.', 422, { subject: ['The subject field is required.'] });
        const images = await storeImages(c, files.images);
        const at = stamp(new Date());
        const ticketId = tx(db, () => {
          const id = run(db, 'INSERT INTO tickets (user_id, subject_id, subject, status, created_at) VALUES (?, ?, ?, 0, ?)', user.id, subject.id, subject.subject === OTHER_SUBJECT ? own : subject.subject, at).lastInsertRowid;
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
        addMessage(db, ticket.id, user.id, fields.message, images, stamp(new Date()));
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
