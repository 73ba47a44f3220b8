/**
 * The state of a lazily loaded team tree, as plain immutable data: which members are known, which
 * are open, and the moves a person can make in it (keyboard, search, path). No React, no DOM.
 *
 * Nodes are kept in one map by id; an update copies the map but keeps every untouched node object,
 * so views can skip re-rendering nodes that did not change.
 */

export interface TreeNode<D> {
  readonly id: string;
  /** The username, or 'vacant' for an empty slot. */
  readonly name: string;
  readonly parentId: string | null;
  /** 0 for the root. */
  readonly depth: number;
  readonly vacant: boolean;
  readonly data: D | null;
  /** Ids of the children once loaded; null while they are not. */
  readonly children: readonly string[] | null;
  readonly expanded: boolean;
  /** Whether the node may have children at all (false for vacant slots and known leaves). */
  readonly expandable: boolean;
  /** How many of the children are on screen (a level of hundreds is shown a page at a time). */
  readonly shown?: number;
}

export interface Tree<D> {
  readonly rootId: string;
  readonly nodes: ReadonlyMap<string, TreeNode<D>>;
}

/** What a loader hands over for one node. */
export interface NodeInput<D> {
  name: string;
  vacant?: boolean;
  data: D | null;
  /** Whether the node may have children (default: not vacant). */
  expandable?: boolean;
}

export const VACANT = 'vacant';

/** Children shown at a time: a level of 500 direct members is drawn a page at a time, not at once. */
export const PAGE = 50;

/** The place after a node's last shown child that shows the next page ("Show 50 more"). */
export const moreId = (parentId: string) => `${parentId}#more`;

/** The node whose next page a "Show more" place stands for; null for any other id. */
export const moreOf = (id: string): string | null => (id.endsWith('#more') ? id.slice(0, -'#more'.length) : null);

/** The children on screen when the node is open: the first `shown` of them. */
export function shownChildren<D>(node: TreeNode<D>): readonly string[] {
  const children = node.children ?? [];
  const shown = node.shown ?? PAGE;
  return children.length > shown ? children.slice(0, shown) : children;
}

/** How many children are not shown yet (after the "Show more" place). */
export const hiddenCount = <D>(node: TreeNode<D>): number =>
  Math.max(0, (node.children?.length ?? 0) - (node.shown ?? PAGE));

/** The next page of a node's children on screen. */
export function showMore<D>(tree: Tree<D>, id: string): Tree<D> {
  const node = tree.nodes.get(id);
  if (!node || hiddenCount(node) === 0) return tree;
  return withNodes(tree, [{ ...node, shown: (node.shown ?? PAGE) + PAGE }]);
}

/** Whether a member's name stands for an empty place (none, or the word "vacant"). */
export const isVacantName = (name: string | null | undefined) => !name || name.trim().toLowerCase() === VACANT;

const keyOf = (name: string) => name.trim().toLowerCase();

export function createTree<D>(root: NodeInput<D>): Tree<D> {
  const vacant = Boolean(root.vacant);
  const id = vacant ? '#root' : keyOf(root.name);
  const node: TreeNode<D> = {
    id,
    name: root.name,
    parentId: null,
    depth: 0,
    vacant,
    data: root.data,
    children: null,
    expanded: false,
    expandable: !vacant && (root.expandable ?? true),
  };
  return { rootId: id, nodes: new Map([[id, node]]) };
}

function withNodes<D>(tree: Tree<D>, changed: TreeNode<D>[]): Tree<D> {
  if (changed.length === 0) return tree;
  const nodes = new Map(tree.nodes);
  for (const node of changed) nodes.set(node.id, node);
  return { rootId: tree.rootId, nodes };
}

/**
 * Puts the loaded children under `parentId` and opens it. A member already in the tree elsewhere
 * (a broken answer that loops back) is added as a leaf under its own id so the tree stays finite.
 * `data` refreshes the parent's own record when the answer carried it.
 */
export function setChildren<D>(
  tree: Tree<D>,
  parentId: string,
  inputs: readonly NodeInput<D>[],
  data?: D | null,
): Tree<D> {
  const parent = tree.nodes.get(parentId);
  if (!parent) return tree;
  const added: TreeNode<D>[] = [];
  const ids: string[] = [];
  const taken = new Set<string>();
  inputs.forEach((input, index) => {
    const vacant = Boolean(input.vacant) || keyOf(input.name) === VACANT;
    let id = vacant ? `${parentId}#${index}` : keyOf(input.name);
    let expandable = !vacant && (input.expandable ?? true);
    if (
      !vacant &&
      ((tree.nodes.has(id) && tree.nodes.get(id)!.parentId !== parentId) || taken.has(id) || id === tree.rootId)
    ) {
      id = `${parentId}#${index}:${id}`;
      expandable = false;
    }
    taken.add(id);
    ids.push(id);
    const existing = tree.nodes.get(id);
    added.push({
      id,
      name: vacant ? VACANT : input.name,
      parentId,
      depth: parent.depth + 1,
      vacant,
      data: input.data,
      // A reload keeps what was already open below a child.
      children: existing?.children ?? null,
      expanded: existing?.expanded ?? false,
      expandable,
      ...(existing?.shown ? { shown: existing.shown } : {}),
    });
  });
  const updated: TreeNode<D> = {
    ...parent,
    data: data === undefined ? parent.data : data,
    children: ids,
    expanded: ids.length > 0,
    expandable: ids.length > 0,
  };
  return withNodes(tree, [...added, updated]);
}

/** Opens or closes a node whose children are loaded; anything else is left as it is. */
export function setExpanded<D>(tree: Tree<D>, id: string, expanded: boolean): Tree<D> {
  const node = tree.nodes.get(id);
  if (!node || node.children === null || node.children.length === 0 || node.expanded === expanded) return tree;
  return withNodes(tree, [{ ...node, expanded }]);
}

/** What activating a node means now: open or close it, load it, or nothing (vacant, leaf). */
export function toggleIntent<D>(tree: Tree<D>, id: string): 'load' | 'open' | 'close' | 'none' {
  const node = tree.nodes.get(id);
  if (!node || node.vacant || !node.expandable) return 'none';
  if (node.children === null) return 'load';
  if (node.children.length === 0) return 'none';
  return node.expanded ? 'close' : 'open';
}

/** Ids in reading order (depth first, parents before children), going into closed nodes only when `closed`. */
function idsInOrder<D>(tree: Tree<D>, closed: boolean): string[] {
  const out: string[] = [];
  const stack = [tree.rootId];
  while (stack.length) {
    const id = stack.pop()!;
    const node = tree.nodes.get(id);
    if (!node) {
      if (moreOf(id) !== null) out.push(id);
      continue;
    }
    out.push(id);
    if (closed && node.children) for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]!);
    else if (node.expanded && node.children) {
      // On screen: the shown page of children, then the place that shows the next.
      if (hiddenCount(node) > 0) stack.push(moreId(id));
      const shown = shownChildren(node);
      for (let i = shown.length - 1; i >= 0; i -= 1) stack.push(shown[i]!);
    }
  }
  return out;
}

/** Ids of the nodes on screen, "Show more" places included, in reading order (depth first, parents before children). */
export const visibleIds = <D>(tree: Tree<D>): string[] => idsInOrder(tree, false);

/** Every loaded node, in reading order, open or not. */
export const allIds = <D>(tree: Tree<D>): string[] => idsInOrder(tree, true);

/** The ids from the root down to `id` (both included); empty when `id` is unknown. */
export function pathTo<D>(tree: Tree<D>, id: string): string[] {
  const path: string[] = [];
  let node = tree.nodes.get(id);
  while (node) {
    path.push(node.id);
    node = node.parentId === null ? undefined : tree.nodes.get(node.parentId);
  }
  return path.reverse();
}

/** Opens every ancestor of `id` so it is on screen. */
export function reveal<D>(tree: Tree<D>, id: string): Tree<D> {
  const changed: TreeNode<D>[] = [];
  const path = pathTo(tree, id);
  path.slice(0, -1).forEach((ancestor, index) => {
    const node = tree.nodes.get(ancestor)!;
    if (!node.children?.length) return;
    // A child past the shown pages: the pages up to and including its own are shown.
    const at = node.children.indexOf(path[index + 1]!);
    const shown = node.shown ?? PAGE;
    const needed = at >= shown ? Math.ceil((at + 1) / PAGE) * PAGE : shown;
    if (!node.expanded || needed !== shown)
      changed.push({ ...node, expanded: true, ...(needed !== shown ? { shown: needed } : {}) });
  });
  return withNodes(tree, changed);
}

/**
 * Loaded members whose username starts with `query` (case-insensitive), nearest to the root first,
 * then in reading order. Vacant slots never match.
 */
export function findMatches<D>(tree: Tree<D>, query: string): string[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [];
  const order = allIds(tree);
  const rank = new Map(order.map((id, index) => [id, index]));
  return order
    .filter((id) => {
      const node = tree.nodes.get(id)!;
      return !node.vacant && node.name.toLowerCase().startsWith(wanted);
    })
    .sort((a, b) => tree.nodes.get(a)!.depth - tree.nodes.get(b)!.depth || rank.get(a)! - rank.get(b)!);
}

/** aria-level, aria-setsize and aria-posinset of a node. */
export function ariaPosition<D>(tree: Tree<D>, id: string): { level: number; setsize: number; posinset: number } {
  const more = moreOf(id);
  const node = tree.nodes.get(more ?? id);
  if (!node) return { level: 1, setsize: 1, posinset: 1 };
  // The set is the whole level, shown or not; a "Show more" place stands where the next member will.
  if (more !== null) {
    const setsize = node.children?.length ?? 1;
    return { level: node.depth + 2, setsize, posinset: Math.min(setsize, shownChildren(node).length + 1) };
  }
  const siblings = node.parentId === null ? [node.id] : (tree.nodes.get(node.parentId)?.children ?? [node.id]);
  return { level: node.depth + 1, setsize: siblings.length, posinset: siblings.indexOf(node.id) + 1 };
}

/** What a key press on the focused node asks for (the ARIA tree pattern). */
export type KeyIntent =
  | { type: 'focus'; id: string }
  | { type: 'load'; id: string }
  | { type: 'open'; id: string }
  | { type: 'close'; id: string }
  | { type: 'openSiblings'; ids: string[] }
  | { type: 'more'; id: string }
  | { type: 'card'; id: string }
  | { type: 'none' };

/**
 * Down/Up: next/previous node on screen. Right: open a closed node (loading it if needed), or go to
 * its first child. Left: close an open node, or go to the parent. Home/End: first/last node.
 * `*`: open every sibling. Enter/Space: the node's card.
 */
export function keyIntent<D>(tree: Tree<D>, visible: readonly string[], id: string, key: string): KeyIntent {
  const node = tree.nodes.get(id);
  const more = moreOf(id);
  const index = visible.indexOf(id);
  if (!node && more !== null && tree.nodes.has(more) && index >= 0) {
    // A "Show more" place: Enter, Space or Right shows the next page; Left goes to the parent.
    if (key === 'Enter' || key === ' ' || key === 'ArrowRight') return { type: 'more', id: more };
    if (key === 'ArrowLeft') return { type: 'focus', id: more };
    if (key !== 'ArrowDown' && key !== 'ArrowUp' && key !== 'Home' && key !== 'End') return { type: 'none' };
  } else if (!node) return visible.length ? { type: 'focus', id: visible[0]! } : { type: 'none' };
  switch (key) {
    case 'ArrowDown':
      return index >= 0 && index < visible.length - 1 ? { type: 'focus', id: visible[index + 1]! } : { type: 'none' };
    case 'ArrowUp':
      return index > 0 ? { type: 'focus', id: visible[index - 1]! } : { type: 'none' };
    case 'Home':
      return visible.length ? { type: 'focus', id: visible[0]! } : { type: 'none' };
    case 'End':
      return visible.length ? { type: 'focus', id: visible[visible.length - 1]! } : { type: 'none' };
    case 'ArrowRight': {
      if (!node) return { type: 'none' };
      const intent = toggleIntent(tree, id);
      if (intent === 'load' || intent === 'open') return { type: intent, id };
      if (node.expanded && node.children?.length) return { type: 'focus', id: node.children[0]! };
      return { type: 'none' };
    }
    case 'ArrowLeft':
      if (!node) return { type: 'none' };
      if (node.expanded && node.children?.length) return { type: 'close', id };
      return node.parentId !== null ? { type: 'focus', id: node.parentId } : { type: 'none' };
    case '*': {
      if (!node) return { type: 'none' };
      // The siblings on screen: a level's pages not shown yet are not asked for.
      const parent = node.parentId === null ? undefined : tree.nodes.get(node.parentId);
      const siblings = parent ? shownChildren(parent) : [id];
      const ids = siblings.filter((sibling) => {
        const intent = toggleIntent(tree, sibling);
        return intent === 'load' || intent === 'open';
      });
      return ids.length ? { type: 'openSiblings', ids } : { type: 'none' };
    }
    case 'Enter':
    case ' ':
      return node ? { type: 'card', id } : { type: 'none' };
    default:
      return { type: 'none' };
  }
}

/** The nearest node on screen at or above `id` (after a branch closed over it). */
export function nearestVisible<D>(tree: Tree<D>, id: string): string {
  const path = pathTo(tree, moreOf(id) ?? id);
  if (path.length === 0) return tree.rootId;
  let last = path[0]!;
  for (const step of path) {
    last = step;
    const node = tree.nodes.get(step)!;
    if (!node.expanded) break;
  }
  return last;
}

/** How many members (vacant slots excluded) the tree has loaded. */
export function memberCount<D>(tree: Tree<D>): number {
  return allIds(tree).filter((id) => !tree.nodes.get(id)!.vacant).length;
}
