import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { isApiError } from '../../lib/api/errors.ts';
import { $session } from '../../lib/session/session.ts';
import { notify } from '../../lib/toast/toasts.ts';
import * as text from '../../lib/text.ts';
import type { TreeKind } from '../../lib/team/kinds.ts';
import { centreView, containsRect, fitView, followView, initialView, isInView, layoutTree, pathEdges, pinView, toScreen, viewRect, type Bounds, type Layout, type Size, type View } from '../../lib/team/layout.ts';
import {
  createTree,
  findMatches,
  keyIntent,
  memberCount,
  nearestVisible,
  pathTo,
  reveal,
  setChildren,
  setExpanded,
  toggleIntent,
  type Tree,
} from '../../lib/team/tree.ts';
import { createCardStore } from './cardStore.ts';
import { NodeCard } from './NodeCard.tsx';
import { TreeList, rowId } from './TreeList.tsx';
import { TreeNodes, NodeMarks, RootLegs } from './TreeNodes.tsx';
import { TreeLegend } from './TreeLegend.tsx';
import { useTreeZoom } from './useTreeZoom.ts';
import { BackIcon, FitIcon, ListIcon, MinusIcon, PlusIcon, TreeIcon } from './treeIcons.tsx';

/** Below this scale labels are hidden: unreadable anyway, and the tree draws faster without them. */
const FAR_SCALE = 0.45;

type RootState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string; retryable: boolean };

interface Failure {
  id: string;
  message: string;
  retryable: boolean;
}

interface FocusRequest {
  id: string;
  /** Put the node in the middle of the view (search, back to me); otherwise only keep it in view. */
  centre?: boolean;
}

const nodeElement = (svg: SVGSVGElement | null, id: string) => svg?.querySelector<SVGGElement>(`[data-id="${CSS.escape(id)}"]`) ?? null;
const idOf = (target: EventTarget | null) => (target instanceof Element ? (target.closest('[data-id]')?.getAttribute('data-id') ?? null) : null);

/**
 * A team tree: lazy loading on click or Right, pan and zoom, search, a card per member, keyboard and
 * screen-reader use (ARIA tree), and the same tree as a list.
 */
export function TreeView<D>({ kind }: { kind: TreeKind<D> }) {
  const { username = '' } = useStore($session);
  const uid = useId().replace(/:/g, '');
  const [tree, setTree] = useState<Tree<D> | null>(null);
  const [root, setRoot] = useState<RootState>({ status: 'loading' });
  const [loading, setLoading] = useState<ReadonlySet<string>>(() => new Set());
  const [activeId, setActiveId] = useState<string | null>(null);
  const [path, setPath] = useState<readonly string[]>([]);
  const [mode, setMode] = useState<'tree' | 'list'>('tree');
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<{ query: string; index: number; total: number; message: string } | null>(null);

  const treeRef = useRef(tree);
  treeRef.current = tree;
  const loadingRef = useRef(new Set<string>());
  const svgRef = useRef<SVGSVGElement>(null);
  const groupRef = useRef<SVGGElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const cardPositionRef = useRef<(() => void) | null>(null);
  const anchorRef = useRef<string | null>(null);
  const initialRef = useRef(false);
  const focusRef = useRef<FocusRequest | null>(null);
  const layoutRef = useRef<Layout | null>(null);
  const cards = useMemo(createCardStore, []);

  const layout = useMemo(() => (tree ? layoutTree(tree) : null), [tree]);
  const visible = useMemo(() => (layout ? layout.nodes.map((node) => node.id) : []), [layout]);
  const onPath = useMemo(() => new Set(path), [path]);
  const members = useMemo(() => (tree ? memberCount(tree) : 0), [tree]);
  const highlight = useMemo(() => (layout && path.length > 1 ? pathEdges(layout, path) : ''), [layout, path]);

  /**
   * Only nodes near the screen are in the DOM (plus the focused one and the search path): the
   * drawn area is the screen grown by half its size, and React draws again only when the screen
   * leaves it, never on every frame. aria-level, aria-setsize and aria-posinset still describe the
   * whole tree.
   */
  const [drawn, setDrawn] = useState<Bounds | null>(null);
  const drawnRef = useRef<Bounds | null>(null);
  const drawFrameRef = useRef(0);
  const redrawIfLeft = useCallback((view: View, size: Size, now = false) => {
    if (size.width === 0) return;
    const screen = viewRect(view, size);
    const current = drawnRef.current;
    // Redraw when the screen leaves the drawn area, or after zooming in, when most of it is far off.
    if (current && containsRect(current, screen) && current.maxX - current.minX < 4 * (screen.maxX - screen.minX)) return;
    drawnRef.current = viewRect(view, size, Math.max(size.width, size.height) / 2);
    if (now) {
      cancelAnimationFrame(drawFrameRef.current);
      drawFrameRef.current = 0;
      setDrawn(drawnRef.current);
    } else if (!drawFrameRef.current) {
      drawFrameRef.current = requestAnimationFrame(() => {
        drawFrameRef.current = 0;
        setDrawn(drawnRef.current);
      });
    }
  }, []);
  useEffect(() => () => cancelAnimationFrame(drawFrameRef.current), []);

  const zoom = useTreeZoom(svgRef, groupRef, (view) => {
    const svg = svgRef.current;
    if (svg) {
      const far = view.k < FAR_SCALE ? 'far' : 'near';
      if (svg.dataset.zoom !== far) svg.dataset.zoom = far;
    }
    cardPositionRef.current?.();
    redrawIfLeft(view, zoom.size());
  });

  /* ---------- loading ---------- */

  const loadRoot = useCallback(() => {
    if (!username) {
      setRoot({ status: 'error', message: text.team.rootFailed, retryable: false });
      return;
    }
    setRoot({ status: 'loading' });
    kind
      .loadRoot(username)
      .then(({ root: first, children }) => {
        let next = createTree(first);
        if (children) next = setChildren(next, next.rootId, children);
        initialRef.current = true;
        setTree(next);
        setActiveId(next.rootId);
        setRoot({ status: 'ready' });
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.kind === 'unauthorized') return;
        const message = isApiError(error) ? error.firstMessage : text.team.rootFailed;
        setRoot({ status: 'error', message, retryable: isApiError(error) ? error.retryable : true });
      });
  }, [kind, username]);

  useEffect(loadRoot, [loadRoot]);

  const setBusy = (id: string, busy: boolean) => {
    if (busy) loadingRef.current.add(id);
    else loadingRef.current.delete(id);
    setLoading(new Set(loadingRef.current));
  };

  /**
   * Answers that arrive within one frame are put into the tree together: opening many branches at
   * once lays the tree out once per frame, not once per answer.
   */
  const pendingRef = useRef<{ id: string; name: string; result: Awaited<ReturnType<TreeKind<D>['loadChildren']>> }[]>([]);
  const flushRef = useRef<{ frame: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const flush = useCallback(() => {
    if (flushRef.current) {
      cancelAnimationFrame(flushRef.current.frame);
      clearTimeout(flushRef.current.timer);
      flushRef.current = null;
    }
    const batch = pendingRef.current;
    pendingRef.current = [];
    if (!batch.length) return;
    anchorRef.current = batch[batch.length - 1]!.id;
    setTree((current) => batch.reduce((acc, { id, result }) => acc && setChildren(acc, id, result.children, result.data), current));
    for (const { id } of batch) loadingRef.current.delete(id);
    setLoading(new Set(loadingRef.current));
    setFailure((current) => (current && batch.some(({ id }) => id === current.id) ? null : current));
    const { name, result } = batch[batch.length - 1]!;
    const members = result.children.filter((child) => !child.vacant).length;
    setAnnouncement(members || result.children.length ? text.team.loadedTeam(name, members) : text.team.noTeam(name));
  }, []);

  const load = useCallback(
    async (id: string) => {
      const node = treeRef.current?.nodes.get(id);
      if (!node) return;
      setBusy(id, true);
      setAnnouncement(text.team.loadingTeam(node.name));
      try {
        const result = await kind.loadChildren(node);
        pendingRef.current.push({ id, name: node.name, result });
        // The next frame, or soon when frames are not running (a hidden tab).
        flushRef.current ??= { frame: requestAnimationFrame(flush), timer: setTimeout(flush, 100) };
      } catch (error) {
        setBusy(id, false);
        if (isApiError(error) && error.kind === 'unauthorized') return;
        // The tree stays as it was; the member sees why and may try again.
        const message = isApiError(error) ? error.firstMessage : text.errors.requestFailed;
        notify(message, 'error');
        setFailure({ id, message: `${text.team.loadFailed(node.name)} ${message}`, retryable: isApiError(error) ? error.retryable : true });
        setAnnouncement(text.team.loadFailed(node.name));
      }
    },
    [kind, flush],
  );

  useEffect(
    () => () => {
      if (flushRef.current) {
        cancelAnimationFrame(flushRef.current.frame);
        clearTimeout(flushRef.current.timer);
      }
    },
    [],
  );

  /** Click, tap, Right or Left: load, open or close. Ignored while that node is loading. */
  const toggle = useCallback(
    (id: string) => {
      const current = treeRef.current;
      if (!current || loadingRef.current.has(id)) return;
      const intent = toggleIntent(current, id);
      if (intent === 'none') return;
      if (intent === 'load') return void load(id);
      anchorRef.current = id;
      setTree((latest) => latest && setExpanded(latest, id, intent === 'open'));
    },
    [load],
  );

  /* ---------- view upkeep after each render ---------- */

  useLayoutEffect(() => {
    if (!layout) return;
    const previous = layoutRef.current;
    layoutRef.current = layout;
    const size = zoom.size();
    if (initialRef.current && size.width > 0) {
      initialRef.current = false;
      zoom.setView(initialView(layout, size), false);
      redrawIfLeft(zoom.view(), size, true);
      return;
    }
    // The node that was opened or closed stays where the member's finger or eye was.
    const anchor = anchorRef.current;
    anchorRef.current = null;
    const before = anchor ? previous?.byId.get(anchor) : undefined;
    const after = anchor ? layout.byId.get(anchor) : undefined;
    if (before && after && (before.x !== after.x || before.y !== after.y)) {
      const view = zoom.view();
      zoom.setView(pinView(after, toScreen(before, view), view), false);
    }
    // Then, if the team it just opened spills off screen, glide so that it shows.
    const opened = anchor ? treeRef.current?.nodes.get(anchor) : undefined;
    if (after && opened?.expanded && opened.children) {
      const children = opened.children.map((id) => layout.byId.get(id)).filter((p): p is NonNullable<typeof p> => Boolean(p));
      const next = followView(zoom.view(), size, after, children);
      if (next) zoom.setView(next);
    }
  }, [layout, zoom, redrawIfLeft]);

  // A branch closed over the focused node: focus its nearest visible ancestor.
  useEffect(() => {
    if (tree && layout && activeId && !layout.byId.has(activeId)) setActiveId(nearestVisible(tree, activeId));
  }, [tree, layout, activeId]);

  useLayoutEffect(() => {
    const request = focusRef.current;
    if (!request || !layout) return;
    if (mode === 'list') {
      focusRef.current = null;
      const row = document.getElementById(rowId(uid, request.id));
      row?.focus({ preventScroll: true });
      row?.scrollIntoView({ block: 'center' });
      return;
    }
    const placed = layout.byId.get(request.id);
    if (!placed) return;
    focusRef.current = null;
    const size = zoom.size();
    const view = zoom.view();
    if (request.centre) zoom.setView(centreView(placed, size, Math.max(view.k, 0.8)));
    else if (!isInView(placed, view, size)) zoom.setView(centreView(placed, size, view.k));
    nodeElement(svgRef.current, request.id)?.focus({ preventScroll: true });
  });

  const focusNode = useCallback((id: string, centre = false) => {
    setActiveId(id);
    focusRef.current = { id, centre };
  }, []);

  /* ---------- pointer, focus and keys on the tree ---------- */

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const current = treeRef.current;
    const id = idOf(event.target) ?? activeId;
    if (!current || !id) return;
    cards.dropHover();
    if (event.key === 'Escape') {
      cards.close();
      return;
    }
    if (event.key === '+' || event.key === '=') return void (event.preventDefault(), zoom.zoomBy(1.25));
    if (event.key === '-' || event.key === '_') return void (event.preventDefault(), zoom.zoomBy(0.8));
    const intent = keyIntent(current, visible, id, event.key);
    if (intent.type === 'none') {
      if (event.key.startsWith('Arrow')) event.preventDefault();
      return;
    }
    event.preventDefault();
    switch (intent.type) {
      case 'focus':
        focusNode(intent.id);
        break;
      case 'load':
      case 'open':
      case 'close':
        toggle(intent.id);
        break;
      case 'openSiblings':
        intent.ids.forEach(toggle);
        break;
      case 'card':
        cards.focus(intent.id);
        break;
    }
  };

  const onFocus = (event: FocusEvent<SVGSVGElement>) => {
    const id = idOf(event.target);
    if (!id) return;
    if (id !== activeId) setActiveId(id);
    cards.focus(id);
  };

  const onBlur = (event: FocusEvent<SVGSVGElement>) => {
    if (!canvasRef.current?.contains(event.relatedTarget as Node | null)) cards.focus(null);
  };

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const id = idOf(event.target);
    if (!id) return cards.close();
    // A tap or click opens the card too (focus does that) and loads or toggles the node.
    cards.focus(id);
    toggle(id);
  };

  const onPointerOver = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType !== 'mouse') return;
    const id = idOf(event.target);
    if (id) cards.hoverSoon(id);
  };

  const onPointerOut = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType !== 'mouse') return;
    const from = idOf(event.target);
    if (from && idOf(event.relatedTarget) !== from) cards.hoverEnd();
  };

  /* ---------- toolbar ---------- */

  const find = (event: FormEvent) => {
    event.preventDefault();
    const current = treeRef.current;
    const wanted = query.trim();
    if (!current || !wanted) return;
    const matches = findMatches(current, wanted);
    if (!matches.length) {
      setSearch({ query: wanted, index: 0, total: 0, message: text.team.noMatch(wanted) });
      return;
    }
    const index = search && search.query.toLowerCase() === wanted.toLowerCase() && search.total === matches.length ? (search.index + 1) % matches.length : 0;
    const id = matches[index]!;
    setSearch({ query: wanted, index, total: matches.length, message: text.team.matchOf(index + 1, matches.length, current.nodes.get(id)!.name) });
    setTree((latest) => latest && reveal(latest, id));
    setPath(pathTo(current, id));
    focusNode(id, true);
  };

  const backToMe = () => {
    if (!tree) return;
    setPath([]);
    focusNode(tree.rootId, true);
  };

  const fit = () => {
    if (layout) zoom.setView(fitView(layout.bounds, zoom.size()));
  };

  const switchMode = (next: 'tree' | 'list') => {
    if (next === mode) return;
    cards.close();
    setMode(next);
    if (activeId) focusRef.current = { id: activeId, centre: next === 'tree' };
  };

  const crumbs = tree && activeId ? pathTo(tree, activeId) : [];
  const shownCrumbs = crumbs.length > 6 ? [crumbs[0]!, null, ...crumbs.slice(-4)] : crumbs;
  const activeNode = activeId ? tree?.nodes.get(activeId) : undefined;
  const describedBy = `${uid}-desc`;
  const hintId = `${uid}-hint`;
  const ready = root.status === 'ready' && tree && layout;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <form role="search" onSubmit={find} className="flex min-w-0 flex-[1_1_18rem] items-center gap-2">
          <label htmlFor={`${uid}-find`} className="sr-only">
            {text.team.findLabel}
          </label>
          <Input
            id={`${uid}-find`}
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder={text.team.findPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={`${uid}-found`}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary" disabled={!ready}>
            {search && search.total > 1 && search.query.toLowerCase() === query.trim().toLowerCase() ? text.team.nextMatch : text.team.find}
          </Button>
        </form>
        <div className="flex flex-wrap items-center gap-1.5">
          <Button type="button" variant="outline" onClick={backToMe} disabled={!ready} aria-label={text.team.backToMe} className="px-3">
            <BackIcon />
            <span className="hidden sm:inline" aria-hidden="true">
              {text.team.backToMe}
            </span>
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={fit}
            disabled={!ready || mode === 'list'}
            aria-label={text.team.fit}
            title={text.team.fit}
          >
            <FitIcon />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={() => zoom.zoomBy(0.8)}
            disabled={!ready || mode === 'list'}
            aria-label={text.team.zoomOut}
            title={text.team.zoomOut}
          >
            <MinusIcon />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={() => zoom.zoomBy(1.25)}
            disabled={!ready || mode === 'list'}
            aria-label={text.team.zoomIn}
            title={text.team.zoomIn}
          >
            <PlusIcon />
          </Button>
          <div role="group" aria-label={text.team.viewAs} className="inline-flex h-10 items-stretch rounded-md border border-control p-0.5">
            {(['tree', 'list'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={mode === value}
                onClick={() => switchMode(value)}
                className="inline-flex items-center gap-1.5 rounded px-2 text-sm font-medium aria-pressed:bg-primary aria-pressed:text-primary-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
              >
                {value === 'tree' ? <TreeIcon /> : <ListIcon />}
                {value === 'tree' ? text.team.treeView : text.team.listView}
              </button>
            ))}
          </div>
        </div>
      </div>

      <div>
        <p id={`${uid}-found`} role="status" className="text-sm text-muted-foreground">
          {search?.message ?? ''}
        </p>

        <nav aria-label={text.team.path} className="min-h-8 overflow-x-auto">
          <ol className="flex items-center gap-1 whitespace-nowrap text-sm">
            {shownCrumbs.map((id, index) =>
              id === null ? (
                <li key="gap" aria-hidden="true" className="text-muted-foreground">
                  {'\u2026 /'}
                </li>
              ) : (
                <li key={id} className="flex items-center gap-1">
                  {index === shownCrumbs.length - 1 ? (
                    <span aria-current="location" className="px-1 font-semibold">
                      {tree!.nodes.get(id)!.name}
                    </span>
                  ) : (
                    <>
                      <button
                        type="button"
                        className="min-h-8 rounded px-1 text-primary underline-offset-2 hover:underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
                        onClick={() => focusNode(id, true)}
                      >
                        {tree!.nodes.get(id)!.name}
                      </button>
                      <span aria-hidden="true" className="text-muted-foreground">
                        /
                      </span>
                    </>
                  )}
                </li>
              ),
            )}
          </ol>
        </nav>
      </div>

      {failure ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm">
          <span className="flex-1">{failure.message}</span>
          {failure.retryable ? (
            <Button type="button" size="sm" variant="outline" onClick={() => toggle(failure.id)}>
              {text.common.retry}
            </Button>
          ) : null}
          <Button type="button" size="sm" variant="ghost" onClick={() => setFailure(null)}>
            {text.common.close}
          </Button>
        </div>
      ) : null}

      <div ref={canvasRef} className="relative h-[calc(100dvh-19rem)] min-h-[22rem] overflow-hidden rounded-lg border border-border bg-card [contain:strict]">
        <svg
          ref={svgRef}
          role="tree"
          aria-label={kind.label}
          aria-describedby={hintId}
          aria-busy={root.status === 'loading' || undefined}
          data-zoom="near"
          data-members={members}
          className={`group/tree h-full w-full cursor-grab ${mode === 'list' ? 'hidden' : 'block'} touch-none select-none active:cursor-grabbing`}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
          onClick={onClick}
          onPointerOver={onPointerOver}
          onPointerOut={onPointerOut}
        >
          <NodeMarks prefix={`${uid}-mark`} />
          <g ref={groupRef} role="none">
            {layout ? <path d={layout.edges} className="fill-none stroke-control" strokeWidth="1.5" aria-hidden="true" /> : null}
            {highlight ? <path d={highlight} className="fill-none stroke-primary" strokeWidth="4" aria-hidden="true" /> : null}
            {tree && layout ? <RootLegs tree={tree} layout={layout} kind={kind} /> : null}
            {tree && layout ? (
              <TreeNodes tree={tree} layout={layout} kind={kind} activeId={activeId} loading={loading} onPath={onPath} describedBy={describedBy} marks={`${uid}-mark`} drawn={drawn} />
            ) : null}
          </g>
        </svg>
        {tree && layout && mode === 'tree' ? (
          <NodeCard store={cards} tree={tree} layout={layout} kind={kind} zoom={zoom} positionRef={cardPositionRef} />
        ) : null}
        {mode === 'list' && tree ? (
          <div className="h-full overflow-auto">
            <TreeList tree={tree} kind={kind} loading={loading} onPath={onPath} activeId={activeId} idPrefix={uid} onToggle={toggle} onSelect={setActiveId} />
          </div>
        ) : null}
        {root.status === 'loading' ? (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner size="lg" label={text.common.loading} />
          </div>
        ) : null}
        {root.status === 'error' ? (
          <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
            <p className="font-medium">{root.message}</p>
            {root.retryable ? (
              <Button type="button" onClick={loadRoot}>
                {text.common.retry}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      <TreeLegend showsPaid={kind.showsPaid} loaded={tree ? text.team.loaded(members) : undefined} hintId={hintId} />

      <div id={describedBy} className="sr-only">
        {activeNode && !activeNode.vacant
          ? kind
              .card(activeNode)
              .slice(1)
              .map((field) => `${field.label}: ${field.value}`)
              .join('. ')
          : ''}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
