/** Session: the plan flags read before sign-in, the member's picture name, and signing out. */
import type { Area } from '../area.ts';
import { one, type Db } from '../db.ts';
import { revokeToken } from '../auth.ts';
import { ok, requireAuth } from '../http.ts';

/**
 * Plan settings; stored so a deployment (or a test) can switch them. `auto_placement` is this server's
 * extension (docs/backend-extensions.md): registration finds the place when the parent is left empty.
 */
export function planSettings(db: Db) {
  const get = (key: string, fallback: string) =>
    one<{ value: string }>(db, 'SELECT value FROM settings WHERE key = ?', key)?.value ?? fallback;
  const userCount = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM users')?.n ?? 0;
  return {
    binary: Number(get('binary', '1')),
    single_leg: Number(get('single_leg', '1')),
    email_required: Number(get('email_required', '1')),
    user_count: userCount,
    auto_placement: Number(get('auto_placement', '1')),
  };
}

/**
 * Registrations and placement checks by client address: auth-register.ts counts them to limit how many
 * one address makes in an hour. In the database, so a flood of other requests cannot evict them as it
 * could a map's entries.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS registrations (
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS registrations_ip ON registrations(ip, created_at);
CREATE TABLE IF NOT EXISTS placement_checks (
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS placement_checks_ip ON placement_checks(ip, created_at);
`;

export const sessionArea: Area = {
  name: 'session',
  schema: SCHEMA,
  routes: (api) => {
    api.get('/pre-register', (c) => ok(c, planSettings(c.get('db'))));

    api.get('/get-picture', requireAuth, (c) => ok(c, { data: c.get('user').avatar ?? null }));

    api.post('/logout', requireAuth, (c) => {
      revokeToken(c.get('db'), c.get('token'));
      return ok(c, { msg: 'Logout successfully.' });
    });
  },
};
