import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** Set when the text is the server's own words, not translated. */
  lang?: 'en';
}

/** Toasts on screen, newest last. Rendered by the one Toaster island. */
export const $toasts = atom<Toast[]>([]);

export const TOAST_MS = 5000;
const FLASH_KEY = 'flash';
let nextId = 1;

/** The first toast of the run of code now notifying: the messages of one failure come in one run. */
let runStart = 0;

/**
 * One message at a time: a new failure's error takes the place of an earlier failure's error still up
 * (the latest is the one that counts: three wrong codes leave one toast, not three; the messages of one
 * failure, every field's first, stay together), and a text never shows twice.
 */
function withRoomFor(room: readonly Toast[], kind: ToastKind, text: string, id: number): Toast[] {
  if (!runStart) {
    runStart = id;
    queueMicrotask(() => (runStart = 0));
  }
  return room.filter(
    (toast) => toast.text !== text && !(kind === 'error' && toast.kind === 'error' && toast.id < runStart),
  );
}

export function notify(text: string, kind: ToastKind = 'info', lang?: 'en'): number {
  const id = nextId++;
  $toasts.set([...withRoomFor($toasts.get(), kind, text, id), { id, kind, text, ...(lang ? { lang } : {}) }]);
  return id;
}

const timed = new Set<number>();

/** Starts a toast's 5 s once it is on screen (a phone shows one at a time; the others wait their turn). */
export function shown(id: number): void {
  if (timed.has(id) || typeof window === 'undefined') return;
  timed.add(id);
  window.setTimeout(() => dismiss(id), TOAST_MS);
}

export function dismiss(id: number): void {
  timed.delete(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** This page load. A flash stored here is for the next page: the toaster of this page, which may
 * hydrate in the moment between a logout and the page change, leaves it alone. */
const PAGE = Math.random().toString(36).slice(2);

/** Stores a toast for the next page (it survives the page change of a logout or a 401). */
export function flash(text: string, kind: ToastKind = 'info'): void {
  if (typeof sessionStorage === 'undefined') return;
  sessionStorage.setItem(FLASH_KEY, JSON.stringify({ text, kind, from: PAGE }));
}

/** Whether a toast flashed by an earlier page (or this one, for the next) is waiting. */
export function flashWaiting(): boolean {
  try {
    return sessionStorage.getItem(FLASH_KEY) !== null;
  } catch {
    return false;
  }
}

/** Shows the toast a previous page flashed, once. */
export function showFlash(): void {
  if (typeof sessionStorage === 'undefined') return;
  const raw = sessionStorage.getItem(FLASH_KEY);
  if (!raw) return;
  try {
    const { text, kind, from } = JSON.parse(raw) as { text?: unknown; kind?: unknown; from?: unknown };
    if (from === PAGE) return;
    sessionStorage.removeItem(FLASH_KEY);
    if (typeof text === 'string') notify(text, kind === 'success' || kind === 'error' ? kind : 'info');
  } catch {
    // A damaged flash entry is dropped.
    sessionStorage.removeItem(FLASH_KEY);
  }
}
