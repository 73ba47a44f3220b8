/**
 * The outermost free place of a binary leg: binary plans fill a leg along its outer edge ("extreme
 * left / extreme right"), so a newcomer on the left leg goes under the member reached by taking the
 * left place again and again until it is empty. Walked one GET binary-details at a time, so it needs
 * nothing beyond the spec's answer (no leg counts).
 */
import type { BinaryDetails } from './schema.ts';
import type { Side } from './invite.ts';
import { isVacantName, type Tree } from './tree.ts';

/** A free place: the member it hangs under, the side, and the members from the root's child down to that member. */
export interface FreePlace {
  parent: string;
  side: Side;
  /** The members the walk went through below the root, top first (the tree opens them to show the place). */
  path: string[];
}

/** How deep the walk goes before giving up (a broken answer could otherwise loop for ever). */
export const WALK_LIMIT = 200;

type Details = (username: string, signal?: AbortSignal) => Promise<Pick<BinaryDetails, 'leftuser' | 'rightuser'>>;

/**
 * The outermost free place of `root`'s `side` leg; null when the walk went over WALK_LIMIT members or
 * came back to a member already passed (the answers make no tree).
 */
export async function outermostFreePlace(
  root: string,
  side: Side,
  details: Details,
  signal?: AbortSignal,
): Promise<FreePlace | null> {
  const path: string[] = [];
  const seen = new Set([root.toLowerCase()]);
  let parent = root;
  for (let step = 0; step < WALK_LIMIT; step += 1) {
    const answer = await details(parent, signal);
    const next = side === 'L' ? answer.leftuser : answer.rightuser;
    if (!next || isVacantName(next)) return { parent, side, path };
    if (seen.has(next.toLowerCase())) return null;
    seen.add(next.toLowerCase());
    path.push(next);
    parent = next;
  }
  return null;
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
