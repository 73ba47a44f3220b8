/** The reference API as a Hono app: core routes plus every area's, under /api. */
import { Hono } from 'hono';
import type { Db } from './db.ts';
import { one } from './db.ts';
import { getConnInfo } from '@hono/node-server/conninfo';
import { BadRequest, fail, limitBody, type AppEnv, type Ctx } from './http.ts';
import { ageCodes, mailbox } from './auth.ts';
import { withdrawHoldHours } from './hold.ts';
import type { Area } from './area.ts';
import { authArea } from './areas/auth.ts';
import { sessionArea } from './areas/session.ts';
import { dashboardArea } from './areas/dashboard.ts';
import { newsArea } from './areas/news.ts';
import { profileArea } from './areas/profile.ts';
import { kycArea } from './areas/kyc.ts';
import { depositsArea } from './areas/deposits.ts';
import { packagesArea } from './areas/packages.ts';
import { withdrawalsArea } from './areas/withdrawals.ts';
import { ledgersArea } from './areas/ledgers.ts';
import { teamArea } from './areas/team.ts';
import { tasksArea } from './areas/tasks.ts';
import { supportArea } from './areas/support.ts';

/** Every area, named like the portal's `src/lib/<area>`: a call in `src/lib/<area>/api.ts` is served by `areas/<area>.ts`. */
export const areas: readonly Area[] = [
  authArea,
  sessionArea,
  dashboardArea,
  newsArea,
  profileArea,
  kycArea,
  depositsArea,
  packagesArea,
  withdrawalsArea,
  ledgersArea,
  teamArea,
  tasksArea,
  supportArea,
];

/**
 * Whether the request came over a loopback connection: the socket's own remote address, never a
 * header a client can write. Without a socket (an in-process request) it did not.
 */
export function fromLoopback(c: Ctx): boolean {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

export interface AppOptions {
  /** Demo mode: the development mailbox endpoint answers (to loopback requests only). Off by default. */
  demo?: boolean;
}

export function createApi(db: Db, options: AppOptions = {}): Hono<AppEnv> {
  // A bad WITHDRAW_HOLD_HOURS stops the start here (it throws, saying why), not the first security change.
  withdrawHoldHours();
  const api = new Hono<AppEnv>();
  api.use('*', async (c, next) => {
    c.set('db', db);
    await next();
    c.header('Cache-Control', 'no-store');
  });
  api.use('*', limitBody);

  // Images uploaded by members and seeded ones: stored in the database, served by name.
  api.get('/images/:name', (c) => {
    const row = one<{ bytes: Uint8Array; mime: string }>(
      db,
      'SELECT bytes, mime FROM images WHERE name = ?',
      c.req.param('name'),
    );
    if (!row) return c.json({ status: false, msg: 'Not found', errors: {} }, 404);
    return c.body(new Uint8Array(row.bytes), 200, {
      'Content-Type': row.mime,
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  if (options.demo) {
    // Codes a real backend would e-mail or text, readable for trying flows by hand and for tests, and
    // only from the machine itself: anyone else could reset an OTP member's password with them.
    api.get('/dev/mailbox', (c) => {
      if (!fromLoopback(c)) return c.json({ status: false, msg: 'Not found', errors: {} }, 404);
      return c.json({ status: true, data: mailbox(db, c.req.query('username') || undefined) });
    });
    // A minute passes for a member's codes (ageCodes): the next may be sent without waiting.
    api.post('/dev/mailbox/age', (c) => {
      const username = c.req.query('username');
      if (!fromLoopback(c) || !username) return c.json({ status: false, msg: 'Not found', errors: {} }, 404);
      ageCodes(db, username);
      return c.json({ status: true });
    });
  }

  for (const area of areas) area.routes(api);

  api.onError((error, c) => {
    if (error instanceof BadRequest) return fail(c, error.message, error.httpStatus, error.errors);
    console.error(`[api] ${c.req.method} ${c.req.path}:`, error instanceof Error ? error.message : error);
    return c.json({ status: false, msg: 'Something went wrong. Please try again.', errors: {} }, 500);
  });
  api.notFound((c) => c.json({ status: false, msg: 'Not found', errors: {} }, 404));
  return api;
}

export function createApp(db: Db, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/api', createApi(db, options));
  return app;
}
