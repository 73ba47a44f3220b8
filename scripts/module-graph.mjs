// @ts-check
/**
 * The browser bundle's import graph, as the bundler built it. A small plugin writes it beside the
 * pages at build time (`dist/module-graph.json`); the modulepreload hints (preloadModules below), the
 * byte budgets (scripts/size.ts) and the service worker (scripts/service-worker.mjs) all read that one
 * file instead of scanning minified code for imports.
 *
 * What a page runs at start: the islands' modules, the renderer and page scripts, and everything those
 * import statically. Code behind a dynamic `import()` loads on demand and is not part of it.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const GRAPH_FILE = 'module-graph.json';

/**
 * One chunk of the bundle; every address is site-absolute (/_astro/x.js; /hi/_astro/x.js in Hindi).
 * @typedef {{ imports: string[], dynamicImports: string[], css: string[], assets: string[] }} Chunk
 * @typedef {Record<string, Chunk>} ModuleGraph
 */

/**
 * The Vite plugin that writes the graph when the browser bundle is generated.
 * @param {string} [base] the site's base path ('' at the root, '/hi' for the Hindi build)
 * @returns {import('vite').Plugin}
 */
export function writeModuleGraph(base = '') {
  return {
    name: 'module-graph',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const url = (/** @type {string} */ file) => `${base}/${file}`;
      /** @type {ModuleGraph} */ const graph = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const meta = /** @type {{ importedCss?: Set<string>, importedAssets?: Set<string> } | undefined} */ (
          /** @type {any} */ (output).viteMetadata
        );
        graph[url(output.fileName)] = {
          imports: output.imports.map(url),
          dynamicImports: output.dynamicImports.map(url),
          css: [...(meta?.importedCss ?? [])].map(url),
          assets: [...(meta?.importedAssets ?? [])].map(url),
        };
      }
      this.emitFile({ type: 'asset', fileName: GRAPH_FILE, source: JSON.stringify(graph) });
    },
  };
}

/**
 * The graph a build wrote.
 * @param {string} dist the build folder
 * @returns {ModuleGraph}
 */
export function readModuleGraph(dist) {
  const file = join(dist, GRAPH_FILE);
  if (!existsSync(file))
    throw new Error(`${file} is missing: the build writes it (writeModuleGraph in astro.config.mjs)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

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
    for (const url of tag.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g))
      if (url[1]) entries.add(url[1]);
  }
  return [...entries].filter((url) => url.startsWith('/') && url.endsWith('.js'));
}

/**
 * The entries and their static imports (site-absolute URLs), in the order they are found; with
 * `onDemand`, also what they may import on demand, so everything the entries may ever load.
 * @param {ModuleGraph} graph
 * @param {string[]} entries site-absolute URLs, e.g. /_astro/LoginForm.abc.js
 * @param {{ onDemand?: boolean }} [options]
 * @returns {string[]}
 */
export function staticClosure(graph, entries, { onDemand = false } = {}) {
  /** @type {Set<string>} */ const seen = new Set();
  const walk = (/** @type {string} */ url) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const next of graph[url]?.imports ?? []) walk(next);
    if (onDemand) for (const next of graph[url]?.dynamicImports ?? []) walk(next);
  };
  for (const entry of entries) walk(entry);
  return [...seen];
}

/**
 * Page scripts (a layout's or page's `<script>`, not an island) that another chunk imports, statically
 * or on demand. Loading such a file runs that page's start-up code wherever it is imported (a sign-in
 * form would run the member layout's script), so the build must not share code through them.
 * @param {ModuleGraph} graph
 * @param {Iterable<string>} pageScripts site-absolute URLs of the pages' `<script src>`
 * @returns {{ script: string, importers: string[] }[]}
 */
export function importedPageScripts(graph, pageScripts) {
  const scripts = new Set(pageScripts);
  /** @type {Map<string, string[]>} */ const importers = new Map();
  for (const [url, chunk] of Object.entries(graph)) {
    for (const target of new Set([...chunk.imports, ...chunk.dynamicImports])) {
      if (target !== url && scripts.has(target)) importers.set(target, [...(importers.get(target) ?? []), url]);
    }
  }
  return [...importers].map(([script, by]) => ({ script, importers: by }));
}

/**
 * Islands of a few pages that another page may load, at start or on demand: a chunk the islands of
 * that other page import that is one page's island module (a page's islands bound in one file) brings
 * that page's code along, as the header's news list once fetched the dashboard's. The islands of the
 * shells, on more than half of the pages (the toaster, the header menu with the member chunk it heads),
 * are shared by design and not named.
 * @param {ModuleGraph} graph
 * @param {{ page: string, html: string }[]} pages
 * @returns {{ page: string, island: string, of: string[] }[]}
 */
export function foreignIslands(graph, pages) {
  const islandsOf = (/** @type {string} */ html) =>
    new Set([...html.matchAll(/<astro-island\b[^>]*\bcomponent-url="([^"]+)"/g)].map((match) => String(match[1])));
  const read = pages.map(({ page, html }) => ({
    page,
    islands: islandsOf(html),
    ever: new Set(staticClosure(graph, pageEntries(html), { onDemand: true })),
  }));
  /** @type {Map<string, string[]>} */ const pagesOf = new Map();
  for (const { page, islands } of read)
    for (const island of islands) pagesOf.set(island, [...(pagesOf.get(island) ?? []), page]);
  const found = [];
  for (const { page, islands, ever: loads } of read)
    for (const [island, of] of pagesOf)
      if (of.length * 2 <= read.length && !islands.has(island) && loads.has(island)) found.push({ page, island, of });
  return found;
}

/**
 * The `<script src>` URLs of a page.
 * @param {string} html
 * @returns {string[]}
 */
export function pageScripts(html) {
  return [...html.matchAll(/<script[^>]+src="(\/[^"]+\.js)"/g)].map((match) => /** @type {string} */ (match[1]));
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

/** A page's own stylesheet tag (member pages; the public pages carry their styles inline). */
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/;

/**
 * A page's stylesheet asked for before the head's scripts run: a preload of it right after the viewport
 * tag. The stylesheet's own tag comes after those scripts (Astro puts it at the end of the head), and
 * the browser only asked for it once they had run: on a member page the script that starts the page's
 * API calls takes 35 to 70 ms at 4x CPU, and nothing paints before the stylesheet is in. (A stylesheet
 * tag moved up instead would hold those scripts, and the API calls, until it had arrived.)
 * @param {string} html
 */
export function stylesheetFirst(html) {
  const sheet = STYLESHEET.exec(html);
  const href = sheet && /\bhref="([^"]+)"/.exec(sheet[0]);
  const viewport = /<meta name="viewport"[^>]*>/.exec(html);
  if (!sheet || !href || !viewport || viewport.index > sheet.index) return html;
  const at = viewport.index + viewport[0].length;
  return `${html.slice(0, at)}<link rel="preload" as="style" href="${href[1]}">${html.slice(at)}`;
}

/**
 * On a page that carries its styles inline (the public pages), Astro's island runtime (its `load`
 * directive and the definition of the `<astro-island>` element, about 4.5 KB) moved from before the
 * page's first island to just after it. On a sign-in page that island is the form: its button is the
 * last thing a member needs, and on slow 3G it arrives with the page's last bytes (the runtime was
 * 1.5 KB of the 10 KB, brotli, before /register's button). The island hydrates as before: the element
 * is upgraded when its definition runs and starts at DOMContentLoaded, its scripts already preloaded.
 * A page with a stylesheet of its own, or without the runtime ahead of an island, is left as it is.
 * @param {string} html
 */
export function islandRuntimeAfterFirstIsland(html) {
  if (STYLESHEET.test(html)) return html;
  const scripts = [...html.matchAll(/<script>[\s\S]*?<\/script>/g)];
  const runtime = scripts.filter(
    ([script]) => script.includes('new Event("astro:load")') || script.includes('customElements.define("astro-island"'),
  );
  const island = html.indexOf('<astro-island');
  if (runtime.length !== 2 || island < 0) return html;
  const [first, last] = /** @type {[RegExpExecArray, RegExpExecArray]} */ (runtime);
  const start = first.index;
  const end = last.index + last[0].length;
  // Together, and ahead of the first island with nothing but whitespace or a style between.
  if (html.slice(start, end) !== first[0] + last[0] || end > island) return html;
  if (html.slice(end, island).replace(/<style>[^<]*<\/style>|\s/g, '') !== '') return html;
  const close = html.indexOf('</astro-island>', island);
  if (close < 0) return html;
  const after = close + '</astro-island>'.length;
  return html.slice(0, start) + html.slice(end, after) + html.slice(start, end) + html.slice(after);
}

/**
 * After the build, every page lists the modules it runs at start as `<link rel="modulepreload">`, so
 * the browser fetches them all at once instead of discovering imports one level at a time (each level
 * is a round trip: 400 ms on a slow 3G link). On a page with a stylesheet of its own (member pages;
 * the public ones carry theirs inline) they are fetched at low priority: at high priority the ten or
 * so scripts shared the link with the stylesheet, and nothing painted until it had arrived (on slow
 * 3G, first paint and data came 0.7 s later for it, with the page usable no sooner). The stylesheet
 * itself is asked for first of all (stylesheetFirst). On the public pages Astro's island runtime
 * comes after the first island (islandRuntimeAfterFirstIsland).
 * @returns {import('astro').AstroIntegration}
 */
export function preloadModules() {
  return {
    name: 'preload-modules',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const dist = fileURLToPath(dir);
        const graph = readModuleGraph(dist);
        for (const file of filesUnder(dist, /\.html$/)) {
          const html = readFileSync(file, 'utf8');
          const modules = staticClosure(graph, pageEntries(html, { eager: true }));
          const priority = STYLESHEET.test(html) ? ' fetchpriority="low"' : '';
          const links = modules.map((url) => `<link rel="modulepreload"${priority} href="${url}">`).join('');
          const hinted = islandRuntimeAfterFirstIsland(stylesheetFirst(html.replace('</head>', `${links}</head>`)));
          if (hinted !== html) writeFileSync(file, hinted);
        }
      },
    },
  };
}
