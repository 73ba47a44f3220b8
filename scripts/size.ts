/**
 * `npm run size`: per route and language (English at dist/, the others under dist/<lang>/), the gzip bytes
 * of the HTML, CSS and JS a first visit loads and how many files it loads at start (pageModules: code
 * behind a dynamic import is not counted), checked against budgets.json. Exits 1 when a route is over, on
 * any of the bundle's problems listed at the end (module-graph.mjs), or when the production build carries
 * the component docs (built only with DOCS=1, beside it; `DOCS=1 npm run size` measures them too).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { allPaths, findRoute } from '../src/lib/routes.ts';
import { LANGUAGES, prefixOf } from '../src/lib/lang.ts';
import {
  NEWCOMER_PAGES,
  foreignIslands,
  importedPageScripts,
  memberCode,
  pageModules,
  pageScripts,
  pageStylesheets,
  readBuild,
  type ModuleGraph,
} from './module-graph.mjs';
import { docsDist } from './docs-routes.mjs';

const root = resolve(import.meta.dirname, '..');
const site = resolve(process.env.DIST_DIR ?? join(root, 'dist'));

/** KB (gzip) of each kind, and the files a page loads at start besides itself: its stylesheet and scripts. */
type Budget = Record<'html' | 'css' | 'js' | 'files', number>;
const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8')) as {
  default: Budget;
  routes: Record<string, Partial<Budget>>;
};

const gz = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
const isDocs = (path: string) => path === '/docs' || path.startsWith('/docs/');

/** A page's sizes; its graph's URLs are site-absolute, under `top` (the folder all languages share). */
function measure(html: string, graph: ModuleGraph, top: string) {
  const css = new Set(pageStylesheets(html));
  const js = pageModules(graph, html);
  const bytes = (urls: string[]) => urls.reduce((sum, url) => sum + gz(readFileSync(join(top, url))), 0);
  const inlineJs = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('');
  return {
    html: gz(html),
    css: bytes([...css]),
    js: bytes(js) + (inlineJs ? gz(inlineJs) : 0),
    files: css.size + js.length,
  };
}

function budgetFor(path: string): Budget {
  const route = findRoute(path);
  const own =
    budgets.routes[path] ??
    (route ? budgets.routes[route.path] : undefined) ??
    (isDocs(path) ? budgets.routes['/docs/*'] : undefined) ??
    {};
  return { ...budgets.default, ...own };
}

/** The docs' own build beside the site's; without one, `DOCS=1 npm run size` says how to make it. */
function docsBuild() {
  const folder = docsDist(site);
  if (!existsSync(join(folder, 'docs.html'))) {
    console.log(`No component docs build in ${folder}: \`npm start\` or the docs spec builds it.`);
    process.exit(1);
  }
  const { graph, pages } = readBuild(folder);
  return { top: folder, graph, pages: pages.filter(({ page }) => isDocs(page)) };
}

if (import.meta.main) {
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(6);
  let over = 0;
  let docsInProduction = false;
  const problems: string[] = [];
  for (const { code } of LANGUAGES) {
    const { graph, pages } = readBuild(join(site, prefixOf(code)));
    // Every language's pages have the same budgets as the English ones.
    console.log(
      `\n[${code}] route                     html KB  css KB   js KB  files   (budget html/css/js KB, files)`,
    );
    // A production build carries none of the component docs' pages, previews or fixtures.
    docsInProduction ||=
      pages.some(({ page }) => isDocs(page)) ||
      Object.keys(graph).some((url) => /\/(\w+Preview|IslandFrame|PreviewFrame)\.[\w-]+\.js$/.test(url));
    // With DOCS=1, the docs' own build (beside the site's) is held to the `/docs/*` budget too.
    const docs = process.env.DOCS === '1' && code === 'en' ? docsBuild() : null;
    const docsPaths = (docs?.pages.map(({ page }) => page) ?? []).sort();
    for (const path of [...allPaths(), '/404', ...docsPaths]) {
      const from = docs && isDocs(path) ? docs : { top: site, graph, pages };
      const html = from.pages.find(({ page }) => page === path)?.html;
      if (html === undefined) {
        console.log(`${path.padEnd(30)} missing page`);
        over += 1;
        continue;
      }
      const size = measure(html, from.graph, from.top);
      const budget = budgetFor(path);
      const bad = size.files > budget.files || (['html', 'css', 'js'] as const).some((k) => size[k] > budget[k] * 1024);
      if (bad) over += 1;
      console.log(
        `${path.padEnd(30)} ${kb(size.html)} ${kb(size.css)} ${kb(size.js)} ${String(size.files).padStart(6)}   (${budget.html}/${budget.css}/${budget.js}, ${budget.files})${bad ? '  OVER BUDGET' : ''}`,
      );
    }
    const scripts = pages.flatMap(({ html }) => pageScripts(html));
    for (const { script, importers } of importedPageScripts(graph, scripts))
      problems.push(
        `Page script ${script} is imported by ${importers.join(', ')}: loading it there runs that page's start-up code`,
      );
    for (const { page, island, of } of foreignIslands(graph, pages))
      problems.push(
        `[${code}] ${page} may load ${island}, the island module of ${of.join(', ')}: it brings their code along`,
      );
    // A newcomer page loads none of the member pages' own files, at start or on demand, and names none
    // (a service worker stores what a page names).
    const members = new Set(memberCode(graph, pages));
    for (const { page, html } of pages.filter(({ page }) => NEWCOMER_PAGES.includes(page))) {
      const loads = pageModules(graph, html, { onDemand: true }).filter((url) => members.has(url));
      const names = [...members].filter((url) => html.includes(url));
      for (const url of new Set([...loads, ...names]))
        problems.push(
          `[${code}] ${page} ${loads.includes(url) ? 'may load' : 'names'} ${url}, a member page's own file`,
        );
    }
    for (const [url, chunk] of Object.entries(graph))
      if (chunk.css.length)
        problems.push(`[${code}] ${url} imports ${chunk.css.join(', ')}: the lean preload helper does not load it`);
  }
  console.log(over ? `${over} route(s) over budget` : 'All routes within budget');
  for (const line of problems) console.log(line);
  if (docsInProduction)
    console.log('This build carries the component docs: build it without DOCS=1 (the docs go in a build beside it)');
  process.exit(over || problems.length || docsInProduction ? 1 : 0);
}
