import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { ChevronDownIcon, ChevronRightIcon } from '../../components/ui/icons.tsx';
import { SpinnerIcon } from '../../components/ui/spinner.tsx';
import type { TreeKind } from '../../lib/team/kinds.ts';
import { ariaPosition, hiddenCount, moreOf, PAGE, visibleIds, type Tree } from '../../lib/team/tree.ts';
import { drawnRows, rowAt, rowOffsets } from '../../lib/team/list-window.ts';
import * as text from '../../lib/text.ts';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { memberStatus } from '../../lib/team/status.ts';
import { inviteLabel, vacancyOf, type Vacancy } from '../../lib/team/invite.ts';
import { Button } from '../../components/ui/button.tsx';

/** Id of a member's row in the list view (search moves focus there). */
export const rowId = (prefix: string, id: string) => `${prefix}-row-${id.replace(/[^a-z0-9_-]/gi, '_')}`;

/** Id of a vacant place's Invite here button in the list view (focus returns there from the dialog). */
export const inviteId = (prefix: string, id: string) => `${rowId(prefix, id)}-invite`;

interface TreeListProps<D> {
  tree: Tree<D>;
  kind: TreeKind<D>;
  loading: ReadonlySet<string>;
  onPath: ReadonlySet<string>;
  activeId: string | null;
  idPrefix: string;
  onToggle: (id: string) => void;
  /** Shows the next page of a large level (its parent's id). */
  onMore: (id: string) => void;
  onSelect: (id: string) => void;
  /** Invite here on a vacant place (trees whose kind invites). */
  onInvite?: (vacancy: Vacancy) => void;
}

/** A row's height before any is measured: one line (min-h-11). */
const ROW_HEIGHT = 44;
/** Pixels drawn beyond the view above and below. */
const OVERSCAN = 200;
/** Past this many levels the indent stops growing, so deep legs stay readable. */
const MAX_INDENT = 6;

/** The rows' heights as measured, by row id, and the height assumed for the rows not measured yet. */
interface Sizes {
  heights: ReadonlyMap<string, number>;
  assumed: number;
}

/** The heights measured, and for the rows not measured yet their mean (else `assumed`). */
function sizesWith(heights: ReadonlyMap<string, number>, assumed: number): Sizes {
  let sum = 0;
  for (const height of heights.values()) sum += height;
  return { heights, assumed: heights.size ? sum / heights.size : assumed };
}

interface RowProps<D> {
  id: string;
  tree: Tree<D>;
  kind: TreeKind<D>;
  busy: boolean;
  onPath: boolean;
  active: boolean;
  idPrefix: string;
  onToggle: (id: string) => void;
  onMore: (id: string) => void;
  onSelect: (id: string) => void;
  onInvite?: (vacancy: Vacancy) => void;
  /** Height of the rows not drawn between this row and the one drawn before it. */
  gap: number;
  /** Measures the row while it is drawn (a ref callback). */
  observe: (row: HTMLLIElement) => () => void;
}

/** The lines that show a row's level: one per level above it, as far as the indent grows. */
function Indent({ levels }: { levels: number }) {
  return Array.from({ length: Math.min(levels, MAX_INDENT) }, (_, level) => (
    <span key={level} aria-hidden="true" className="ms-4 me-2 w-px shrink-0 bg-border" />
  ));
}

/** One row: a member (or a vacant place) with its figures, or a large level's "Show more" place. */
const Row = memo(function Row<D>(props: RowProps<D>) {
  const { id, tree, kind, busy, onPath, active, idPrefix, onToggle, onMore, onSelect, onInvite, gap, observe } = props;
  const position = ariaPosition(tree, id);
  const rowProps = {
    ref: observe,
    'data-row': id,
    'aria-level': position.level,
    'aria-setsize': position.setsize,
    'aria-posinset': position.posinset,
    className: 'flex',
    style: gap ? { marginTop: gap } : undefined,
  };
  const more = moreOf(id);
  if (more !== null) {
    const parent = tree.nodes.get(more);
    const left = parent ? hiddenCount(parent) : 0;
    return (
      <li {...rowProps}>
        <Indent levels={position.level - 1} />
        <div className="min-w-0 flex-1 py-1 ps-10">
          <Button type="button" size="sm" variant="outline" onClick={() => onMore(more)}>
            {text.team.showMore(Math.min(PAGE, left), parent?.name ?? '', left)}
          </Button>
        </div>
      </li>
    );
  }
  const node = tree.nodes.get(id);
  if (!node) return null;
  const vacancy = kind.invites && onInvite ? vacancyOf(tree, node.id) : null;
  const status = node.vacant ? null : memberStatus(kind.status(node));
  return (
    <li {...rowProps}>
      <Indent levels={node.depth} />
      <div
        className={`flex min-h-11 min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5 rounded-md px-1 py-1 ${onPath ? 'bg-primary/10' : ''} ${active ? 'ring-1 ring-border' : ''}`}
      >
        {node.expandable && !node.vacant ? (
          <button
            type="button"
            aria-expanded={node.expanded}
            aria-label={node.expanded ? text.team.hideTeam(node.name) : text.team.showTeam(node.name)}
            aria-busy={busy || undefined}
            onClick={() => onToggle(node.id)}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-md border border-control hover:bg-muted focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
          >
            {busy ? <SpinnerIcon /> : node.expanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
          </button>
        ) : (
          <span className="size-8 shrink-0" aria-hidden="true" />
        )}
        <span
          aria-hidden="true"
          className={`size-3.5 shrink-0 rounded-full ${node.vacant ? 'border-2 border-dashed border-muted-foreground' : ''}`}
          style={node.vacant ? undefined : { backgroundColor: kind.colour(node) }}
        />
        <span
          id={rowId(idPrefix, node.id)}
          tabIndex={-1}
          onFocus={() => onSelect(node.id)}
          className={`rounded font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring ${node.vacant ? 'italic text-muted-foreground' : ''}`}
        >
          {node.name}
        </span>
        {status ? <StatusBadge {...status} /> : null}
        {vacancy ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            id={inviteId(idPrefix, node.id)}
            aria-label={inviteLabel(vacancy)}
            onClick={() => onInvite?.(vacancy)}
          >
            {text.team.invite.open}
          </Button>
        ) : null}
        {node.vacant ? null : (
          <span className="basis-full ps-[3.25rem] text-xs text-muted-foreground sm:basis-auto sm:ps-0">
            {kind
              .card(node)
              .slice(1)
              .map((field) => `${field.label}: ${field.value}`)
              .join(' · ')}
          </span>
        )}
      </div>
    </li>
  );
}) as <D>(props: RowProps<D>) => React.ReactElement | null;

/**
 * The loaded tree as one list in reading order (parents before their members), opened and closed
 * with buttons; each row says its level and its place in it (aria-level, aria-posinset of
 * aria-setsize). Only the rows near the view are drawn (a level of hundreds stays cheap), the
 * gap of the others kept as margin so the scroll bar is the whole list's; the focused and the active
 * row, and the next row Tab can reach either side, are drawn wherever they are.
 */
export function TreeList<D>(props: TreeListProps<D>) {
  const { tree, kind, loading, onPath, activeId, onInvite } = props;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [sizes, setSizes] = useState<Sizes>(() => ({ heights: new Map(), assumed: ROW_HEIGHT }));
  // Until the view is measured: about the canvas's height (CANVAS_HEIGHT).
  const [view, setView] = useState(() => ({
    top: 0,
    height: typeof window === 'undefined' ? 500 : Math.max(352, window.innerHeight - 304),
  }));
  const [focusedId, setFocusedId] = useState<string | null>(null);

  const ids = useMemo(() => visibleIds(tree), [tree]);
  const offsets = useMemo(
    () => rowOffsets(ids.length, (i) => sizes.heights.get(ids[i]!) ?? sizes.assumed),
    [ids, sizes],
  );
  const rows = useMemo(() => {
    const index = new Map<string, number>();
    const keep = [activeId, focusedId].filter((id): id is string => id !== null);
    // Only the kept rows' places are looked up (a list of thousands is not indexed on each scroll).
    for (const id of keep) if (!index.has(id)) index.set(id, ids.indexOf(id));
    const tabStop = (i: number) => {
      const id = ids[i]!;
      if (moreOf(id) !== null) return true;
      const node = tree.nodes.get(id);
      return Boolean(node && (node.vacant ? kind.invites && onInvite : node.expandable));
    };
    return drawnRows({ offsets, ...view, overscan: OVERSCAN, keep: [...index.values()], tabStop });
  }, [ids, offsets, view, activeId, focusedId, tree, kind, onInvite]);

  /**
   * Heights measured anew above the view (rows drawn for the first time, a changed mean for the rows
   * never drawn) move nothing on screen: the view scrolls by as much. The browser's own scroll
   * anchoring is off, as the list's changing bottom padding would suspend it.
   */
  const previous = useRef<{ ids: readonly string[]; offsets: Float64Array } | null>(null);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { ids, offsets };
    const scroller = scrollerRef.current;
    if (!before || before.ids !== ids || before.offsets === offsets || !scroller) return;
    const scrolled = scroller.scrollTop;
    if (scrolled <= 0) return;
    const top = rowAt(before.offsets, scrolled);
    const moved = offsets[top]! - before.offsets[top]!;
    if (Math.abs(moved) >= 0.5) scroller.scrollTop = scrolled + moved;
  }, [ids, offsets]);

  // The view's size as laid out, and again when it changes; a narrower or wider view wraps rows
  // differently, so only the heights of the rows drawn now (measured again) are kept.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let width = -1;
    const observer = new ResizeObserver(() => {
      if (width >= 0 && scroller.clientWidth !== width) {
        const drawn = new Set([...(listRef.current?.children ?? [])].map((row) => (row as HTMLElement).dataset.row));
        setSizes((latest) => sizesWith(new Map([...latest.heights].filter(([id]) => drawn.has(id))), latest.assumed));
      }
      width = scroller.clientWidth;
      setView({ top: scroller.scrollTop, height: scroller.clientHeight });
    });
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  // The drawn rows' heights as the browser lays them out (a ResizeObserver: drawing forces no layout);
  // a change draws again with the rows not drawn in their places.
  const rowObserver = useRef<ResizeObserver | null>(null);
  useEffect(
    () => () => {
      rowObserver.current?.disconnect();
      rowObserver.current = null;
    },
    [],
  );
  const observe = useCallback((row: HTMLLIElement) => {
    rowObserver.current ??= new ResizeObserver((entries) =>
      setSizes((latest) => {
        let heights: Map<string, number> | null = null;
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.row;
          const height = entry.borderBoxSize[0]?.blockSize;
          if (!id || height === undefined || Math.abs((latest.heights.get(id) ?? -1) - height) <= 0.5) continue;
          heights ??= new Map(latest.heights);
          heights.set(id, height);
        }
        return heights ? sizesWith(heights, latest.assumed) : latest;
      }),
    );
    const observer = rowObserver.current;
    observer.observe(row, { box: 'border-box' });
    return () => observer.unobserve(row);
  }, []);

  const onScroll = () => {
    const scroller = scrollerRef.current;
    if (scroller) setView({ top: scroller.scrollTop, height: scroller.clientHeight });
  };
  const onFocus = (event: FocusEvent) => {
    const id = (event.target as HTMLElement).closest<HTMLElement>('[data-row]')?.dataset.row;
    if (id) setFocusedId(id);
  };

  if (!tree.nodes.has(tree.rootId)) return null;
  const lastRow = rows[rows.length - 1];
  const below = lastRow === undefined ? 0 : offsets[ids.length]! - offsets[lastRow + 1]!;
  return (
    <div ref={scrollerRef} className="h-full overflow-auto [overflow-anchor:none]" onScroll={onScroll}>
      <ul
        ref={listRef}
        aria-label={kind.label}
        className="p-2 text-sm"
        style={below > 0.5 ? { paddingBottom: `calc(0.5rem + ${below}px)` } : undefined}
        onFocus={onFocus}
      >
        {rows.map((index, k) => {
          const id = ids[index]!;
          const after = k > 0 ? rows[k - 1]! + 1 : 0;
          return (
            <Row
              key={id}
              id={id}
              tree={tree}
              kind={kind}
              busy={loading.has(id)}
              onPath={onPath.has(id)}
              active={activeId === id}
              idPrefix={props.idPrefix}
              onToggle={props.onToggle}
              onMore={props.onMore}
              onSelect={props.onSelect}
              onInvite={onInvite}
              gap={offsets[index]! - offsets[after]!}
              observe={observe}
            />
          );
        })}
      </ul>
    </div>
  );
}
