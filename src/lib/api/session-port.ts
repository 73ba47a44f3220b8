/**
 * What the API layer needs of the member session: the bearer token, and a way to end the session when
 * the server says it is over. lib/session gives it when it loads (it imports this layer; this layer
 * never imports it). Until then the token is read where the session keeps it (the spec's `token` in
 * sessionStorage), and an end the server asked for waits for the session to connect (the member shell
 * and the sign-in forms load it on every page that calls the API).
 */
export interface SessionPort {
  /** The signed-in member's bearer token. */
  token(): string | undefined;
  /** Drops the stored session without leaving the page (a failed login step). */
  clear(): void;
  /** Ends the session here and in the other tabs with this message, and leaves for the landing page. */
  end(message: string): void;
}

let connected: SessionPort | undefined;
let pending: { message: string; clear: boolean } | undefined;

/** lib/session connects itself once, as it loads. */
export function connectSession(port: SessionPort): void {
  connected = port;
  if (!pending) return;
  if (pending.clear) port.clear();
  port.end(pending.message);
  pending = undefined;
}

function storedToken(): string | undefined {
  try {
    return globalThis.sessionStorage?.getItem('token') ?? undefined;
  } catch {
    return undefined;
  }
}

/** The session as the API layer sees it. */
export const session = {
  token: (): string | undefined => (connected ? connected.token() : storedToken()),
  /** The server says the session is over; `clear` drops it first even if the page is already leaving. */
  end(message: string, clear: boolean): void {
    if (!connected) {
      pending ??= { message, clear };
      return;
    }
    if (clear) connected.clear();
    connected.end(message);
  },
};
