// @ts-check
/**
 * The JavaScript a built page runs at start: the islands' modules, the renderer and page scripts, and
 * everything those import statically. Code behind a dynamic `import()` loads on demand and is not
 * part of it. Used by the size budget (scripts/size.ts) and by the modulepreload hints written into
 * every page (preloadModules below).
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The module URLs a page starts from. With `eager`, only islands that hydrate as the page loads
 * (`client:load`, `client:only`) count; islands waiting for idle time or for view are left out.
 * @param {string} html
 * @param {{ eager?: boolean }} [options]
 * @returns {string[]}
 */
export function pageEntries(html, { eager = false } = {}) {
  const entries = new Set();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) entries.add(match[1]);
  for (const island of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const tag = island[0];
    const client = /\bclient="([^"]+)"/.exec(tag)?.[1];
    if (eager && client !== 'load' && client !== 'only') continue;
    for (const url of tag.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)) if (url[1]) entries.add(url[1]);
  }
  return [...entries].filter((url) => url.startsWith('/') && url.endsWith('.js'));
}

/**
 * Files (absolute paths) of the entries and their static imports, in the order they are found.
 * @param {string} dist the build folder
 * @param {string[]} entries site-absolute URLs, e.g. /_astro/LoginForm.abc.js
 * @returns {string[]}
 */
export function staticClosure(dist, entries) {
  /** @type {Set<string>} */ const seen = new Set();
  const walk = (/** @type {string} */ file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    // `import … from "./x.js"` and `import "./x.js"`; `import("./x.js")` is on demand.
    for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)) {
      const spec = /** @type {string} */ (match[1]);
      walk(spec.startsWith('/') ? join(dist, spec) : resolve(dirname(file), spec));
    }
  };
  for (const entry of entries) walk(join(dist, entry));
  return [...seen];
}

/**
 * Page scripts (a layout's or page's `<script>`, not an island) that another file imports, statically
 * or on demand. Loading such a file runs that page's start-up code wherever it is imported (a sign-in
 * form would run the member layout's script), so the build must not share code through them.
 * @param {string} dist the build folder
 * @returns {{ script: string, importers: string[] }[]}
 */
export function importedPageScripts(dist) {
  const scripts = new Set();
  for (const file of htmlFiles(dist)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/<script[^>]+src="(\/[^"]+\.js)"/g)) scripts.add(join(dist, /** @type {string} */ (match[1])));
  }
  const folder = join(dist, '_astro');
  const modules = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.js')).map((name) => join(folder, name)) : [];
  /** @type {Map<string, string[]>} */ const importers = new Map();
  for (const file of modules) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'`]([^"'`]+\.js)["'`]/g)) {
      const spec = /** @type {string} */ (match[1]);
      const target = spec.startsWith('/') ? join(dist, spec) : resolve(dirname(file), spec);
      if (target !== file && scripts.has(target) && !importers.get(target)?.includes(file)) importers.set(target, [...(importers.get(target) ?? []), file]);
    }
  }
  return [...importers].map(([script, by]) => ({ script, importers: by }));
}

/**
 * Every file under `folder` (recursively) whose name matches `pattern`.
 * @param {string} folder
 * @param {RegExp} pattern
 * @returns {string[]}
 */
export function filesUnder(folder, pattern) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

/** @param {string} folder @returns {string[]} */
function htmlFiles(folder) {
  return filesUnder(folder, /\.html$/);
}

/**
 * After the build, every page lists the modules it runs at start as `<link rel="modulepreload">`, so
 * the browser fetches them all at once instead of discovering imports one level at a time (each level
 * is a round trip: 400 ms on a slow 3G link).
 * @returns {import('astro').AstroIntegration}
 */
export function preloadModules() {
  return {
    name: 'preload-modules',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const dist = fileURLToPath(dir);
        for (const file of htmlFiles(dist)) {
          const html = readFileSync(file, 'utf8');
          const modules = staticClosure(dist, pageEntries(html, { eager: true }));
          if (modules.length === 0 || !html.includes('</head>')) continue;
          const links = modules.map((path) => `<link rel="modulepreload" href="/${path.slice(dist.length).replace(/^\/+/, '')}">`).join('');
          writeFileSync(file, html.replace('</head>', `${links}</head>`));
        }
      },
    },
  };
}
