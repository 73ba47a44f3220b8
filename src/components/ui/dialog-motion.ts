/**
 * How modals open and close: the spec's 300 ms transition (none under prefers-reduced-motion; the
 * keyframes are in styles/theme.css, the classes in dialog-look.ts), and DialogSlot, which keeps a
 * closing dialog rendered so the transition can play. Radix keeps a closing panel mounted until its exit animation ends, but only
 * while its root is still rendered. No Radix import here: the login form uses DialogSlot before the
 * dialog code loads.
 */
import { createContext, createElement, useContext, useState, type ReactNode } from 'react';

const SlotOpen = createContext(true);

/** False while the enclosing DialogSlot is closing its dialog (true outside any slot). */
export function useSlotOpen(): boolean {
  return useContext(SlotOpen);
}

export interface DialogSlotProps<T> {
  /** The dialog is open while this is set (not null, undefined or false); its value is passed on. */
  when: T | null | undefined | false;
  children: (value: T) => ReactNode;
}

/**
 * For a dialog its parent shows only while `when` is set: once `when` is cleared the dialog stays
 * rendered, closed, with its last value, so it plays its closing transition. Each opening starts a
 * fresh dialog (what was typed last time is gone), as unmounting it did.
 */
export function DialogSlot<T>({ when, children }: DialogSlotProps<T>) {
  const open = when !== null && when !== undefined && when !== false;
  const [slot, setSlot] = useState<{ value: T; opening: number; open: boolean } | null>(null);
  if (open && (!slot || !slot.open || slot.value !== when)) {
    const opening = slot?.open ? slot.opening : (slot?.opening ?? 0) + 1;
    setSlot({ value: when as T, opening, open: true });
  } else if (!open && slot?.open) {
    setSlot({ ...slot, open: false });
  }
  if (!slot) return null;
  return createElement(SlotOpen.Provider, { key: slot.opening, value: open }, children(slot.value));
}

/** The last value set: what a dialog opened from a value keeps showing while it closes. */
export function useLastValue<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
