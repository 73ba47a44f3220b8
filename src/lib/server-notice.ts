/**
 * A notice after a request went through: on the English pages the server's own words when it sent
 * some (the backend is the contract, and it writes English), otherwise `ours`; on the other languages'
 * pages always `ours`, from their catalogue. A module of its own, so the sign-in forms that show one
 * do not carry the languages' table (lang.ts, which re-exports it).
 */
declare const __PORTAL_LANG__: string | undefined;

/** The build writes the language in (astro.config.mjs); outside a build (tests, the server) it is English. */
const english = typeof __PORTAL_LANG__ !== 'string' || __PORTAL_LANG__ === 'en';

export const serverNotice = (server: string | null | undefined, ours: string): string =>
  english ? (server ?? ours) : ours;
