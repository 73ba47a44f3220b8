/**
 * Registration's extensions (docs/backend-extensions.md): auto placement (the sponsor and side are
 * enough; the server finds the leg's outermost free place as it registers), and the limit of
 * registrations per client address. The spec's placement rules: auth.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { all, one, run } from '../db.ts';
import { createApi } from '../app.ts';
import { loadInBulk } from '../network-figures.ts';
import { hashSecretSync } from '../auth.ts';
import { accepted, refused, testServer, type SendOptions } from '../testing.ts';
import { DEFAULT_PLACEMENT_CHECKS_PER_HOUR, DEFAULT_REGISTRATIONS_PER_HOUR } from './auth-register.ts';
import { addressKey } from '../factor.ts';
import { PlanFlags } from '../../src/lib/session/schema.ts';
import { PlacementAnswer, RegisterAnswer } from '../../src/lib/auth/schema.ts';
import * as text from '../../src/lib/text.ts';

const server = testServer();
const { db, send, newMember, setSetting } = server;

/** A request's connection from `address` (the node adapter reads the socket's remote address). */
const from = (address: string): SendOptions['env'] => ({
  incoming: {
    socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' },
  },
});

// Each test registers from addresses of its own, so no test spends another's hour.
let addressSerial = 0;
const freshAddress = () => `198.51.100.${(addressSerial += 1)}`;

let nameSerial = 0;
const freshName = (prefix: string) => `${prefix}${(nameSerial += 1)}`;

function registration(username: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'Fresh Member',
    username,
    email: `${username}@example.test`,
    phone: '+15551234567',
    country: '2',
    password: 'Fresh@1234',
    ...extra,
  };
}

const register = (json: unknown, address = freshAddress()) => send('/register', { json, env: from(address) });

const placeOf = (username: string) =>
  one<{ parent: string | null; position: string | null }>(
    db,
    `SELECT p.username AS parent, u.position FROM users u LEFT JOIN users p ON p.id = u.parent_id WHERE u.username = ?`,
    username,
  )!;

/** The members down `root`'s outer edge on `side`, top first (the root's child, its child on that side, …). */
function outerEdge(root: string, side: 'L' | 'R'): string[] {
  return all<{ username: string }>(
    db,
    `WITH RECURSIVE edge(id, depth) AS (
       SELECT id, 0 FROM users WHERE username = ?
       UNION ALL SELECT u.id, edge.depth + 1 FROM users u JOIN edge ON u.parent_id = edge.id AND u.position = ?
     ) SELECT users.username FROM edge JOIN users ON users.id = edge.id WHERE edge.depth > 0 ORDER BY edge.depth`,
    root,
    side,
  ).map((row) => row.username);
}

/** A sponsor of the test's own, with `depth` members already down its left leg's outer edge. */
function sponsorWithLeftEdge(depth: number): { sponsor: string; edge: string[] } {
  const sponsor = newMember({ username: freshName('sponsor') });
  const hash = hashSecretSync('Fresh@1234');
  let parentId = sponsor.id;
  const edge: string[] = [];
  // In bulk: the team figures are counted once, not along the chain for each of the edge's members.
  loadInBulk(db, () => {
    for (let level = 0; level < depth; level += 1) {
      const username = `${sponsor.username}e${level}`;
      parentId = run(
        db,
        `INSERT INTO users (username, email, password_hash, sponsor_id, parent_id, position) VALUES (?, ?, ?, ?, ?, 'L')`,
        username,
        `${username}@example.test`,
        hash,
        sponsor.id,
        parentId,
      ).lastInsertRowid;
      edge.push(username);
    }
  });
  return { sponsor: sponsor.username, edge };
}

describe('auto placement', { timeout: 60_000 }, () => {
  afterEach(() => setSetting('auto_placement', null));

  it('GET pre-register says the server places (auto_placement 1), and 0 when the setting is off', async () => {
    expect((await send('/pre-register')).body.auto_placement).toBe(1);
    setSetting('auto_placement', '0');
    expect(accepted(PlanFlags, await send('/pre-register'))).not.toHaveProperty('auto_placement', true);
    expect((await send('/pre-register')).body.auto_placement).toBe(0);
  });

  it('places a newcomer with an empty parent at the outermost free place of the sponsor\u2019s leg, and says where', async () => {
    const { sponsor, edge } = sponsorWithLeftEdge(3);
    const username = freshName('auto');
    const answer = accepted(
      RegisterAnswer,
      await register(registration(username, { sponsor, position: 'L', parent: '' })),
    );
    expect(answer).toMatchObject({ username, parent: edge[2], position: 'L' });
    expect(placeOf(username)).toEqual({ parent: edge[2], position: 'L' });
    // The right leg is empty: its outermost free place is the sponsor's own.
    const right = freshName('autor');
    expect(accepted(RegisterAnswer, await register(registration(right, { sponsor, position: 'R' }))).parent).toBe(
      sponsor,
    );
    expect(placeOf(right)).toEqual({ parent: sponsor, position: 'R' });
  });

  it('places ten newcomers registering at the same moment in ten distinct places down the leg\u2019s outer edge', async () => {
    const { sponsor, edge } = sponsorWithLeftEdge(2);
    const names = Array.from({ length: 10 }, () => freshName('crowd'));
    const address = freshAddress();
    // One address for all ten (a family, an event): within the hour's limit. Each awaits scrypt
    // before its checks, so all ten are in flight together when the first reaches them.
    const answers = await Promise.all(
      names.map((username) => register(registration(username, { sponsor, position: 'L', parent: '' }), address)),
    );
    const placed = answers.map((answer) => accepted(RegisterAnswer, answer));
    const places = placed.map((answer) => `${answer.parent}/${answer.position}`);
    expect(new Set(places).size).toBe(10);
    // They are the leg's outer edge now: each under the one placed before it.
    const after = outerEdge(sponsor, 'L');
    expect(after.slice(0, 2)).toEqual(edge);
    expect(after.slice(2).sort()).toEqual([...names].sort());
    for (const answer of placed) expect(placeOf(answer.username!)).toEqual({ parent: answer.parent, position: 'L' });
  });

  it('finds the place at the end of a 2,000-deep outer edge in one query that grows with the depth alone', async () => {
    const { sponsor, edge } = sponsorWithLeftEdge(2_000);
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN WITH RECURSIVE edge(id, depth) AS (SELECT 1, 0 UNION ALL
           SELECT u.id, edge.depth + 1 FROM users u JOIN edge ON u.parent_id = edge.id AND u.position = 'L')
         SELECT id FROM edge`,
      )
      .all() as { detail: string }[];
    expect(plan.map((row) => row.detail).join('\n')).toMatch(/USING (COVERING )?INDEX users_slot/);
    const username = freshName('deep');
    const started = performance.now();
    const answer = accepted(RegisterAnswer, await register(registration(username, { sponsor, position: 'L' })));
    const took = performance.now() - started;
    expect(answer.parent).toBe(edge.at(-1));
    // scrypt included; the walk itself is a few milliseconds.
    expect(took).toBeLessThan(1_000);
  });

  it('keeps an exact parent exact, and refuses it when taken, with auto placement on', async () => {
    const { sponsor, edge } = sponsorWithLeftEdge(2);
    const username = freshName('exact');
    accepted(RegisterAnswer, await register(registration(username, { sponsor, position: 'R', parent: edge[0] })));
    expect(placeOf(username)).toEqual({ parent: edge[0], position: 'R' });
    const taken = refused(
      await register(registration(freshName('late'), { sponsor, position: 'L', parent: sponsor })),
      422,
    );
    expect(taken.errors.parent).toEqual([`The left position under ${sponsor} is already taken.`]);
  });

  it('asks for the parent as the spec does when the setting is off', async () => {
    setSetting('auto_placement', '0');
    const { sponsor } = sponsorWithLeftEdge(1);
    const answer = refused(
      await register(registration(freshName('noauto'), { sponsor, position: 'L', parent: '' })),
      422,
    );
    expect(answer.errors.parent).toEqual([text.auth.parentRequired]);
  });

  it('GET check-{sponsor}--{position}-placement takes the empty parent and names the place it would be', async () => {
    const { sponsor, edge } = sponsorWithLeftEdge(2);
    const check = await send(`/check-${sponsor}--L-placement`);
    expect(accepted(PlacementAnswer, check).message).toBe(
      `Placement available: the next free place of ${sponsor}'s left team is under ${edge[1]}.`,
    );
    expect(check.body).toMatchObject({ parent: edge[1], position: 'L' });
    expect(refused(await send('/check-nosuchsponsor--L-placement'), 200).message).toBe('Sponsor not found.');
    expect(refused(await send(`/check-${sponsor}--X-placement`), 200).message).toBe('Position must be L or R.');
    // The spec's form still works.
    expect(accepted(PlacementAnswer, await send(`/check-${sponsor}-${edge[1]}-L-placement`)).message).toBe(
      'Placement available.',
    );
    setSetting('auto_placement', '0');
    expect(refused(await send(`/check-${sponsor}--L-placement`), 200).message).toBe(text.auth.parentRequired);
  });
});

describe('registrations per client address', { timeout: 60_000 }, () => {
  afterEach(() => delete process.env.REGISTRATIONS_PER_HOUR);

  it(`takes ${DEFAULT_REGISTRATIONS_PER_HOUR} an hour from one address, then answers 429 with when to try again`, async () => {
    const { sponsor } = sponsorWithLeftEdge(0);
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: DEFAULT_REGISTRATIONS_PER_HOUR + 2 }, () =>
        register(registration(freshName('many'), { sponsor, position: 'L' }), address),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(DEFAULT_REGISTRATIONS_PER_HOUR);
    const refusals = answers.filter((answer) => answer.status === 429);
    expect(refusals).toHaveLength(2);
    expect(refused(refusals[0]!, 429).message).toMatch(
      /^Too many accounts have been registered from your network in the last hour\. Please try again after \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
    );
    // Another address is not held up.
    accepted(RegisterAnswer, await register(registration(freshName('other'), { sponsor, position: 'R' })));
    // A refused attempt is not a registration: an hour later the address has its whole limit back.
    const count = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM registrations WHERE ip = ?', address)!.n;
    expect(count).toBe(DEFAULT_REGISTRATIONS_PER_HOUR);
    run(db, 'UPDATE registrations SET created_at = created_at - 3600000 WHERE ip = ?', address);
    accepted(RegisterAnswer, await register(registration(freshName('later'), { sponsor, position: 'L' }), address));
  });

  it('does not count a registration refused for its fields, and refuses an address past its limit before reading the body', async () => {
    process.env.REGISTRATIONS_PER_HOUR = '1';
    const { sponsor } = sponsorWithLeftEdge(0);
    const address = freshAddress();
    refused(await register(registration('demo', { sponsor, position: 'L' }), address), 422);
    accepted(RegisterAnswer, await register(registration(freshName('one'), { sponsor, position: 'L' }), address));
    // Refused before anything else: no body read, no password hashed (scrypt) for it.
    expect((await register({ name: '' }, address)).status).toBe(429);
  });

  it('counts an IPv6 subscriber by its /64 and IPv4 in IPv6 form as IPv4', async () => {
    process.env.REGISTRATIONS_PER_HOUR = '1';
    const { sponsor } = sponsorWithLeftEdge(0);
    accepted(
      RegisterAnswer,
      await register(registration(freshName('six'), { sponsor, position: 'L' }), '2001:db8:1:2::7'),
    );
    expect(
      (await register(registration(freshName('six'), { sponsor, position: 'L' }), '2001:db8:1:2:aaaa:bbbb:cccc:dddd'))
        .status,
    ).toBe(429);
    accepted(
      RegisterAnswer,
      await register(registration(freshName('six'), { sponsor, position: 'L' }), '2001:db8:1:3::7'),
    );
    accepted(
      RegisterAnswer,
      await register(registration(freshName('four'), { sponsor, position: 'L' }), '203.0.113.9'),
    );
    expect(
      (await register(registration(freshName('four'), { sponsor, position: 'L' }), '::ffff:203.0.113.9')).status,
    ).toBe(429);
  });

  it('turns the limit off with 0 and refuses to start with a value that is not a whole number', async () => {
    for (const bad of ['lots', '-1', '2.5'])
      expect(() => {
        process.env.REGISTRATIONS_PER_HOUR = bad;
        createApi(db);
      }).toThrow(/REGISTRATIONS_PER_HOUR must be a whole number/);
    process.env.REGISTRATIONS_PER_HOUR = '0';
    const { sponsor } = sponsorWithLeftEdge(0);
    const address = freshAddress();
    for (const prefix of ['off', 'off'])
      accepted(RegisterAnswer, await register(registration(freshName(prefix), { sponsor, position: 'L' }), address));
    process.env.REGISTRATIONS_PER_HOUR = '1';
    expect((await register(registration(freshName('on'), { sponsor, position: 'L' }), address)).status).toBe(429);
  });

  it('reads the address as the socket gives it', () => {
    const key = (address: string) => addressKey({ env: from(address) } as unknown as Parameters<typeof addressKey>[0]);
    expect(key('2001:DB8:0:0:1::1')).toBe('2001:db8:0:0::/64');
    expect(key('::1')).toBe('0:0:0:0::/64');
    expect(key('10.1.2.3')).toBe('10.1.2.3');
  });
});

describe('placement checks per client address', () => {
  it(`takes ${DEFAULT_PLACEMENT_CHECKS_PER_HOUR} an hour from one address, so nobody maps a team by asking who sits under whom`, async () => {
    const address = freshAddress();
    const check = (from_: string) => send('check-demo-demo-L-placement', { env: from(from_) });
    for (let i = 0; i < DEFAULT_PLACEMENT_CHECKS_PER_HOUR; i += 1) expect((await check(address)).status).toBe(200);
    const refusal = await check(address);
    expect(refusal.status).toBe(429);
    expect(String(refusal.body.message)).toMatch(
      /^Too many placement checks from your network\. Please try again after \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
    );
    // Another address is not held up; an hour later this one has its checks back.
    expect((await check(freshAddress())).status).toBe(200);
    run(db, 'UPDATE placement_checks SET created_at = created_at - 3600000 WHERE ip = ?', address);
    expect((await check(address)).status).toBe(200);
  });
});
