/**
 * Which node's card is showing. Kept outside React state so that hovering a node re-renders only
 * the card, never the tree. A hovered node wins over the focused one.
 */
import { useSyncExternalStore } from 'react';

export const SHOW_DELAY_MS = 250;
export const HIDE_DELAY_MS = 400;

export interface CardState {
  /** Node under the mouse. */
  hover: string | null;
  /** Node whose card was opened by focus, tap, Enter or Space. */
  focus: string | null;
}

export interface CardStore {
  get(): CardState;
  subscribe(listener: () => void): () => void;
  /** The card of the focused node (null closes it). */
  focus(id: string | null): void;
  hoverSoon(id: string): void;
  hoverEnd(): void;
  /** The pointer is on the card itself: keep it. */
  keep(): void;
  /** Escape: close whatever shows. */
  close(): void;
  /** The keyboard took over: a card left up by a resting mouse gives way to the focused node's. */
  dropHover(): void;
}

export function createCardStore(): CardStore {
  let state: CardState = { hover: null, focus: null };
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: Partial<CardState>) => {
    const merged = { ...state, ...next };
    if (merged.hover === state.hover && merged.focus === state.focus) return;
    state = merged;
    for (const listener of listeners) listener();
  };
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    focus(id) {
      set({ focus: id });
    },
    hoverSoon(id) {
      clear();
      if (state.hover === id) return;
      // Moving from one node to the next keeps the card up: switch at once.
      if (state.hover !== null) return set({ hover: id });
      timer = setTimeout(() => set({ hover: id }), SHOW_DELAY_MS);
    },
    hoverEnd() {
      clear();
      timer = setTimeout(() => set({ hover: null }), HIDE_DELAY_MS);
    },
    keep: clear,
    dropHover() {
      clear();
      set({ hover: null });
    },
    close() {
      clear();
      set({ hover: null, focus: null });
    },
  };
}

export function useCardState(store: CardStore): CardState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
