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

/** The page's first paint by name (scripts/inline-scripts.mjs, `firstPaints`), allowed on this page alone. */
export function firstPaintScript(
  astro: { csp?: { insertScriptHash: (hash: `sha256-${string}`) => void } },
  name: string,
): string {
  const source = (import.meta.env.FIRST_PAINTS as Record<string, string>)[name];
  if (!source) throw new Error(`no first paint named ${name}`);
  return allowInline(astro, source);
}
