/**
 * The figures of each member's teams, kept per member so that no question reads the whole network:
 * the `network` table (binary leg, referral team and downline: members, paid, business) and
 * `network_levels` (the referral team by level), added up along the chains above a member by triggers
 * on `users` as the member joins or pays, so registration and purchases need no call of their own. A
 * move marks them stale; they are counted again from the links on the next read (`current`).
 *
 * Registration places every member under their sponsor (the parent sits in the sponsor's binary
 * subtree), so a member's upline through sponsorship or placement, in any mix, is one chain: the
 * parent, or the sponsor of a member without one, and so on up. While that holds (`regular`) the
 * chains are walked as such; a network that breaks it (the demo seed's sponsors are random earlier
 * members) is walked as the graph it is, each member once.
 */
import { all, one, run, type Db } from './db.ts';

/** `start` and every member above it through `link` (the network has no loop: see `network_loop`). */
export const chain = (start: string, link: 'parent_id' | 'sponsor_id') =>
  `WITH RECURSIVE up(id) AS (
     SELECT ${start}
     UNION ALL SELECT u.${link} FROM users u JOIN up ON u.id = up.id WHERE u.${link} IS NOT NULL
   )`;

/** The steps up from `walk` through sponsorship and through placement, a member reached twice kept once. */
const mixedSteps = (walk: string) =>
  `UNION SELECT u.sponsor_id FROM users u JOIN ${walk} ON u.id = ${walk}.id WHERE u.sponsor_id IS NOT NULL
   UNION SELECT u.parent_id FROM users u JOIN ${walk} ON u.id = ${walk}.id WHERE u.parent_id IS NOT NULL`;

/** The step up from `walk` in a regular network: the parent, else the sponsor. */
const regularStep = (walk: string) =>
  `UNION ALL SELECT COALESCE(u.parent_id, u.sponsor_id) FROM users u JOIN ${walk} ON u.id = ${walk}.id
    WHERE COALESCE(u.parent_id, u.sponsor_id) IS NOT NULL`;

/** `start` and every member above it through sponsorship or placement, in any mix. */
export const upline = (start: string, regular: boolean) =>
  `WITH RECURSIVE up(id) AS (SELECT ${start} ${regular ? regularStep('up') : mixedSteps('up')})`;

const paid = (row: 'NEW' | 'OLD') => `(${row}.is_paid != 0)`;
const REGULAR = '(SELECT regular FROM network_state)';

/**
 * Adds `count`, `paidCount` and `business` to the figures of everyone above `member` (sponsored by
 * `sponsor`), each row written once: the binary subtrees it is in (its own too when `self`), the
 * referral teams and the downlines. In a regular network that is one walk up its chain, `leg` while
 * the steps go through parents and `team` on each sponsor in turn; otherwise the placement chain, the
 * sponsor chain and every path up, merged.
 */
const addAbove = (
  member: string,
  sponsor: string,
  self: boolean,
  count: string,
  paidCount: string,
  business: string,
) => `
  UPDATE network SET
    leg_count = leg_count + s.leg * (${count}), leg_paid = leg_paid + s.leg * (${paidCount}),
    leg_business = leg_business + s.leg * (${business}),
    team_count = team_count + s.team * (${count}), team_paid = team_paid + s.team * (${paidCount}),
    team_business = team_business + s.team * (${business}),
    downline_count = downline_count + s.down * (${count}), downline_paid = downline_paid + s.down * (${paidCount})
  FROM (
    WITH RECURSIVE
      chained(id, leg, target) AS (
        SELECT ${member}, 1, ${sponsor} WHERE ${REGULAR}
        UNION ALL SELECT COALESCE(u.parent_id, u.sponsor_id), chained.leg AND u.parent_id IS NOT NULL,
                         CASE WHEN u.id = chained.target THEN u.sponsor_id ELSE chained.target END
          FROM users u JOIN chained ON u.id = chained.id WHERE COALESCE(u.parent_id, u.sponsor_id) IS NOT NULL
      ),
      leg(id) AS (
        SELECT ${self ? member : `(SELECT parent_id FROM users WHERE id = ${member})`} WHERE NOT ${REGULAR}
        UNION ALL SELECT u.parent_id FROM users u JOIN leg ON u.id = leg.id WHERE u.parent_id IS NOT NULL
      ),
      team(id) AS (
        SELECT ${sponsor} WHERE NOT ${REGULAR}
        UNION ALL SELECT u.sponsor_id FROM users u JOIN team ON u.id = team.id WHERE u.sponsor_id IS NOT NULL
      ),
      mixed(id) AS (SELECT ${member} WHERE NOT ${REGULAR} ${mixedSteps('mixed')}),
      merged(id, leg, team, down) AS (
        SELECT id, 1, 0, 0 FROM leg UNION ALL SELECT id, 0, 1, 0 FROM team UNION ALL SELECT id, 0, 0, 1 FROM mixed
      )
    SELECT id, leg, id IS target AS team, id != ${member} AS down FROM chained${self ? '' : ` WHERE id != ${member}`}
    UNION ALL
    SELECT id, MAX(leg), MAX(team), MAX(down AND id != ${member}) FROM merged WHERE id IS NOT NULL GROUP BY id
  ) AS s
  WHERE network.id = s.id;`;

/** The levels a member's figures count in: its sponsor at level 1, theirs at 2 … down to LEVELS. */
export const LEVELS = 100;
const sponsorLevels = (sponsor: string) =>
  `WITH RECURSIVE up(id, level) AS (
     SELECT ${sponsor}, 1
     UNION ALL SELECT u.sponsor_id, up.level + 1 FROM users u JOIN up ON u.id = up.id
      WHERE u.sponsor_id IS NOT NULL AND up.level < ${LEVELS}
   )`;

/**
 * Per member: `leg_*` the binary subtree the member heads (the member included), `team_*` the
 * referral team (everyone below through sponsorship, the member excluded), `downline_*` everyone
 * below through sponsorship or placement in any mix (the member excluded).
 */
const TRIGGERS = `
CREATE TRIGGER IF NOT EXISTS network_join AFTER INSERT ON users BEGIN
  SELECT RAISE(ABORT, 'A member cannot be their own sponsor or parent.') WHERE NEW.id IN (NEW.sponsor_id, NEW.parent_id);
  UPDATE network_state SET regular = 0
   WHERE regular AND NEW.parent_id IS NOT NULL AND NEW.sponsor_id IS NOT NULL
     AND NEW.sponsor_id NOT IN (${upline('NEW.parent_id', true)} SELECT id FROM up);
  INSERT OR REPLACE INTO network (id, leg_count, leg_paid, leg_business) VALUES (NEW.id, 1, ${paid('NEW')}, NEW.total_subscription);
  ${addAbove('NEW.id', 'NEW.sponsor_id', false, '1', paid('NEW'), 'NEW.total_subscription')}
  INSERT INTO network_levels (user_id, level, members, investment)
    ${sponsorLevels('NEW.sponsor_id')} SELECT id, level, 1, NEW.total_subscription FROM up WHERE id IS NOT NULL
    ON CONFLICT (user_id, level) DO UPDATE SET members = members + 1, investment = investment + excluded.investment;
END;
CREATE TRIGGER IF NOT EXISTS network_business AFTER UPDATE OF is_paid, total_subscription ON users
WHEN ${paid('NEW')} != ${paid('OLD')} OR NEW.total_subscription != OLD.total_subscription BEGIN
  ${addAbove('NEW.id', 'NEW.sponsor_id', true, '0', `${paid('NEW')} - ${paid('OLD')}`, 'NEW.total_subscription - OLD.total_subscription')}
  UPDATE network_levels SET investment = investment + NEW.total_subscription - OLD.total_subscription
   WHERE NEW.total_subscription != OLD.total_subscription
     AND (user_id, level) IN (${sponsorLevels('NEW.sponsor_id')} SELECT id, level FROM up);
END;
-- No loops: every walk up the network ends. A move that would close one is refused.
CREATE TRIGGER IF NOT EXISTS network_loop BEFORE UPDATE OF sponsor_id, parent_id ON users
WHEN NEW.id IN (${upline('NEW.sponsor_id', false)} SELECT id FROM up) OR NEW.id IN (${upline('NEW.parent_id', false)} SELECT id FROM up) BEGIN
  SELECT RAISE(ABORT, 'A member cannot be placed or sponsored under their own downline.');
END;
-- A move or a removal changes whole teams at once: the figures are counted again on the next read.
CREATE TRIGGER IF NOT EXISTS network_moved AFTER UPDATE OF sponsor_id, parent_id ON users
WHEN OLD.sponsor_id IS NOT NEW.sponsor_id OR OLD.parent_id IS NOT NEW.parent_id BEGIN
  UPDATE network_state SET stale = 1, regular = 0;
END;
CREATE TRIGGER IF NOT EXISTS network_left AFTER DELETE ON users BEGIN
  UPDATE network_state SET stale = 1, regular = 0;
END;
`;

const TRIGGER_NAMES = ['network_join', 'network_business', 'network_loop', 'network_moved', 'network_left'];

/** The figures table, its triggers, and the indexes the chains and the single leg read. */
export const NETWORK_SCHEMA = `
CREATE TABLE IF NOT EXISTS network (
  id INTEGER PRIMARY KEY,
  leg_count INTEGER NOT NULL DEFAULT 1,
  leg_paid INTEGER NOT NULL DEFAULT 0,
  leg_business REAL NOT NULL DEFAULT 0,
  team_count INTEGER NOT NULL DEFAULT 0,
  team_paid INTEGER NOT NULL DEFAULT 0,
  team_business REAL NOT NULL DEFAULT 0,
  downline_count INTEGER NOT NULL DEFAULT 0,
  downline_paid INTEGER NOT NULL DEFAULT 0
);
-- The referral team by level (1: the direct referrals), the first LEVELS levels.
CREATE TABLE IF NOT EXISTS network_levels (
  user_id INTEGER NOT NULL,
  level INTEGER NOT NULL,
  members INTEGER NOT NULL,
  investment REAL NOT NULL,
  PRIMARY KEY (user_id, level)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS network_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  stale INTEGER NOT NULL,
  regular INTEGER NOT NULL
);
-- A database made before the table existed has members without figures: count them on the first read.
INSERT OR IGNORE INTO network_state (id, stale, regular) VALUES (1, 1, 0);
-- A member's children in joining order, with what the single leg counts (no look-up of their rows):
-- through sponsorship, through placement, and in the upline tree (the parent, else the sponsor).
CREATE INDEX IF NOT EXISTS users_sponsor_joined ON users(sponsor_id, created_at, id, is_paid);
CREATE INDEX IF NOT EXISTS users_placed_joined ON users(parent_id, created_at, id, is_paid) WHERE parent_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS users_up_joined ON users(COALESCE(parent_id, sponsor_id), created_at, id, is_paid);
${TRIGGERS}`;

// ---- counting everything again ------------------------------------------------------------------

interface Link {
  id: number;
  sponsor_id: number | null;
  parent_id: number | null;
  paid: number;
  business: number;
}

/**
 * Counts every member's figures from the links alone, in time linear in the network where every
 * sponsor is in the member's upline (as registration's placement rule makes it).
 */
export function rebuildNetwork(db: Db): void {
  const rows = all<Link>(
    db,
    'SELECT id, sponsor_id, parent_id, is_paid != 0 AS paid, total_subscription AS business FROM users',
  );
  const n = rows.length;
  const at = new Map<number, number>();
  rows.forEach((row, i) => at.set(row.id, i));
  const indexOf = (id: number | null) => (id == null ? -1 : (at.get(id) ?? -1));
  const parent = Int32Array.from(rows, (row) => indexOf(row.parent_id));
  const sponsor = Int32Array.from(rows, (row) => indexOf(row.sponsor_id));
  // The upline tree: a placed member hangs from its parent, an unplaced one from its sponsor.
  const up = parent.map((p, i) => (p >= 0 ? p : sponsor[i]!));
  const paid = Float64Array.from(rows, (row) => row.paid);
  const business = Float64Array.from(rows, (row) => row.business);
  const order = topDown(n, parent, sponsor);

  /** Each member's value plus those of everyone below it through `link`. */
  const subtree = (values: Float64Array, link: Int32Array) => {
    const sums = values.slice();
    for (let k = order.length - 1; k >= 0; k -= 1) {
      const i = order[k]!;
      if (link[i]! >= 0) sums[link[i]!] += sums[i]!;
    }
    return sums;
  };
  const ones = new Float64Array(n).fill(1);
  const legCount = subtree(ones, parent);
  const legPaid = subtree(paid, parent);
  const legBusiness = subtree(business, parent);
  const teamCount = subtree(ones, sponsor);
  const teamPaid = subtree(paid, sponsor);
  const teamBusiness = subtree(business, sponsor);
  // The downline is the upline tree's subtree, except above a sponsor outside its member's upline.
  const irregular = sponsorsOutsideUpline(n, up, sponsor, order);
  const regular = order.length === n && irregular.length === 0;
  const downline = { count: subtree(ones, up), paid: subtree(paid, up) };
  if (!regular) {
    const walk = downlineWalker(n, parent, sponsor, paid);
    // With a loop (an older database's), every member's downline is walked.
    const sponsors = irregular.map((i) => sponsor[i]!);
    const affected = order.length === n ? uplineOf(sponsors, parent, sponsor) : Array.from(sponsor.keys());
    for (const i of affected) [downline.count[i], downline.paid[i]] = walk(i);
  }

  // The referral team by level: each member counts at every level of its sponsor chain.
  const levels = new Map<number, { members: number; investment: number }>();
  for (let i = 0; i < n; i += 1) {
    let above = sponsor[i]!;
    for (let level = 1; above >= 0 && level <= LEVELS; level += 1, above = sponsor[above]!) {
      const key = above * (LEVELS + 1) + level;
      const sums = levels.get(key) ?? { members: 0, investment: 0 };
      sums.members += 1;
      sums.investment += business[i]!;
      levels.set(key, sums);
    }
  }

  db.exec('SAVEPOINT network_rebuild');
  try {
    db.exec('DELETE FROM network_levels');
    const level = db.prepare('INSERT INTO network_levels VALUES (?, ?, ?, ?)');
    for (const [key, sums] of levels)
      level.run(rows[Math.floor(key / (LEVELS + 1))]!.id, key % (LEVELS + 1), sums.members, sums.investment);
    db.exec('DELETE FROM network');
    const insert = db.prepare('INSERT INTO network VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    for (let i = 0; i < n; i += 1) {
      insert.run(
        rows[i]!.id,
        legCount[i]!,
        legPaid[i]!,
        legBusiness[i]!,
        teamCount[i]! - 1,
        teamPaid[i]! - paid[i]!,
        teamBusiness[i]! - business[i]!,
        downline.count[i]! - 1,
        downline.paid[i]! - paid[i]!,
      );
    }
    run(db, 'UPDATE network_state SET stale = 0, regular = ?', regular ? 1 : 0);
    db.exec('RELEASE network_rebuild');
  } catch (error) {
    db.exec('ROLLBACK TO network_rebuild');
    db.exec('RELEASE network_rebuild');
    throw error;
  }
}

/** Members in an order where each comes after its parent and its sponsor (members in a loop left out). */
function topDown(n: number, parent: Int32Array, sponsor: Int32Array): Int32Array {
  const waiting = new Int32Array(n);
  const below: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < n; i += 1) {
    for (const above of new Set([parent[i]!, sponsor[i]!])) {
      if (above < 0) continue;
      waiting[i] += 1;
      below[above]!.push(i);
    }
  }
  const order: number[] = [];
  for (let i = 0; i < n; i += 1) if (waiting[i] === 0) order.push(i);
  for (let k = 0; k < order.length; k += 1)
    for (const child of below[order[k]!]!) if ((waiting[child] -= 1) === 0) order.push(child);
  return Int32Array.from(order);
}

/**
 * The members whose sponsor sits outside their upline tree (all of them when there is a loop).
 * Numbers the tree depth-first: an ancestor's subtree is the run of numbers from its own.
 */
function sponsorsOutsideUpline(n: number, up: Int32Array, sponsor: Int32Array, order: Int32Array): number[] {
  const children: number[][] = Array.from({ length: n }, () => []);
  for (const i of order) if (up[i]! >= 0) children[up[i]!]!.push(i);
  const number = new Int32Array(n).fill(-1);
  const size = new Int32Array(n).fill(1);
  let next = 0;
  const stack = [...order].filter((i) => up[i]! < 0);
  while (stack.length) {
    const i = stack.pop()!;
    number[i] = next++;
    stack.push(...children[i]!);
  }
  for (let k = order.length - 1; k >= 0; k -= 1) if (up[order[k]!]! >= 0) size[up[order[k]!]!] += size[order[k]!]!;
  const outside: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const s = sponsor[i]!;
    if (s < 0 || up[i] === s) continue;
    if (number[s]! < 0 || !(number[s]! < number[i]! && number[i]! < number[s]! + size[s]!)) outside.push(i);
  }
  return outside;
}

/** `from` and every member above them through sponsorship or placement. */
function uplineOf(from: number[], parent: Int32Array, sponsor: Int32Array): Set<number> {
  const seen = new Set<number>();
  for (const stack = [...from]; stack.length;) {
    const i = stack.pop()!;
    if (i < 0 || seen.has(i)) continue;
    seen.add(i);
    stack.push(parent[i]!, sponsor[i]!);
  }
  return seen;
}

/** A member's downline counted by walking it: how many, and how many paid. */
function downlineWalker(n: number, parent: Int32Array, sponsor: Int32Array, paid: Float64Array) {
  const below: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < n; i += 1) {
    if (parent[i]! >= 0) below[parent[i]!]!.push(i);
    if (sponsor[i]! >= 0 && sponsor[i] !== parent[i]) below[sponsor[i]!]!.push(i);
  }
  const seen = new Int32Array(n).fill(-1);
  return (root: number): [number, number] => {
    let count = 0;
    let paidCount = 0;
    seen[root] = root;
    for (const stack = [root]; stack.length;) {
      const i = stack.pop()!;
      count += 1;
      paidCount += paid[i]!;
      for (const child of below[i]!) {
        if (seen[child] === root) continue;
        seen[child] = root;
        stack.push(child);
      }
    }
    return [count, paidCount];
  };
}

/** Counts the figures again if a move or an older database left them out of date; whether it is regular. */
export function current(db: Db): boolean {
  let state = one<{ stale: number; regular: number }>(db, 'SELECT stale, regular FROM network_state')!;
  if (state.stale) {
    rebuildNetwork(db);
    state = one<{ stale: number; regular: number }>(db, 'SELECT stale, regular FROM network_state')!;
  }
  return Boolean(state.regular);
}

/**
 * Runs `load` (a seed's thousands of inserts) without the triggers, then counts the figures once:
 * adding each newcomer along its chains would cost the depth of the network per member.
 */
export function loadInBulk<T>(db: Db, load: () => T): T {
  for (const name of TRIGGER_NAMES) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
  try {
    return load();
  } finally {
    db.exec(TRIGGERS);
    rebuildNetwork(db);
  }
}
