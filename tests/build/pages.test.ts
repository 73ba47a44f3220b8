/**
 * The built site, read as files: every page of every language, without a browser. What a page says in
 * its HTML before any script runs (its language, its canonical and alternate links, its title, the
 * Content-Security-Policy's hashes of its inline scripts, the guard and the early calls of a member page,
 * its references staying on the portal's origin) is checked here once per page; the browser tests then
 * visit English and a sample of the other languages (tests/e2e/routes.spec.ts).
 *
 * Runs after the build (`npm test` does), on DIST_DIR or dist/: `vitest run -c vitest.build.config.ts`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, SHELL_CALLS, type RouteEntry } from '../../src/lib/routes.ts';
import { LANG_CODES, pathIn, type Lang } from '../../src/lib/lang.ts';
import { inlineScripts } from '../../scripts/inline-scripts.mjs';
import { titleIn } from '../e2e/support/languages.ts';

const dist = resolve(process.env.DIST_DIR ?? 'dist');

/** The file the host serves for a path: `/user/kyc` → `user/kyc.html`, `/hi/` → `hi/index.html`. */
function fileOf(path: string): string {
  const relative = path.replace(/^\//, '');
  if (relative === '' || relative.endsWith('/')) return join(dist, relative, 'index.html');
  return join(dist, relative.endsWith('.html') ? relative : `${relative}.html`);
}

interface Page {
  path: string;
  lang: Lang;
  route: RouteEntry;
}

const pages: Page[] = LANG_CODES.flatMap((lang) =>
  routes.flatMap((route) => [route.path, ...route.aliases].map((path) => ({ path: pathIn(path, lang), lang, route }))),
);

const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** What a page's HTML says of itself. */
function read(path: string) {
  const html = readFileSync(fileOf(path), 'utf8');
  const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({
    attributes: match[1]!,
    source: match[2]!,
  }));
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
  return {
    html,
    scriptSrc,
    inline,
    htmlTag: /<html\b[^>]*>/.exec(html)?.[0] ?? '',
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    canonical: links.filter((tag) => /rel="canonical"/.test(tag)).map((tag) => attribute(tag, 'href')),
    alternates: Object.fromEntries(
      links
        .filter((tag) => /rel="alternate"/.test(tag) && /hreflang=/.test(tag))
        .map((tag) => [attribute(tag, 'hreflang'), attribute(tag, 'href')]),
    ),
    references: [...html.matchAll(/\b(?:src|href|component-url|renderer-url)="([^"]*)"/g)].map((match) => match[1]!),
  };
}

/** The same text as the page shows it (the title is HTML-escaped in the file). */
const unescape = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

let scripts: Awaited<ReturnType<typeof inlineScripts>>;
beforeAll(async () => {
  scripts = await inlineScripts();
});

describe.skipIf(!existsSync(join(dist, 'login.html')))(`the built pages (${dist})`, () => {
  it('include every route in every language', () => {
    const missing = pages.filter((page) => !existsSync(fileOf(page.path))).map((page) => page.path);
    expect(missing).toEqual([]);
  });

  describe.each(pages)('$path', ({ path, lang, route }) => {
    it('says its language, its title, its canonical page and the same page in the other languages', () => {
      const page = read(path);
      expect(attribute(page.htmlTag, 'lang')).toBe(lang);
      // Every language the portal speaks is written left to right.
      expect(attribute(page.htmlTag, 'dir') ?? 'ltr').toBe('ltr');
      // The landing page only sends the visitor on to the login page.
      if (route.name === 'landing') return;
      expect(unescape(page.title)).toContain(titleIn(route, lang));
      expect(page.canonical).toEqual([pathIn(route.path, lang)]);
      for (const other of LANG_CODES) expect(page.alternates[other], other).toBe(pathIn(route.path, other));
    });

    it('allows the inline scripts it carries, and a member page runs the guard before anything loads', () => {
      const page = read(path);
      // Each inline script is allowed by its hash.
      expect(page.inline.filter((script) => !page.scriptSrc.includes(sha256(script.source)))).toEqual([]);
      const carries = (source: string) => page.inline.some((script) => script.source === source);
      const allows = (source: string) => page.scriptSrc.includes(sha256(source));
      if (route.member) {
        // The guard runs before the page loads any script, stylesheet or island; the sign-in pages' script
        // is not allowed.
        expect(carries(scripts.guard)).toBe(true);
        const loads = page.html.search(
          /<script\b[^>]*\bsrc=|<link\b[^>]*rel="(?:modulepreload|stylesheet)"|<astro-island/,
        );
        expect(page.html.indexOf(scripts.guard)).toBeLessThan(loads === -1 ? page.html.length : loads);
        expect(allows(scripts.press)).toBe(false);
      } else expect(allows(scripts.guard)).toBe(false);
      if (route.name === 'login') expect(carries(scripts.press)).toBe(true);
    });

    it("asks the API for its page's data in its head, before its scripts arrive", () => {
      const page = read(path);
      const early = page.inline.find((script) => script.source === scripts.early);
      // A page in the member shell (its side menu) also asks what the shell shows, after its own data: on a
      // slow link the requests share the uplink and the answers the downlink in the order they are sent.
      const shell = page.html.includes('id="side-menu"');
      const expected = shell ? [...route.calls, ...SHELL_CALLS] : route.calls;
      if (expected.length === 0) expect(early).toBeUndefined();
      else expect(attribute(early?.attributes ?? '', 'data-calls')?.split(' ')).toEqual(expected);
    });

    it("refers only to the portal's own origin", () => {
      const foreign = read(path).references.filter(
        (reference) => /^(https?:)?\/\//i.test(reference) && !reference.startsWith('data:'),
      );
      expect(foreign).toEqual([]);
    });
  });
});
