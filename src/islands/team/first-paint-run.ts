/**
 * A team tree's first paint, a small script after its island (pages/user/binaryTeam.astro,
 * directTeam.astro and singleLeg.astro, built by scripts/inline-scripts.mjs): the member's first nodes from the answer the
 * head asked for, read with the island's schema as data, laid out and drawn with the island's own
 * layout and views (lib/team/layout.ts, node-view.ts) at the island's first view, before React
 * arrives. The page's skeleton stays around it (the toolbar comes with the island); the island takes
 * over in the frame it shows the same nodes.
 */
import type { Shape } from '../../lib/api/shape.ts';
import { askAndRead, coverIsland, readEarly, TWIN } from '../../lib/first-paint.ts';
import { initialView, layoutTree, nodeInRect, viewRect } from '../../lib/team/layout.ts';
import {
  binaryInput,
  binaryNodes,
  binarySlotNames,
  referralFirst,
  referralNodes,
  singleLegFirst,
  singleLegNodes,
  vacantInput,
  type FirstNodes,
  type LegNode,
  type NodeLook,
} from '../../lib/team/nodes.ts';
import type {
  BinaryDetails,
  BinaryDetailsAnswer,
  DirectMember,
  DirectTeamAnswer,
  TreeViewAnswer,
} from '../../lib/team/schema.ts';
import { ariaPosition, createTree, memberCount, setChildren, type NodeInput } from '../../lib/team/tree.ts';
import * as text from '../../lib/text.ts';
import { h, toDom } from '../../lib/view.ts';
import { CANVAS_CLASS, edgesView, FAR_SCALE, legsView, nodeMarksView, nodeView, svgClass } from './node-view.ts';

const MARKS = 'first-paint-mark';

/** A tree's first nodes from its first answer. */
type First<A, D> = (answer: A, username: string) => FirstNodes<D>;
/** The root's places that need answers of their own (the binary tree's), or null when one cannot be read. */
type Next<A, D> = (answer: A, api: string) => Promise<NodeInput<D>[] | null>;

function paintTree<A, D>(shape: Shape, label: string, first: First<A, D>, look: NodeLook<D>, next?: Next<A, D>): void {
  const early = readEarly<A>(shape);
  void early?.answer.then((answer) => {
    const { target, api } = early;
    const island = target.nextElementSibling;
    // The island's fallback (the page's skeleton) around the drawing: the same boxes, so nothing moves.
    const skeleton = island?.hasAttribute('ssr') ? island.firstElementChild : null;
    if (!answer || !skeleton) return;
    const { root, children } = first(answer, sessionStorage.getItem('username') ?? '');
    const drawing = skeleton.cloneNode(true) as HTMLElement;
    drawing.removeAttribute('aria-hidden');
    const [, , place, legend] = drawing.children;
    const canvas = toDom(h('div', CANVAS_CLASS)) as HTMLElement;
    place?.replaceWith(canvas);
    const loaded = legend?.querySelector('.invisible');
    loaded?.classList.remove('invisible');

    /** The tree so far, laid out at the island's first view of this screen. */
    const draw = (children?: NodeInput<D>[]) => {
      let tree = createTree(root);
      if (children) tree = setChildren(tree, tree.rootId, children);
      const layout = layoutTree(tree);
      if (loaded) loaded.textContent = text.team.loaded(memberCount(tree));
      const size = { width: canvas.clientWidth, height: canvas.clientHeight };
      const view = initialView(layout, size);
      const drawn = viewRect(view, size, Math.max(size.width, size.height) / 2);
      const rootNode = tree.nodes.get(tree.rootId);
      const nodes = layout.nodes
        .filter((node) => nodeInRect(node, drawn) || node.id === tree.rootId)
        .map(({ id, x, y }) => {
          const node = tree.nodes.get(id)!;
          return nodeView({
            id,
            name: node.name,
            x,
            y,
            colour: node.vacant ? '' : look.colour(node),
            status: node.vacant ? null : look.status(node),
            vacant: node.vacant,
            expandable: node.expandable,
            expanded: node.expanded,
            loading: false,
            active: id === tree.rootId,
            onPath: false,
            ...ariaPosition(tree, id),
            describedBy: undefined,
            marks: MARKS,
          });
        });
      const legs = rootNode && !rootNode.vacant ? look.legs?.(rootNode) : null;
      // A node the member focused keeps the focus when the tree is drawn again with the places under it.
      const focused = canvas.querySelector(':focus')?.getAttribute(TWIN);
      canvas.replaceChildren(
        toDom(
          h(
            'svg',
            svgClass('tree'),
            [
              nodeMarksView(MARKS),
              h('g', undefined, [edgesView(layout), legsView(tree, layout, legs), ...nodes], {
                role: 'none',
                transform: `translate(${view.x},${view.y}) scale(${view.k})`,
              }),
            ],
            { direction: 'ltr', role: 'tree', 'aria-label': label, 'data-zoom': view.k < FAR_SCALE ? 'far' : 'near' },
          ),
        ),
      );
      // Each node names its twin in the island, which takes the focus over from it (handOverFirstPaint).
      for (const node of canvas.querySelectorAll<SVGElement>('[role=treeitem]'))
        node.setAttribute(TWIN, `[role=treeitem][data-id="${CSS.escape(node.dataset.id!)}"]`);
      if (focused) canvas.querySelector<SVGElement>(focused)?.focus();
    };

    if (!coverIsland(target, drawing)) return;
    draw(children);
    // The member's own node first; the places under it once their answers are in (while the drawing stands).
    void next?.(answer, api).then((more) => {
      if (more && target.isConnected) draw(more);
    });
  });
}

/**
 * The binary tree's first paint: the member from GET binary-details/{username} at once, then the two
 * members in its places from the same call for each, asked here as the head asks (so the island takes
 * those answers as well) and drawn under it once both are in.
 */
export const paintBinaryTree = (shape: Shape, label: string) =>
  paintTree<BinaryDetailsAnswer, BinaryDetails>(
    shape,
    label,
    ({ data }, username) => ({ root: binaryInput(data, username) }),
    binaryNodes,
    async ({ data }, api) => {
      const places = await Promise.all(
        binarySlotNames(data).map(async (name) => {
          if (name === null) return vacantInput<BinaryDetails>();
          const slot = await askAndRead<BinaryDetailsAnswer>(shape, api, `binary-details/${encodeURIComponent(name)}`);
          return slot && binaryInput(slot.data, name);
        }),
      );
      // A place that could not be read is left, with the rest, to the island.
      return places.some((place) => place === null) ? null : (places as NodeInput<BinaryDetails>[]);
    },
  );

/** The referral tree's first paint (GET directTeam/{username}). */
export const paintReferralTree = (shape: Shape, label: string) =>
  paintTree<DirectTeamAnswer, DirectMember>(shape, label, referralFirst, referralNodes);

/** The single leg's first paint (GET treeView/{username}). */
export const paintSingleLeg = (shape: Shape, label: string) =>
  paintTree<TreeViewAnswer, LegNode>(shape, label, singleLegFirst, singleLegNodes);
