/**
 * The member session, mirrored in sessionStorage under the spec's keys. A logout (or a 401) in one
 * tab ends the session in every open tab through a BroadcastChannel.
 */
import { map } from 'nanostores';
import { flash, type ToastKind } from '../toast/toasts.ts';
import { isMemberPath, paths } from '../paths.ts';
import { connectSession } from '../api/session-port.ts';

export const SESSION_KEYS = ['username', 'token', 'auth_type', 'status', 'email'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];
export type Session = Partial<Record<SessionKey, string>>;

/** The tab's copy of the plan flags (see plan.ts); a logout clears it with the session. */
export const PLAN_CACHE_KEY = 'plan_flags';

const CHANNEL = 'member-session';
const hasWindow = typeof window !== 'undefined';

function read(): Session {
  const out: Session = {};
  if (!hasWindow) return out;
  for (const key of SESSION_KEYS) {
    const value = sessionStorage.getItem(key);
    if (value !== null) out[key] = value;
  }
  return out;
}

export const $session = map<Session>(read());

function write(values: Session): void {
  for (const key of SESSION_KEYS) {
    const value = values[key];
    if (value === undefined) continue;
    sessionStorage.setItem(key, value);
  }
  $session.set({ ...$session.get(), ...values });
}

export function isSignedIn(session: Session = $session.get()): boolean {
  return Boolean(session.token && session.status);
}

/** Stores a signed-in session (after the second login step). */
export function signIn(values: { username: string; token: string; auth_type?: string; email?: string }): void {
  write({ ...values, status: '1', auth_type: values.auth_type ?? $session.get().auth_type });
}

/** Remembers a username before sign-in (registration, e-mail verification). */
export function rememberUsername(username: string): void {
  write({ username });
}

export function setAuthType(authType: string): void {
  write({ auth_type: authType });
}

function clear(): void {
  for (const key of SESSION_KEYS) sessionStorage.removeItem(key);
  sessionStorage.removeItem(PLAN_CACHE_KEY);
  $session.set({});
}

let channel: BroadcastChannel | undefined;
function getChannel(): BroadcastChannel | undefined {
  if (!hasWindow || typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
}

/** Where this page is in ending the session: the member asked to leave, or it has ended. */
let ending: 'leaving' | 'ended' | null = null;

/**
 * The member asked to log out. Until the logout is done, answers refused for the token being revoked
 * (a 401 for a request sent just before) do not end the session with their own message.
 */
export function beginLeaving(): void {
  ending ??= 'leaving';
}

/**
 * Ends the session here and in every other tab, flashes a message for the next page and goes to
 * the landing page. It happens once per page: a request refused later while the page is leaving does
 * not replace the message. `asked` marks the logout the member asked for.
 */
export function endSession(
  message?: string,
  kind: ToastKind = 'info',
  to: string = paths.landing,
  { asked = false } = {},
): void {
  if (!hasWindow || ending === 'ended' || (ending === 'leaving' && !asked)) return;
  ending = 'ended';
  clear();
  if (message) flash(message, kind);
  getChannel()?.postMessage({ type: 'logout', message, kind });
  window.location.assign(to);
}

/** Drops the stored session without leaving the page (a failed login step). */
export function clearSession(): void {
  if (hasWindow) clear();
}

/** Listens for a logout in another tab; the member layout calls it once per page. */
export function watchOtherTabs(): void {
  const ch = getChannel();
  if (!ch) return;
  ch.addEventListener('message', (event: MessageEvent<{ type?: string; message?: string; kind?: ToastKind }>) => {
    if (event.data?.type !== 'logout') return;
    clear();
    if (event.data.message) flash(event.data.message, event.data.kind ?? 'info');
    if (isMemberPath(window.location.pathname)) window.location.assign(paths.landing);
  });
}

// The API layer reads the token and ends the session through this (lib/api never imports lib/session).
connectSession({
  token: () => $session.get().token,
  clear: clearSession,
  end: (message) => endSession(message, 'error'),
});
