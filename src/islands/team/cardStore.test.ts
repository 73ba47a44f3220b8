import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIDE_DELAY_MS, SHOW_DELAY_MS, createCardStore } from './cardStore.ts';

describe('which card shows', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a hovered node after a short delay and hides it a little after the pointer leaves', () => {
    const store = createCardStore();
    store.hoverSoon('a');
    expect(store.get().hover).toBeNull();
    vi.advanceTimersByTime(SHOW_DELAY_MS);
    expect(store.get().hover).toBe('a');
    store.hoverEnd();
    vi.advanceTimersByTime(HIDE_DELAY_MS - 1);
    expect(store.get().hover).toBe('a');
    vi.advanceTimersByTime(1);
    expect(store.get().hover).toBeNull();
  });

  it('switches at once from one hovered node to the next', () => {
    const store = createCardStore();
    store.hoverSoon('a');
    vi.advanceTimersByTime(SHOW_DELAY_MS);
    store.hoverEnd();
    store.hoverSoon('b');
    expect(store.get().hover).toBe('b');
    vi.advanceTimersByTime(HIDE_DELAY_MS * 2);
    expect(store.get().hover).toBe('b');
  });

  it('keeps the focused node\u2019s card under a passing hover, closes both with Escape, and lets the keyboard take over', () => {
    const store = createCardStore();
    const seen: string[] = [];
    store.subscribe(() => seen.push(`${store.get().hover}/${store.get().focus}`));
    store.focus('f');
    store.hoverSoon('h');
    vi.advanceTimersByTime(SHOW_DELAY_MS);
    store.dropHover();
    expect(store.get()).toEqual({ hover: null, focus: 'f' });
    store.close();
    expect(store.get()).toEqual({ hover: null, focus: null });
    expect(seen).toEqual(['null/f', 'h/f', 'null/f', 'null/null']);
  });
});
