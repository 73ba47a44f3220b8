import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent, RefObject } from 'react';
import { keyIntent, moreOf, type Tree } from '../../lib/team/tree.ts';
import type { CardStore } from './cardStore.ts';
import type { ZoomControls } from './useTreeZoom.ts';

const idOf = (target: EventTarget | null) =>
  target instanceof Element ? (target.closest('[data-id]')?.getAttribute('data-id') ?? null) : null;

interface TreeInput<D> {
  treeRef: RefObject<Tree<D> | null>;
  /** Ids of the laid-out nodes, in order (for the arrow keys). */
  visible: readonly string[];
  activeId: string | null;
  setActiveId: (id: string) => void;
  cards: CardStore;
  zoom: ZoomControls;
  canvasRef: RefObject<HTMLDivElement | null>;
  focusNode: (id: string) => void;
  toggle: (id: string) => void;
  /** Shows the next page of a large level (its parent's id). */
  showMore: (parentId: string) => void;
}

/** Pointer, focus and keys on the tree's <svg>, found by the node under them (data-id). */
export function treeHandlers<D>({
  treeRef,
  visible,
  activeId,
  setActiveId,
  cards,
  zoom,
  canvasRef,
  focusNode,
  toggle,
  showMore,
}: TreeInput<D>) {
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
      case 'more':
        showMore(intent.id);
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
    const more = moreOf(id);
    if (more !== null) {
      cards.close();
      return showMore(more);
    }
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

  return { onKeyDown, onFocus, onBlur, onClick, onPointerOver, onPointerOut };
}
