/**
 * Where every node of the open tree sits (d3-hierarchy's tidy tree, vertical: the root on top), the
 * edges as one SVG path, and the view transforms for fitting, centring and keeping a node in view.
 */
import { hierarchy, tree as tidyTree } from 'd3-hierarchy';
import { hiddenCount, moreId, shownChildren, type Tree } from './tree.ts';

export const NODE_WIDTH = 88;
export const NODE_HEIGHT = 100;
/** Radius of a node's circle; edges start and end at its rim. */
export const NODE_RADIUS = 18;

export interface Point {
  x: number;
  y: number;
}

export interface PlacedNode extends Point {
  id: string;
}

export interface Bounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

export interface Layout {
  /** Nodes on screen, parents before children. */
  nodes: PlacedNode[];
  byId: ReadonlyMap<string, PlacedNode>;
  /** Every edge of the open tree as one path ("d" attribute). */
  edges: string;
  bounds: Bounds;
}

/** A view transform: screen = layout × k + (x, y). */
export interface View {
  k: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

interface Datum {
  id: string;
  children: Datum[] | undefined;
}

/**
 * An elbow from a parent's bottom rim to a child's top rim: down, across, down. Siblings share the
 * crossbar, so even a hundred referrals read as one clean bus line.
 */
export function edgePath(from: Point, to: Point): string {
  const y1 = from.y + NODE_RADIUS;
  const y2 = to.y - NODE_RADIUS;
  const mid = Math.round(y1 + (y2 - y1) * 0.5);
  return `M${from.x},${y1}V${mid}H${to.x}V${y2}`;
}

export function layoutTree<D>(tree: Tree<D>): Layout {
  // Build the open part of the tree as plain data (iteratively: a single leg can be very deep).
  const make = (id: string): Datum => ({ id, children: undefined });
  const rootDatum = make(tree.rootId);
  const stack: Datum[] = [rootDatum];
  while (stack.length) {
    const datum = stack.pop()!;
    const node = tree.nodes.get(datum.id);
    if (node?.expanded && node.children?.length) {
      // The shown page(s) of a large level, then the place that shows the next page.
      datum.children = shownChildren(node)
        .filter((id) => tree.nodes.has(id))
        .map(make);
      stack.push(...datum.children);
      if (hiddenCount(node) > 0) datum.children.push(make(moreId(node.id)));
    }
  }
  const root = tidyTree<Datum>()
    .nodeSize([NODE_WIDTH, NODE_HEIGHT])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.25))(hierarchy(rootDatum, (d) => d.children));

  const nodes: PlacedNode[] = [];
  const byId = new Map<string, PlacedNode>();
  const bounds: Bounds = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
  const edges: string[] = [];
  root.eachBefore((point) => {
    const placed = { id: point.data.id, x: point.x, y: point.y };
    nodes.push(placed);
    byId.set(placed.id, placed);
    if (placed.x < bounds.minX) bounds.minX = placed.x;
    if (placed.x > bounds.maxX) bounds.maxX = placed.x;
    if (placed.y < bounds.minY) bounds.minY = placed.y;
    if (placed.y > bounds.maxY) bounds.maxY = placed.y;
    if (point.parent) edges.push(edgePath(byId.get(point.parent.data.id)!, placed));
  });
  return { nodes, byId, edges: edges.join(''), bounds };
}

/** The edges along a path of ids (root first), for highlighting a search result. */
export function pathEdges(layout: Layout, ids: readonly string[]): string {
  const parts: string[] = [];
  for (let i = 1; i < ids.length; i += 1) {
    const from = layout.byId.get(ids[i - 1]!);
    const to = layout.byId.get(ids[i]!);
    if (from && to) parts.push(edgePath(from, to));
  }
  return parts.join('');
}

/** Space a node takes around its centre: the circle, badge and label below it. */
const PAD = { left: NODE_WIDTH / 2, right: NODE_WIDTH / 2, top: NODE_RADIUS + 12, bottom: NODE_RADIUS + 38 };

export function clampScale(k: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, k));
}

/** The view that shows the whole open tree, never enlarged past `maxScale`. */
export function fitView(bounds: Bounds, size: Size, { minScale = 0.05, maxScale = 1, margin = 16 } = {}): View {
  const width = bounds.maxX - bounds.minX + PAD.left + PAD.right;
  const height = bounds.maxY - bounds.minY + PAD.top + PAD.bottom;
  const k = clampScale(
    Math.min((size.width - 2 * margin) / width, (size.height - 2 * margin) / height),
    minScale,
    maxScale,
  );
  const cx = (bounds.minX - PAD.left + bounds.maxX + PAD.right) / 2;
  const cy = (bounds.minY - PAD.top + bounds.maxY + PAD.bottom) / 2;
  return { k, x: size.width / 2 - cx * k, y: size.height / 2 - cy * k };
}

/** The view with `point` in the middle at scale `k`. */
export function centreView(point: Point, size: Size, k: number): View {
  return { k, x: size.width / 2 - point.x * k, y: size.height / 2 - point.y * k };
}

/** The first view of a tree: all of it when it fits legibly, else the root at the top centre. */
export function initialView(layout: Layout, size: Size, { legible = 0.6 } = {}): View {
  // The tree grows downwards as it opens: start at the top.
  const fit = fitView(layout.bounds, size);
  if (fit.k >= legible) return { k: fit.k, x: fit.x, y: PAD.top + 32 - layout.bounds.minY * fit.k };
  const root = layout.nodes[0] ?? { x: 0, y: 0 };
  return { k: 1, x: size.width / 2 - root.x, y: PAD.top + 32 - root.y };
}

/** Where a layout point lands on screen under `view`. */
export function toScreen(point: Point, view: View): Point {
  return { x: point.x * view.k + view.x, y: point.y * view.k + view.y };
}

/** Whether a node (with its label) is fully on screen, `margin` pixels inside the edges. */
export function isInView(point: Point, view: View, size: Size, margin = 24): boolean {
  const left = toScreen({ x: point.x - PAD.left, y: point.y - PAD.top }, view);
  const right = toScreen({ x: point.x + PAD.right, y: point.y + PAD.bottom }, view);
  return left.x >= margin && left.y >= margin && right.x <= size.width - margin && right.y <= size.height - margin;
}

/** The view moved so that `point` sits where `screen` says (a node stays put while the tree changes around it). */
export function pinView(point: Point, screen: Point, view: View): View {
  return { k: view.k, x: screen.x - point.x * view.k, y: screen.y - point.y * view.k };
}

/**
 * The view moved the least so that a node just opened and its children are on screen. When they
 * cannot all fit, the opened node goes to the top and its children centre under it. Null when no
 * move is needed.
 */
export function followView(
  view: View,
  size: Size,
  parent: Point,
  children: readonly Point[],
  margin = 24,
): View | null {
  const points = [parent, ...children];
  const left = Math.min(...points.map((p) => p.x - PAD.left)) * view.k + view.x;
  const right = Math.max(...points.map((p) => p.x + PAD.right)) * view.k + view.x;
  const top = Math.min(...points.map((p) => p.y - PAD.top)) * view.k + view.y;
  const bottom = Math.max(...points.map((p) => p.y + PAD.bottom)) * view.k + view.y;
  let dx = 0;
  let dy = 0;
  if (right - left <= size.width - 2 * margin) {
    if (left < margin) dx = margin - left;
    else if (right > size.width - margin) dx = size.width - margin - right;
  } else {
    dx = size.width / 2 - (parent.x * view.k + view.x);
  }
  if (bottom - top <= size.height - 2 * margin) {
    if (top < margin) dy = margin - top;
    else if (bottom > size.height - margin) dy = size.height - margin - bottom;
  } else {
    dy = margin - ((parent.y - PAD.top) * view.k + view.y);
  }
  if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) return null;
  return { k: view.k, x: view.x + dx, y: view.y + dy };
}

/** The part of the layout on screen under `view`, grown by `margin` screen pixels on every side. */
export function viewRect(view: View, size: Size, margin = 0): Bounds {
  return {
    minX: (-margin - view.x) / view.k,
    maxX: (size.width + margin - view.x) / view.k,
    minY: (-margin - view.y) / view.k,
    maxY: (size.height + margin - view.y) / view.k,
  };
}

export function containsRect(outer: Bounds, inner: Bounds): boolean {
  return inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY;
}

/** Whether any part of a node (circle, marks, label) falls inside `rect`. */
export function nodeInRect(point: Point, rect: Bounds): boolean {
  return (
    point.x + PAD.right >= rect.minX &&
    point.x - PAD.left <= rect.maxX &&
    point.y + PAD.bottom >= rect.minY &&
    point.y - PAD.top <= rect.maxY
  );
}
