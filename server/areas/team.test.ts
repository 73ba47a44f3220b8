/**
 * Contract of the team trees: every answer is read with the portal's own schemas, the figures add
 * up, and a member can only look into their own downline.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { all, one } from '../db.ts';
import { memberId } from '../seed.ts';
import { testServer } from '../testing.ts';
import { BinaryDetailsAnswer, DirectTeamAnswer, TreeViewAnswer } from '../../src/lib/team/schema.ts';

const { db, send, signIn } = testServer();
const demoToken = signIn('demo');

const get = (path: string, token: string | null = demoToken) => send(path, { token: token ?? undefined });

async function read<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  token: string | null = demoToken,
): Promise<z.output<S>> {
  const { status, body } = await get(path, token);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.status).toBe(true);
  return z.parse(schema, body);
}

interface Row {
  id: number;
  username: string;
  sponsor_id: number | null;
  parent_id: number | null;
  position: string | null;
  is_paid: number;
  total_subscription: number;
}
const rows = () =>
  all<Row>(db, 'SELECT id, username, sponsor_id, parent_id, position, is_paid, total_subscription FROM users');

function placementSubtree(rootId: number): Row[] {
  const list = rows();
  const out: Row[] = [];
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop()!;
    const row = list.find((r) => r.id === id)!;
    out.push(row);
    for (const child of list.filter((r) => r.parent_id === id)) stack.push(child.id);
  }
  return out;
}

describe('GET binary-details/{username}', () => {
  it('answers the member with left and right users and the business of each side', async () => {
    const answer = await read(BinaryDetailsAnswer, '/binary-details/demo');
    const demo = memberId(db, 'demo');
    const left = one<Row>(db, "SELECT * FROM users WHERE parent_id = ? AND position = 'L'", demo);
    const right = one<Row>(db, "SELECT * FROM users WHERE parent_id = ? AND position = 'R'", demo);
    expect(answer.data.parent).toBe('demo');
    expect(answer.data.leftuser).toBe(left?.username ?? null);
    expect(answer.data.rightuser).toBe(right?.username ?? null);
    const sum = (id: number | undefined) =>
      id ? placementSubtree(id).reduce((s, r) => s + r.total_subscription, 0) : 0;
    expect(answer.data.left_business).toBeCloseTo(sum(left?.id));
    expect(answer.data.right_business).toBeCloseTo(sum(right?.id));
    expect(answer.data.total_matching).toBeCloseTo(Math.min(answer.data.left_business, answer.data.right_business));
    expect(answer.data.color_code).toBe('#15803d');
  });

  it('counts the members of each leg, the member at its head included', async () => {
    const answer = await read(BinaryDetailsAnswer, '/binary-details/demo');
    const demo = memberId(db, 'demo');
    const head = (side: string) =>
      one<Row>(db, 'SELECT * FROM users WHERE parent_id = ? AND position = ?', demo, side)?.id;
    const size = (id: number | undefined) => (id ? placementSubtree(id).length : 0);
    expect(answer.data.left_count).toBe(size(head('L')));
    expect(answer.data.right_count).toBe(size(head('R')));
    expect(answer.data.left_count! + answer.data.right_count!).toBe(placementSubtree(demo).length - 1);
    expect(answer.data.left_count).toBeGreaterThan(1);
  });

  it('answers null for a vacant side', async () => {
    const list = rows();
    const withVacancy = placementSubtree(memberId(db, 'demo')).find(
      (r) => list.filter((c) => c.parent_id === r.id).length === 1,
    );
    expect(withVacancy).toBeDefined();
    const answer = await read(BinaryDetailsAnswer, `/binary-details/${withVacancy!.username}`);
    expect([answer.data.leftuser, answer.data.rightuser].filter((x) => x === null)).toHaveLength(1);
    expect(answer.data.total_matching).toBe(0);
  });

  it('reads usernames case-insensitively', async () => {
    const answer = await read(BinaryDetailsAnswer, '/binary-details/MPINDEMO');
    expect(answer.data.parent).toBe('mpindemo');
  });
});

describe('GET directTeam/{username}', () => {
  it('answers the member\u2019s figures and every direct referral with their own team figures', async () => {
    const answer = await read(DirectTeamAnswer, '/directTeam/demo');
    const demo = memberId(db, 'demo');
    const direct = rows().filter((r) => r.sponsor_id === demo);
    expect(answer.username).toBe('demo');
    expect(answer.data.map((m) => m.username).sort()).toEqual(direct.map((r) => r.username).sort());
    expect(answer.sponsor_total_team).toBe(600);
    expect(answer.is_paid).toBe(true);
    expect(answer.sponsor_sponsor).toBe('company');
    for (const member of answer.data) {
      expect(member.sponsor).toBe('demo');
      expect(member.sponsor_sponsor).toBe('company');
      expect(member.paid_team).toBeLessThanOrEqual(member.total_team);
    }
    // The member's team is their direct referrals plus everyone in those referrals' teams.
    expect(answer.data.reduce((s, m) => s + 1 + m.total_team, 0)).toBe(answer.sponsor_total_team);
    expect(answer.data.reduce((s, m) => s + (m.is_paid ? 1 : 0) + m.paid_team, 0)).toBe(answer.sponsor_paid_team);
  });

  it('answers an empty list for a member without referrals', async () => {
    const list = rows();
    const leaf = placementSubtree(memberId(db, 'demo')).find((r) => !list.some((c) => c.sponsor_id === r.id));
    const answer = await read(DirectTeamAnswer, `/directTeam/${leaf!.username}`);
    expect(answer.data).toEqual([]);
    expect(answer.sponsor_total_team).toBe(0);
  });
});

describe('GET treeView/{username}', () => {
  it('answers the member\u2019s node naming the next member of the leg', async () => {
    const answer = await read(TreeViewAnswer, '/treeView/demo');
    expect(answer.username).toBe('demo');
    expect(answer.data).toHaveLength(1);
    const record = answer.data[0]!;
    expect(record.username).toBe('demo');
    expect(record.total_subscription).toBe(1000);
    expect(record.downline).toBe('mpindemo');
    expect(answer.sponsor_total_team).toBe(600);
  });

  it('walks the whole leg one node at a time and ends without a downline', async () => {
    let name: string | null = 'demo';
    const seen: string[] = [];
    let last: z.output<typeof TreeViewAnswer> | undefined;
    while (name && seen.length <= 700) {
      const answer: z.output<typeof TreeViewAnswer> = await read(TreeViewAnswer, `/treeView/${name}`);
      const record = answer.data[0]!;
      // Each node announces the subscription of the node below it.
      if (last) expect(last.data[0]!.downline_total_subscription).toBe(record.total_subscription);
      seen.push(record.username);
      last = answer;
      name = record.downline;
    }
    expect(seen).toHaveLength(601);
    expect(new Set(seen).size).toBe(601);
    expect(last!.data[0]!.downline).toBeNull();
    expect(last!.sponsor_total_team).toBe(0);
  }, 60_000);
});

describe('downline-only access', () => {
  const paths = ['/binary-details/', '/directTeam/', '/treeView/'];

  for (const path of paths) {
    it(`${path}{username} refuses a member outside the asker\u2019s downline`, async () => {
      const { status, body } = await get(`${path}outsider`);
      expect(status).toBe(403);
      expect(body.status).toBe(false);
      expect(body.msg).toBe('This member is not in your team.');
    });

    it(`${path}{username} refuses the asker\u2019s own upline`, async () => {
      const { status } = await get(`${path}company`);
      expect(status).toBe(403);
    });

    it(`${path}{username} refuses a request without a token`, async () => {
      const { status, body } = await get(`${path}demo`, null);
      expect(status).toBe(401);
      expect(body.msg).toBe(401);
    });

    it(`${path}{username} answers an unknown member with not found`, async () => {
      const { status, body } = await get(`${path}nobody-here`);
      expect(status).toBe(404);
      expect(body.status).toBe(false);
    });
  }

  it('lets a member of the team see their own downline but not the demo member above them', async () => {
    const token = signIn('mpindemo');
    const own = await read(BinaryDetailsAnswer, '/binary-details/mpindemo', token);
    expect(own.data.parent).toBe('mpindemo');
    const { status } = await get('/directTeam/demo', token);
    expect(status).toBe(403);
  });
});
