import { lazy, startTransition, Suspense, useId, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../lib/session/session.ts';
import * as text from '../../lib/text.ts';
import type { TreeKind } from '../../lib/team/kinds.ts';
import { fitView, layoutTree, pathEdges } from '../../lib/team/layout.ts';
import { memberCount, PAGE, reveal, showMore, type TreeNode } from '../../lib/team/tree.ts';
import type { Vacancy } from '../../lib/team/invite.ts';
import { DialogSlot } from '../../components/ui/dialog-motion.ts';
import { createCardStore } from './cardStore.ts';
import { NodeCard } from './NodeCard.tsx';
import { inviteId, TreeList } from './TreeList.tsx';
import { TreeNodes, NodeMarks, RootLegs } from './TreeNodes.tsx';
import { CANVAS_HEIGHT } from './TreeSkeleton.tsx';
import { TreeLegend } from './TreeLegend.tsx';
import { useTreeZoom } from './useTreeZoom.ts';
import { useTreeData } from './useTreeData.ts';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import { useDrawnArea } from './useDrawnArea.ts';
import { useViewUpkeep } from './useViewUpkeep.ts';
import { useTreeFocus } from './useTreeFocus.ts';
import { useTreeSearch } from './useTreeSearch.ts';
import { useNextFreePlace } from './useNextFreePlace.ts';
import { Button } from '../../components/ui/button.tsx';
import { treeHandlers } from './treeHandlers.ts';
import { TreeToolbar } from './parts/TreeToolbar.tsx';
import { TreeCrumbs } from './parts/TreeCrumbs.tsx';
import { BranchFailure, RootOverlay } from './parts/TreeNotices.tsx';

// The dialog (and Radix's) loads when a member first presses Invite here.
const InviteDialog = lazy(() =>
  import('./parts/InviteDialog.tsx').then((module) => ({ default: module.InviteDialog })),
);

/** Below this scale labels are hidden: unreadable anyway, and the tree draws faster without them. */
const FAR_SCALE = 0.45;

/**
 * A team tree: lazy loading on click or Right, pan and zoom, search, a card per member, keyboard and
 * screen-reader use (ARIA tree), and the same tree as a list.
 */
export function TreeView<D>({ kind }: { kind: TreeKind<D> }) {
  const { username = '' } = useStore($session);
  const uid = useId().replace(/:/g, '');
  const [activeId, setActiveId] = useState<string | null>(null);
  const [path, setPath] = useState<readonly string[]>([]);
  const [mode, setMode] = useState<'tree' | 'list'>('tree');
  const [inviting, setInviting] = useState<Vacancy | null>(null);
  const {
    tree,
    setTree,
    treeRef,
    root,
    loadRoot,
    loading,
    failure,
    dismissFailure,
    announcement,
    toggle,
    anchorRef,
    initialRef,
  } = useTreeData(kind, username, setActiveId);

  const svgRef = useRef<SVGSVGElement>(null);
  const groupRef = useRef<SVGGElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const cardPositionRef = useRef<(() => void) | null>(null);
  const cards = useMemo(createCardStore, []);

  const layout = useMemo(() => (tree ? layoutTree(tree) : null), [tree]);
  const visible = useMemo(() => (layout ? layout.nodes.map((node) => node.id) : []), [layout]);
  const onPath = useMemo(() => new Set(path), [path]);
  const members = useMemo(() => (tree ? memberCount(tree) : 0), [tree]);
  const highlight = useMemo(() => (layout && path.length > 1 ? pathEdges(layout, path) : ''), [layout, path]);

  const ready = Boolean(root.status === 'ready' && tree && layout);
  useDrawnMark(ready);

  const { drawn, redrawIfLeft } = useDrawnArea();
  const zoom = useTreeZoom(svgRef, groupRef, (view) => {
    const svg = svgRef.current;
    if (svg) {
      const far = view.k < FAR_SCALE ? 'far' : 'near';
      if (svg.dataset.zoom !== far) svg.dataset.zoom = far;
    }
    cardPositionRef.current?.();
    redrawIfLeft(view, zoom.size());
  });
  useViewUpkeep({ layout, zoom, redrawIfLeft, treeRef, anchorRef, initialRef });
  const { focusNode, requestFocus } = useTreeFocus({ tree, layout, activeId, setActiveId, mode, uid, zoom, svgRef });

  /** Opens the nodes above `id`, marks the way to it, and centres and focuses it. */
  const show = (id: string, found: string[]) => {
    setTree((latest) => latest && reveal(latest, id));
    setPath(found);
    focusNode(id, true);
  };
  const search = useTreeSearch(treeRef, show);
  const freePlace = useNextFreePlace({ kind, treeRef, setTree, ready, show });

  /** The next page of a large level: its first member takes the focus (and comes into view). */
  const nextPage = (parentId: string) => {
    const parent = treeRef.current?.nodes.get(parentId);
    const first = parent?.children?.[parent.shown ?? PAGE];
    if (!first) return;
    setTree((latest) => latest && showMore(latest, parentId));
    focusNode(first);
  };

  const handlers = treeHandlers({
    treeRef,
    visible,
    activeId,
    setActiveId,
    cards,
    zoom,
    canvasRef,
    focusNode,
    toggle,
    showMore: nextPage,
  });

  const backToMe = () => {
    if (!tree) return;
    setPath([]);
    focusNode(tree.rootId, true);
  };

  const switchMode = (next: 'tree' | 'list') => {
    if (next === mode) return;
    cards.close();
    if (activeId) requestFocus(activeId, next === 'tree', next);
    // The other view is drawn in a transition, in short tasks: a long list does not hold up the press.
    startTransition(() => setMode(next));
  };

  const activeNode = activeId ? tree?.nodes.get(activeId) : undefined;
  const onInvite = kind.invites ? setInviting : undefined;
  /** Where focus returns from the invite dialog when its button is gone: the place itself. */
  const inviteReturn = (id: string) => () =>
    mode === 'list'
      ? document.getElementById(inviteId(uid, id))
      : svgRef.current?.querySelector<SVGGElement>(`[data-id="${CSS.escape(id)}"]`);
  const describedBy = `${uid}-desc`;
  const hintId = `${uid}-hint`;

  return (
    <div className="flex flex-col gap-2">
      <TreeToolbar
        uid={uid}
        query={search.query}
        onQuery={search.setQuery}
        onFind={search.find}
        again={search.again}
        ready={ready}
        mode={mode}
        onMode={switchMode}
        onBack={backToMe}
        onFit={() => layout && zoom.setView(fitView(layout.bounds, zoom.size()))}
        onZoom={zoom.zoomBy}
      />

      {kind.invites ? (
        <div role="group" aria-label={text.team.nextFree.label} className="flex flex-wrap items-center gap-1.5">
          {(['L', 'R'] as const).map((side) => (
            <Button
              key={side}
              type="button"
              size="sm"
              variant="outline"
              disabled={!ready}
              loading={freePlace.busy === side}
              onClick={() => void freePlace.find(side)}
            >
              {text.team.nextFree.button(side === 'L' ? text.team.left : text.team.right)}
            </Button>
          ))}
          <p role="status" className="min-w-0 text-sm break-words text-muted-foreground">
            {freePlace.message}
          </p>
        </div>
      ) : null}

      <div>
        <p id={`${uid}-found`} role="status" className="text-sm text-muted-foreground">
          {search.message}
        </p>
        <TreeCrumbs tree={tree} activeId={activeId} onPick={(id) => focusNode(id, true)} />
      </div>

      {failure ? <BranchFailure failure={failure} onRetry={() => toggle(failure.id)} onClose={dismissFailure} /> : null}

      <div
        ref={canvasRef}
        className={`relative ${CANVAS_HEIGHT} overflow-hidden rounded-lg border border-border bg-card [contain:strict]`}
      >
        <svg
          ref={svgRef}
          // The drawing is laid out in x from the left (legs left and right): its text anchors stay so on a right-to-left page.
          direction="ltr"
          role="tree"
          aria-label={kind.label}
          aria-describedby={hintId}
          aria-busy={root.status === 'loading' || undefined}
          data-zoom="near"
          data-members={members}
          className={`group/tree h-full w-full cursor-grab ${mode === 'list' ? 'hidden' : 'block'} touch-none select-none active:cursor-grabbing`}
          {...handlers}
        >
          <NodeMarks prefix={`${uid}-mark`} />
          <g ref={groupRef} role="none">
            {layout ? (
              <path d={layout.edges} className="fill-none stroke-control" strokeWidth="1.5" aria-hidden="true" />
            ) : null}
            {highlight ? (
              <path d={highlight} className="fill-none stroke-primary" strokeWidth="4" aria-hidden="true" />
            ) : null}
            {tree && layout ? <RootLegs tree={tree} layout={layout} kind={kind} /> : null}
            {tree && layout ? (
              <TreeNodes
                tree={tree}
                layout={layout}
                kind={kind}
                activeId={activeId}
                loading={loading}
                onPath={onPath}
                describedBy={describedBy}
                marks={`${uid}-mark`}
                drawn={drawn}
              />
            ) : null}
          </g>
        </svg>
        {tree && layout && mode === 'tree' ? (
          <NodeCard
            store={cards}
            tree={tree}
            layout={layout}
            kind={kind}
            zoom={zoom}
            positionRef={cardPositionRef}
            onInvite={onInvite}
          />
        ) : null}
        {mode === 'list' && tree ? (
          <TreeList
            tree={tree}
            kind={kind}
            loading={loading}
            onPath={onPath}
            activeId={activeId}
            idPrefix={uid}
            onToggle={toggle}
            onMore={nextPage}
            onSelect={setActiveId}
            onInvite={onInvite}
          />
        ) : null}
        <RootOverlay root={root} onRetry={loadRoot} />
      </div>

      <TreeLegend showsPaid={kind.showsPaid} loaded={tree ? text.team.loaded(members) : undefined} hintId={hintId} />

      <div id={describedBy} className="sr-only">
        {activeNode ? describe(kind, activeNode, activeNode.id === tree?.rootId) : ''}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <DialogSlot when={inviting}>
        {(vacancy) => (
          <Suspense fallback={null}>
            <InviteDialog
              sponsor={username}
              vacancy={vacancy}
              onClose={() => setInviting(null)}
              fallbackFocus={inviteReturn(vacancy.id)}
            />
          </Suspense>
        )}
      </DialogSlot>
    </div>
  );
}

/** What a screen reader hears after a node's name: its card's figures, the root's legs, or how to invite into a place. */
function describe<D>(kind: TreeKind<D>, node: TreeNode<D>, isRoot: boolean): string {
  if (node.vacant) return kind.invites ? text.team.invite.vacantHint : '';
  const fields = kind
    .card(node)
    .slice(1)
    .map((field) => `${field.label}: ${field.value}`)
    .join('. ');
  const legs = isRoot ? (kind.legs?.(node) ?? []).map((leg) => leg.spoken) : [];
  return legs.length ? `${fields}. ${legs.join(' ')}` : fields;
}
