/**
 * An inline script (src/inline/, built by scripts/inline-scripts.mjs), with its hash added to the
 * page's Content-Security-Policy: each page allows only the inline scripts it carries (a page without
 * the sign-in press script does not allow it).
 */
import { createHash } from 'node:crypto';

export type InlineName = 'guard' | 'landing' | 'sw' | 'lang' | 'carry' | 'early' | 'press' | 'invited';

export function inlineScript(
  astro: { csp?: { insertScriptHash: (hash: `sha256-${string}`) => void } },
  name: InlineName,
): string {
  const source = (import.meta.env.INLINE_SCRIPTS as Record<InlineName, string>)[name];
  if (!source) throw new Error(`no inline script named ${name}`);
  astro.csp?.insertScriptHash(`sha256-${createHash('sha256').update(source).digest('base64')}`);
  return source;
}
