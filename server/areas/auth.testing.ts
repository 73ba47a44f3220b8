/** Test helpers of the auth area: fresh names, free placement slots, registrations and the codes they e-mail. */
import { all, one } from '../db.ts';
import { memberId } from '../seed.ts';
import { mailbox } from '../auth.ts';
import { accepted, type TestServer } from '../testing.ts';
import { RegisterAnswer, VerifyEmailAnswer } from '../../src/lib/auth/schema.ts';

export function authHelpers({ db, send }: TestServer) {
  const get = (path: string) => send(path);
  const post = (path: string, json: unknown, token?: string) => send(path, { json, token });

  const newestCode = (username: string, purpose: string) =>
    mailbox(db, username).find((item) => item.purpose === purpose)?.code ?? '';

  let serial = 0;
  const freshName = (prefix: string) => `${prefix}${(serial += 1)}`;

  /** A free binary slot in outsider's placement tree (this file's own corner of the network). */
  function freeSlot(): { sponsor: string; parent: string; position: 'L' | 'R' } {
    const rootId = memberId(db, 'outsider');
    const tree = all<{ id: number; username: string }>(
      db,
      `WITH RECURSIVE down(id) AS (SELECT ? UNION SELECT u.id FROM users u JOIN down ON u.parent_id = down.id)
       SELECT users.id, users.username FROM users JOIN down ON users.id = down.id ORDER BY users.id`,
      rootId,
    );
    for (const node of tree) {
      for (const position of ['L', 'R'] as const) {
        if (!one(db, 'SELECT 1 FROM users WHERE parent_id = ? AND position = ?', node.id, position))
          return { sponsor: 'outsider', parent: node.username, position };
      }
    }
    throw new Error('no free slot');
  }

  function registration(username: string, extra: Record<string, unknown> = {}) {
    return {
      name: 'Fresh Member',
      username,
      email: `${username}@example.test`,
      phone: '+15551234567',
      country: '2',
      password: 'Fresh@1234',
      ...freeSlot(),
      ...extra,
    };
  }

  /** Registers and verifies a member; returns the username. */
  async function freshMember(prefix: string, extra: Record<string, unknown> = {}): Promise<string> {
    const username = freshName(prefix);
    accepted(RegisterAnswer, await post('/register', registration(username, extra)));
    accepted(VerifyEmailAnswer, await post('/verify-email', { username, otp: newestCode(username, 'verify') }));
    return username;
  }

  return { get, post, newestCode, freshName, freeSlot, registration, freshMember };
}
