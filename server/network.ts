/** The network's shape: who is below whom, through sponsorship and through binary placement. */
import { one, type Db } from './db.ts';

/** Whether `memberId` is `rootId` or in its downline (sponsor chain or binary placement chain). */
export function inDownline(db: Db, rootId: number, memberId: number): boolean {
  if (rootId === memberId) return true;
  const hit = one(
    db,
    `WITH RECURSIVE up(id, sponsor_id, parent_id, depth) AS (
       SELECT id, sponsor_id, parent_id, 0 FROM users WHERE id = ?
       UNION
       SELECT u.id, u.sponsor_id, u.parent_id, up.depth + 1 FROM users u JOIN up ON u.id = up.sponsor_id OR u.id = up.parent_id
       WHERE up.depth < 10000
     ) SELECT 1 AS hit FROM up WHERE id = ? LIMIT 1`,
    memberId,
    rootId,
  );
  return Boolean(hit);
}

/** Whether `memberId` sits in the binary subtree of `rootId` (placement under a sponsor). */
export function inPlacementTree(db: Db, rootId: number, memberId: number): boolean {
  if (rootId === memberId) return true;
  return Boolean(
    one(
      db,
      `WITH RECURSIVE up(id, parent_id) AS (
         SELECT id, parent_id FROM users WHERE id = ?
         UNION SELECT u.id, u.parent_id FROM users u JOIN up ON u.id = up.parent_id
       ) SELECT 1 FROM up WHERE id = ?`,
      memberId,
      rootId,
    ),
  );
}
