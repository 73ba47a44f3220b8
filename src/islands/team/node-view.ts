/**
 * A team tree's drawing as views (lib/view.ts): the shared marks, a node, the root's legs. The island
 * draws them with React (TreeNodes.tsx), a tree page's first paint with the DOM before React arrives
 * (first-paint-run.ts), so both draw the same tree.
 */
import { NODE_RADIUS, type Layout } from '../../lib/team/layout.ts';
import type { Leg, PaidStatus } from '../../lib/team/nodes.ts';
import type { Tree } from '../../lib/team/tree.ts';
import * as text from '../../lib/text.ts';
import { h, type View, type ViewNode } from '../../lib/view.ts';

const LABEL_CHARS = 11;
const short = (name: string) => (name.length > LABEL_CHARS ? `${name.slice(0, LABEL_CHARS - 1)}\u2026` : name);

/** The accessible name of a node: its username and, where known, its paid status. */
export function nodeLabel(name: string, vacant: boolean, status: PaidStatus): string {
  if (vacant) return text.team.vacant;
  if (status === 'paid') return `${name}, ${text.team.paid}`;
  if (status === 'unpaid') return `${name}, ${text.team.unpaid}`;
  return name;
}

const at = (x: number, y: number, children: View[]): ViewNode =>
  h('g', undefined, children, { transform: `translate(${x},${y})`, 'aria-hidden': 'true' });

/** Paid: a check on green. Unpaid: a struck-through ring. Shapes differ, so colour is never the only sign. */
export function statusMarkView(status: PaidStatus, x = 0, y = 0): View {
  if (!status) return null;
  return at(
    x,
    y,
    status === 'paid'
      ? [
          h('circle', 'fill-success stroke-card', [], { r: '7.5', 'stroke-width': '1.5' }),
          h('path', 'fill-none stroke-success-foreground', [], {
            d: 'M-3.5,0.2 L-1,2.8 L3.6,-2.6',
            'stroke-width': '2',
            'stroke-linecap': 'round',
            'stroke-linejoin': 'round',
          }),
        ]
      : [
          h('circle', 'fill-card stroke-muted-foreground', [], { r: '6.5', 'stroke-width': '2' }),
          h('path', 'stroke-muted-foreground', [], {
            d: 'M-4.2,4.2 L4.2,-4.2',
            'stroke-width': '2',
            'stroke-linecap': 'round',
          }),
        ],
  );
}

/** The "has a team" mark under a node: + while closed, − while open. */
export const expandMarkView = (expanded: boolean, x = 0, y = 0): ViewNode =>
  at(x, y, [
    h('rect', 'fill-card stroke-foreground', [], {
      x: '-6.5',
      y: '-6.5',
      width: '13',
      height: '13',
      rx: '3',
      'stroke-width': '1.5',
    }),
    h('path', 'stroke-foreground', [], {
      d: expanded ? 'M-3.5,0 L3.5,0' : 'M-3.5,0 L3.5,0 M0,-3.5 L0,3.5',
      'stroke-width': '1.8',
      'stroke-linecap': 'round',
    }),
  ]);

/** The marks every node uses, drawn once and placed with <use>: fewer elements per node to lay out. */
export const nodeMarksView = (prefix: string): ViewNode =>
  h('defs', undefined, [
    h('g', undefined, [statusMarkView('paid')], { id: `${prefix}-paid` }),
    h('g', undefined, [statusMarkView('unpaid')], { id: `${prefix}-unpaid` }),
    h('g', undefined, [expandMarkView(false)], { id: `${prefix}-open` }),
    h('g', undefined, [expandMarkView(true)], { id: `${prefix}-close` }),
  ]);

export interface NodeProps {
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

const ring = (r: number, className: string, attrs: Record<string, string> = {}) =>
  h('circle', className, [], { r: String(r), 'stroke-width': '3', ...attrs });

/** One member: rings (focus, search path, loading) only on the nodes that need them. */
export function nodeView(p: NodeProps): ViewNode {
  const attrs: Record<string, string> = {
    role: 'treeitem',
    'data-id': p.id,
    transform: `translate(${p.x},${p.y})`,
    tabindex: p.active ? '0' : '-1',
    'aria-label': nodeLabel(p.name, p.vacant, p.status),
    'aria-level': String(p.level),
    'aria-setsize': String(p.setsize),
    'aria-posinset': String(p.posinset),
  };
  if (p.expandable) attrs['aria-expanded'] = String(p.expanded);
  if (p.loading) attrs['aria-busy'] = 'true';
  if (p.describedBy) attrs['aria-describedby'] = p.describedBy;
  return h(
    'g',
    `group/node outline-none ${p.vacant ? 'cursor-default' : 'cursor-pointer'}`,
    [
      // A generous, invisible target for fingers and mice; it also holds the node's box steady while the spinner turns.
      h('rect', undefined, [], { x: '-40', y: '-36', width: '80', height: '86', fill: 'transparent' }),
      p.onPath ? ring(NODE_RADIUS + 7, 'fill-primary/15 stroke-primary') : null,
      p.active ? ring(NODE_RADIUS + 5, 'invisible fill-none stroke-ring group-focus-visible/node:visible') : null,
      p.vacant
        ? h('circle', 'fill-card stroke-muted-foreground', [], {
            r: String(NODE_RADIUS),
            'stroke-width': '2',
            'stroke-dasharray': '4 3',
          })
        : h('circle', 'stroke-card', [], { r: String(NODE_RADIUS), fill: p.colour, 'stroke-width': '2' }),
      p.loading
        ? ring(
            NODE_RADIUS + 5,
            'fill-none stroke-primary animate-spin [transform-box:fill-box] [transform-origin:center] motion-reduce:animate-[spin_1.5s_linear_infinite]',
            { 'stroke-dasharray': '30 200', 'stroke-linecap': 'round' },
          )
        : null,
      p.status
        ? h('use', 'group-data-[zoom=far]/tree:hidden', [], { href: `#${p.marks}-${p.status}`, x: '13', y: '-13' })
        : null,
      p.expandable
        ? h('use', 'group-data-[zoom=far]/tree:hidden', [], {
            href: `#${p.marks}-${p.expanded ? 'close' : 'open'}`,
            y: String(NODE_RADIUS),
          })
        : null,
      h(
        'text',
        `text-[12px] group-data-[zoom=far]/tree:hidden group-data-[zooming=on]/tree:hidden ${p.vacant ? 'fill-muted-foreground italic' : 'fill-foreground'} ${p.onPath || p.active ? 'font-semibold' : ''}`,
        [short(p.name)],
        { y: String(NODE_RADIUS + 26), 'text-anchor': 'middle', 'aria-hidden': 'true' },
      ),
    ],
    attrs,
  );
}

/** The open tree's edges as one path. */
export const edgesView = (layout: Layout): ViewNode =>
  h('path', 'fill-none stroke-control', [], { d: layout.edges, 'stroke-width': '1.5', 'aria-hidden': 'true' });

/**
 * The root's leg summary over its two places: "Left · $…" and, when the answer counts them, the
 * leg's members under it. Each runs outwards from over its place (centred, two amounts would run
 * into each other; beside the places, a phone's first view would cut them off). Drawn for the eye;
 * the root's description says the same in words.
 */
export function legsView<D>(tree: Tree<D>, layout: Layout, legs: [Leg, Leg] | null | undefined): View {
  const root = tree.nodes.get(tree.rootId);
  if (!root || root.vacant || !legs || !root.expanded || !root.children) return null;
  return h(
    'g',
    'group-data-[zoom=far]/tree:hidden',
    root.children.slice(0, 2).map((id, index) => {
      const place = layout.byId.get(id);
      const leg = legs[index]!;
      if (!place) return null;
      const left = index === 0;
      const x = left ? place.x + NODE_RADIUS : place.x - NODE_RADIUS;
      const y = place.y - NODE_RADIUS - (leg.members ? 23 : 9);
      return h(
        'g',
        undefined,
        [
          h('text', 'fill-foreground stroke-card text-[12px] font-semibold [paint-order:stroke]', [leg.label], {
            x: String(x),
            y: String(y),
          }),
          leg.members
            ? h('text', 'fill-muted-foreground stroke-card text-[11px] [paint-order:stroke]', [leg.members], {
                x: String(x),
                y: String(y + 14),
              })
            : null,
        ],
        { 'data-leg': left ? 'L' : 'R', 'text-anchor': left ? 'end' : 'start' },
      );
    }),
    { 'aria-hidden': 'true', 'stroke-width': '5' },
  );
}

/**
 * The box the tree is drawn in (TreeView.tsx, and a first paint's drawing): a screen's height less the
 * page's other parts. `--screen-height` stands in for the screen where the page is not the screen: a
 * docs frame grows to fit its content, so a box sized by the frame would grow with every fit.
 */
export const CANVAS_HEIGHT = 'h-[calc(var(--screen-height,100dvh)-19rem)] min-h-[22rem]';
export const CANVAS_CLASS = `relative ${CANVAS_HEIGHT} overflow-hidden rounded-lg border border-border bg-card [contain:strict]`;

/** The tree's svg, shown as a tree or hidden for the list. */
export const svgClass = (mode: 'tree' | 'list') =>
  `group/tree h-full w-full cursor-grab ${mode === 'list' ? 'hidden' : 'block'} touch-none select-none active:cursor-grabbing`;

/** Below this scale labels are hidden: unreadable anyway, and the tree draws faster without them. */
export const FAR_SCALE = 0.45;
