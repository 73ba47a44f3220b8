/**
 * One of a page's first GET calls (`calls` in lib/routes.ts) as the request it is: its URL and whether it
 * carries the token. Shared by the head's early calls (src/inline/early.ts) and the calls a tap on a
 * link asks for ahead (islands/shell/prefetch-on-intent.ts), so both ask for the very same URL.
 */
export interface EarlyRequest {
  url: string;
  auth: boolean;
}

export interface EarlyContext {
  /** The API's base URL, absolute. */
  base: URL;
  token: string | null;
  username: string;
  /** The page address's `u` (a referral link's sponsor), filtered as the register form takes it. */
  linked: string;
}

/**
 * `{u}` is the member's username, `{?u}` the address's `u`, a leading `-` a call sent without the token.
 * Null when the call cannot be made: it needs the token and there is none, or `{?u}` and there is no `u`.
 */
export function earlyRequest(call: string, { base, token, username, linked }: EarlyContext): EarlyRequest | null {
  const auth = !call.startsWith('-');
  if (!call || (auth && !token) || (call.includes('{?u}') && !linked)) return null;
  const path = (auth ? call : call.slice(1)).replace('{u}', encodeURIComponent(username)).replace('{?u}', linked);
  return { url: new URL(path, base).href, auth };
}
