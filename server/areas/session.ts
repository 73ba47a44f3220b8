/** Session: the plan flags read before sign-in, the member's picture name, and signing out. */
import type { Area } from '../area.ts';
import { one, type Db } from '../db.ts';
import { revokeToken } from '../auth.ts';
import { ok, requireAuth } from '../http.ts';

/** Plan settings; stored so a deployment (or a test) can switch them. */
export function planSettings(db: Db) {
  const get = (key: string, fallback: string) =>
    one<{ value: string }>(db, 'SELECT value FROM settings WHERE key = ?', key)?.value ?? fallback;
  const userCount = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM users')?.n ?? 0;
  return {
    binary: Number(get('binary', '1')),
    single_leg: Number(get('single_leg', '1')),
    email_required: Number(get('email_required', '1')),
    user_count: userCount,
  };
}

export const sessionArea: Area = {
  name: 'session',
  routes: (api) => {
    api.get('/pre-register', (c) => ok(c, planSettings(c.get('db'))));

    api.get('/get-picture', requireAuth, (c) => ok(c, { data: c.get('user').avatar ?? null }));

    api.post('/logout', requireAuth, (c) => {
      revokeToken(c.get('db'), c.get('token'));
      return ok(c, { msg: 'Logout successfully.' });
    });
  },
};
