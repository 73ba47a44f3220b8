/**
 * The portal's languages. Each is its own static build (scripts/build.ts): English at the site's root,
 * the others under their prefix (/hi/…, /es/…), each page carrying only its own language's texts. The
 * build sets `__PORTAL_LANG__` (astro.config.mjs); anything run outside a build (the reference server,
 * the tests, the scripts) sees English.
 */
declare const __PORTAL_LANG__: string | undefined;

export const LANGUAGES = [
  // English keeps the spec's formats (lib/format/format.ts); the others format with Intl in `locale`.
  { code: 'en', name: 'English', locale: 'en-US' },
  { code: 'hi', name: 'हिन्दी', locale: 'hi-IN' },
  { code: 'es', name: 'Español', locale: 'es-ES' },
] as const;

export type Lang = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANG: Lang = 'en';

/** Every language's code ('en', 'hi', 'es'), and those served under a prefix ('hi', 'es'). */
export const LANG_CODES: readonly Lang[] = LANGUAGES.map((language) => language.code);
export const PREFIXED_CODES: readonly Lang[] = LANG_CODES.filter((code) => code !== DEFAULT_LANG);

export const isLang = (value: unknown): value is Lang => LANGUAGES.some((language) => language.code === value);

/** This build's language. */
export const LANG: Lang =
  typeof __PORTAL_LANG__ === 'string' && isLang(__PORTAL_LANG__) ? __PORTAL_LANG__ : DEFAULT_LANG;

/** The Intl locale of this build's language. */
export const LOCALE: string = LANGUAGES.find((language) => language.code === LANG)!.locale;

/** The URL prefix of a language: '' for English, '/hi' for Hindi. */
export const prefixOf = (lang: Lang): string => (lang === DEFAULT_LANG ? '' : `/${lang}`);

/** This build's prefix. */
export const BASE: string = prefixOf(LANG);

/** The language a path is in, by its prefix. */
export function langOf(pathname: string): Lang {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  return first && first !== DEFAULT_LANG && isLang(first) ? first : DEFAULT_LANG;
}

/** A path without its language prefix: '/hi/user/kyc' → '/user/kyc', '/hi' → '/'. */
export function withoutPrefix(pathname: string): string {
  const prefix = prefixOf(langOf(pathname));
  return pathname.slice(prefix.length) || '/';
}

/** The same page in another language: ('/hi/login', 'es') → '/es/login'. */
export function pathIn(pathname: string, lang: Lang): string {
  const bare = withoutPrefix(pathname);
  const prefix = prefixOf(lang);
  return prefix && bare === '/' ? `${prefix}/` : `${prefix}${bare}`;
}

/** A notice after a request went through, in the page's language (see server-notice.ts). */
export { serverNotice } from './server-notice.ts';
