import { memo } from 'react';
import { toReact } from '../../components/view.tsx';
import { nodeInRect, type Bounds, type Layout } from '../../lib/team/layout.ts';
import type { PaidStatus, TreeKind } from '../../lib/team/kinds.ts';
import { ariaPosition, type Tree } from '../../lib/team/tree.ts';
import { expandMarkView, legsView, nodeMarksView, nodeView, statusMarkView, type NodeProps } from './node-view.ts';

/* The tree's drawing is views (node-view.ts), drawn here with React and by a tree page's first paint without. */

export function StatusMark({ status, x = 0, y = 0 }: { status: PaidStatus; x?: number; y?: number }) {
  return toReact(statusMarkView(status, x, y));
}

export function ExpandMark({ expanded, x = 0, y = 0 }: { expanded: boolean; x?: number; y?: number }) {
  return toReact(expandMarkView(expanded, x, y));
}

/** The marks every node uses, drawn once and placed with <use>. */
export function NodeMarks({ prefix }: { prefix: string }) {
  return toReact(nodeMarksView(prefix));
}

/**
 * One member. Memoised on plain values: a hover, a focus move or a load elsewhere re-renders only
 * the nodes whose props changed.
 */
const TreeNodeView = memo(function TreeNodeView(p: NodeProps) {
  return toReact(nodeView(p));
});

export interface TreeNodesProps<D> {
  tree: Tree<D>;
  layout: Layout;
  kind: TreeKind<D>;
  activeId: string | null;
  loading: ReadonlySet<string>;
  onPath: ReadonlySet<string>;
  describedBy: string;
  marks: string;
  /** The area to draw (layout coordinates); null draws every node. */
  drawn: Bounds | null;
}

/** The nodes in the drawn area, the focused one and the search path. */
export function TreeNodes<D>({
  tree,
  layout,
  kind,
  activeId,
  loading,
  onPath,
  describedBy,
  marks,
  drawn,
}: TreeNodesProps<D>) {
  const nodes = drawn
    ? layout.nodes.filter((node) => nodeInRect(node, drawn) || node.id === activeId || onPath.has(node.id))
    : layout.nodes;
  return (
    <>
      {nodes.map(({ id, x, y }) => {
        const node = tree.nodes.get(id)!;
        const { level, setsize, posinset } = ariaPosition(tree, id);
        const active = id === activeId;
        return (
          <TreeNodeView
            key={id}
            id={id}
            name={node.name}
            x={x}
            y={y}
            colour={node.vacant ? '' : kind.colour(node)}
            status={node.vacant ? null : kind.status(node)}
            vacant={node.vacant}
            expandable={node.expandable}
            expanded={node.expanded}
            loading={loading.has(id)}
            active={active}
            onPath={onPath.has(id)}
            level={level}
            setsize={setsize}
            posinset={posinset}
            describedBy={active ? describedBy : undefined}
            marks={marks}
          />
        );
      })}
    </>
  );
}

/** The root's leg summary over its two places (legsView). */
export function RootLegs<D>({ tree, layout, kind }: { tree: Tree<D>; layout: Layout; kind: TreeKind<D> }) {
  const root = tree.nodes.get(tree.rootId);
  return toReact(legsView(tree, layout, root && !root.vacant ? kind.legs?.(root) : null));
}
