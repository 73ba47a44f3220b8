/**
 * The build's module graph: the plugin that writes what the bundler knows, what a page runs at start
 * (for the budget, the modulepreload hints and the worker), and the check that no page's own script
 * is shared with other files.
 */
import { describe, expect, it } from 'vitest';
import {
  GRAPH_FILE,
  foreignIslands,
  importedPageScripts,
  islandRuntimeAfterFirstIsland,
  pageEntries,
  pageScripts,
  staticClosure,
  stylesheetFirst,
  writeModuleGraph,
  type ModuleGraph,
} from '../../scripts/module-graph.mjs';

const login =
  '<astro-island client="load" component-url="/_astro/LoginForm.a.js" renderer-url="/_astro/client.r.js"></astro-island><astro-island client="idle" component-url="/_astro/Toaster.t.js"></astro-island>';
const dashboard =
  '<script type="module" src="/_astro/MemberLayout.s.js"></script><astro-island client="only" component-url="/_astro/Stats.d.js"></astro-island>';

const chunk = (imports: string[] = [], dynamicImports: string[] = []) => ({
  imports,
  dynamicImports,
  css: [],
  assets: [],
});
const graph: ModuleGraph = {
  '/_astro/client.r.js': chunk(),
  '/_astro/LoginForm.a.js': chunk(['/_astro/base.b.js'], ['/_astro/api.p.js']),
  '/_astro/Toaster.t.js': chunk(['/_astro/base.b.js']),
  '/_astro/base.b.js': chunk(),
  '/_astro/MemberLayout.s.js': chunk(['/_astro/member.m.js']),
  '/_astro/member.m.js': chunk(),
  '/_astro/Stats.d.js': chunk(['/_astro/member.m.js'], ['/_astro/Dialog.x.js']),
  '/_astro/Dialog.x.js': chunk(),
};

describe('the graph file', () => {
  it("is the bundler's own chunks with their static and dynamic imports, styles and assets", () => {
    const emitted: { fileName: string; source: string }[] = [];
    const plugin = writeModuleGraph();
    const bundle = {
      'Stats.d.js': {
        type: 'chunk',
        fileName: '_astro/Stats.d.js',
        imports: ['_astro/member.m.js'],
        dynamicImports: ['_astro/Dialog.x.js'],
        viteMetadata: { importedCss: new Set(['_astro/global.c.css']), importedAssets: new Set() },
      },
      'global.c.css': { type: 'asset', fileName: '_astro/global.c.css' },
    };
    (plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void).call(
      { emitFile: (file: { fileName: string; source: string }) => emitted.push(file) },
      {},
      bundle,
    );
    expect(emitted.map((file) => file.fileName)).toEqual([GRAPH_FILE]);
    expect(JSON.parse(emitted[0]!.source)).toEqual({
      '/_astro/Stats.d.js': {
        imports: ['/_astro/member.m.js'],
        dynamicImports: ['/_astro/Dialog.x.js'],
        css: ['/_astro/global.c.css'],
        assets: [],
      },
    });
  });
});

describe('what a page runs at start', () => {
  it('counts every island, or only those hydrating at load when eager', () => {
    expect(pageEntries(login)).toEqual(['/_astro/LoginForm.a.js', '/_astro/client.r.js', '/_astro/Toaster.t.js']);
    expect(pageEntries(login, { eager: true })).toEqual(['/_astro/LoginForm.a.js', '/_astro/client.r.js']);
  });

  it('follows static imports but not the ones made on demand', () => {
    expect(staticClosure(graph, pageEntries(dashboard)).sort()).toEqual([
      '/_astro/MemberLayout.s.js',
      '/_astro/Stats.d.js',
      '/_astro/member.m.js',
    ]);
  });
});

describe('page scripts', () => {
  it('passes when only pages load their own script', () => {
    expect(pageScripts(dashboard)).toEqual(['/_astro/MemberLayout.s.js']);
    expect(importedPageScripts(graph, pageScripts(dashboard))).toEqual([]);
  });

  it('names a page script that another chunk imports, statically or on demand', () => {
    const shared: ModuleGraph = {
      ...graph,
      '/_astro/LoginForm.a.js': chunk(['/_astro/base.b.js'], ['/_astro/MemberLayout.s.js']),
      '/_astro/Stats.d.js': chunk(['/_astro/MemberLayout.s.js'], ['/_astro/MemberLayout.s.js']),
    };
    expect(importedPageScripts(shared, pageScripts(dashboard))).toEqual([
      { script: '/_astro/MemberLayout.s.js', importers: ['/_astro/LoginForm.a.js', '/_astro/Stats.d.js'] },
    ]);
  });
});

describe("another page's islands", () => {
  const island = (url: string) => `<astro-island client="only" component-url="${url}"></astro-island>`;
  const shell = island('/_astro/Menu.m.js');
  const pages = [
    { page: '/user/dashboard', html: shell + island('/_astro/dashboard.d.js') },
    { page: '/user/kyc', html: shell + island('/_astro/Kyc.k.js') },
    { page: '/user/logs', html: shell + island('/_astro/logs.l.js') },
  ];
  const base: ModuleGraph = {
    '/_astro/Menu.m.js': chunk([], ['/_astro/NewsList.n.js']),
    '/_astro/NewsList.n.js': chunk(['/_astro/Menu.m.js']),
    '/_astro/dashboard.d.js': chunk(['/_astro/Menu.m.js']),
    '/_astro/Kyc.k.js': chunk(['/_astro/Menu.m.js']),
    '/_astro/logs.l.js': chunk(['/_astro/Menu.m.js']),
  };

  it("names none when each page loads only its own and the shell's", () => {
    expect(foreignIslands(base, pages)).toEqual([]);
  });

  it("names a page that may load another page's island module, on demand too", () => {
    const graph = { ...base, '/_astro/NewsList.n.js': chunk(['/_astro/Menu.m.js', '/_astro/dashboard.d.js']) };
    expect(foreignIslands(graph, pages)).toEqual([
      { page: '/user/kyc', island: '/_astro/dashboard.d.js', of: ['/user/dashboard'] },
      { page: '/user/logs', island: '/_astro/dashboard.d.js', of: ['/user/dashboard'] },
    ]);
  });
});

describe("a page's stylesheet", () => {
  const head = (sheet: string) =>
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><script>startCalls()</script>${sheet}</head>`;

  it('is asked for before the head runs its scripts, its own tag left where it is', () => {
    const html = stylesheetFirst(head('<link rel="stylesheet" href="/_astro/global.g.css">'));
    const preload = html.indexOf('<link rel="preload" as="style" href="/_astro/global.g.css">');
    expect(preload).toBeGreaterThan(html.indexOf('name="viewport"'));
    expect(preload).toBeLessThan(html.indexOf('<script>'));
    expect(html.indexOf('<link rel="stylesheet" href="/_astro/global.g.css">')).toBeGreaterThan(
      html.indexOf('<script>'),
    );
  });

  it('leaves a page that carries its styles inline as it is', () => {
    const html = head('<style>body{margin:0}</style>');
    expect(stylesheetFirst(html)).toBe(html);
  });
});

describe("a public page's island runtime", () => {
  const directive = '<script>(()=>{var e=async t=>{};window.dispatchEvent(new Event("astro:load"));})();</script>';
  const element =
    '<script>(()=>{class f extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",f)})()</script>';
  const form =
    '<astro-island uid="1" await-children><form><button type="submit">Sign In</button></form><!--astro:end--></astro-island>';
  const page = (head: string) =>
    `<html><head>${head}</head><body><main><h1>Sign In</h1><style>astro-island{display:contents}</style>${directive}${element}${form}<nav>Language</nav></main></body></html>`;

  it('comes after the first island, so the form is not behind it', () => {
    const html = islandRuntimeAfterFirstIsland(page('<style>body{margin:0}</style>'));
    expect(html.indexOf('<button type="submit">')).toBeLessThan(html.indexOf(directive));
    expect(html).toContain(`</astro-island>${directive}${element}<nav>`);
    expect(html.indexOf('<style>astro-island{display:contents}</style>')).toBeLessThan(html.indexOf('<astro-island'));
  });

  it('stays where it is on a page with a stylesheet of its own', () => {
    const html = page('<link rel="stylesheet" href="/_astro/global.g.css">');
    expect(islandRuntimeAfterFirstIsland(html)).toBe(html);
  });

  it('stays where it is when something else stands between it and the island', () => {
    const html = page('<style>body{margin:0}</style>').replace(form, `<p>Welcome</p>${form}`);
    expect(islandRuntimeAfterFirstIsland(html)).toBe(html);
  });
});
