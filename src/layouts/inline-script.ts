/**
 * An inline script's source, with its hash added to the page's Content-Security-Policy: each page allows
 * only the inline scripts it carries (a page without the sign-in press script does not allow it).
 */
import { createHash } from 'node:crypto';

export function allowInline(
  astro: { csp?: { insertScriptHash: (hash: `sha256-${string}`) => void } },
  source: string,
): string {
  astro.csp?.insertScriptHash(`sha256-${createHash('sha256').update(source).digest('base64')}`);
  return source;
}
