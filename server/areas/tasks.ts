/**
 * Tasks: today's tasks (ads to view and proofs to hand in), completed tasks and the task dashboard.
 * A member reads only their own rows.
 */
import { createHash } from 'node:crypto';
import { dayAt, type Area, type SeedContext } from '../area.ts';
import { all, one, run, sqlTime, type Db } from '../db.ts';
import { checkImage, fail, formBody, idempotent, ok, paginate, requireAuth, storeImage } from '../http.ts';
import { demoScreenshot } from '../png.ts';
import { TaskRewardRequest, TaskUploadRequest, MICROJOB_THRESHOLD } from '../../src/lib/tasks/schema.ts';

const SCHEMA = `
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
`;

/** Tasks per day. */
const TASKS_PER_DAY = 3;
const MAX_COUNT = 3;
const MIN_REQUIRED = 2;

const TASK_TEMPLATES: { name: string; description: string; link: string }[] = [
  {
    name: 'Watch the product video',
    description: 'Open the ad, watch it for 15 seconds and keep the window in front.',
    link: 'https://example.com/',
  },
  {
    name: 'Visit the partner shop',
    description: 'Browse the partner page and upload a screenshot of the offer you liked.',
    link: 'https://example.org/',
  },
  {
    name: 'Read the sponsor article',
    description: 'Read the article and describe in one line what it is about.',
    link: 'https://www.wikipedia.org/',
  },
  {
    name: 'Follow the brand page',
    description: 'Visit the brand page and upload a screenshot showing you follow it.',
    link: 'https://developer.mozilla.org/',
  },
  {
    name: 'Try the mobile app',
    description: 'Open the app page, install the app and upload a screenshot of its home screen.',
    link: 'https://example.net/',
  },
];

const REJECT_REASONS = [
  'The screenshot does not show the completed task.',
  'The image is unreadable; please upload a clearer screenshot.',
  'This proof was already used for another task.',
];

const day = (date: Date) => date.toISOString().slice(0, 10);

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
    const next = one<{ n: number }>(db, 'SELECT COALESCE(MAX(id), 0) + 1 AS n FROM tasks')?.n ?? 1;
    run(
      db,
      'INSERT INTO tasks (id, details_id, name, description, link, task_date) VALUES (?, ?, ?, ?, ?, ?)',
      next,
      5000 + next,
      template.name,
      template.description,
      template.link,
      date,
    );
  }
  return all<TaskRow>(db, 'SELECT * FROM tasks WHERE task_date = ? ORDER BY id', date);
}

function microjobCode(username: string): string {
  return `MJ-${createHash('sha256').update(`microjob:${username.toLowerCase()}`).digest('hex').slice(0, 6).toUpperCase()}`;
}

// ---- demo data -------------------------------------------------------------------------------

/**
 * The demo member's start of each day (seedTasks): a server still running after midnight gives the
 * new day the same start a server started that day would (the demo and its tests expect it).
 */
const demoDays = new WeakMap<Db, { day: string; start: (at: Date) => void }>();

function demoDay(db: Db): void {
  const demo = demoDays.get(db);
  const now = new Date();
  if (!demo || demo.day === day(now)) return;
  demo.day = day(now);
  demo.start(now);
}

export function seedTasks(db: Db, ctx: SeedContext): void {
  const { now, rng, demoId, teamIds } = ctx;
  for (let d = 45; d >= 0; d -= 1) tasksOf(db, day(dayAt(now, d)));
  const proofs = Array.from({ length: 6 }, (_, i) => storeImage(db, demoId, demoScreenshot(i), 'png'));

  const handIn = (userId: number, task: TaskRow, status: number, at: Date, images: string[]) => {
    run(
      db,
      'INSERT INTO user_tasks (user_id, task_id, task_image, description, status, reject_reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      userId,
      task.id,
      rng.pick(images),
      status === 2
        ? 'Uploaded the screenshot of the finished task.'
        : rng.pick([
            'Done, screenshot attached.',
            'Watched the whole video and followed the page as asked in the task description.',
            'Completed as described.',
            null,
          ]),
      status,
      status === 2 ? rng.pick(REJECT_REASONS) : null,
      sqlTime(at),
    );
  };

  // The demo member: 40 days of hand-ins (32 approved, 6 rejected, 2 pending), so the micro-job
  // banner shows, Completed Tasks has several pages, and every status appears.
  for (let d = 40; d >= 1; d -= 1) {
    const task = tasksOf(db, day(dayAt(now, d)))[d % TASKS_PER_DAY]!;
    const status = d <= 2 ? 0 : d % 7 === 3 ? 2 : 1;
    handIn(demoId, task, status, dayAt(now, d, 9 + (d % 8), (d * 13) % 60), proofs);
    run(
      db,
      'INSERT OR IGNORE INTO ad_views (user_id, details_id, created_at) VALUES (?, ?, ?)',
      demoId,
      task.details_id,
      sqlTime(dayAt(now, d, 8)),
    );
  }
  // Today: one proof approved, one pending, and the first ad already watched.
  const startDay = (at: Date) => {
    const today = tasksOf(db, day(at));
    // Within the day, however early in it.
    const before = (hours: number) => new Date(Math.max(at.getTime() - hours * 3600_000, Date.parse(day(at))));
    handIn(demoId, today[0]!, 1, before(3), proofs);
    handIn(demoId, today[1]!, 0, before(1), proofs);
    run(
      db,
      'INSERT OR IGNORE INTO ad_views (user_id, details_id, created_at) VALUES (?, ?, ?)',
      demoId,
      today[0]!.details_id,
      sqlTime(before(2)),
    );
  };
  startDay(now);
  demoDays.set(db, { day: day(now), start: startDay });

  // A little history for part of the team, so other members' screens are not empty.
  for (const memberId of teamIds.slice(0, 20)) {
    for (let d = 6; d >= 1; d -= 1) {
      if (!rng.chance(0.6)) continue;
      const task = rng.pick(tasksOf(db, day(dayAt(now, d))));
      handIn(memberId, task, rng.pick([0, 1, 1, 2]), dayAt(now, d, rng.int(8, 20)), proofs);
    }
  }
}

export const tasksArea: Area = {
  name: 'tasks',
  schema: SCHEMA,
  routes: (api) => {
    api.get('/task-today', requireAuth, (c) => {
      const db = c.get('db');
      demoDay(db);
      const user = c.get('user');
      const today = tasksOf(db, day(new Date()));
      const done = all<{ details_id: number }>(
        db,
        `SELECT details_id FROM ad_views WHERE user_id = ? AND details_id IN (${today.map(() => '?').join(',') || 'NULL'})`,
        user.id,
        ...today.map((task) => task.details_id),
      );
      return ok(c, {
        data: today.map((task) => ({
          id: task.id,
          details_id: task.details_id,
          name: task.name,
          description: task.description,
          link: task.link,
          task_date: task.task_date,
        })),
        addedTask: done.map((row) => row.details_id),
        max_count: MAX_COUNT,
        min_required: MIN_REQUIRED,
      });
    });

    api.get('/allusertask', requireAuth, (c) => {
      demoDay(c.get('db'));
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
      demoDay(db);
      const user = one<{ id: number; username: string; is_paid: number; total_subscription: number }>(
        db,
        'SELECT id, username, is_paid, total_subscription FROM users WHERE id = ?',
        c.get('user').id,
      )!;
      // "Last login" is the sign-in before the newest one: sign-in has already logged the current one.
      const previousLogin = one<{ created_at: string }>(
        db,
        'SELECT created_at FROM login_logs WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET 1',
        user.id,
      );
      const today = tasksOf(db, day(new Date())).map((task) => task.id);
      const marks = today.map(() => '?').join(',') || 'NULL';
      const count = (sql: string, ...params: unknown[]) => one<{ n: number }>(db, sql, ...params)?.n ?? 0;
      const todayWith = (status: number) =>
        count(
          `SELECT COUNT(*) AS n FROM user_tasks WHERE user_id = ? AND status = ? AND task_id IN (${marks})`,
          user.id,
          status,
          ...today,
        );
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
        microjob: {
          code: approved >= MICROJOB_THRESHOLD ? microjobCode(user.username) : null,
          completed_task: approved,
        },
      });
    });

    // One path, two forms: a proof upload (task_id, task_image, description) or a reward claim (task_detail_id).
    api.post('/user-task-request', requireAuth, async (c) => {
      const db = c.get('db');
      demoDay(db);
      const user = c.get('user');
      const probe = await c.req.raw
        .clone()
        .formData()
        .catch(() => null);
      if (probe?.has('task_detail_id')) {
        return idempotent(c, async () => {
          const { fields } = await formBody(c, TaskRewardRequest);
          const detailId = Number(fields.task_detail_id);
          const task = tasksOf(db, day(new Date())).find((row) => row.details_id === detailId);
          if (!task)
            return fail(c, 'This task is not available today.', 422, {
              task_detail_id: ['This task is not available today.'],
            });
          if (one(db, 'SELECT 1 FROM ad_views WHERE user_id = ? AND details_id = ?', user.id, detailId))
            return fail(c, 'This task is already completed.', 409);
          run(
            db,
            'INSERT INTO ad_views (user_id, details_id, created_at) VALUES (?, ?, ?)',
            user.id,
            detailId,
            sqlTime(new Date()),
          );
          return ok(c, { msg: 'Task completed successfully.' });
        });
      }
      return idempotent(c, async () => {
        const { fields, files } = await formBody(c, TaskUploadRequest);
        const task = tasksOf(db, day(new Date())).find((row) => row.id === Number(fields.task_id));
        if (!task)
          return fail(c, 'This task is not available today.', 422, { task_id: ['This task is not available today.'] });
        const earlier = one(
          db,
          'SELECT 1 FROM user_tasks WHERE user_id = ? AND task_id = ? AND status IN (0, 1)',
          user.id,
          task.id,
        );
        if (earlier) return fail(c, 'You have already uploaded this task.', 409);
        const image = await checkImage(files.task_image?.[0], 'task_image');
        const name = storeImage(db, user.id, image.bytes, image.ext);
        run(
          db,
          'INSERT INTO user_tasks (user_id, task_id, task_image, description, status, created_at) VALUES (?, ?, ?, ?, 0, ?)',
          user.id,
          task.id,
          name,
          fields.description,
          sqlTime(new Date()),
        );
        return ok(c, { msg: 'Task uploaded successfully.' });
      });
    });
  },
};
