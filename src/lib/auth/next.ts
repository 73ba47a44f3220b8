/** The page a member asked for before the guard sent them to sign in (`/login?next=…`). */

import { isMemberPath } from '../paths.ts';

/** The query parameter the guard puts the asked page in. */
export const NEXT_PARAM = 'next';

/**
 * The asked page when it is safe to go to: a member page of this site (`/user/…`), as a path with
 * its query and hash. Anything else (another origin, `//host`, `\`, a scheme, a public page) is
 * dropped, so the link cannot send a member off the portal.
 */
export function safeNext(search: string, origin: string): string | null {
  const asked = new URLSearchParams(search).get(NEXT_PARAM);
  if (!asked || !asked.startsWith('/') || asked.startsWith('//') || asked.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(asked, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !isMemberPath(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
