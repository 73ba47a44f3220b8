/**
 * The outermost free place of a binary leg: binary plans fill a leg along its outer edge ("extreme
 * left / extreme right"), so a newcomer on the left leg goes under the member reached by taking the
 * left place again and again until it is empty. Walked one GET binary-details at a time, so it needs
 * nothing beyond the spec's answer; leg counts, where the answer has them, save the last call.
 *
 * A leg's edge can be as long as the team is deep, so a visit's walk is capped (CALLS_PER_VISIT, both
 * legs together) and resumable: where it stopped, or the place it found, is kept for the tab
 * (sessionStorage) and the next visit goes on from there. A member on the edge stays on it (places
 * never move), so a kept point stays on the way; a kept place is asked again, as it may have filled.
 */
import type { BinaryDetails } from './schema.ts';
import type { Side } from './invite.ts';
import { paths } from '../paths.ts';
import { isVacantName, type Tree } from './tree.ts';

/** A free place: the member it hangs under, the side, and the members from the root's child down to that member. */
export interface FreePlace {
  parent: string;
  side: Side;
  /** The members the walk went through below the root, top first (the tree opens them to show the place). */
  path: string[];
}

/** Where a walk goes on from: the member to ask next and the members from the root's child down to it. */
export interface WalkPoint {
  parent: string;
  path: string[];
}

/** A leg's walk: the place found, the point it stopped at for want of calls, or null (answers that make no tree). */
export type Walk = { found: FreePlace } | { deeper: WalkPoint } | null;

/** How deep the walk goes before giving up (a broken answer could otherwise loop for ever). */
export const WALK_LIMIT = 200;

/** The `binary-details` calls a dashboard visit spends on finding both legs' places. */
export const CALLS_PER_VISIT = 10;

type Answer = Pick<BinaryDetails, 'leftuser' | 'rightuser'> &
  Partial<Pick<BinaryDetails, 'left_count' | 'right_count'>>;
type Details = (username: string, signal?: AbortSignal) => Promise<Answer>;

/** Calls shared by a visit's walks: a member asked twice (the root, by both legs) costs one. */
export interface CallBudget {
  /** The member's answer, or null when the budget is spent. */
  ask(username: string, signal?: AbortSignal): Promise<Answer> | null;
  /** How many members have been asked. */
  readonly spent: number;
}

export function callBudget(details: Details, limit = CALLS_PER_VISIT): CallBudget {
  const asked = new Map<string, Promise<Answer>>();
  return {
    ask(username, signal) {
      const key = username.toLowerCase();
      const known = asked.get(key);
      if (known) return known;
      if (asked.size >= limit) return null;
      const answer = details(username, signal);
      asked.set(key, answer);
      return answer;
    },
    get spent() {
      return asked.size;
    },
  };
}

/**
 * Walks `root`'s `side` leg down its outer edge from `from` (the root when not given) while the budget
 * lasts.
 */
export async function walkOuterEdge(
  root: string,
  side: Side,
  budget: CallBudget,
  from?: WalkPoint | null,
  signal?: AbortSignal,
): Promise<Walk> {
  let point: WalkPoint = from ?? { parent: root, path: [] };
  const seen = new Set([root, ...point.path].map((name) => name.toLowerCase()));
  for (let step = 0; step < WALK_LIMIT; step += 1) {
    const asking = budget.ask(point.parent, signal);
    if (!asking) return { deeper: point };
    const answer = await asking;
    const next = side === 'L' ? answer.leftuser : answer.rightuser;
    const count = side === 'L' ? answer.left_count : answer.right_count;
    // A count of 0 on this side: the member's own place is free.
    if (!next || isVacantName(next) || count === 0) return { found: { parent: point.parent, side, path: point.path } };
    if (seen.has(next.toLowerCase())) return null;
    seen.add(next.toLowerCase());
    const path = [...point.path, next];
    // A leg of one member is its head alone: the head's place is free without asking it.
    if (count === 1) return { found: { parent: next, side, path } };
    point = { parent: next, path };
  }
  return null;
}

/** The Matching Team tree, finding and showing a leg's next free place itself (`?free=`). */
export const nextFreePlaceHref = (side: Side) => `${paths.binaryTeam}?free=${side}`;

const pointKey = (member: string, side: Side) => `free-place:${member.toLowerCase()}:${side}`;

/** Where this tab's last walk of the leg stopped or found its place; null when none (or unreadable). */
export function keptPoint(member: string, side: Side): WalkPoint | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(pointKey(member, side)) ?? 'null') as unknown;
    if (!kept || typeof kept !== 'object') return null;
    const { parent, path } = kept as Partial<WalkPoint>;
    if (typeof parent !== 'string' || !Array.isArray(path) || !path.every((name) => typeof name === 'string'))
      return null;
    // The point is the root itself or the last member of its path.
    const last = path.length ? path[path.length - 1] : member;
    return last.toLowerCase() === parent.toLowerCase() ? { parent, path } : null;
  } catch {
    return null;
  }
}

/** Keeps where a walk got to for the next visit in this tab. */
export function keepPoint(member: string, side: Side, point: WalkPoint): void {
  try {
    sessionStorage.setItem(pointKey(member, side), JSON.stringify({ parent: point.parent, path: point.path }));
  } catch {
    // Without storage the next visit walks from the member again.
  }
}

/**
 * The same walk over a tree on screen: the vacant slot at the leg's outer edge when the nodes down to
 * it are loaded, else the node whose places must be loaded first; null when the edge ends without a
 * place (a node that cannot be opened).
 */
export function outerEdgeStep<D>(tree: Tree<D>, side: Side): { vacant: string } | { load: string } | null {
  let id = tree.rootId;
  for (let step = 0; step < WALK_LIMIT; step += 1) {
    const node = tree.nodes.get(id);
    if (!node || node.vacant) return null;
    if (node.children === null) return node.expandable ? { load: id } : null;
    const childId = node.children[side === 'L' ? 0 : 1];
    const child = childId === undefined ? undefined : tree.nodes.get(childId);
    if (!child) return null;
    if (child.vacant) return { vacant: child.id };
    id = child.id;
  }
  return null;
}
