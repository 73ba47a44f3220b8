/**
 * The team queries at depth, and the per-member figures they read. A chain 10,000 members deep (built
 * with direct inserts) is answered within 50 ms of CPU a call (CPU time, not the wall clock: other
 * programs on a busy machine, the browser tests beside these above all, do not add to it), a cheap request issued while a deep one runs
 * waits less than 100 ms, and every figure equals a count over the whole network after members join,
 * pay and move.
 */
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { all, one, openDb, run } from './db.ts';
import { issueToken } from './auth.ts';
import { memberId, migrate } from './seed.ts';
import { accepted, LOOPBACK, testServer, type Answer } from './testing.ts';
import { createApi } from './app.ts';
import { loadInBulk } from './network-figures.ts';
import { PlacementAnswer } from '../src/lib/auth/schema.ts';
import { BinaryDetailsAnswer, DirectTeamAnswer, TreeViewAnswer } from '../src/lib/team/schema.ts';
import { DownlineAnswer } from '../src/lib/ledgers/schema.ts';

const DEPTH = 10_000;

/**
 * The deep network on a database of its own: deep0 at the top, then deep1 … deep10000, each placed on
 * the left of the one above and sponsored by the one above that (as auto placement along an outer
 * edge makes it: a path up through sponsors beside the path through parents); every other one paid
 * 100. Every sponsor sits above its member, until a test adds one who does not.
 */
const deep = (() => {
  const db = openDb(':memory:');
  migrate(db);
  const ids = loadInBulk(db, () => {
    const insert = db.prepare(
      `INSERT INTO users (username, password_hash, sponsor_id, parent_id, position, is_paid, total_subscription, created_at)
       VALUES (?, 'x', ?, ?, ?, ?, ?, ?)`,
    );
    const list: number[] = [];
    for (let i = 0; i <= DEPTH; i += 1) {
      const parent = list.at(-1) ?? null;
      const joined = new Date(Date.UTC(2025, 0, 1) + i * 1000).toISOString().slice(0, 19).replace('T', ' ');
      const paid = i % 2;
      const row = [list.at(-2) ?? parent, parent, parent ? 'L' : null, paid, paid * 100, joined];
      list.push(Number(insert.run(`deep${i}`, ...row).lastInsertRowid));
    }
    return list;
  });
  const api = createApi(db, { demo: true });
  const send = async (path: string, token?: string): Promise<Answer> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await api.request(`http://portal.test${path}`, { headers }, LOOPBACK);
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      headers: response.headers,
    };
  };
  return { db, ids, send, token: issueToken(db, ids[0]!, 'session') };
})();

/** The CPU time this process spent since `start` (from process.cpuUsage()), in ms. */
function cpuMs(start: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

/** The fastest of `tries` runs of `run`, in ms: one slow run on a busy machine is not the code's. */
async function fastest(run: () => Promise<number>, tries = 5): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < tries; i += 1) best = Math.min(best, await run());
  return best;
}

/** The answer, and the CPU time of the fastest of five calls in ms. */
async function timed<S extends z.ZodMiniType>(schema: S, path: string, token?: string) {
  let answer: z.output<S> | undefined;
  const ms = await fastest(async () => {
    const start = process.cpuUsage();
    const reply = await deep.send(path, token);
    const took = cpuMs(start);
    answer = accepted(schema, reply);
    return took;
  });
  return { answer: answer!, ms };
}

/** Each deep call, its answer checked, within 50 ms of CPU. */
async function deepCallsAnswerQuickly() {
  const binaryTop = await timed(BinaryDetailsAnswer, '/binary-details/deep0', deep.token);
  expect(binaryTop.answer.data).toMatchObject({
    leftuser: 'deep1',
    rightuser: null,
    left_count: DEPTH,
    right_count: 0,
  });
  expect(binaryTop.answer.data.left_business).toBe((DEPTH / 2) * 100);
  const binaryBottom = await timed(BinaryDetailsAnswer, `/binary-details/deep${DEPTH}`, deep.token);
  expect(binaryBottom.answer.data).toMatchObject({ parent: `deep${DEPTH}`, leftuser: null, left_count: 0 });

  // deep0 sponsors deep1 and deep2; the odd ones are in deep1's team (all paid), the even in deep2's.
  const directTop = await timed(DirectTeamAnswer, '/directTeam/deep0', deep.token);
  expect(directTop.answer.sponsor_total_team).toBe(DEPTH);
  expect(directTop.answer.data.map(({ username, total_team, paid_team }) => [username, total_team, paid_team])).toEqual(
    [
      ['deep1', DEPTH / 2 - 1, DEPTH / 2 - 1],
      ['deep2', DEPTH / 2 - 1, 0],
    ],
  );
  const directBottom = await timed(DirectTeamAnswer, `/directTeam/deep${DEPTH - 2}`, deep.token);
  expect(directBottom.answer.data.map((m) => m.username)).toEqual([`deep${DEPTH}`]);
  expect(directBottom.answer.sponsor_sponsor).toBe(`deep${DEPTH - 4}`);

  const legTop = await timed(TreeViewAnswer, '/treeView/deep0', deep.token);
  expect(legTop.answer.data[0]).toMatchObject({ username: 'deep0', downline: 'deep1' });
  expect(legTop.answer.sponsor_total_team).toBe(DEPTH);
  const legMiddle = await timed(TreeViewAnswer, `/treeView/deep${DEPTH / 2}`, deep.token);
  expect(legMiddle.answer.data[0]!.downline).toBe(`deep${DEPTH / 2 + 1}`);
  expect([legMiddle.answer.sponsor_total_team, legMiddle.answer.sponsor_paid_team]).toEqual([DEPTH / 2, DEPTH / 4]);
  const legEnd = await timed(TreeViewAnswer, `/treeView/deep${DEPTH}`, deep.token);
  expect(legEnd.answer.data[0]!.downline).toBeNull();
  expect(legEnd.answer.sponsor_total_team).toBe(0);

  const placement = await timed(PlacementAnswer, `/check-deep0-deep${DEPTH}-L-placement`);
  expect(placement.answer.message).toBe('Placement available.');

  const times = { binaryTop, binaryBottom, directTop, directBottom, legTop, legMiddle, legEnd, placement };
  for (const [call, { ms }] of Object.entries(times)) expect(ms, call).toBeLessThan(50);
}

describe('a chain 10,000 members deep', () => {
  it('answers binary-details, directTeam, treeView and the placement check at the top and the bottom within 50 ms', async () => {
    await deepCallsAnswerQuickly();
  });

  it('answers as quickly in a network where a sponsor sits outside the member\u2019s upline', async () => {
    // Not from registration (it places under the sponsor), but a network may hold such members (the
    // demo network does): then the network is walked as a graph.
    const [sponsor, parent] = ['other1', 'other2'].map(
      (name) => run(deep.db, "INSERT INTO users (username, password_hash) VALUES (?, 'x')", name).lastInsertRowid,
    );
    run(
      deep.db,
      "INSERT INTO users (username, password_hash, sponsor_id, parent_id, position) VALUES ('elsewhere', 'x', ?, ?, 'L')",
      sponsor,
      parent,
    );
    expect(one<{ regular: number }>(deep.db, 'SELECT regular FROM network_state')!.regular).toBe(0);
    await deepCallsAnswerQuickly();
  });

  it('answers a cheap request issued while a deep one runs, the deep one holding the event loop under 100 ms of CPU', async () => {
    // CPU time, not the clock: on a loaded machine (the suite runs beside browsers) the clock also counts
    // the time other processes had the CPU, which the server cannot help.
    for (const path of [`/treeView/deep${DEPTH}`, `/binary-details/deep${DEPTH}`, `/directTeam/deep${DEPTH}`]) {
      const held = await fastest(async () => {
        const start = process.cpuUsage();
        // The cheap request arrives first but is answered only when the event loop is free again.
        const cheap = new Promise<number>((done) =>
          setTimeout(() => void deep.send('/country').then((reply) => done(reply.status)), 0),
        );
        expect((await deep.send(path, deep.token)).status).toBe(200);
        const took = cpuMs(start);
        expect(await cheap).toBe(200);
        return took;
      }, 3);
      expect(held, path).toBeLessThan(100);
    }
  });

  it('keeps the figures as members join and pay at the bottom, each within 100 ms of CPU', async () => {
    let bottom = deep.ids.at(-1)!;
    const joining = await fastest(async () => {
      const start = process.cpuUsage();
      const name = `deeper${bottom}`;
      bottom = run(
        deep.db,
        "INSERT INTO users (username, password_hash, sponsor_id, parent_id, position) VALUES (?, 'x', ?, ?, 'L')",
        name,
        bottom,
        bottom,
      ).lastInsertRowid;
      return cpuMs(start);
    }, 3);
    const paying = await fastest(async () => {
      const start = process.cpuUsage();
      run(deep.db, 'UPDATE users SET total_subscription = total_subscription + 250, is_paid = 1 WHERE id = ?', bottom);
      return cpuMs(start);
    }, 3);
    const top = await timed(BinaryDetailsAnswer, '/binary-details/deep0', deep.token);
    expect(top.answer.data.left_count).toBe(DEPTH + 3);
    expect(top.answer.data.left_business).toBe((DEPTH / 2) * 100 + 750);
    const leg = await timed(TreeViewAnswer, '/treeView/deep0', deep.token);
    expect(leg.answer.sponsor_total_team).toBe(DEPTH + 3);
    expect(leg.answer.sponsor_paid_team).toBe(DEPTH / 2 + 1);
    expect(joining).toBeLessThan(100);
    expect(paying).toBeLessThan(100);
  });
});

// ---- the figures against a count over the whole network ---------------------------------------------

const server = testServer();
const { db, send } = server;

interface Member {
  id: number;
  username: string;
  sponsor_id: number | null;
  parent_id: number | null;
  position: 'L' | 'R' | null;
  is_paid: number;
  total_subscription: number;
  created_at: string;
}

/** The answers as the server gave them before it kept figures: everything read and walked. */
function wholeNetwork() {
  const members = all<Member>(
    db,
    'SELECT id, username, sponsor_id, parent_id, position, is_paid, total_subscription, created_at FROM users ORDER BY created_at, id',
  );
  const childrenBy = (link: 'sponsor_id' | 'parent_id') => {
    const map = new Map<number, Member[]>();
    for (const m of members) if (m[link] !== null) map.set(m[link], [...(map.get(m[link]) ?? []), m]);
    return (m: Member) => map.get(m.id) ?? [];
  };
  const sponsored = childrenBy('sponsor_id');
  const placed = childrenBy('parent_id');
  const below = (m: Member, next: (x: Member) => Member[]) => {
    const seen = new Set([m.id]);
    const out: Member[] = [];
    for (let stack = [...next(m)]; stack.length;) {
      const x = stack.pop()!;
      if (seen.has(x.id)) continue;
      seen.add(x.id);
      out.push(x);
      stack.push(...next(x));
    }
    return out;
  };
  const round = (n: number) => Math.round(n * 100) / 100;
  const business = (list: Member[]) => round(list.reduce((s, m) => s + m.total_subscription, 0));
  const byName = (name: string) => members.find((m) => m.username === name)!;
  return {
    legs(name: string) {
      const m = byName(name);
      const leg = (side: string) => {
        const head = placed(m).find((x) => x.position === side);
        return head ? [head, ...below(head, placed)] : [];
      };
      return { left: leg('L'), right: leg('R') };
    },
    business,
    team(name: string) {
      const team = below(byName(name), sponsored);
      return {
        total_team: team.length,
        paid_team: team.filter((x) => x.is_paid).length,
        total_team_business: business(team),
      };
    },
    leg(me: string, name: string) {
      const either = (x: Member) => [...sponsored(x), ...placed(x)];
      const list = [
        byName(me),
        ...below(byName(me), either).sort((a, b) =>
          a.created_at === b.created_at ? a.id - b.id : a.created_at < b.created_at ? -1 : 1,
        ),
      ];
      const index = list.findIndex((x) => x.username === name);
      const after = list.slice(index + 1);
      return { downline: after[0]?.username ?? null, team: after.length, paid: after.filter((x) => x.is_paid).length };
    },
    downline: (me: string) => below(byName(me), (x) => [...sponsored(x), ...placed(x)]).map((x) => x.username),
    levels(name: string) {
      const rows: { level: number; user_count: number; investment: number }[] = [];
      for (let level = 1, at = sponsored(byName(name)); at.length && level <= 100; level += 1) {
        rows.push({ level, user_count: at.length, investment: business(at) });
        at = at.flatMap(sponsored);
      }
      return rows;
    },
  };
}

/** Every team answer for `names`, as `me` sees them, equal to the count over the whole network. */
async function expectFiguresOfWholeNetwork(me: string, names: string[]) {
  const network = wholeNetwork();
  const token = server.signIn(me);
  for (const name of names) {
    const binary = accepted(BinaryDetailsAnswer, await send(`/binary-details/${name}`, { token })).data;
    const { left, right } = network.legs(name);
    expect([binary.left_count, binary.right_count, binary.left_business, binary.right_business], name).toEqual([
      left.length,
      right.length,
      network.business(left),
      network.business(right),
    ]);
    const direct = accepted(DirectTeamAnswer, await send(`/directTeam/${name}`, { token }));
    const own = network.team(name);
    expect([direct.sponsor_total_team, direct.sponsor_paid_team, direct.sponsor_total_team_business], name).toEqual([
      own.total_team,
      own.paid_team,
      own.total_team_business,
    ]);
    for (const child of direct.data) expect(child, child.username).toMatchObject(network.team(child.username));
    const levels = accepted(DownlineAnswer, await send('/user-team-details', { token: server.signIn(name) }));
    expect(
      levels.downlineDetails.map((row) => ({ ...row, level: Number(row.level) })),
      name,
    ).toEqual(network.levels(name));
    const leg = accepted(TreeViewAnswer, await send(`/treeView/${name}`, { token }));
    const expected = network.leg(me, name);
    expect([leg.data[0]!.downline, leg.sponsor_total_team, leg.sponsor_paid_team], name).toEqual([
      expected.downline,
      expected.team,
      expected.paid,
    ]);
  }
}

/** The demo member's team names: a spread of them, the first and the last included. */
function sample(me: string, count: number): string[] {
  const names = wholeNetwork().downline(me).sort();
  return [me, ...names.filter((_, i) => i % Math.ceil(names.length / count) === 0), names.at(-1)!];
}

describe('the figures of every team', { timeout: 60_000 }, () => {
  it('equal a count over the whole network, as seeded', async () => {
    await expectFiguresOfWholeNetwork('demo', sample('demo', 40));
    await expectFiguresOfWholeNetwork('mpindemo', sample('mpindemo', 20));
  });

  it('stay equal as members join and pay (registration and purchases change only these columns)', async () => {
    const parent = one<{ id: number }>(
      db,
      "SELECT u.id FROM users u WHERE u.username LIKE 'a%' AND NOT EXISTS (SELECT 1 FROM users c WHERE c.parent_id = u.id AND c.position = 'R')",
    )!.id;
    const newcomer = server.newMember({
      username: 'joiner1',
      sponsor_id: memberId(db, 'mpindemo'),
      parent_id: parent,
      position: 'R',
    });
    server.newMember({ username: 'joiner2', sponsor_id: newcomer.id, parent_id: newcomer.id, position: 'L' });
    server.newMember({ username: 'joiner3', sponsor_id: memberId(db, 'demo') });
    run(db, "UPDATE users SET total_subscription = total_subscription + 500, is_paid = 1 WHERE username = 'joiner2'");
    run(db, "UPDATE users SET total_subscription = total_subscription + 50, is_paid = 1 WHERE username = 'mpindemo'");
    await expectFiguresOfWholeNetwork('demo', [
      'demo',
      'mpindemo',
      'joiner1',
      'joiner2',
      'joiner3',
      ...sample('demo', 10),
    ]);
  });

  it('are counted again after a member moves', async () => {
    const [a, b] = all<{ id: number }>(
      db,
      "SELECT id FROM users WHERE username IN ('joiner2', 'joiner3') ORDER BY username",
    );
    run(db, 'UPDATE users SET sponsor_id = ? WHERE id = ?', memberId(db, 'authdemo'), a!.id);
    run(db, 'UPDATE users SET parent_id = ?, position = ? WHERE id = ?', a!.id, 'R', b!.id);
    await expectFiguresOfWholeNetwork('demo', ['demo', 'authdemo', 'joiner1', 'joiner2', 'joiner3']);
  });
});
