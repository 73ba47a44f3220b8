/**
 * Answers a member page asked for from its head (`EARLY_SCRIPT` in lib/guard.mjs) while its scripts
 * were on their way. Each is taken once, by the first GET of that URL with the same kind of
 * authorisation; later calls, and any call after EARLY_LIFETIME_MS, go to the server as usual.
 */
export interface RawAnswer {
  status: number;
  ok: boolean;
  body: string;
}

interface EarlyCall {
  auth: boolean;
  at: number;
  answer: Promise<RawAnswer | null>;
}

/** An answer older than this is not trusted to be current any more. */
const EARLY_LIFETIME_MS = 30_000;

/** The head's answer for this GET, if it asked for it (null inside: the head's request failed). */
export function takeEarly(url: string, auth: boolean): Promise<RawAnswer | null> | undefined {
  const early = (globalThis as { __early?: Record<string, EarlyCall> }).__early;
  const entry = early?.[url];
  if (!early || !entry) return undefined;
  delete early[url];
  return entry.auth === auth && Date.now() - entry.at < EARLY_LIFETIME_MS ? entry.answer : undefined;
}

/**
 * The head's answer to a GET of `call` under `apiBase`, left for the island to take: a first paint
 * (lib/first-paint.ts) draws from it while the island is on its way. `call` is spelled as a route's
 * calls are (lib/routes.ts): `{u}` the member's username, a leading `-` for one sent without the token.
 */
export function peekEarly(apiBase: string, call: string): Promise<RawAnswer | null> | undefined {
  const early = (globalThis as { __early?: Record<string, EarlyCall> }).__early;
  return early?.[urlOf(apiBase, call)]?.answer;
}

/** The address of a call spelled as a route's calls are, as the head asks for it. */
const urlOf = (apiBase: string, call: string) =>
  new URL(
    call.replace(/^-/, '').replace('{u}', encodeURIComponent(sessionStorage.getItem('username') || '')),
    new URL(apiBase, location.href),
  ).href;

/**
 * Asks for `call` (spelled as a route's calls are) as the page's head asks for its own (`EARLY_SCRIPT`:
 * the token in the header, the answer kept as text), for the island to take as it takes those: a first
 * paint's further call, as a tree's next nodes. Nothing without a session or the head's calls.
 */
export function askEarly(apiBase: string, call: string): void {
  const early = (globalThis as { __early?: Record<string, EarlyCall> }).__early;
  const token = sessionStorage.getItem('token');
  const url = urlOf(apiBase, call);
  if (!early || !token || early[url]) return;
  const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  early[url] = {
    auth: true,
    at: Date.now(),
    answer: fetch(url, { headers, credentials: 'omit' })
      .then(async (response) => ({ status: response.status, ok: response.ok, body: await response.text() }))
      .catch(() => null),
  };
}
