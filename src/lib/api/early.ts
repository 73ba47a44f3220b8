/**
 * Answers a member page asked for from its head (src/inline/early.ts) while its scripts
 * were on their way. Each is taken once, by the first GET of that URL with the same kind of
 * authorisation; later calls, and any call after EARLY_LIFETIME_MS, go to the server as usual.
 */
export interface RawAnswer {
  status: number;
  ok: boolean;
  body: string;
}

/** One call the head asked for (src/inline/early.ts writes these into `window.__early`). */
export interface EarlyCall {
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
