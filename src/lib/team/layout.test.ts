import { describe, expect, it } from 'vitest';
import { createTree, setChildren, setExpanded, type NodeInput, type Tree } from './tree.ts';
import {
  NODE_HEIGHT,
  NODE_WIDTH,
  centreView,
  edgePath,
  fitView,
  followView,
  initialView,
  isInView,
  layoutTree,
  nodeInRect,
  containsRect,
  pathEdges,
  pinView,
  toScreen,
  viewRect,
} from './layout.ts';

const member = (name: string): NodeInput<null> => ({ name, data: null });

function binary(depth: number): Tree<null> {
  let tree = createTree(member('n'));
  let level = ['n'];
  for (let d = 0; d < depth; d += 1) {
    const next: string[] = [];
    for (const id of level) {
      tree = setChildren(tree, id, [member(`${id}l`), member(`${id}r`)]);
      next.push(`${id}l`, `${id}r`);
    }
    level = next;
  }
  return tree;
}

describe('layout', () => {
  it('puts the root on top and each generation one row lower, left before right', () => {
    const layout = layoutTree(binary(2));
    const at = (id: string) => layout.byId.get(id)!;
    expect(at('n')).toMatchObject({ x: 0, y: 0 });
    expect(at('nl').y).toBe(NODE_HEIGHT);
    expect(at('nll').y).toBe(2 * NODE_HEIGHT);
    expect(at('nl').x).toBeLessThan(at('n').x);
    expect(at('nr').x).toBeGreaterThan(at('n').x);
    expect(at('nlr').x).toBeLessThan(at('nrl').x);
  });

  it('keeps siblings at least one node width apart and never overlaps a row', () => {
    const layout = layoutTree(binary(5));
    const rows = new Map<number, number[]>();
    for (const node of layout.nodes) rows.set(node.y, [...(rows.get(node.y) ?? []), node.x]);
    for (const xs of rows.values()) {
      xs.sort((a, b) => a - b);
      for (let i = 1; i < xs.length; i += 1) expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(NODE_WIDTH - 1e-6);
    }
  });

  it('lays out only the open part of the tree, parents before children', () => {
    const tree = setExpanded(binary(2), 'nl', false);
    const layout = layoutTree(tree);
    expect(layout.nodes.map((n) => n.id)).toEqual(['n', 'nl', 'nr', 'nrl', 'nrr']);
    expect(layout.edges.match(/M/g)).toHaveLength(4);
  });

  it('lays out 2,000 nodes and a leg 600 deep', () => {
    expect(layoutTree(binary(10)).nodes).toHaveLength(2047);
    let leg = createTree(member('m0'));
    for (let i = 0; i < 600; i += 1) leg = setChildren(leg, `m${i}`, [member(`m${i + 1}`)]);
    const layout = layoutTree(leg);
    expect(layout.nodes).toHaveLength(601);
    expect(layout.bounds.maxY).toBe(600 * NODE_HEIGHT);
  });

  it('draws a highlighted path through the given nodes only', () => {
    const layout = layoutTree(binary(2));
    const d = pathEdges(layout, ['n', 'nr', 'nrl']);
    expect(d).toBe(
      edgePath(layout.byId.get('n')!, layout.byId.get('nr')!) +
        edgePath(layout.byId.get('nr')!, layout.byId.get('nrl')!),
    );
  });
});

describe('views', () => {
  const size = { width: 800, height: 600 };

  it('fits the whole tree inside the view, never enlarging past 1', () => {
    const layout = layoutTree(binary(6));
    const view = fitView(layout.bounds, size);
    expect(view.k).toBeLessThan(1);
    for (const node of layout.nodes) expect(isInView(node, view, size, 0)).toBe(true);
    const small = fitView(layoutTree(binary(1)).bounds, size);
    expect(small.k).toBe(1);
  });

  it('centres a node', () => {
    const view = centreView({ x: 300, y: 200 }, size, 2);
    expect(toScreen({ x: 300, y: 200 }, view)).toEqual({ x: 400, y: 300 });
  });

  it('shows a small tree whole and a wide one from the root at full size', () => {
    const small = layoutTree(binary(1));
    expect(initialView(small, size).k).toBe(1);
    const wide = layoutTree(binary(8));
    const view = initialView(wide, size);
    expect(view.k).toBe(1);
    expect(toScreen(wide.byId.get('n')!, view).x).toBe(400);
    expect(isInView(wide.byId.get('n')!, view, size)).toBe(true);
  });

  it('keeps a node where it was on screen when the layout moves it', () => {
    const view = { k: 0.5, x: 10, y: 20 };
    const before = toScreen({ x: 100, y: 100 }, view);
    const pinned = pinView({ x: 340, y: 100 }, before, view);
    expect(toScreen({ x: 340, y: 100 }, pinned)).toEqual(before);
  });

  it('tells whether a node is on screen', () => {
    const view = { k: 1, x: 0, y: 0 };
    expect(isInView({ x: 400, y: 300 }, view, size)).toBe(true);
    expect(isInView({ x: 790, y: 300 }, view, size)).toBe(false);
    expect(isInView({ x: 400, y: -50 }, view, size)).toBe(false);
  });
});

describe('following an opened node', () => {
  const size = { width: 800, height: 600 };
  const parent = { x: 0, y: 0 };
  const children = [
    { x: -44, y: 100 },
    { x: 44, y: 100 },
  ];

  it('leaves the view alone when the new children are on screen', () => {
    expect(followView({ k: 1, x: 400, y: 100 }, size, parent, children)).toBeNull();
  });

  it('moves up just enough when the children open below the bottom edge', () => {
    const view = followView({ k: 1, x: 400, y: 500 }, size, parent, children)!;
    expect(view.x).toBe(400);
    for (const p of [parent, ...children]) expect(isInView(p, view, size)).toBe(true);
    expect(view.y).toBeGreaterThan(300);
  });

  it('keeps the opened node on screen at the top when its children are too many to fit', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ x: (i - 20) * NODE_WIDTH, y: NODE_HEIGHT }));
    const view = followView({ k: 1, x: 100, y: 550 }, size, parent, many)!;
    expect(toScreen(parent, view).x).toBe(400);
    expect(isInView(parent, view, size)).toBe(true);
  });
});

describe('drawing only what is near the screen', () => {
  const size = { width: 800, height: 600 };

  it('maps the screen back to layout coordinates, with a margin', () => {
    expect(viewRect({ k: 2, x: 100, y: 50 }, size)).toEqual({ minX: -50, maxX: 350, minY: -25, maxY: 275 });
    expect(viewRect({ k: 1, x: 0, y: 0 }, size, 100)).toEqual({ minX: -100, maxX: 900, minY: -100, maxY: 700 });
  });

  it('keeps a node whose label still reaches into the rectangle', () => {
    const rect = { minX: 0, maxX: 100, minY: 0, maxY: 100 };
    expect(nodeInRect({ x: 50, y: 50 }, rect)).toBe(true);
    expect(nodeInRect({ x: 130, y: 50 }, rect)).toBe(true);
    expect(nodeInRect({ x: 200, y: 50 }, rect)).toBe(false);
    expect(nodeInRect({ x: 50, y: -40 }, rect)).toBe(true);
    expect(nodeInRect({ x: 50, y: -100 }, rect)).toBe(false);
  });

  it('tells when the screen has left the drawn area', () => {
    const drawn = viewRect({ k: 1, x: 0, y: 0 }, size, 400);
    expect(containsRect(drawn, viewRect({ k: 1, x: -300, y: 0 }, size))).toBe(true);
    expect(containsRect(drawn, viewRect({ k: 1, x: -500, y: 0 }, size))).toBe(false);
    expect(containsRect(drawn, viewRect({ k: 0.4, x: 0, y: 0 }, size))).toBe(false);
  });
});
