/**
 * The service worker (src/worker/sw.ts, compiled as the build does), run against a stand-in browser: a
 * page it stores comes with the scripts, styles and islands it needs (and what those import statically,
 * from the build's import graph), never with API answers or lazily loaded parts; without a network a
 * stored page is served and an unknown one gets the offline page.
 */
import { describe, it, expect, beforeEach } from 'vitest';
import { runInNewContext } from 'node:vm';
import { compileWorker } from '../../scripts/service-worker.mjs';

const ORIGIN = 'https://portal.test';

const site: Record<string, { body: string; type: string }> = {
  '/login': {
    type: 'text/html',
    body: '<link rel="stylesheet" href="/_astro/Base.abc.css"><astro-island component-url="/_astro/LoginForm.a1.js" renderer-url="/_astro/client.c1.js"></astro-island><astro-island component-url="/_astro/Toaster.t1.js"></astro-island>',
  },
  '/offline': { type: 'text/html', body: '<h1>You are offline</h1>' },
  '/hi/login': {
    type: 'text/html',
    body: '<astro-island component-url="/hi/_astro/LoginForm.h1.js"></astro-island>',
  },
  '/hi/offline': { type: 'text/html', body: '<h1>आप ऑफ़लाइन हैं</h1>' },
  '/hi/favicon.svg': { type: 'image/svg+xml', body: '<svg/>' },
  '/hi/_astro/LoginForm.h1.js': { type: 'text/javascript', body: 'export{}' },
  '/favicon.svg': { type: 'image/svg+xml', body: '<svg/>' },
  '/_astro/Base.abc.css': { type: 'text/css', body: 'body{}' },
  '/_astro/LoginForm.a1.js': {
    type: 'text/javascript',
    body: 'import{t}from"./react.r1.js";import"./side.s1.js";const d=()=>import(`./Dialog.d1.js`);',
  },
  '/_astro/client.c1.js': { type: 'text/javascript', body: 'export{}' },
  '/_astro/Toaster.t1.js': { type: 'text/javascript', body: 'export{t as Toaster}from"./Toaster.t2.js";' },
  '/_astro/Toaster.t2.js': { type: 'text/javascript', body: 'import{t}from"./react.r1.js";' },
  '/_astro/react.r1.js': { type: 'text/javascript', body: 'export const t=1' },
  '/_astro/side.s1.js': { type: 'text/javascript', body: '' },
  '/_astro/Dialog.d1.js': { type: 'text/javascript', body: '' },
  '/_astro/Lazy.l1.css': { type: 'text/css', body: '.l{}' },
  '/api/dashboard': { type: 'application/json', body: '{"status":true}' },
};

/** The import graph the build hands the worker: static imports and styles only (the dialog is dynamic). */
const graph = {
  '/_astro/LoginForm.a1.js': ['/_astro/react.r1.js', '/_astro/side.s1.js'],
  '/_astro/Toaster.t1.js': ['/_astro/Toaster.t2.js'],
  '/_astro/Toaster.t2.js': ['/_astro/react.r1.js'],
  '/_astro/Dialog.d1.js': ['/_astro/Lazy.l1.css'],
};

type Listener = (event: unknown) => void;

/** A worker of one language build: English at the root by default, or Hindi under /hi. */
async function startWorker(options: { base?: string; cache?: string; existing?: string[] } = {}) {
  const { base = '', cache = 'portal-en-test', existing = [] } = options;
  const listeners: Record<string, Listener> = {};
  // Caches left by earlier deploys and by the other languages' workers.
  const stores = new Map<string, Map<string, Response>>(existing.map((name) => [name, new Map()]));
  let online = true;
  const requested: string[] = [];
  const keyOf = (key: string | Request) => new URL(typeof key === 'string' ? key : key.url, ORIGIN).href;
  const cacheOf = (store: Map<string, Response>) => ({
    match: async (key: string | Request) => store.get(keyOf(key))?.clone(),
    put: async (key: string | Request, response: Response) => void store.set(keyOf(key), response),
    addAll: async (paths: string[]) => {
      for (const path of paths)
        store.set(new URL(path, ORIGIN).href, await network(new Request(new URL(path, ORIGIN))));
    },
    keys: async () => [...store.keys()],
  });
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name)!);
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (url: string) => {
      for (const store of stores.values()) if (store.has(url)) return store.get(url);
      return undefined;
    },
  };
  async function network(input: Request | string) {
    const url = new URL(typeof input === 'string' ? input : input.url, ORIGIN);
    requested.push(url.pathname);
    if (!online) throw new TypeError('Failed to fetch');
    const file = site[url.pathname];
    const response = file
      ? new Response(file.body, { headers: { 'Content-Type': file.type } })
      : new Response('not found', { status: 404 });
    Object.defineProperty(response, 'type', { value: 'basic' });
    return response;
  }
  const self = {
    location: new URL(`${ORIGIN}${base}/sw.js`),
    addEventListener: (name: string, listener: Listener) => (listeners[name] = listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  const others = ['', '/hi', '/es'].filter((prefix) => prefix && prefix !== base).map((prefix) => `${prefix}/`);
  const source = await compileWorker({ cache, base, others, install: [], graph });
  runInNewContext(source, {
    self,
    caches,
    fetch: network,
    URL,
    Response,
    Request,
    Promise,
    Set,
    Map,
    setTimeout,
    console,
  });

  async function dispatch(name: string, extra: object = {}) {
    const pending: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    listeners[name]({
      waitUntil: (p: Promise<unknown>) => pending.push(p),
      respondWith: (p: Promise<Response>) => (answer = p),
      ...extra,
    });
    const response = await answer;
    // Settle the background work, including work started while settling.
    for (let i = 0; i < pending.length; i++) await pending[i];
    return response;
  }
  await dispatch('install');
  await dispatch('activate');
  const visit = (path: string, mode = 'navigate', headers: Record<string, string> = {}) => {
    const request = new Request(new URL(path, ORIGIN), { headers });
    Object.defineProperty(request, 'mode', { value: mode });
    return dispatch('fetch', { request });
  };
  // A page's message; what the worker goes on doing for it is not waited for.
  const post = (data: unknown) => listeners.message({ data, waitUntil: () => undefined });
  const stored = async () => [...(stores.get(cache)?.keys() ?? [])].map((url) => new URL(url).pathname).sort();
  return { visit, post, stored, requested, caches: () => [...stores.keys()].sort(), goOffline: () => (online = false) };
}

describe('service worker', () => {
  let worker: Awaited<ReturnType<typeof startWorker>>;
  beforeEach(async () => {
    worker = await startWorker();
  });

  it('stores a visited page with its styles, islands and their static imports, but not lazy parts', async () => {
    await worker.visit('/login');
    expect(await worker.stored()).toEqual([
      '/_astro/Base.abc.css',
      '/_astro/LoginForm.a1.js',
      '/_astro/Toaster.t1.js',
      '/_astro/Toaster.t2.js',
      '/_astro/client.c1.js',
      '/_astro/react.r1.js',
      '/_astro/side.s1.js',
      '/favicon.svg',
      '/login',
      '/offline',
    ]);
  });

  it('never passes API calls through its cache', async () => {
    const answer = await worker.visit('/api/dashboard', 'cors');
    expect(answer).toBeUndefined();
    expect(await worker.stored()).not.toContain('/api/dashboard');
  });

  it("hands a call asked for ahead to the new page's request of it, once, and only with the same token", async () => {
    const dashboard = `${ORIGIN}/api/dashboard`;
    worker.post({ ahead: [{ url: dashboard, authorization: 'Bearer one' }, { url: 'https://elsewhere.test/api/x' }] });
    expect(worker.requested).toEqual(expect.arrayContaining(['/api/dashboard']));
    expect(worker.requested).not.toContain('/api/x');
    const sent = worker.requested.length;
    // Another member's token (a sign-in in between) does not get it.
    expect(await worker.visit('/api/dashboard', 'cors', { Authorization: 'Bearer two' })).toBeUndefined();
    const answer = await worker.visit('/api/dashboard', 'cors', { Authorization: 'Bearer one' });
    expect(await answer?.text()).toBe('{"status":true}');
    expect(worker.requested).toHaveLength(sent);
    // Handed over once: the next request of it goes to the network.
    expect(await worker.visit('/api/dashboard', 'cors', { Authorization: 'Bearer one' })).toBeUndefined();
  });

  it('serves a stored page and its scripts without a network, and the offline page for the rest', async () => {
    await worker.visit('/login');
    worker.goOffline();
    expect(await (await worker.visit('/login'))!.text()).toContain('Toaster.t1.js');
    expect(await (await worker.visit('/_astro/Toaster.t2.js', 'no-cors'))!.text()).toContain('react.r1.js');
    expect(await (await worker.visit('/user/chat'))!.text()).toContain('You are offline');
  });

  it('opens a stored page from its cache without asking the network for it again', async () => {
    await worker.visit('/login');
    const before = worker.requested.filter((path) => path === '/login').length;
    expect(await (await worker.visit('/login'))!.text()).toContain('Toaster.t1.js');
    expect(worker.requested.filter((path) => path === '/login')).toHaveLength(before);
  });

  it("leaves another language's pages to that language's worker", async () => {
    expect(await worker.visit('/hi/login')).toBeUndefined();
    expect(await worker.visit('/es/user/dashboard')).toBeUndefined();
    expect(await worker.stored()).not.toContain('/hi/login');
  });
});

describe('service worker of a language under its prefix', () => {
  it('stores its pages and scripts, and answers with its own offline page', async () => {
    const worker = await startWorker({ base: '/hi', cache: 'portal-hi-test' });
    await worker.visit('/hi/login');
    expect(await worker.stored()).toEqual([
      '/hi/_astro/LoginForm.h1.js',
      '/hi/favicon.svg',
      '/hi/login',
      '/hi/offline',
    ]);
    worker.goOffline();
    expect(await (await worker.visit('/hi/user/chat'))!.text()).toContain('आप ऑफ़लाइन हैं');
  });

  it("drops its language's older caches and those of no language, and keeps the other languages'", async () => {
    const worker = await startWorker({
      base: '/hi',
      cache: 'portal-hi-new',
      existing: ['portal-hi-old', 'portal-en-abc', 'portal-es-abc', 'portal-l2k9x'],
    });
    expect(worker.caches()).toEqual(['portal-en-abc', 'portal-es-abc', 'portal-hi-new']);
  });
});
