/**
 * What the language scripts read from their element: the site's languages (`data-langs`, the default
 * first: "en hi es"), so the script is the same in every language's build.
 */
export function languages(script: HTMLScriptElement): {
  codes: string[];
  fallback: string;
  unprefixed: (path: string) => string;
} {
  const codes = (script.dataset.langs ?? '').split(' ').filter(Boolean);
  const prefix = new RegExp(`^/(${codes.slice(1).join('|')})(?=/|$)`);
  /** A path without its language prefix (/hi/login → /login, /hi → /). */
  const unprefixed = (path: string) => path.replace(prefix, '') || '/';
  return { codes, fallback: codes[0] ?? '', unprefixed };
}
