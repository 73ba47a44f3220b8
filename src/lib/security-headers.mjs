// @ts-check
/**
 * The response headers the portal promises wherever it is served: the reference server sends them
 * (server/index.ts) and the build writes them for static hosts and CDNs as `dist/_headers` (the
 * Netlify / Cloudflare Pages format, scripts/headers.mjs). One definition, so the two cannot drift.
 *
 * The page's own Content-Security-Policy is a <meta> tag with script and style hashes (Astro's
 * `security.csp`); a meta tag cannot say who may frame the page, so the header policy carries only
 * `frame-ancestors`. Browsers enforce both policies. The component docs show islands in same-origin
 * frames, so docs pages may be framed by the site itself; member pages by no one.
 */

/** On every response. */
export const BASE_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});

/** On every page outside the docs: no site may frame it (clickjacking). */
export const PAGE_FRAMING = Object.freeze({
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
});

/** On the docs pages: only the site itself may frame them (the docs frames). */
export const DOCS_FRAMING = Object.freeze({
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
});

/** @param {string} path a request path */
export const isDocsPath = (path) => path === '/docs' || path === '/docs.html' || path.startsWith('/docs/');

/**
 * The security headers of a response at `path`; `page` is whether it is an HTML page.
 * @param {string} path
 * @param {boolean} page
 * @returns {Record<string, string>}
 */
export function securityHeaders(path, page) {
  return { ...BASE_HEADERS, ...(page ? (isDocsPath(path) ? DOCS_FRAMING : PAGE_FRAMING) : {}) };
}

/**
 * The request paths a built page answers: `user/dashboard.html` → `/user/dashboard` and
 * `/user/dashboard.html`; `index.html` → `/` and `/index.html` (`hi/index.html` → `/hi/`).
 * @param {string} file a page's path relative to dist, with forward slashes
 * @returns {string[]}
 */
export function pagePaths(file) {
  const path = `/${file}`;
  if (path.endsWith('/index.html')) return [path.slice(0, -'index.html'.length), path];
  return [path.replace(/\.html$/, ''), path];
}

/**
 * `_headers` for the built pages (relative paths such as `user/dashboard.html`). Every path gets the
 * base headers; each member page and the docs get their framing rule. The rules for framing never
 * overlap, because hosts differ in how they combine two matching rules with the same header.
 * @param {string[]} pages
 * @returns {string}
 */
export function headersFile(pages) {
  /** @param {string} path @param {Record<string, string>} headers */
  const rule = (path, headers) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const member = pages
    .filter((file) => !isDocsPath(`/${file}`) && !/(^|\/)404\.html$/.test(file))
    .sort()
    .flatMap(pagePaths);
  return [
    '# Written by the build (scripts/headers.mjs from src/lib/security-headers.mjs): the headers the',
    '# reference server sends, for static hosts and CDNs (Netlify / Cloudflare Pages format).',
    rule('/*', BASE_HEADERS),
    ...member.map((path) => rule(path, PAGE_FRAMING)),
    ...['/docs', '/docs.html', '/docs/*'].map((path) => rule(path, DOCS_FRAMING)),
    '',
  ].join('\n');
}
