/**
 * `npm run size`: per route and language (English at dist/, the others under dist/<lang>/), the gzip
 * bytes of the HTML, CSS and JS a first visit loads, and how many files (stylesheet and scripts) it
 * loads at start (islands' modules and their static imports, from the bundler's graph
 * (dist/module-graph.json); code behind a dynamic import loads on demand and is not counted), checked
 * against budgets.json. Exits 1 when a
 * route is over, when a page's own script is imported elsewhere (see importedPageScripts), when a page
 * may load another page's island module (see foreignIslands), when a newcomer page (/register) may load
 * or names any of the member pages' own files (see memberCode: a service worker stores what a page
 * names), or when the production build carries the component docs (they are built only with DOCS=1,
 * beside it; `DOCS=1 npm run size` measures them too).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { allPaths, findRoute } from '../src/lib/routes.ts';
import { LANGUAGES, langOf, prefixOf, type Lang } from '../src/lib/lang.ts';
import {
  NEWCOMER_PAGES,
  filesUnder,
  foreignIslands,
  importedPageScripts,
  memberCode,
  pageEntries,
  pageScripts,
  readModuleGraph,
  staticClosure,
} from './module-graph.mjs';
import { docsDist } from './docs-routes.mjs';

const root = resolve(import.meta.dirname, '..');
const site = resolve(process.env.DIST_DIR ?? join(root, 'dist'));

interface Budget {
  js: number;
  html: number;
  css: number;
  /** Files the page loads at start besides itself: its stylesheet and scripts (over HTTP/1.1, six at a time). */
  files: number;
}
const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8')) as {
  default: Budget;
  routes: Record<string, Partial<Budget>>;
};

const gz = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

/** One language's build: its folder (dist/ or dist/hi/) and its import graph, which names URLs under its prefix. */
function languageBuild(lang: Lang, of = site) {
  const dist = join(of, prefixOf(lang));
  return { lang, dist, graph: readModuleGraph(dist), fileOf: (url: string) => join(of, url) };
}
type LanguageBuild = ReturnType<typeof languageBuild>;

function htmlFile(build: LanguageBuild, path: string): string {
  return join(build.dist, path === '/' ? 'index.html' : `${path}.html`);
}

export function measure(build: LanguageBuild, path: string) {
  const html = readFileSync(htmlFile(build, path), 'utf8');
  const css = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)) css.add(build.fileOf(m[1]!));
  const js = staticClosure(build.graph, pageEntries(html)).map(build.fileOf);
  const inlineJs = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('');
  return {
    html: gz(html),
    css: [...css].reduce((sum, file) => sum + gz(readFileSync(file)), 0),
    js: [...js].reduce((sum, file) => sum + gz(readFileSync(file)), 0) + (inlineJs ? gz(inlineJs) : 0),
    files: css.size + js.length,
  };
}

const isDocs = (path: string) => path === '/docs' || path.startsWith('/docs/');

function budgetFor(path: string): Budget {
  const route = findRoute(path);
  const own =
    budgets.routes[path] ??
    (route ? budgets.routes[route.path] : undefined) ??
    (isDocs(path) ? budgets.routes['/docs/*'] : undefined) ??
    {};
  return { ...budgets.default, ...own };
}

/** The component docs' pages (and the frame page that shows island states), as built: they are not in the route table. */
function docsOf(dist: string): string[] {
  const dir = join(dist, 'docs');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map(
      (entry) =>
        '/' +
        relative(dist, join(entry.parentPath, entry.name))
          .replace(/\\/g, '/')
          .replace(/\.html$/, ''),
    )
    .concat(existsSync(join(dist, 'docs.html')) ? ['/docs'] : [])
    .sort();
}

/** The docs' own build beside the site's; without one, `DOCS=1 npm run size` says how to make it. */
function docsBuildOf(lang: Lang): LanguageBuild {
  const folder = docsDist(site);
  if (!existsSync(join(folder, 'docs.html'))) {
    console.log(`No component docs build in ${folder}: \`npm start\` or the docs spec builds it.`);
    process.exit(1);
  }
  return languageBuild(lang, folder);
}

if (import.meta.main) {
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(6);
  let over = 0;
  let docsInProduction = false;
  const shared: ReturnType<typeof importedPageScripts> = [];
  const foreign: (ReturnType<typeof foreignIslands>[number] & { lang: string })[] = [];
  const newcomers: string[] = [];
  for (const { code } of LANGUAGES) {
    const build = languageBuild(code);
    // Every language's pages have the same budgets as the English ones.
    console.log(
      `\n[${code}] route                     html KB  css KB   js KB  files   (budget html/css/js KB, files)`,
    );
    // A production build carries none of the component docs' pages, previews or fixtures.
    const previews = Object.keys(build.graph).filter((url) =>
      /\/(\w+Preview|IslandFrame|PreviewFrame)\.[\w-]+\.js$/.test(url),
    );
    docsInProduction ||= docsOf(build.dist).length > 0 || previews.length > 0;
    // With DOCS=1, the docs' own build (beside the site's) is held to the `/docs/*` budget too.
    const docsBuild = process.env.DOCS === '1' && code === 'en' ? docsBuildOf(code) : null;
    for (const path of [...allPaths(), '/404', ...(docsBuild ? docsOf(docsBuild.dist) : [])]) {
      const from = docsBuild && isDocs(path) ? docsBuild : build;
      if (!existsSync(htmlFile(from, path))) {
        console.log(`${path.padEnd(30)} missing page`);
        over += 1;
        continue;
      }
      const size = measure(from, path);
      const budget = budgetFor(path);
      const bad =
        size.html > budget.html * 1024 ||
        size.css > budget.css * 1024 ||
        size.js > budget.js * 1024 ||
        size.files > budget.files;
      if (bad) over += 1;
      console.log(
        `${path.padEnd(30)} ${kb(size.html)} ${kb(size.css)} ${kb(size.js)} ${String(size.files).padStart(6)}   (${budget.html}/${budget.css}/${budget.js}, ${budget.files})${bad ? '  OVER BUDGET' : ''}`,
      );
    }
    const scripts = filesUnder(build.dist, /\.html$/)
      // The English folder holds the other languages' folders: their pages belong to their own graphs.
      .filter((file) => langOf(`/${relative(site, file).split(sep).join('/')}`) === code)
      .flatMap((file) => pageScripts(readFileSync(file, 'utf8')));
    shared.push(...importedPageScripts(build.graph, scripts));
    // A newcomer page loads none of the member pages' own files, at start or on demand, and names none.
    const built = [...allPaths(), '/404']
      .filter((path) => existsSync(htmlFile(build, path)))
      .map((path) => ({ page: path, html: readFileSync(htmlFile(build, path), 'utf8') }));
    const members = new Set(memberCode(build.graph, built));
    for (const { page, html } of built.filter(({ page }) => NEWCOMER_PAGES.includes(page))) {
      const loads = staticClosure(build.graph, pageEntries(html), { onDemand: true }).filter((url) => members.has(url));
      const names = [...members].filter((url) => html.includes(url));
      for (const url of new Set([...loads, ...names]))
        newcomers.push(
          `[${code}] ${page} ${loads.includes(url) ? 'may load' : 'names'} ${url}, a member page's own file`,
        );
    }
    foreign.push(
      ...foreignIslands(
        build.graph,
        [...allPaths(), '/404']
          .filter((path) => existsSync(htmlFile(build, path)))
          .map((path) => ({ page: path, html: readFileSync(htmlFile(build, path), 'utf8') })),
      ).map((found) => ({ ...found, lang: code })),
    );
  }
  console.log(over ? `${over} route(s) over budget` : 'All routes within budget');
  for (const { script, importers } of shared)
    console.log(
      `Page script ${script} is imported by ${importers.join(', ')}: loading it there runs that page's start-up code`,
    );
  for (const { lang, page, island, of } of foreign)
    console.log(
      `[${lang}] ${page} may load ${island}, the island module of ${of.join(', ')}: it brings their code along`,
    );
  for (const line of newcomers) console.log(line);
  if (docsInProduction)
    console.log('This build carries the component docs: build it without DOCS=1 (the docs go in a build beside it)');
  process.exit(over || shared.length || foreign.length || newcomers.length || docsInProduction ? 1 : 0);
}
