// @ts-check
/**
 * The delivery plan: the browser bundle's import graph as the bundler built it (`dist/module-graph.json`,
 * written by writeModuleGraph) turned into what each page loads (pageModules), which feeds the
 * modulepreload hints and the sign-in pages' member start-up list (preloadModules below), the service
 * worker's install list (scripts/service-worker.mjs) and the byte budgets (scripts/size.ts), instead of
 * scanning minified code for imports. What a page runs at start: the islands' modules, the renderer and
 * page scripts, and what those import statically; code behind a dynamic `import()` loads on demand.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEMBER_START_ID } from '../src/lib/auth/warm-member-pages.ts';
import { DEFAULT_LANG, langOf } from '../src/lib/lang.ts';

export const GRAPH_FILE = 'module-graph.json';

/**
 * One chunk of the bundle; every address is site-absolute (/_astro/x.js; /hi/_astro/x.js in Hindi).
 * @typedef {{ imports: string[], dynamicImports: string[], css: string[], assets: string[] }} Chunk
 * @typedef {Record<string, Chunk>} ModuleGraph
 * @typedef {{ page: string, html: string }} Page a page by its path in a language's build ('/user/dashboard')
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

/** @param {string} dist a language's build folder @returns {ModuleGraph} */
export function readModuleGraph(dist) {
  const file = join(dist, GRAPH_FILE);
  if (!existsSync(file))
    throw new Error(`${file} is missing: the build writes it (writeModuleGraph in astro.config.mjs)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Every file under `folder` (recursively) whose name matches `pattern`.
 * @param {string} folder @param {RegExp} pattern @returns {string[]}
 */
export function filesUnder(folder, pattern) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

/** A page's path: 'user/dashboard.html' → '/user/dashboard'. @param {string} dist @param {string} file */
export const pageOf = (dist, file) =>
  `/${relative(dist, file).split(sep).join('/')}`.replace(/\.html$/, '').replace(/\/index$/, '/');

/**
 * One language's build (dist/ or dist/hi/): its graph and its pages, by their path without the language
 * prefix (the English folder holds the other languages' folders, whose pages belong to their own graphs).
 * @param {string} dist
 */
export const readBuild = (dist) => ({
  graph: readModuleGraph(dist),
  pages: filesUnder(dist, /\.html$/)
    .map((file) => ({ file, page: pageOf(dist, file), html: readFileSync(file, 'utf8') }))
    .filter(({ page }) => langOf(page) === DEFAULT_LANG),
});

/** The `<script src>` URLs of a page. @param {string} html @returns {string[]} */
export function pageScripts(html) {
  return [...html.matchAll(/<script[^>]+src="(\/[^"]+\.js)"/g)].map((match) => /** @type {string} */ (match[1]));
}

/** A stylesheet's tag, with its address (member and docs pages; the public pages carry their styles inline). */
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/;

/** The stylesheets a page links. @param {string} html @returns {string[]} */
export const pageStylesheets = (html) =>
  [...html.matchAll(new RegExp(STYLESHEET, 'g'))].map((match) => /** @type {string} */ (match[1]));

/**
 * The module URLs a page starts from. With `eager`, only islands that hydrate as the page loads
 * (`client:load`, `client:only`) count; islands waiting for idle time or for view are left out.
 * @param {string} html
 * @param {{ eager?: boolean }} [options]
 * @returns {string[]}
 */
export function pageEntries(html, { eager = false } = {}) {
  const entries = new Set(pageScripts(html));
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const client = /\bclient="([^"]+)"/.exec(tag)?.[1];
    if (eager && client !== 'load' && client !== 'only') continue;
    for (const [, url] of tag.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g))
      if (url?.startsWith('/') && url.endsWith('.js')) entries.add(url);
  }
  return [...entries];
}

/**
 * The entries and their static imports (site-absolute URLs), in the order they are found; with
 * `onDemand`, also what they may import on demand, so everything the entries may ever load; not
 * through a module of `stop`.
 * @param {ModuleGraph} graph
 * @param {string[]} entries site-absolute URLs, e.g. /_astro/LoginForm.abc.js
 * @param {{ onDemand?: boolean, stop?: Set<string> }} [options]
 * @returns {string[]}
 */
export function staticClosure(graph, entries, { onDemand = false, stop = new Set() } = {}) {
  /** @type {Set<string>} */ const seen = new Set();
  const walk = (/** @type {string} */ url) => {
    if (seen.has(url) || stop.has(url)) return;
    seen.add(url);
    for (const next of graph[url]?.imports ?? []) walk(next);
    if (onDemand) for (const next of graph[url]?.dynamicImports ?? []) walk(next);
  };
  for (const entry of entries) walk(entry);
  return [...seen];
}

/**
 * The modules a page loads: at start (every island's, or with `eager` those it preloads), or with
 * `onDemand` everything it may ever load. The one reading of a page that the modulepreloads, the member
 * start-up list, the service worker's install list and the budgets share.
 * @param {ModuleGraph} graph
 * @param {string} html
 * @param {{ eager?: boolean, onDemand?: boolean }} [options]
 */
export const pageModules = (graph, html, { eager = false, onDemand = false } = {}) =>
  staticClosure(graph, pageEntries(html, { eager }), { onDemand });

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
 * @param {Page[]} pages
 * @returns {{ page: string, island: string, of: string[] }[]}
 */
export function foreignIslands(graph, pages) {
  const read = pages.map(({ page, html }) => ({
    page,
    islands: new Set([...html.matchAll(/<astro-island\b[^>]*\bcomponent-url="([^"]+)"/g)].map((match) => match[1])),
    loads: new Set(pageModules(graph, html, { onDemand: true })),
  }));
  /** @type {Map<string, string[]>} */ const pagesOf = new Map();
  for (const { page, islands } of read)
    for (const island of islands) pagesOf.set(island, [...(pagesOf.get(island) ?? []), page]);
  const found = [];
  for (const { page, islands, loads } of read)
    for (const [island, of] of pagesOf)
      if (of.length * 2 <= read.length && !islands.has(island) && loads.has(island)) found.push({ page, island, of });
  return found;
}

/**
 * The member pages' own files in one language build: their stylesheets, their entries (the member
 * shell's header menu, each page's islands or the module binding them, the layout's script) and every
 * chunk those may load, at start or on demand, that no public page reaches but through one of them.
 * What public and member pages share (React, the shell, the API layer a sign-in form calls) is not
 * part of it. A newcomer page (NEWCOMER_PAGES) fetches none of it.
 * @param {ModuleGraph} graph
 * @param {Page[]} pages
 * @returns {string[]} site-absolute URLs
 */
export function memberCode(graph, pages) {
  const member = pages.filter(({ page }) => linksStylesheet(page) && !page.startsWith('/docs'));
  const publicEntries = new Set(
    pages.filter(({ page }) => !linksStylesheet(page)).flatMap(({ html }) => pageEntries(html)),
  );
  // The member pages' own entries: a public page that reaches one (a form's API code importing the
  // member shell) reaches member code through it.
  const entries = new Set(member.flatMap(({ html }) => pageEntries(html)).filter((url) => !publicEntries.has(url)));
  const shared = new Set(staticClosure(graph, [...publicEntries], { onDemand: true, stop: entries }));
  const code = staticClosure(graph, [...entries], { onDemand: true }).filter((url) => !shared.has(url));
  return [...new Set([...member.flatMap(({ html }) => pageStylesheets(html)), ...code])];
}

/**
 * The pages whose layout links the site's stylesheet (MemberLayout, DocsLayout), by their path in the
 * build; every other page is built with PublicLayout, which carries its styles inline. The rewrites
 * below are chosen by this, and each fails the build when a page has not the shape its kind should have
 * (an Astro upgrade or a layout change must break the build, not slow the page).
 * @param {string} page
 */
const linksStylesheet = (page) => /^\/(user|docs)(\/|$)/.test(page);

/**
 * A page's stylesheet asked for before the head's scripts run: a preload of it right after the viewport
 * tag. The stylesheet's own tag comes after those scripts (Astro puts it at the end of the head), and
 * the browser only asked for it once they had run: on a member page the script that starts the page's
 * API calls takes 35 to 70 ms at 4x CPU, and nothing paints before the stylesheet is in. (A stylesheet
 * tag moved up instead would hold those scripts, and the API calls, until it had arrived.)
 * @param {string} html
 * @param {string} page its path, for the message when it has not the expected shape
 */
export function stylesheetFirst(html, page) {
  const sheet = STYLESHEET.exec(html);
  const viewport = /<meta name="viewport"[^>]*>/.exec(html);
  if (!sheet) throw new Error(`${page}: stylesheetFirst found no <link rel="stylesheet" href="…">`);
  if (!viewport) throw new Error(`${page}: stylesheetFirst found no <meta name="viewport"> to put the preload after`);
  if (viewport.index > sheet.index)
    throw new Error(`${page}: stylesheetFirst expects <meta name="viewport"> before the stylesheet's tag`);
  const at = viewport.index + viewport[0].length;
  return `${html.slice(0, at)}<link rel="preload" as="style" href="${sheet[1]}">${html.slice(at)}`;
}

/**
 * On a page that carries its styles inline (the public pages), Astro's island runtime (its `load`
 * directive and the definition of the `<astro-island>` element, about 4.5 KB) moved from before the
 * page's first island to just after it. On a sign-in page that island is the form: its button is the
 * last thing a member needs, and on slow 3G it arrives with the page's last bytes (the runtime was
 * 1.5 KB of the 10 KB, brotli, before /register's button). The island hydrates as before: the element
 * is upgraded when its definition runs and starts at DOMContentLoaded, its scripts already preloaded.
 * A page without islands (the landing page, 404, offline) carries no runtime and is left as it is;
 * any other shape fails the build.
 * @param {string} html
 * @param {string} page its path, for the message when it has not the expected shape
 */
export function islandRuntimeAfterFirstIsland(html, page) {
  const scripts = [...html.matchAll(/<script>[\s\S]*?<\/script>/g)];
  const runtime = scripts.filter(
    ([script]) => script.includes('new Event("astro:load")') || script.includes('customElements.define("astro-island"'),
  );
  const island = html.indexOf('<astro-island');
  const fail = (/** @type {string} */ what) => {
    throw new Error(`${page}: islandRuntimeAfterFirstIsland ${what}`);
  };
  if (island < 0) {
    if (runtime.length) fail("found Astro's island runtime on a page without islands");
    return html;
  }
  if (runtime.length !== 2)
    fail(
      `expects Astro's island runtime as two inline scripts (its load directive, then the <astro-island> element); found ${runtime.length}`,
    );
  const [first, last] = /** @type {[RegExpExecArray, RegExpExecArray]} */ (runtime);
  const start = first.index;
  const end = last.index + last[0].length;
  // Together, and ahead of the first island with nothing but whitespace or a style between.
  if (html.slice(start, end) !== first[0] + last[0]) fail("expects the runtime's two scripts side by side");
  if (end > island) fail('expects the runtime ahead of the first island');
  if (html.slice(end, island).replace(/<style>[^<]*<\/style>|\s/g, '') !== '')
    fail('expects nothing but a style between the runtime and the first island');
  const close = html.indexOf('</astro-island>', island);
  if (close < 0) fail('found no </astro-island> closing the first island');
  const after = close + '</astro-island>'.length;
  return html.slice(0, start) + html.slice(end, after) + html.slice(start, end) + html.slice(after);
}

/**
 * A page as the build leaves it: the modules it runs at start as `<link rel="modulepreload">`, so the
 * browser fetches them all at once instead of discovering imports one level at a time (each level is a
 * round trip: 400 ms on a slow 3G link), at the browser's usual priority for scripts. (At low priority
 * the browser held them behind the head's calls, which are at high priority: on slow 3G a member page
 * whose stylesheet the sign-in page had fetched ahead showed its data 0.1 to 0.2 s later.) A page that
 * links a stylesheet gets stylesheetFirst, a public page islandRuntimeAfterFirstIsland. A sign-in page
 * that warms the member pages (WARMS) also carries what it prefetches (memberStartList), in an element
 * at the end of its body, out of the way of the form's bytes.
 * @param {string} html
 * @param {string} page its path in the build ('/user/dashboard'), which says its kind (linksStylesheet)
 * @param {ModuleGraph} graph
 * @param {string[][]} [memberStart] the two parts of memberStartList, for the sign-in pages (written as one list)
 */
export function rewritePage(html, page, graph, memberStart = []) {
  const styled = linksStylesheet(page);
  if (styled !== STYLESHEET.test(html))
    throw new Error(
      styled
        ? `${page}: a member or docs page without <link rel="stylesheet">: was its layout changed?`
        : `${page}: a public page with <link rel="stylesheet"> (PublicLayout carries its styles inline)`,
    );
  if (html.split('</head>').length !== 2)
    throw new Error(`${page}: expected one </head> to put the modulepreloads before`);
  const links = pageModules(graph, html, { eager: true })
    .map((url) => `<link rel="modulepreload" href="${url}">`)
    .join('');
  let hinted = html.replace('</head>', `${links}</head>`);
  if (WARMS.includes(page)) {
    if (!memberStart.length) throw new Error(`${page}: a sign-in page, but no member start-up list was given`);
    if (hinted.split('</body>').length !== 2)
      throw new Error(`${page}: expected one </body> to put the member start-up list before`);
    const list = memberStart.flat().join(' ');
    hinted = hinted.replace('</body>', `<div id="${MEMBER_START_ID}" hidden data-modules="${list}"></div></body>`);
  }
  return styled ? stylesheetFirst(hinted, page) : islandRuntimeAfterFirstIsland(hinted, page);
}

/**
 * The sign-in pages (/invoice is /verifyEmail's alias), which prefetch the member pages' code
 * (src/lib/auth/warm-member-pages.ts). /register is not one: most who open it come from a marketer's
 * link and many never register, so it fetches no member page code (NEWCOMER_PAGES); a newcomer it
 * accepts goes on to /verifyEmail or /login, which warm them.
 */
const WARMS = ['/login', '/verifyEmail', '/invoice'];

/** Public pages that load no member page code, at start, on demand or ahead (see memberCode). */
export const NEWCOMER_PAGES = ['/register'];
const DASHBOARD = '/user/dashboard';

/**
 * What the sign-in pages prefetch while the member types (src/lib/auth/warm-member-pages.ts): the
 * member pages' stylesheet and start-up modules in two parts, asked for in order: the dashboard's
 * (where signing in leads), then the other member pages', page by page, the page that would wait
 * longest first (the most bytes still to fetch once the pages before it are in), its largest file
 * first. What only part of a page's code is in the cache saves it little: it still waits a round trip
 * for the rest. What every sign-in page loads anyway, at start or on demand, is left out.
 * @param {ModuleGraph} graph
 * @param {Page[]} pages every page of one language build
 * @param {(url: string) => number} [sizeOf] a module's size in bytes
 * @returns {[string[], string[]]}
 */
export function memberStartList(graph, pages, sizeOf = () => 1) {
  const htmlOf = (/** @type {string} */ path) => {
    const found = pages.find(({ page }) => page === path);
    if (!found) throw new Error(`memberStartList: the build has no ${path} page`);
    return found.html;
  };
  const dashboardHtml = htmlOf(DASHBOARD);
  // What every sign-in page loads, at start or on demand (its form imports the API client as it
  // hydrates): fetched by the page itself, it is not asked for again beside it.
  const signIn = WARMS.map((page) => new Set(pageModules(graph, htmlOf(page), { onDemand: true })));
  const loaded = (/** @type {string} */ url) => signIn.every((modules) => modules.has(url));
  // The member pages' stylesheet first: nothing on a member page paints, and its modules do not run,
  // before it is in (the sign-in pages carry their styles inline, so it is not in the cache yet).
  const [sheet] = pageStylesheets(dashboardHtml);
  if (!sheet) throw new Error(`memberStartList: ${DASHBOARD} links no stylesheet`);
  const dashboard = [sheet, ...pageModules(graph, dashboardHtml, { eager: true }).filter((url) => !loaded(url))];
  // What each member page needs beyond those (an alias, the same page under an old URL, adds nothing).
  const needs = pages
    .filter(({ page }) => page.startsWith('/user/') && page !== DASHBOARD)
    .map(({ html }) =>
      pageModules(graph, html, { eager: true }).filter((url) => !loaded(url) && !dashboard.includes(url)),
    );
  /** @type {string[]} */ const rest = [];
  const bytesLeft = (/** @type {string[]} */ list) =>
    list.reduce((sum, url) => sum + (rest.includes(url) ? 0 : sizeOf(url)), 0);
  while (needs.length) {
    needs.sort((a, b) => bytesLeft(b) - bytesLeft(a));
    const list = /** @type {string[]} */ (needs.shift());
    rest.push(...list.filter((url) => !rest.includes(url)).sort((a, b) => sizeOf(b) - sizeOf(a)));
  }
  return [dashboard, rest];
}

/**
 * After the build: every page rewritten (rewritePage), the sign-in pages with their prefetch list.
 * @returns {import('astro').AstroIntegration}
 */
export function preloadModules() {
  return {
    name: 'preload-modules',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const { graph, pages } = readBuild(dist);
        const list = memberStartList(
          graph,
          pages,
          (url) => statSync(join(dist, url.slice(url.indexOf('/_astro/')))).size,
        );
        logger.info(`sign-in pages prefetch ${list[0].length} modules of the dashboard, then ${list[1].length} more`);
        for (const { file, page, html } of pages) writeFileSync(file, rewritePage(html, page, graph, list));
      },
    },
  };
}
