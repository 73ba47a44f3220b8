/**
 * The network's questions: who is below whom, through sponsorship and through binary placement, and
 * the figures of a member's teams. Each reads one chain (the asker's upline) or the part of the single
 * leg up to the member asked for, one indexed step per member, and the figures network-figures.ts keeps
 * per member: never the whole network.
 */
import { all, one, type Db } from './db.ts';
import { chain, current, upline } from './network-figures.ts';

/** Whether `memberId` is `rootId` or in its downline (below through sponsorship or placement, in any mix). */
export function inDownline(db: Db, rootId: number, memberId: number): boolean {
  if (rootId === memberId) return true;
  return Boolean(one(db, `${upline('?', current(db))} SELECT 1 FROM up WHERE id = ? LIMIT 1`, memberId, rootId));
}

/** Whether `memberId` sits in the binary subtree of `rootId` (placement under a sponsor). */
export function inPlacementTree(db: Db, rootId: number, memberId: number): boolean {
  if (rootId === memberId) return true;
  return Boolean(one(db, `${chain('?', 'parent_id')} SELECT 1 FROM up WHERE id = ? LIMIT 1`, memberId, rootId));
}

const round = (n: number) => Math.round(n * 100) / 100;

export interface LegHead {
  username: string;
  /** Members of the leg this member heads, the member included, and their business. */
  count: number;
  business: number;
}

/** Who sits in `memberId`'s left and right places, each with the leg they head. */
export function legsOf(db: Db, memberId: number): { L?: LegHead; R?: LegHead } {
  current(db);
  const rows = all<LegHead & { position: 'L' | 'R' }>(
    db,
    `SELECT u.username, u.position, n.leg_count AS count, n.leg_business AS business
       FROM users u JOIN network n ON n.id = u.id WHERE u.parent_id = ? AND u.position IN ('L', 'R')`,
    memberId,
  );
  return Object.fromEntries(
    rows.map(({ position, ...head }) => [position, { ...head, business: round(head.business) }]),
  );
}

/** Members of the binary subtree under `memberId` (the member excluded), and how many are paid. */
export function binaryTeam(db: Db, memberId: number): { total: number; paid: number } {
  current(db);
  const row = one<{ total: number; paid: number }>(
    db,
    'SELECT n.leg_count - 1 AS total, n.leg_paid - (u.is_paid != 0) AS paid FROM network n JOIN users u ON u.id = n.id WHERE n.id = ?',
    memberId,
  );
  return { total: row?.total ?? 0, paid: row?.paid ?? 0 };
}

export interface TeamFigures {
  total_team: number;
  paid_team: number;
  total_team_business: number;
}

const TEAM = 'n.team_count AS total_team, n.team_paid AS paid_team, n.team_business AS total_team_business';
const rounded = <T extends TeamFigures>(row: T): T => ({ ...row, total_team_business: round(row.total_team_business) });

/** The referral team of `memberId`: everyone below through sponsorship, the member excluded. */
export function teamOf(db: Db, memberId: number): TeamFigures {
  current(db);
  const row = one<TeamFigures>(db, `SELECT ${TEAM} FROM network n WHERE n.id = ?`, memberId);
  return rounded(row ?? { total_team: 0, paid_team: 0, total_team_business: 0 });
}

export interface Referral extends TeamFigures {
  username: string;
  is_paid: number;
  color_code: string | null;
  total_subscription: number;
}

/** `memberId`'s direct referrals in joining order, each with the figures of their own referral team. */
export function referralsOf(db: Db, memberId: number): Referral[] {
  current(db);
  return all<Referral>(
    db,
    `SELECT u.username, u.is_paid, u.color_code, u.total_subscription, ${TEAM}
       FROM users u JOIN network n ON n.id = u.id WHERE u.sponsor_id = ? ORDER BY u.created_at, u.id`,
    memberId,
  ).map(rounded);
}

export interface LegStep {
  /** The member after the target in the leg, if any. */
  next?: { username: string; total_subscription: number };
  /** Members of the leg after the target, and how many of them are paid. */
  after: number;
  paidAfter: number;
}

/**
 * The walk down from `?1` to the members who joined up to the target (`?2`, `?3`): each row a member,
 * whether paid, and whether it joined later (the walk stops there). In a regular network it follows
 * the upline tree, one range of its index a member; otherwise everyone sponsored or placed under a
 * member, a member reached twice kept once.
 */
const legWalk = (regular: boolean) => {
  const child = (join: string) =>
    `SELECT u.id, u.is_paid != 0, (u.created_at, u.id) > (?2, ?3) FROM users u JOIN walk ON ${join} WHERE NOT walk.later`;
  return `WITH RECURSIVE walk(id, paid, later) AS (
    SELECT ?1, 0, 0
    ${
      regular
        ? `UNION ALL ${child('COALESCE(u.parent_id, u.sponsor_id) = walk.id')}`
        : `UNION ${child('u.parent_id = walk.id')} UNION ${child('u.sponsor_id = walk.id')}`
    })`;
};

/**
 * `targetId`'s place in the single leg of `meId`: `meId`, then everyone in its downline in joining
 * order (`created_at`, then id); undefined when `targetId` is not in that downline.
 *
 * A member joins after their sponsor and their parent, so the leg up to the target is reached from
 * `meId` through members who joined no later than the target. The walk goes down that far (as many
 * steps as the target is far down the leg: the first node costs nothing) and stops at each child who
 * joined later: the earliest of those is the next member, and the members after the target are the
 * downline's count less the walked ones.
 */
export function singleLegStep(db: Db, meId: number, targetId: number): LegStep | undefined {
  const regular = current(db);
  const { created_at: joined } = one<{ created_at: string }>(
    db,
    'SELECT created_at FROM users WHERE id = ?',
    targetId,
  )!;
  const row = one<{
    walked: number;
    walked_paid: number;
    found: number;
    count: number;
    paid: number;
    next: string | null;
    next_subscription: number | null;
  }>(
    db,
    `${legWalk(regular)},
     steps AS MATERIALIZED (SELECT * FROM walk),
     walked AS (SELECT COUNT(*) - 1 AS count, TOTAL(paid) AS paid, MAX(id = ?3) AS found FROM steps WHERE NOT later),
     next AS (SELECT u.username, u.total_subscription FROM steps JOIN users u ON u.id = steps.id
               WHERE steps.later ORDER BY u.created_at, u.id LIMIT 1)
     SELECT walked.count AS walked, walked.paid AS walked_paid, walked.found AS found,
            n.downline_count AS count, n.downline_paid AS paid,
            (SELECT username FROM next) AS next, (SELECT total_subscription FROM next) AS next_subscription
       FROM network n, walked WHERE n.id = ?1`,
    meId,
    joined,
    targetId,
  );
  if (!row?.found) return undefined;
  return {
    next: row.next === null ? undefined : { username: row.next, total_subscription: row.next_subscription ?? 0 },
    after: row.count - row.walked,
    paidAfter: row.paid - row.walked_paid,
  };
}

/** `memberId`'s referral team by level (1: the direct referrals), the first LEVELS levels. */
export function teamLevels(db: Db, memberId: number): { level: number; user_count: number; investment: number }[] {
  current(db);
  return all(
    db,
    'SELECT level, members AS user_count, ROUND(investment, 2) AS investment FROM network_levels WHERE user_id = ? ORDER BY level',
    memberId,
  );
}
