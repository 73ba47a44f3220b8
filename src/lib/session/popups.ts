/**
 * One pop-up at a time on a page: islands that want to open an unrequested pop-up (news, the upgrade
 * reminder) say so here, and the first in ORDER that wants one has its turn. A reminder therefore
 * waits until the news has been read instead of covering it. The news list the member opened from the
 * header comes first: nothing pops up over it.
 *
 * A newcomer (a member without a package, as the dashboard says) gets at most one unrequested pop-up
 * a visit (this tab's session), and news comes first: every pop-up that opens is counted here, and one
 * that has not opened yet waits for room. Until the dashboard says who the member is, they count as a
 * newcomer.
 */
import { atom, computed, map } from 'nanostores';

export const POPUP_ORDER = ['newsList', 'news', 'upgrade'] as const;
export type PopupId = (typeof POPUP_ORDER)[number];

/** Unrequested pop-ups a newcomer sees in a visit. */
export const NEWCOMER_POPUPS = 1;
const OPENED_KEY = 'popups_opened';

const $wanting = map<Partial<Record<PopupId, boolean>>>({});

function readOpened(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(OPENED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/** The unrequested pop-ups opened this visit, each by its key ('news:12', 'upgrade'). */
export const $popupsOpened = atom<readonly string[]>(typeof sessionStorage === 'undefined' ? [] : readOpened());
/** Whether the member is a newcomer; null until the dashboard has said. */
export const $newcomer = atom<boolean | null>(null);

/** How many more unrequested pop-ups may open this visit. */
export function popupsLeft(opened: readonly string[], newcomer: boolean | null): number {
  return newcomer === false ? Infinity : Math.max(0, NEWCOMER_POPUPS - opened.length);
}

/** Of `keys` (in the order they would show), those that may show: the ones already open, then as many as are left. */
export function allowedPopups<T>(
  items: readonly T[],
  key: (item: T) => string,
  opened: readonly string[],
  newcomer: boolean | null,
): T[] {
  let left = popupsLeft(opened, newcomer);
  return items.filter((item) => opened.includes(key(item)) || left-- > 0);
}

/** The pop-up whose turn it is, or null (also when the upgrade reminder has no room left this visit). */
export const $popupTurn = computed([$wanting, $popupsOpened, $newcomer], (wanting, opened, newcomer) => {
  const turn = POPUP_ORDER.find((id) => wanting[id]) ?? null;
  if (turn === 'upgrade' && allowedPopups([turn], String, opened, newcomer).length === 0) return null;
  return turn;
});

export function wantPopup(id: PopupId, wants: boolean): void {
  if (Boolean($wanting.get()[id]) !== wants) $wanting.setKey(id, wants);
}

/** Counts an unrequested pop-up as opened this visit (once per key). */
export function popupOpened(key: string): void {
  const opened = $popupsOpened.get();
  if (opened.includes(key)) return;
  const next = [...opened, key];
  $popupsOpened.set(next);
  try {
    sessionStorage.setItem(OPENED_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: counted for this page only.
  }
}

export function setNewcomer(newcomer: boolean): void {
  $newcomer.set(newcomer);
}
