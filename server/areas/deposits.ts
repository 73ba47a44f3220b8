/** Deposits: the member's deposit address and deposits, and a balance sync. */
import type { Area, SeedContext } from '../area.ts';
import { all, run, type Db } from '../db.ts';
import { allowAttempt } from '../auth.ts';
import { fail, ok, paginate, requireAuth } from '../http.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS deposits (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  thash TEXT NOT NULL UNIQUE,
  amount REAL NOT NULL CHECK (amount > 0),
  status INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS deposits_user ON deposits(user_id);
`;

/** How many deposits each demo member has made. */
const DEMO_DEPOSITS: Record<string, number> = { demo: 23, mpindemo: 2, authdemo: 0 };

export function seedDeposits(db: Db, ctx: SeedContext): void {
  for (const [username, count] of Object.entries(DEMO_DEPOSITS)) {
    const userId = ctx.idOf(username);
    if (!userId) continue;
    for (let i = 0; i < count; i += 1) {
      const hash = `0x${Array.from({ length: 64 }, () => '0123456789abcdef'[ctx.rng.int(0, 15)]).join('')}`;
      // Newest first: one pending, a failed one now and then, the rest credited.
      const status = i === 0 ? 0 : i % 7 === 3 ? 2 : 1;
      run(
        db,
        'INSERT INTO deposits (user_id, thash, amount, status, created_at) VALUES (?, ?, ?, ?, ?)',
        userId,
        hash,
        ctx.rng.pick([25, 50, 100, 150, 250, 500]),
        status,
        ctx.ago(i * 3 + 1, ctx.rng.int(0, 600)),
      );
    }
  }
}

export const depositsArea: Area = {
  name: 'deposits',
  schema: SCHEMA,
  routes: (api) => {
    api.get('/deposit', requireAuth, (c) => {
      const db = c.get('db');
      const user = c.get('user');
      const rows = all(
        db,
        'SELECT id, thash, amount, status, created_at FROM deposits WHERE user_id = ? ORDER BY created_at DESC, id DESC',
        user.id,
      );
      return ok(c, { depositAddress: (user.deposit_address as string | null) ?? '', data: paginate(c, rows) });
    });

    api.get('/balance-sync', requireAuth, (c) => {
      const user = c.get('user');
      if (!allowAttempt(`sync:${user.id}`, 20, 60_000))
        return fail(c, 'Please wait a minute before syncing again.', 429);
      // No chain here to watch: the reference server reports the wallet as it stands.
      return ok(c, { msg: 'Balance synced. No new deposits found.' });
    });
  },
};
