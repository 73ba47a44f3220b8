import { Fragment, useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { XIcon } from '../../components/ui/icons.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import type { TreeKind } from '../../lib/team/kinds.ts';
import { memberStatus } from '../../lib/team/status.ts';
import { NODE_RADIUS, toScreen, type Layout } from '../../lib/team/layout.ts';
import type { Tree } from '../../lib/team/tree.ts';
import { inviteLabel, placeName, vacancyOf, type Vacancy } from '../../lib/team/invite.ts';
import { Button } from '../../components/ui/button.tsx';
import * as text from '../../lib/text.ts';
import { useCardState, type CardStore } from './cardStore.ts';
import type { ZoomControls } from './useTreeZoom.ts';

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), Math.max(min, max));

interface NodeCardProps<D> {
  store: CardStore;
  tree: Tree<D>;
  layout: Layout;
  kind: TreeKind<D>;
  zoom: ZoomControls;
  /** Set to this card's positioning function, so pan and zoom frames can move it without a render. */
  positionRef: RefObject<(() => void) | null>;
  /** Invite here on a vacant place (trees whose kind invites). */
  onInvite?: (vacancy: Vacancy) => void;
}

/**
 * The hover card: opens on hover, focus and tap, closes with Escape, its close button or a tap on
 * the empty canvas. One card for the whole tree, placed beside its node and kept there while the
 * tree pans and zooms. Clicks pass through it (but for the close button), so it never hides a
 * node from the pointer.
 */
export function NodeCard<D>({ store, tree, layout, kind, zoom, positionRef, onInvite }: NodeCardProps<D>) {
  const state = useCardState(store);
  const id = state.hover ?? state.focus;
  const node = id ? tree.nodes.get(id) : undefined;
  const placed = id ? layout.byId.get(id) : undefined;
  const ref = useRef<HTMLDivElement>(null);
  // Measured once per content change; pan and zoom frames only write, never read, the layout.
  const boxRef = useRef({ width: 0, height: 0 });

  const position = useCallback(() => {
    const card = ref.current;
    if (!card || !placed) return;
    const view = zoom.view();
    const size = zoom.size();
    const at = toScreen(placed, view);
    const reach = (NODE_RADIUS + 12) * view.k;
    const { width, height } = boxRef.current;
    // Beside the node (right, else left). When neither fits (phones), dock to the canvas edge
    // away from the node, so the card does not sit where its team opens.
    let left = at.x + reach + 6;
    let top = at.y - 28;
    if (left + width > size.width - 8) left = at.x - reach - 6 - width;
    if (left < 8) {
      left = clamp((size.width - width) / 2, 8, size.width - width - 8);
      top = at.y < size.height / 2 ? size.height - height - 8 : 8;
    }
    top = clamp(top, 8, size.height - height - 8);
    card.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
  }, [placed, zoom]);

  // The card's size, observed rather than read: reading it right after the tree changed would force
  // a layout of every node.
  useLayoutEffect(() => {
    const card = ref.current;
    if (!card || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      if (!box) return;
      boxRef.current = { width: box.inlineSize, height: box.blockSize };
      positionRef.current?.();
    });
    observer.observe(card);
    return () => observer.disconnect();
  }, [id, positionRef]);

  useLayoutEffect(() => {
    positionRef.current = position;
    position();
    return () => {
      positionRef.current = null;
    };
  }, [position, positionRef]);

  if (!node || !placed) return null;
  const fields = node.vacant ? [] : kind.card(node);
  const status = node.vacant ? null : memberStatus(kind.status(node));
  const vacancy = kind.invites && onInvite ? vacancyOf(tree, node.id) : null;
  return (
    <div
      ref={ref}
      role="group"
      aria-label={text.team.details(node.name)}
      className="pointer-events-none absolute left-0 top-0 z-10 w-72 max-w-[calc(100%-1rem)] rounded-md border border-border bg-card p-3 text-sm text-card-foreground shadow-lg"
    >
      <div className="flex items-center gap-2">
        <p className="min-w-0 flex-1 font-semibold [overflow-wrap:anywhere]">{node.name}</p>
        {status ? <StatusBadge {...status} /> : null}
        <button
          type="button"
          aria-label={text.team.closeDetails}
          onClick={store.close}
          onPointerEnter={store.keep}
          className="pointer-events-auto -my-1 -me-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
        >
          <XIcon />
        </button>
      </div>
      {fields.length ? (
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
          {fields.map((field) => (
            <Fragment key={field.label}>
              <dt className="text-muted-foreground">{field.label}</dt>
              <dd className="min-w-0 text-end font-medium tabular-nums [overflow-wrap:anywhere]">
                <span dir="ltr">{field.value}</span>
              </dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      {vacancy ? <p className="mt-1 text-muted-foreground">{placeName(vacancy)}</p> : null}
      {vacancy ? (
        <Button
          type="button"
          size="sm"
          aria-label={inviteLabel(vacancy)}
          onClick={() => onInvite?.(vacancy)}
          onPointerEnter={store.keep}
          className="pointer-events-auto mt-2 w-full"
        >
          {text.team.invite.open}
        </Button>
      ) : null}
    </div>
  );
}
