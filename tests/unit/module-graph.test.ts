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
  memberCode,
  memberStartList,
  pageEntries,
  pageOf,
  pageScripts,
  rewritePage,
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
    const html = stylesheetFirst(head('<link rel="stylesheet" href="/_astro/global.g.css">'), '/user/kyc');
    const preload = html.indexOf('<link rel="preload" as="style" href="/_astro/global.g.css">');
    expect(preload).toBeGreaterThan(html.indexOf('name="viewport"'));
    expect(preload).toBeLessThan(html.indexOf('<script>'));
    expect(html.indexOf('<link rel="stylesheet" href="/_astro/global.g.css">')).toBeGreaterThan(
      html.indexOf('<script>'),
    );
  });

  it('fails the build on a page without the stylesheet tag, naming the page', () => {
    expect(() => stylesheetFirst(head('<style>body{margin:0}</style>'), '/user/kyc')).toThrow(
      '/user/kyc: stylesheetFirst found no <link rel="stylesheet"',
    );
  });

  it('fails the build on a page without a viewport tag, or with it after the stylesheet', () => {
    const sheet = '<link rel="stylesheet" href="/_astro/global.g.css">';
    expect(() => stylesheetFirst(head(sheet).replace(/<meta name="viewport"[^>]*>/, ''), '/user/kyc')).toThrow(
      '/user/kyc: stylesheetFirst found no <meta name="viewport">',
    );
    const late = `<head>${sheet}<meta name="viewport" content="width=device-width"></head>`;
    expect(() => stylesheetFirst(late, '/user/kyc')).toThrow(
      '/user/kyc: stylesheetFirst expects <meta name="viewport"> before',
    );
  });
});

describe("a public page's island runtime", () => {
  const directive = '<script>(()=>{var e=async t=>{};window.dispatchEvent(new Event("astro:load"));})();</script>';
  const element =
    '<script>(()=>{class f extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",f)})()</script>';
  const form =
    '<astro-island uid="1" await-children><form><button type="submit">Sign In</button></form><!--astro:end--></astro-island>';
  const page = (head: string, body = `${directive}${element}${form}`) =>
    `<html><head>${head}</head><body><main><h1>Sign In</h1><style>astro-island{display:contents}</style>${body}<nav>Language</nav></main></body></html>`;
  const inline = '<style>body{margin:0}</style>';

  it('comes after the first island, so the form is not behind it', () => {
    const html = islandRuntimeAfterFirstIsland(page(inline), '/login');
    expect(html.indexOf('<button type="submit">')).toBeLessThan(html.indexOf(directive));
    expect(html).toContain(`</astro-island>${directive}${element}<nav>`);
    expect(html.indexOf('<style>astro-island{display:contents}</style>')).toBeLessThan(html.indexOf('<astro-island'));
  });

  it('leaves a page without islands as it is', () => {
    const html = page(inline, '<p>Page not found</p>');
    expect(islandRuntimeAfterFirstIsland(html, '/404')).toBe(html);
  });

  it('fails the build when something else stands between it and the island', () => {
    expect(() =>
      islandRuntimeAfterFirstIsland(page(inline, `${directive}${element}<p>Welcome</p>${form}`), '/login'),
    ).toThrow(
      '/login: islandRuntimeAfterFirstIsland expects nothing but a style between the runtime and the first island',
    );
  });

  it("fails the build when Astro's runtime is not the two scripts it matches (an upgrade changed it)", () => {
    expect(() => islandRuntimeAfterFirstIsland(page(inline, `${element}${form}`), '/register')).toThrow(
      "/register: islandRuntimeAfterFirstIsland expects Astro's island runtime as two inline scripts",
    );
    expect(() =>
      islandRuntimeAfterFirstIsland(page(inline, `${directive}<p></p>${element}${form}`), '/register'),
    ).toThrow("expects the runtime's two scripts side by side");
  });

  it('fails the build when the runtime comes after the island, or the island is not closed', () => {
    expect(() => islandRuntimeAfterFirstIsland(page(inline, `${form}${directive}${element}`), '/login')).toThrow(
      'expects the runtime ahead of the first island',
    );
    const open = `${directive}${element}${form.replace('</astro-island>', '')}`;
    expect(() => islandRuntimeAfterFirstIsland(page(inline, open), '/login')).toThrow(
      'found no </astro-island> closing the first island',
    );
  });

  it('fails the build on a page without islands that still carries the runtime', () => {
    expect(() =>
      islandRuntimeAfterFirstIsland(page(inline, `${directive}${element}<p>Offline</p>`), '/offline'),
    ).toThrow("/offline: islandRuntimeAfterFirstIsland found Astro's island runtime on a page without islands");
  });
});

describe('the rewrite of each page after the build', () => {
  const memberHead =
    '<meta name="viewport" content="width=device-width"><script>startCalls()</script><link rel="stylesheet" href="/_astro/global.g.css">';
  const member = `<html><head>${memberHead}</head><body>${dashboard}</body></html>`;
  const runtime =
    '<script>window.dispatchEvent(new Event("astro:load"))</script><script>customElements.define("astro-island",f)</script>';
  const signIn = `<html><head><style>body{margin:0}</style></head><body><main>${runtime}${login}</main></body></html>`;

  it("chooses the rewrite by the page's path: member pages get their preloads at the usual priority and the stylesheet first", () => {
    const html = rewritePage(member, '/user/dashboard', graph);
    expect(html).toContain('<link rel="modulepreload" href="/_astro/member.m.js">');
    expect(html).toContain('<link rel="preload" as="style" href="/_astro/global.g.css">');
  });

  it('gives a sign-in page its preloads and the list of what it prefetches, in order, at the end of its body', () => {
    const html = rewritePage(signIn, '/login', graph, [['/_astro/Stats.d.js'], ['/_astro/Other.o.js']]);
    expect(html).toContain('<link rel="modulepreload" href="/_astro/LoginForm.a.js">');
    expect(html).toContain(
      '<div id="member-start" hidden data-modules="/_astro/Stats.d.js /_astro/Other.o.js"></div></body>',
    );
  });

  it('fails the build when a page has not the stylesheet its kind should have', () => {
    expect(() => rewritePage(member.replace(/<link rel="stylesheet"[^>]*>/, ''), '/user/kyc', graph)).toThrow(
      '/user/kyc: a member or docs page without <link rel="stylesheet">',
    );
    expect(() => rewritePage(member, '/login', graph, [['/_astro/Stats.d.js']])).toThrow(
      '/login: a public page with <link rel="stylesheet">',
    );
  });

  it('fails the build when a page has no </head> for its preloads', () => {
    expect(() => rewritePage(member.replace('</head>', ''), '/user/kyc', graph)).toThrow(
      '/user/kyc: expected one </head>',
    );
  });

  it('gives /register no list: it fetches no member page code ahead (its newcomers go on to pages that do)', () => {
    const html = rewritePage(signIn, '/register', graph, [['/_astro/Stats.d.js'], ['/_astro/Other.o.js']]);
    expect(html).toContain('<link rel="modulepreload" href="/_astro/LoginForm.a.js">');
    expect(html).not.toContain('member-start');
    expect(html).not.toContain('/_astro/Stats.d.js');
  });

  it('fails the build when a sign-in page has no </body> for its list, or no list was made', () => {
    expect(() => rewritePage(signIn.replace('</body>', ''), '/login', graph, [['/_astro/Stats.d.js']])).toThrow(
      '/login: expected one </body>',
    );
    expect(() => rewritePage(signIn, '/verifyEmail', graph)).toThrow('/verifyEmail: a sign-in page, but no member');
  });

  it('names pages by their path in the build', () => {
    expect(pageOf('/dist', '/dist/user/dashboard.html')).toBe('/user/dashboard');
    expect(pageOf('/dist', '/dist/index.html')).toBe('/');
  });
});

describe('what the sign-in pages prefetch', () => {
  const prefetchGraph: ModuleGraph = {
    ...graph,
    '/_astro/Kyc.k.js': chunk(['/_astro/member.m.js', '/_astro/upload.u.js']),
    '/_astro/Ledger.l.js': chunk(['/_astro/member.m.js', '/_astro/upload.u.js', '/_astro/pager.p.js']),
    '/_astro/upload.u.js': chunk(),
    '/_astro/pager.p.js': chunk(),
  };
  const island = (url: string) => `<astro-island client="only" component-url="${url}"></astro-island>`;
  const pages = [
    { page: '/login', html: login },
    { page: '/register', html: login },
    { page: '/verifyEmail', html: login },
    { page: '/invoice', html: login },
    { page: '/user/dashboard', html: `<link rel="stylesheet" href="/_astro/global.g.css">${dashboard}` },
    { page: '/user/kyc', html: `${dashboard.split('<astro-island')[0]}${island('/_astro/Kyc.k.js')}` },
    { page: '/user/logs', html: `${dashboard.split('<astro-island')[0]}${island('/_astro/Ledger.l.js')}` },
  ];

  it("is the member pages' stylesheet and the dashboard's start-up modules, then the other member pages', page by page, without what the sign-in pages load", () => {
    expect(memberStartList(prefetchGraph, pages)).toEqual([
      ['/_astro/global.g.css', '/_astro/MemberLayout.s.js', '/_astro/member.m.js', '/_astro/Stats.d.js'],
      // The logs page needs three files, KYC two, one of them the logs page's too.
      ['/_astro/Ledger.l.js', '/_astro/upload.u.js', '/_astro/pager.p.js', '/_astro/Kyc.k.js'],
    ]);
  });

  it('puts first the page with the most bytes still to fetch, its largest file first', () => {
    const sizes: Record<string, number> = { '/_astro/Kyc.k.js': 9000, '/_astro/upload.u.js': 1000 };
    const [, rest] = memberStartList(prefetchGraph, pages, (url) => sizes[url] ?? 100);
    expect(rest).toEqual(['/_astro/Kyc.k.js', '/_astro/upload.u.js', '/_astro/Ledger.l.js', '/_astro/pager.p.js']);
  });

  it('leaves out what every sign-in page imports on demand (its form loads it itself)', () => {
    const withApi = { ...prefetchGraph, '/_astro/Kyc.k.js': chunk(['/_astro/member.m.js', '/_astro/api.p.js']) };
    const [, rest] = memberStartList(withApi, pages);
    expect(rest).toContain('/_astro/Kyc.k.js');
    expect(rest).not.toContain('/_astro/api.p.js');
  });

  it('fails the build when the dashboard links no stylesheet', () => {
    const bare = pages.map((p) =>
      p.page === '/user/dashboard' ? { ...p, html: p.html.replace(/<link[^>]*>/, '') } : p,
    );
    expect(() => memberStartList(prefetchGraph, bare)).toThrow('memberStartList: /user/dashboard links no stylesheet');
  });

  it('fails the build when the dashboard or a sign-in page is missing', () => {
    expect(() => memberStartList(prefetchGraph, pages.slice(1))).toThrow(
      'memberStartList: the build has no /login page',
    );
    expect(() =>
      memberStartList(
        prefetchGraph,
        pages.filter((p) => p.page !== '/user/dashboard'),
      ),
    ).toThrow('no /user/dashboard page');
  });
});

describe("the member pages' own files", () => {
  const island = (url: string) => `<astro-island client="load" component-url="${url}"></astro-island>`;
  const member = (body: string) => `<link rel="stylesheet" href="/_astro/global.g.css">${body}`;
  // The member shell's island heads the member chunk; the sign-in form's API code shares the API layer
  // (calls) with it and, in the first graph, imports the member shell's chunk itself.
  const split: ModuleGraph = {
    '/_astro/client.r.js': chunk(),
    '/_astro/LoginForm.a.js': chunk(['/_astro/base.b.js'], ['/_astro/api.p.js', '/_astro/Forgot.f.js']),
    '/_astro/api.p.js': chunk(['/_astro/calls.c.js']),
    '/_astro/calls.c.js': chunk(['/_astro/base.b.js']),
    '/_astro/base.b.js': chunk(),
    '/_astro/UserMenu.u.js': chunk(['/_astro/calls.c.js', '/_astro/base.b.js'], ['/_astro/News.n.js']),
    '/_astro/News.n.js': chunk(['/_astro/dialog.x.js']),
    '/_astro/dialog.x.js': chunk(),
    '/_astro/Stats.d.js': chunk(['/_astro/UserMenu.u.js', '/_astro/pager.p.js']),
    '/_astro/pager.p.js': chunk(),
    '/_astro/Forgot.f.js': chunk(['/_astro/dialog.x.js']),
  };
  const pages = [
    { page: '/login', html: `${island('/_astro/LoginForm.a.js')}<script src="/_astro/client.r.js"></script>` },
    { page: '/register', html: island('/_astro/LoginForm.a.js') },
    { page: '/user/dashboard', html: member(`${island('/_astro/UserMenu.u.js')}${island('/_astro/Stats.d.js')}`) },
  ];

  it("are the member pages' stylesheet, islands and what only they reach, not what public pages share", () => {
    expect(memberCode(split, pages).sort()).toEqual([
      '/_astro/News.n.js',
      '/_astro/Stats.d.js',
      '/_astro/UserMenu.u.js',
      '/_astro/global.g.css',
      '/_astro/pager.p.js',
    ]);
  });

  it("count the member shell when a public page's code reaches it (a form's API code importing it)", () => {
    const joined = { ...split, '/_astro/api.p.js': chunk(['/_astro/UserMenu.u.js']) };
    expect(memberCode(joined, pages)).toContain('/_astro/UserMenu.u.js');
    expect(memberCode(joined, pages)).not.toContain('/_astro/dialog.x.js');
    const reached = staticClosure(joined, pageEntries(pages[1]!.html), { onDemand: true });
    // Its API layer too, reached only through it.
    expect(reached.filter((url) => memberCode(joined, pages).includes(url))).toEqual([
      '/_astro/UserMenu.u.js',
      '/_astro/calls.c.js',
      '/_astro/News.n.js',
    ]);
  });
});
