/**
 * One pop-up at a time on a page: islands that want to open an unrequested pop-up (news, the upgrade
 * reminder) say so here, and the first in ORDER that wants one has its turn. A reminder therefore
 * waits until the news has been read instead of covering it. The news list the member opened from the
 * header comes first: nothing pops up over it.
 */
import { computed, map } from 'nanostores';

export const POPUP_ORDER = ['newsList', 'news', 'upgrade'] as const;
export type PopupId = (typeof POPUP_ORDER)[number];

const $wanting = map<Partial<Record<PopupId, boolean>>>({});

/** The pop-up whose turn it is, or null. */
export const $popupTurn = computed($wanting, (wanting) => POPUP_ORDER.find((id) => wanting[id]) ?? null);

export function wantPopup(id: PopupId, wants: boolean): void {
  if (Boolean($wanting.get()[id]) !== wants) $wanting.setKey(id, wants);
}
