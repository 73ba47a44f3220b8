/** Contract of the session calls: the plan flags read before sign-in (sign-out is proved with sign-in, in auth.test.ts). */
import { describe, expect, it } from 'vitest';
import { one } from '../db.ts';
import { accepted, testServer } from '../testing.ts';
import { PlanFlags } from '../../src/lib/session/schema.ts';

const { db, send, setSetting } = testServer();
const get = (path: string) => send(path);

describe('plan flags', () => {
  it('GET pre-register answers the plan flags and the number of members', async () => {
    const flags = accepted(PlanFlags, await get('/pre-register'));
    expect(flags).toMatchObject({ binary: true, single_leg: true, email_required: true });
    expect(flags.user_count).toBe(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM users')!.n);
    setSetting('binary', '0');
    setSetting('email_required', '0');
    try {
      expect(accepted(PlanFlags, await get('/pre-register'))).toMatchObject({ binary: false, email_required: false });
    } finally {
      setSetting('binary', null);
      setSetting('email_required', null);
    }
  });
});
