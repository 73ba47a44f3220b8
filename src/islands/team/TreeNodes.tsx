import { memo } from 'react';
import { NODE_RADIUS, nodeInRect, type Bounds, type Layout } from '../../lib/team/layout.ts';
import type { PaidStatus, TreeKind } from '../../lib/team/kinds.ts';
import { ariaPosition, hiddenCount, moreOf, PAGE, type Tree } from '../../lib/team/tree.ts';
import * as text from '../../lib/text.ts';

/** Names longer than this are drawn from their start and fade out at the node's edge (the hover card has them whole). */
const LABEL_CHARS = 11;
/** Half the width a name may take under its node. */
const LABEL_HALF = 38;

/** The accessible name of a node: its username and, where known, its paid status. */
export function nodeLabel(name: string, vacant: boolean, status: PaidStatus): string {
  if (vacant) return text.team.vacant;
  if (status === 'paid') return `${name}, ${text.team.paid}`;
  if (status === 'unpaid') return `${name}, ${text.team.unpaid}`;
  return name;
}

/** Paid: a check on green. Unpaid: a struck-through ring. Shapes differ, so colour is never the only sign. */
export function StatusMark({ status, x = 0, y = 0 }: { status: PaidStatus; x?: number; y?: number }) {
  if (!status) return null;
  return (
    <g transform={`translate(${x},${y})`} aria-hidden="true">
      {status === 'paid' ? (
        <>
          <circle r="7.5" className="fill-success stroke-card" strokeWidth="1.5" />
          <path
            d="M-3.5,0.2 L-1,2.8 L3.6,-2.6"
            className="fill-none stroke-success-foreground"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : (
        <>
          <circle r="6.5" className="fill-card stroke-muted-foreground" strokeWidth="2" />
          <path d="M-4.2,4.2 L4.2,-4.2" className="stroke-muted-foreground" strokeWidth="2" strokeLinecap="round" />
        </>
      )}
    </g>
  );
}

/** The "has a team" mark under a node: + while closed, − while open. */
export function ExpandMark({ expanded, x = 0, y = 0 }: { expanded: boolean; x?: number; y?: number }) {
  return (
    <g transform={`translate(${x},${y})`} aria-hidden="true">
      <rect x="-6.5" y="-6.5" width="13" height="13" rx="3" className="fill-card stroke-foreground" strokeWidth="1.5" />
      <path
        d={expanded ? 'M-3.5,0 L3.5,0' : 'M-3.5,0 L3.5,0 M0,-3.5 L0,3.5'}
        className="stroke-foreground"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </g>
  );
}

interface NodeProps {
  id: string;
  name: string;
  x: number;
  y: number;
  colour: string;
  status: PaidStatus;
  vacant: boolean;
  expandable: boolean;
  expanded: boolean;
  loading: boolean;
  active: boolean;
  onPath: boolean;
  level: number;
  setsize: number;
  posinset: number;
  describedBy: string | undefined;
  /** Prefix of the shared marks' ids (one set of <defs> per tree). */
  marks: string;
}

/** The marks every node uses, drawn once and placed with <use>: fewer elements per node to lay out. */
export function NodeMarks({ prefix }: { prefix: string }) {
  return (
    <defs>
      <g id={`${prefix}-paid`}>
        <StatusMark status="paid" />
      </g>
      <g id={`${prefix}-unpaid`}>
        <StatusMark status="unpaid" />
      </g>
      <g id={`${prefix}-open`}>
        <ExpandMark expanded={false} />
      </g>
      <g id={`${prefix}-close`}>
        <ExpandMark expanded />
      </g>
      {/* A long name is drawn whole (its text is the node's name, as its accessible name says) and fades out at the edge. */}
      <linearGradient id={`${prefix}-fade-fill`}>
        <stop offset="0.8" stopColor="white" />
        <stop offset="1" stopColor="black" />
      </linearGradient>
      <mask
        id={`${prefix}-fade`}
        maskUnits="userSpaceOnUse"
        x={-LABEL_HALF}
        y={NODE_RADIUS + 8}
        width={LABEL_HALF * 2}
        height="26"
      >
        <rect
          x={-LABEL_HALF}
          y={NODE_RADIUS + 8}
          width={LABEL_HALF * 2}
          height="26"
          fill={`url(#${prefix}-fade-fill)`}
        />
      </mask>
    </defs>
  );
}

/**
 * One member. Memoised on plain values: a hover, a focus move or a load elsewhere re-renders only
 * the nodes whose props changed. Rings (focus, search path, loading) exist only on the nodes that
 * need them.
 */
const TreeNodeView = memo(function TreeNodeView(p: NodeProps) {
  return (
    <g
      role="treeitem"
      data-id={p.id}
      transform={`translate(${p.x},${p.y})`}
      tabIndex={p.active ? 0 : -1}
      aria-label={nodeLabel(p.name, p.vacant, p.status)}
      aria-level={p.level}
      aria-setsize={p.setsize}
      aria-posinset={p.posinset}
      aria-expanded={p.expandable ? p.expanded : undefined}
      aria-busy={p.loading || undefined}
      aria-describedby={p.describedBy}
      className={`group/node outline-none ${p.vacant ? 'cursor-default' : 'cursor-pointer'}`}
    >
      {/* A generous, invisible target for fingers and mice; it also holds the node's box steady while the spinner turns. */}
      <rect x="-40" y="-36" width="80" height="86" fill="transparent" />
      {p.onPath ? <circle r={NODE_RADIUS + 7} className="fill-primary/15 stroke-primary" strokeWidth="3" /> : null}
      {p.active ? (
        <circle
          r={NODE_RADIUS + 5}
          className="invisible fill-none stroke-ring group-focus-visible/node:visible"
          strokeWidth="3"
        />
      ) : null}
      {p.vacant ? (
        <circle r={NODE_RADIUS} className="fill-card stroke-muted-foreground" strokeWidth="2" strokeDasharray="4 3" />
      ) : (
        <circle r={NODE_RADIUS} fill={p.colour} className="stroke-card" strokeWidth="2" />
      )}
      {p.loading ? (
        <circle
          r={NODE_RADIUS + 5}
          className="fill-none stroke-primary animate-spin [transform-box:fill-box] [transform-origin:center] motion-reduce:animate-[spin_1.5s_linear_infinite]"
          strokeWidth="3"
          strokeDasharray="30 200"
          strokeLinecap="round"
        />
      ) : null}
      {p.status ? (
        <use href={`#${p.marks}-${p.status}`} x={13} y={-13} className="group-data-[zoom=far]/tree:hidden" />
      ) : null}
      {p.expandable ? (
        <use
          href={`#${p.marks}-${p.expanded ? 'close' : 'open'}`}
          y={NODE_RADIUS}
          className="group-data-[zoom=far]/tree:hidden"
        />
      ) : null}
      <text
        y={NODE_RADIUS + 26}
        {...(p.name.length > LABEL_CHARS
          ? { x: -LABEL_HALF, textAnchor: 'start', mask: `url(#${p.marks}-fade)` }
          : { textAnchor: 'middle' })}
        aria-hidden="true"
        className={`text-[12px] group-data-[zoom=far]/tree:hidden group-data-[zooming=on]/tree:hidden ${p.vacant ? 'fill-muted-foreground italic' : 'fill-foreground'} ${p.onPath || p.active ? 'font-semibold' : ''}`}
      >
        {p.name}
      </text>
    </g>
  );
});

interface MoreProps {
  id: string;
  x: number;
  y: number;
  /** Whose level it continues, and how many of it are not shown yet. */
  parent: string;
  left: number;
  active: boolean;
  level: number;
  setsize: number;
  posinset: number;
  describedBy: string | undefined;
}

/** The place after a large level's shown members that shows its next page. */
const MoreNodeView = memo(function MoreNodeView(p: MoreProps) {
  const next = Math.min(PAGE, p.left);
  return (
    <g
      role="treeitem"
      data-id={p.id}
      transform={`translate(${p.x},${p.y})`}
      tabIndex={p.active ? 0 : -1}
      aria-label={text.team.showMore(next, p.parent, p.left)}
      aria-level={p.level}
      aria-setsize={p.setsize}
      aria-posinset={p.posinset}
      aria-describedby={p.describedBy}
      className="group/node cursor-pointer outline-none"
    >
      <rect x="-40" y="-36" width="80" height="86" fill="transparent" />
      {p.active ? (
        <rect
          x={-NODE_RADIUS * 2 - 5}
          y={-NODE_RADIUS - 5}
          width={NODE_RADIUS * 4 + 10}
          height={NODE_RADIUS * 2 + 10}
          rx={NODE_RADIUS + 5}
          className="invisible fill-none stroke-ring group-focus-visible/node:visible"
          strokeWidth="3"
        />
      ) : null}
      <rect
        x={-NODE_RADIUS * 2}
        y={-NODE_RADIUS}
        width={NODE_RADIUS * 4}
        height={NODE_RADIUS * 2}
        rx={NODE_RADIUS}
        className="fill-card stroke-primary group-hover/node:fill-primary/10"
        strokeWidth="2"
      />
      <text
        y="5"
        textAnchor="middle"
        aria-hidden="true"
        className="fill-primary text-[13px] font-semibold group-data-[zoom=far]/tree:hidden"
      >
        +{next}
      </text>
      <text
        y={NODE_RADIUS + 26}
        textAnchor="middle"
        aria-hidden="true"
        className="fill-muted-foreground text-[12px] group-data-[zoom=far]/tree:hidden group-data-[zooming=on]/tree:hidden"
      >
        {text.team.notShown(p.left)}
      </text>
    </g>
  );
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
        const { level, setsize, posinset } = ariaPosition(tree, id);
        const active = id === activeId;
        const more = moreOf(id);
        const parent = more === null ? undefined : tree.nodes.get(more);
        if (parent)
          return (
            <MoreNodeView
              key={id}
              id={id}
              x={x}
              y={y}
              parent={parent.name}
              left={hiddenCount(parent)}
              active={active}
              level={level}
              setsize={setsize}
              posinset={posinset}
              describedBy={active ? describedBy : undefined}
            />
          );
        const node = tree.nodes.get(id);
        if (!node) return null;
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

/**
 * The root's leg summary over its two places: "Left · $…" and, when the answer counts them, the
 * leg's members under it. Each runs outwards from over its place (centred, two amounts would run
 * into each other; beside the places, a phone's first view would cut them off). Drawn for the eye;
 * the root's description says the same in words.
 */
export function RootLegs<D>({ tree, layout, kind }: { tree: Tree<D>; layout: Layout; kind: TreeKind<D> }) {
  const root = tree.nodes.get(tree.rootId);
  const legs = root && !root.vacant ? kind.legs?.(root) : null;
  if (!root || !legs || !root.expanded || !root.children) return null;
  return (
    <g aria-hidden="true" className="group-data-[zoom=far]/tree:hidden" strokeWidth={5}>
      {root.children.slice(0, 2).map((id, index) => {
        const at = layout.byId.get(id);
        const leg = legs[index]!;
        if (!at) return null;
        const left = index === 0;
        const x = left ? at.x + NODE_RADIUS : at.x - NODE_RADIUS;
        const y = at.y - NODE_RADIUS - (leg.members ? 23 : 9);
        return (
          <g key={id} data-leg={left ? 'L' : 'R'} textAnchor={left ? 'end' : 'start'}>
            <text x={x} y={y} className="fill-foreground stroke-card text-[12px] font-semibold [paint-order:stroke]">
              {leg.label}
            </text>
            {leg.members ? (
              <text x={x} y={y + 14} className="fill-muted-foreground stroke-card text-[11px] [paint-order:stroke]">
                {leg.members}
              </text>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}
