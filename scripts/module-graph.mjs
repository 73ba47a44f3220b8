// @ts-check
/**
 * The delivery plan: the bundle's import graph as the bundler built it (`module-graph.json`) read into what
 * each page loads (pageModules), for the modulepreloads and the sign-in pages' member start-up list
 * (preloadModules), the service worker's install list and the budgets (size.ts). A page runs at start its
 * islands' modules, the renderer and its scripts, with their static imports; a dynamic `import()` loads
 * on demand.
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

/** The Vite plugin writing the graph. @param {string} [base] ('' or '/hi') @returns {import('vite').Plugin} */
export function writeModuleGraph(base = '') {
  const url = (/** @type {string} */ file) => `${base}/${file}`;
  return {
    name: 'module-graph',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      /** @type {ModuleGraph} */ const graph = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const meta = /** @type {any} */ (output).viteMetadata;
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

/** Files under `folder` whose name matches. @param {string} folder @param {RegExp} pattern @returns {string[]} */
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

/** One language's build (dist/, dist/hi/): its graph and pages, not the other languages' below. @param {string} dist */
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
 * The module URLs a page starts from; with `eager`, of the islands hydrating as it loads (not idle or visible).
 * @param {string} html @param {{ eager?: boolean }} [options] @returns {string[]}
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
 * The entries and their static imports (with `onDemand`, dynamic ones too) in the order found, not through `stop`.
 * @param {ModuleGraph} graph @param {string[]} entries site-absolute URLs, e.g. /_astro/LoginForm.abc.js
 * @param {{ onDemand?: boolean, stop?: Set<string> }} [options] @returns {string[]}
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
 * The modules a page loads at start (with `eager`, those it preloads), or with `onDemand` all it may ever load.
 * @param {ModuleGraph} graph @param {string} html @param {{ eager?: boolean, onDemand?: boolean }} [options]
 */
export const pageModules = (graph, html, { eager = false, onDemand = false } = {}) =>
  staticClosure(graph, pageEntries(html, { eager }), { onDemand });

/**
 * Page scripts (a layout's or page's `<script src>`) that another chunk imports, statically or on demand:
 * loading one there runs that page's start-up code (a sign-in form would run the member layout's script).
 * @param {ModuleGraph} graph @param {Iterable<string>} pageScripts
 * @returns {{ script: string, importers: string[] }[]}
 */
export function importedPageScripts(graph, pageScripts) {
  return [...new Set(pageScripts)]
    .map((script) => ({
      script,
      importers: Object.entries(graph)
        .filter(([url, chunk]) => url !== script && [...chunk.imports, ...chunk.dynamicImports].includes(script))
        .map(([url]) => url),
    }))
    .filter(({ importers }) => importers.length);
}

/**
 * Island modules of a few pages that another page may load, at start or on demand, bringing those pages'
 * code along (as the header's news list once fetched the dashboard's). The islands on more than half of
 * the pages (the shells': the toaster, the header menu) are shared by design and not named.
 * @param {ModuleGraph} graph @param {Page[]} pages @returns {{ page: string, island: string, of: string[] }[]}
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
  return read.flatMap(({ page, islands, loads }) =>
    [...pagesOf]
      .filter(([island, of]) => of.length * 2 <= read.length && !islands.has(island) && loads.has(island))
      .map(([island, of]) => ({ page, island, of })),
  );
}

/**
 * The member pages' own files in one language build: their stylesheets, their entries and every chunk
 * those may load that no public page reaches but through one of them (not what both share: React, the
 * shell, the API layer a sign-in form calls).
 * @param {ModuleGraph} graph @param {Page[]} pages @returns {string[]} site-absolute URLs
 */
export function memberCode(graph, pages) {
  const member = pages.filter(({ page }) => linksStylesheet(page) && !page.startsWith('/docs'));
  const publicEntries = new Set(
    pages.filter(({ page }) => !linksStylesheet(page)).flatMap(({ html }) => pageEntries(html)),
  );
  // A public page that reaches one of the member pages' own entries (a form's API code importing the
  // member shell) reaches member code through it.
  const entries = new Set(member.flatMap(({ html }) => pageEntries(html)).filter((url) => !publicEntries.has(url)));
  const shared = new Set(staticClosure(graph, [...publicEntries], { onDemand: true, stop: entries }));
  const code = staticClosure(graph, [...entries], { onDemand: true }).filter((url) => !shared.has(url));
  return [...new Set([...member.flatMap(({ html }) => pageStylesheets(html)), ...code])];
}

/**
 * Whether a page's layout links the site's stylesheet (MemberLayout, DocsLayout; PublicLayout carries its
 * styles inline). It chooses the rewrite below, which fails the build on a page without the shape its kind
 * should have (an Astro upgrade or a layout change must break the build, not slow the page).
 * @param {string} page
 */
const linksStylesheet = (page) => /^\/(user|docs)(\/|$)/.test(page);

/**
 * A preload of the page's stylesheet right after the viewport tag. Its own tag comes at the end of the
 * head, asked for only once the scripts before it had run (the one starting a member page's API calls
 * takes 35 to 70 ms at 4x CPU), and nothing paints before it is in. (The tag itself moved up would hold
 * those scripts, and the calls, until it had arrived.)
 * @param {string} html @param {string} page its path, for the message when it has not the expected shape
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
 * On a public page, Astro's island runtime (its `load` directive and the `<astro-island>` element, about
 * 4.5 KB) moved from before the first island to just after it: on a sign-in page that island is the form,
 * whose button on slow 3G came with the page's last bytes (the runtime was 1.5 KB of the 10 KB, brotli,
 * before /register's button). The element is upgraded when its definition runs, as before. A page without
 * islands (the landing page, 404, offline) is left as it is; any other shape fails the build.
 * @param {string} html @param {string} page its path, for the message when it has not the expected shape
 */
export function islandRuntimeAfterFirstIsland(html, page) {
  const runtime = [...html.matchAll(/<script>[\s\S]*?<\/script>/g)].filter(
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
 * A page as the build leaves it: the modules it runs at start as `<link rel="modulepreload">`, fetched all
 * at once instead of one import level, one round trip (400 ms on slow 3G), at a time, at the usual priority
 * (at low priority the browser held them behind the head's calls: 0.1 to 0.2 s later data on slow 3G).
 * Then stylesheetFirst or islandRuntimeAfterFirstIsland by its kind, and on a sign-in page (WARMS) its
 * prefetch list (memberStartList) at the end of its body, out of the way of the form's bytes.
 * @param {string} html @param {string} page its path in the build ('/user/dashboard') @param {ModuleGraph} graph
 * @param {string[][]} [memberStart] the two parts of memberStartList, for the sign-in pages
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
 * The sign-in pages (/invoice is /verifyEmail's alias), which prefetch the member pages' code. /register
 * is not one: most who open it come from a marketer's link and never register (NEWCOMER_PAGES); those it
 * accepts go on to /verifyEmail or /login.
 */
const WARMS = ['/login', '/verifyEmail', '/invoice'];

/** Public pages that load no member page code, at start, on demand or ahead (see memberCode). */
export const NEWCOMER_PAGES = ['/register'];
const DASHBOARD = '/user/dashboard';

/**
 * What the sign-in pages prefetch while the member types (src/lib/auth/warm-member-pages.ts), in order:
 * the member pages' stylesheet and the dashboard's start-up modules (where signing in leads), then the
 * other member pages', page by page, the one with the most bytes still to fetch first (part of a page's
 * code saves it little: it still waits a round trip for the rest), its largest file first. What every
 * sign-in page loads anyway, at start or on demand, is left out.
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
  const signIn = WARMS.map((page) => new Set(pageModules(graph, htmlOf(page), { onDemand: true })));
  const loaded = (/** @type {string} */ url) => signIn.every((modules) => modules.has(url));
  // The stylesheet first: nothing on a member page paints, and its modules do not run, before it is in.
  const [sheet] = pageStylesheets(dashboardHtml);
  if (!sheet) throw new Error(`memberStartList: ${DASHBOARD} links no stylesheet`);
  const dashboard = [sheet, ...pageModules(graph, dashboardHtml, { eager: true }).filter((url) => !loaded(url))];
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
        const sizeOf = (/** @type {string} */ url) => statSync(join(dist, url.slice(url.indexOf('/_astro/')))).size;
        const list = memberStartList(graph, pages, sizeOf);
        logger.info(`sign-in pages prefetch ${list[0].length} modules of the dashboard, then ${list[1].length} more`);
        for (const { file, page, html } of pages) writeFileSync(file, rewritePage(html, page, graph, list));
      },
    },
  };
}
