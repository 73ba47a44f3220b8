/**
 * The ad reward flow, shared by every screen with a View button (Today's Task, the dashboard).
 *
 * View opens the ad player (/user/viewAds?id=…) in a pop-up. The pop-up counts 15 seconds down
 * while it is visible and reports each step here (postMessage to its opener, or a BroadcastChannel when
 * the opener link is gone). The opener's title shows the seconds left; at zero a random 4-digit code
 * appears in 'Verify For Reward'; a matching entry claims the reward, a wrong one draws a new code.
 */
import { atom } from 'nanostores';
import { AD_SECONDS } from './schema.ts';
import * as text from '../text.ts';
import { paths } from '../paths.ts';
import { safeWebUrl } from './url.ts';
import { claimReward } from './api.ts';
import { createMoneyAction } from '../api/money-action.ts';
import { serverNotice } from '../lang.ts';
import { onPageChange } from '../page-change.ts';

export const AD_CHANNEL = 'ad-player';
export const AD_WINDOW = 'ad-player';

/** Messages the pop-up sends. `left` is the number of seconds still to watch. */
export type AdMessage =
  { type: 'ad-progress'; id: number; left: number; visible: boolean } | { type: 'ad-finished'; id: number };

export type RewardState =
  | { phase: 'idle' }
  | { phase: 'watching'; detailId: number; left: number; visible: boolean }
  | { phase: 'verify'; detailId: number; code: string; attempt: number };

export const $reward = atom<RewardState>({ phase: 'idle' });

/** The ad player's address for one task: only the ad's id; the player reads the link from the task answer. */
export function adPlayerPath(detailId: number): string {
  return `${paths.adPlayer}?${new URLSearchParams({ id: String(detailId) }).toString()}`;
}

/** A random 4-digit code (1000–9999, so it never starts with 0), from the browser's CSPRNG. */
export function newRewardCode(random: () => number = secureRandom): string {
  return String(1000 + Math.floor(random() * 9000));
}

function secureRandom(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0]! / 4294967296;
}

/** Whether a message is one the ad player sends. */
export function isAdMessage(data: unknown): data is AdMessage {
  if (!data || typeof data !== 'object') return false;
  const message = data as Record<string, unknown>;
  if (typeof message.id !== 'number') return false;
  if (message.type === 'ad-finished') return true;
  return message.type === 'ad-progress' && typeof message.left === 'number' && typeof message.visible === 'boolean';
}

// ---- the opener's side ----------------------------------------------------------------------

let popup: Window | null = null;
let baseTitle = '';
let closedWatch: number | undefined;
let channel: BroadcastChannel | undefined;
let listening = false;
// A countdown goes on across a move to another member page, before that page's title.
onPageChange(() => (baseTitle = document.title));

function setTitle(left: number | null): void {
  if (typeof document === 'undefined') return;
  document.title = left === null ? baseTitle : text.tasks.titleLeft(left, baseTitle);
}

function stopWatching(): void {
  if (closedWatch !== undefined) window.clearInterval(closedWatch);
  closedWatch = undefined;
  setTitle(null);
}

function onAdMessage(message: AdMessage): void {
  const state = $reward.get();
  if (state.phase !== 'watching' || state.detailId !== message.id) return;
  if (message.type === 'ad-finished') {
    stopWatching();
    $reward.set({ phase: 'verify', detailId: message.id, code: newRewardCode(), attempt: 0 });
    return;
  }
  $reward.set({ ...state, left: Math.max(0, Math.min(AD_SECONDS, message.left)), visible: message.visible });
  setTitle(Math.max(0, message.left));
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    // Only our own pop-up page counts; the framed ad is another origin and cannot fake it.
    if (event.origin !== window.location.origin || !popup || event.source !== popup) return;
    if (isAdMessage(event.data)) onAdMessage(event.data);
  });
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(AD_CHANNEL);
    channel.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (isAdMessage(event.data)) onAdMessage(event.data);
    });
  }
}

export type WatchResult = 'opened' | 'blocked' | 'invalid';

/** View: opens the ad player for a task. 'blocked' when the browser refused the pop-up. */
export function watchAd(link: string, detailId: number): WatchResult {
  if (!safeWebUrl(link)) return 'invalid';
  listen();
  const state = $reward.get();
  // While an ad runs the title carries the countdown; remember the page's own title only outside it.
  if (state.phase !== 'watching') baseTitle = document.title;
  const opened = window.open(adPlayerPath(detailId), AD_WINDOW, 'popup=yes,width=1024,height=768');
  if (!opened) return 'blocked';
  popup = opened;
  stopWatching();
  $reward.set({ phase: 'watching', detailId, left: AD_SECONDS, visible: true });
  setTitle(AD_SECONDS);
  closedWatch = window.setInterval(() => {
    if (popup && popup.closed && $reward.get().phase === 'watching') cancelReward('closed');
  }, 1000);
  return 'opened';
}

/** The member's entry: 'match' claims next; 'mismatch' has drawn a new code. */
export function checkRewardCode(entry: string): 'match' | 'mismatch' {
  const state = $reward.get();
  if (state.phase !== 'verify') return 'mismatch';
  if (entry.trim() === state.code) return 'match';
  $reward.set({ ...state, code: newRewardCode(), attempt: state.attempt + 1 });
  return 'mismatch';
}

const claim = createMoneyAction();

/**
 * Claims the reward of the ad whose code matched. The same idempotency key is kept across retries of
 * one claim, so a claim whose answer was lost is not counted twice. Returns the server's message, or
 * null while an earlier claim is still on its way.
 */
export async function claimWatchedAd(): Promise<string | null> {
  const state = $reward.get();
  if (state.phase !== 'verify') return text.tasks.rewarded;
  const sending = claim.run(state.detailId, (key) => claimReward(state.detailId, key));
  if (!sending) return null;
  const answer = await sending;
  cancelReward('done');
  return serverNotice(answer.message, text.tasks.rewarded);
}

/** Leaves the flow (done, dismissed, or the pop-up closed early). */
export function cancelReward(reason: 'done' | 'dismissed' | 'closed' = 'dismissed'): void {
  if (typeof window === 'undefined') return;
  stopWatching();
  $reward.set({ phase: 'idle' });
  popup = null;
  if (reason === 'closed') $rewardNotice.set(text.tasks.adClosedEarly);
}

/** A one-line notice about the flow for the screen to show (and announce), e.g. the pop-up was closed early. */
export const $rewardNotice = atom<string>('');

// ---- the pop-up's side ----------------------------------------------------------------------

/** Sends a step to the opener (postMessage), or over the channel when the opener is gone. */
export function reportToOpener(message: AdMessage): void {
  const opener = window.opener as Window | null;
  if (opener && !opener.closed) {
    opener.postMessage(message, window.location.origin);
    return;
  }
  if (typeof BroadcastChannel !== 'undefined') {
    const out = new BroadcastChannel(AD_CHANNEL);
    out.postMessage(message);
    out.close();
  }
}

/**
 * Counts `seconds` down, one step per second, only while the page is visible, and reports every
 * change. Returns a stop function.
 */
export function runAdClock(
  id: number,
  onChange: (left: number, visible: boolean) => void,
  seconds: number = AD_SECONDS,
  doc: Document = document,
): () => void {
  let left = seconds;
  const visible = () => doc.visibilityState === 'visible';
  const report = () => {
    onChange(left, visible());
    if (left === 0) reportToOpener({ type: 'ad-finished', id });
    else reportToOpener({ type: 'ad-progress', id, left, visible: visible() });
  };
  const timer = window.setInterval(() => {
    if (!visible() || left === 0) return;
    left -= 1;
    report();
    if (left === 0) window.clearInterval(timer);
  }, 1000);
  const onVisibility = () => {
    if (left > 0) report();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  report();
  return () => {
    window.clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
