/**
 * The service worker. scripts/service-worker.mjs compiles it after the build, with what the build
 * knows in front of it (BUILD): a cache name of its own for each deploy (a new deploy replaces the old
 * cache when it activates), the files to store at install, and the bundle's import graph. It keeps
 * page shells, scripts, styles and icons — never API answers, which carry member data.
 * - /_astro/* (content-hashed): cache first, by a static route where the browser has them (the worker
 *   does not even start for them), else by the fetch handler.
 * - pages: served from the cache at once when there (a repeat visit paints from the cache), refreshed
 *   in the background; without a network and without a cached copy, the offline page.
 * - pages kept ahead: a member page, once idle, names its menu's pages, and a sign-in page the
 *   dashboard; those not stored yet are fetched and stored, so a tap in the menu opens from the cache.
 * - calls asked for ahead: a tap on a menu link names the calls its page starts with (islands/shell/
 *   prefetch-on-intent.ts); the worker sends them at once and hands each answer, once and within
 *   AHEAD_MS, to the new page's own request of that URL with the same token (its head's early call).
 *   The API answers themselves are never stored.
 * - when a page is stored, so is everything it needs to come alive: the stylesheets, scripts and islands
 *   it names and, from the import graph, the chunks, styles and assets those import statically, whether
 *   or not they had loaded yet (an island that hydrates on idle or on sight still works offline).
 *   Lazily imported parts (dialogs) are left to load when used (and, under a static route, are not stored).
 *
 * A classic script (workers registered without `type: 'module'`), type-checked on its own with the
 * WebWorker library (src/worker/tsconfig.json).
 */

declare const BUILD: {
  /** The cache name of this deploy and language ("portal-hi-…"). */
  cache: string;
  /** The language's base path: '' for English at the root, '/hi' for Hindi. */
  base: string;
  /** The other languages' folders ('/hi/', '/es/'), which their own workers serve. */
  others: string[];
  /**
   * Stored at install: the Toaster's list with what it imports (so the offline notice shows even if it
   * never loaded online).
   */
  install: string[];
  /** Per module (site-absolute URL): what it imports statically, its stylesheets and assets. */
  graph: Record<string, string[]>;
};

const worker = self as unknown as ServiceWorkerGlobalScope;
const OFFLINE = `${BUILD.base}/offline`;
// The language's caches: "portal-hi-…"; an old deploy's cache of this language is dropped on activation.
const FAMILY = BUILD.cache.replace(/[^-]+$/, '');
// The build's files a page names, under the language's base (/_astro/x.js, /hi/_astro/x.js).
const ASSET = new RegExp(`(?<![\\w/])${BUILD.base}/_astro/[\\w.-]+\\.(?:js|css|svg|png|webp|woff2)`, 'g');

/**
 * Routes the browser follows without starting the worker (Chrome 123+, its static routing): the build's
 * files straight from the cache (the network when not there), other origins straight to the network, and
 * API calls too while the worker is stopped (while it runs they come to it: a call it asked for ahead may
 * be waiting for them). Without them, each of a page's scripts and calls waited for the worker's code to
 * run (and for the worker to start, when it had stopped); elsewhere the fetch handler below does the same.
 */
const routes = () => [
  { condition: { urlPattern: new URLPattern({ pathname: `${BUILD.base}/_astro/*` }) }, source: 'cache' },
  {
    condition: { urlPattern: new URLPattern({ pathname: '/api/*' }), runningStatus: 'not-running' },
    source: 'network',
  },
  {
    condition: {
      not: {
        urlPattern: new URLPattern({
          protocol: worker.location.protocol.slice(0, -1),
          hostname: worker.location.hostname,
          port: worker.location.port,
        }),
      },
    },
    source: 'network',
  },
];

worker.addEventListener('install', (event) => {
  const install = event as ExtendableEvent & { addRoutes?: (rules: unknown) => Promise<void> };
  if (install.addRoutes && 'URLPattern' in worker) install.addRoutes(routes()).catch(() => undefined);
  event.waitUntil(
    caches
      .open(BUILD.cache)
      .then((cache) => cache.addAll([OFFLINE, `${BUILD.base}/favicon.svg`, ...BUILD.install]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            // Drops this language's older deploys and caches of no language (from before there were several).
            .filter((key) => key !== BUILD.cache && (key.startsWith(FAMILY) || !/^portal-[a-z]{2}-/.test(key)))
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

/** The assets a page names and everything they import statically, from the build's graph. */
function assetsOf(html: string): Set<string> {
  const seen = new Set<string>();
  const walk = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const next of BUILD.graph[path] ?? []) walk(next);
  };
  for (const match of html.matchAll(ASSET)) walk(match[0]);
  return seen;
}

async function keepAssets(cache: Cache, html: string): Promise<void> {
  await Promise.all(
    [...assetsOf(html)].map(async (path) => {
      const url = new URL(path, worker.location.origin).href;
      if (await cache.match(url)) return;
      const response = await fetch(url);
      if (response.ok) await cache.put(url, response);
    }),
  );
}

/**
 * A member page, once idle, names the pages its menu opens (and a sign-in page the dashboard): each
 * not yet stored is fetched, one at a time at low priority, and stored with what it needs, so a move
 * from page to page starts from the cache instead of a round trip for the page. Only page shells of
 * this language, never API answers; stops at the first failure (offline or a slow link's end).
 */
async function keepPages(pages: string[]): Promise<void> {
  const cache = await caches.open(BUILD.cache);
  for (const path of pages) {
    const key = new URL(path, worker.location.origin).href;
    if (await cache.match(key)) continue;
    const response = await fetch(key, { credentials: 'same-origin', priority: 'low' } as RequestInit).catch(() => null);
    if (!response?.ok || response.type !== 'basic') return;
    await cache.put(key, response.clone());
    await keepAssets(cache, await response.text()).catch(() => undefined);
  }
}

/** How long an answer asked for ahead waits for its page (a tap's page asks within a second). */
const AHEAD_MS = 10_000;
/** Answers asked for ahead, by URL, with the authorisation they were asked with. */
const ahead = new Map<string, { authorization: string; answer: Promise<Response> }>();

/** Sends the calls a tapped link's page starts with; only this site's API, GET, as the page's head sends them. */
function askAhead(calls: unknown[]): Promise<unknown> {
  const sent: Promise<unknown>[] = [];
  for (const call of calls) {
    const { url, authorization = '' } = (call ?? {}) as { url?: unknown; authorization?: unknown };
    if (typeof url !== 'string' || typeof authorization !== 'string') continue;
    // Not this site's API (the static route sends that past the worker), or asked for already.
    if (!url.startsWith(`${worker.location.origin}/api/`) || ahead.get(url)?.authorization === authorization) continue;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (authorization) headers.Authorization = authorization;
    const answer = fetch(url, { headers, credentials: 'omit' });
    ahead.set(url, { authorization, answer });
    sent.push(
      answer
        .then(
          () => new Promise((done) => setTimeout(done, AHEAD_MS)),
          () => undefined,
        )
        .then(() => {
          if (ahead.get(url)?.answer === answer) ahead.delete(url);
        }),
    );
  }
  return Promise.all(sent);
}

worker.addEventListener('message', (event) => {
  const data = event.data as { keep?: unknown; ahead?: unknown } | null;
  if (Array.isArray(data?.ahead)) {
    event.waitUntil(askAhead(data.ahead));
    return;
  }
  const keep = data?.keep;
  if (!Array.isArray(keep)) return;
  const pages = keep.filter(
    (path): path is string =>
      typeof path === 'string' &&
      path.startsWith(`${BUILD.base}/`) &&
      !path.startsWith('//') &&
      !BUILD.others.some((folder) => path.startsWith(folder)),
  );
  event.waitUntil(keepPages(pages));
});

worker.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const early = ahead.get(request.url);
  if (early && early.authorization === (request.headers.get('Authorization') ?? '')) {
    ahead.delete(request.url);
    event.respondWith(early.answer.catch(() => fetch(request)));
    return;
  }
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || url.pathname.startsWith('/api/') || url.pathname.endsWith('/sw.js'))
    return;
  // Another language's pages belong to its own worker.
  if (BUILD.others.some((folder) => url.pathname.startsWith(folder))) return;
  if (url.pathname.startsWith(`${BUILD.base}/_astro/`)) {
    event.respondWith(
      caches.open(BUILD.cache).then((cache) =>
        cache.match(request).then(
          (hit) =>
            hit ||
            fetch(request).then((response) => {
              if (response.ok) void cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
    return;
  }
  // A page, navigated to or asked for by a move between member pages (src/islands/shell/soft-move.ts).
  if (request.mode === 'navigate' || request.headers.get('Accept') === 'text/html') {
    const key = url.origin + url.pathname;
    event.respondWith(
      caches.open(BUILD.cache).then(async (cache) => {
        // A page in this worker's cache is this build's page (each build has a worker and a cache of its
        // own): it is shown as it is, and the network is not asked for it again (on a slow link that copy's
        // bytes came back alongside the page's first API answers and held them up).
        const cached = await cache.match(key);
        if (cached) return cached;
        return fetch(request)
          .then((response) => {
            if (response.ok && response.type === 'basic') {
              const copy = response.clone();
              event.waitUntil(
                cache
                  .put(key, copy.clone())
                  .then(() => copy.text())
                  .then((html) => keepAssets(cache, html))
                  .catch(() => undefined),
              );
            }
            return response;
          })
          .catch(async () => (await cache.match(OFFLINE)) ?? Response.error());
      }),
    );
  }
});
