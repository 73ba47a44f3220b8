/**
 * The large network (SEED=large) holds what it promises: its size and shape, the demo member's long
 * histories, figures equal to a count over the network, and the demo logins.
 */
import { describe, expect, it } from 'vitest';
import { all, one, openDb } from './db.ts';
import { createApi } from './app.ts';
import { issueToken, mailbox, totp } from './auth.ts';
import { DEMO_MPIN, DEMO_PASSWORD, DEMO_TOTP_SECRET, memberId, migrate } from './seed.ts';
import { LARGE, seedLarge } from './seed-large.ts';
import { LOOPBACK } from './testing.ts';

process.env.QUIET = '1';
const db = openDb(':memory:');
migrate(db);
const started = performance.now();
seedLarge(db);
const seeding = performance.now() - started;
const api = createApi(db, { demo: true });
const demoId = memberId(db, 'demo');

async function post(path: string, json: unknown, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await api.request(
    `http://portal.test/${path}`,
    { method: 'POST', headers, body: JSON.stringify(json) },
    LOOPBACK,
  );
  return (await response.json()) as Record<string, unknown>;
}

/** The outer edge of the demo member's `side` leg: how many members it holds. */
const edge = (side: 'L' | 'R') =>
  one<{ length: number }>(
    db,
    `WITH RECURSIVE edge(id, depth) AS (
       SELECT ?, 0 UNION ALL SELECT u.id, edge.depth + 1 FROM users u JOIN edge ON u.parent_id = edge.id AND u.position = ?
     ) SELECT MAX(depth) AS length FROM edge`,
    demoId,
    side,
  )!.length;

describe('the large network', { timeout: 60_000 }, () => {
  it('is seeded in well under a minute', () => {
    expect(seeding).toBeLessThan(60_000);
  });

  it('holds 100,000 members, the demo member with outer edges 2,000 and 300 deep and 500 direct referrals', () => {
    expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM users')!.n).toBe(LARGE.members);
    expect([edge('L'), edge('R')]).toEqual([LARGE.leftEdge, LARGE.rightEdge]);
    expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM users WHERE sponsor_id = ?', demoId)!.n).toBe(
      LARGE.referrals,
    );
  });

  it('gives the demo member its long histories', () => {
    const owned = (table: string) =>
      one<{ n: number }>(db, `SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`, demoId)!.n;
    expect({
      transactions: owned('wallet_transactions'),
      payouts: owned('payouts'),
      withdrawals: owned('withdrawals'),
      subscriptions: owned('subscriptions'),
      tickets: owned('tickets'),
    }).toEqual({
      transactions: LARGE.transactions,
      payouts: LARGE.payouts,
      withdrawals: LARGE.withdrawals,
      subscriptions: LARGE.subscriptions,
      tickets: LARGE.tickets,
    });
  });

  it('places every member under their sponsor, and keeps figures equal to a count over the network', () => {
    expect(one<{ regular: number }>(db, 'SELECT regular FROM network_state')!.regular).toBe(1);
    const members = all<{ id: number; sponsor_id: number | null; parent_id: number | null; is_paid: number }>(
      db,
      'SELECT id, sponsor_id, parent_id, is_paid FROM users ORDER BY id DESC',
    );
    // Members join after their sponsor and parent: from the newest up, each adds itself to them.
    const legs = new Map<number, number>();
    const teams = new Map<number, number>();
    for (const m of members) {
      const leg = (legs.get(m.id) ?? 0) + 1;
      legs.set(m.id, leg);
      if (m.parent_id !== null) legs.set(m.parent_id, (legs.get(m.parent_id) ?? 0) + leg);
      if (m.sponsor_id !== null) teams.set(m.sponsor_id, (teams.get(m.sponsor_id) ?? 0) + 1 + (teams.get(m.id) ?? 0));
    }
    const figures = all<{ id: number; leg_count: number; team_count: number }>(
      db,
      'SELECT id, leg_count, team_count FROM network',
    );
    expect(figures.filter((f) => f.leg_count !== legs.get(f.id) || f.team_count !== (teams.get(f.id) ?? 0))).toEqual(
      [],
    );
    expect(one(db, 'SELECT downline_count FROM network WHERE id = ?', demoId)).toEqual({
      downline_count: LARGE.members - 11,
    });
  });

  it('answers the demo member\u2019s single leg: the team in joining order', async () => {
    const token = issueToken(db, demoId, 'session');
    const team = all<{ username: string; is_paid: number }>(
      db,
      'SELECT username, is_paid FROM users WHERE id != ? AND created_at >= (SELECT created_at FROM users WHERE id = ?) ORDER BY created_at, id',
      demoId,
      demoId,
    ).filter((m) => m.username !== 'outsider' && !m.username.startsWith('trial'));
    expect(team).toHaveLength(LARGE.members - 11);
    for (const index of [0, 1, 2_500, 49_999, 99_000, team.length - 2, team.length - 1]) {
      const response = await api.request(
        `http://portal.test/treeView/${team[index]!.username}`,
        { headers: { Authorization: `Bearer ${token}` } },
        LOOPBACK,
      );
      const answer = (await response.json()) as {
        data: { downline: string | null }[];
        sponsor_total_team: number;
        sponsor_paid_team: number;
      };
      const after = team.slice(index + 1);
      expect([answer.data[0]!.downline, answer.sponsor_total_team, answer.sponsor_paid_team], String(index)).toEqual([
        after[0]?.username ?? null,
        after.length,
        after.filter((m) => m.is_paid).length,
      ]);
    }
  });

  it('signs in the demo logins as on the demo network', async () => {
    for (const [username, second] of [
      ['demo', 'otp'],
      ['mpindemo', 'mpin'],
      ['authdemo', 'authenticator'],
    ] as const) {
      const pre = await post('pre-login', { username, password: DEMO_PASSWORD });
      expect(pre.status, username).toBe(true);
      expect(pre.auth_type).toBe(second);
      let code = second === 'mpin' ? DEMO_MPIN : totp(DEMO_TOTP_SECRET);
      if (second === 'otp') {
        await post('resendotp', { username, from: '' });
        code = mailbox(db, username).find((item) => item.purpose === 'otp')!.code;
      }
      const login = await post('login', { username, password: DEMO_PASSWORD, [second]: code }, String(pre.token));
      expect(login.status, JSON.stringify(login)).toBe(true);
    }
  });
});
