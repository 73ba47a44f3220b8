/**
 * The service worker, generated at build time so each deploy gets its own cache name (a new deploy
 * replaces the old cache when it activates). It keeps page shells, scripts, styles and icons — never
 * API answers, which carry member data.
 * - /_astro/* (content-hashed): cache first. The linked stylesheet is stored when the worker installs.
 * - pages: served from the cache at once when there (a repeat visit paints from the cache), refreshed
 *   in the background; without a network and without a cached copy, the offline page.
 * - when a page is stored, so is everything it needs to come alive: the stylesheets, scripts and islands
 *   it names and the chunks those import statically, whether or not they had loaded yet (an island
 *   that hydrates on idle or on sight still works offline). Lazily imported parts (dialogs) are left
 *   to load when used.
 */
import type { APIRoute } from 'astro';

const VERSION = `portal-${Date.now().toString(36)}`;

const worker = String.raw`
const CACHE = '${VERSION}';
const OFFLINE = '/offline';
// Filled in after the build (scripts/worker-precache.mjs): the member pages' stylesheet, fetched when
// the worker installs on a public page, so the first member page after signing in paints at once; and
// the Toaster's list with what it imports, so the offline notice shows even if it never loaded online.
const STYLESHEETS = [];
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([OFFLINE, '/favicon.svg', ...STYLESHEETS])).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key)))).then(() => self.clients.claim()),
  );
});
const ASSET = /\/_astro\/[\w.\-]+\.(?:js|css|svg|png|webp|woff2)/g;
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.\/[\w.\-]+\.js)["']/g;
async function keepAssets(cache, text, base) {
  const urls = new Set();
  for (const match of text.matchAll(ASSET)) urls.add(new URL(match[0], self.location.origin).href);
  for (const match of text.matchAll(STATIC_IMPORT)) urls.add(new URL(match[1], base).href);
  await Promise.all([...urls].map(async (url) => {
    if (await cache.match(url)) return;
    const response = await fetch(url);
    if (!response.ok) return;
    await cache.put(url, response.clone());
    if (url.endsWith('.js')) await keepAssets(cache, await response.text(), url);
  }));
}
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname === '/sw.js') return;
  if (url.pathname.startsWith('/_astro/')) {
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        cache.match(request).then((hit) => hit || fetch(request).then((response) => {
          if (response.ok) cache.put(request, response.clone());
          return response;
        })),
      ),
    );
    return;
  }
  if (request.mode === 'navigate') {
    const key = url.origin + url.pathname;
    event.respondWith(
      caches.open(CACHE).then(async (cache) => {
        const cached = await cache.match(key);
        const fresh = fetch(request)
          .then((response) => {
            if (response.ok && response.type === 'basic') {
              const copy = response.clone();
              event.waitUntil(cache.put(key, copy.clone()).then(() => copy.text()).then((html) => keepAssets(cache, html, key)).catch(() => undefined));
            }
            return response;
          })
          .catch(() => cached || cache.match(OFFLINE));
        if (cached) {
          event.waitUntil(fresh.catch(() => undefined));
          return cached;
        }
        return fresh;
      }),
    );
  }
});
`;

export const GET: APIRoute = () => new Response(worker, { headers: { 'Content-Type': 'text/javascript' } });
