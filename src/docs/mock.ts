/**
 * Fixture answers for the docs previews: inside a preview frame (and only there) `fetch` and
 * `XMLHttpRequest` answer the API's paths from fixture JSON instead of the network, so every island
 * can be shown in every state without a backend. Import this module before the island.
 *
 * A route key is an API path relative to the API base, optionally with the method: 'dashboard',
 * 'POST login', 'GET news'; `*` stands for any characters ('check-*-placement'). The query string is
 * not part of the key (handlers get it).
 */
import './isolate.ts';
import { API_URL } from '../lib/api/client.ts';

export interface MockRequest {
  method: string;
  /** Path relative to the API base, without the query ("dashboard", "withdraw-list"). */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body, the FormData of an upload, or null. */
  body: unknown;
}

export type Reply =
  /** An HTTP answer (status 200 unless given) with a JSON body. */
  | { status?: number; body: unknown; delayMs?: number }
  /** A body that is not JSON (a proxy's error page). */
  | { status: number; raw: string }
  /** Never answers: the island stays in its loading state. */
  | { hang: true }
  /** The connection fails. */
  | { network: true };

export type Handler = Reply | ((request: MockRequest) => Reply);
export type Routes = Record<string, Handler>;

/** A rejection in the envelope's dialect: status false with a message (and optional field errors). */
export const rejected = (msg: string, errors: Record<string, string[]> = {}): Reply => ({
  status: 200,
  body: { status: false, msg, errors },
});
/** A server failure without a readable body. */
export const serverError: Reply = { status: 500, raw: '<html><body>Internal Server Error</body></html>' };
export const hang: Reply = { hang: true };
export const networkDown: Reply = { network: true };

let routes: Routes = {};
let inflight = 0;
const listeners = new Set<() => void>();
/** What the preview asked for, in order (handy when a preview shows something unexpected). */
export const requests: MockRequest[] = [];

/** Sets the answers for the rest of the frame's life. */
export function setRoutes(next: Routes): void {
  routes = next;
}

/** Requests that are being answered right now (hanging ones excepted). */
export function pending(): number {
  return inflight;
}

/** Called whenever a request settles. */
export function onSettle(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const base = new URL(API_URL, typeof window === 'undefined' ? 'http://localhost' : window.location.href);

/**
 * Fixtures were captured from `npm start` (http://localhost:4321): the server-supplied page URLs in
 * them point there. They are rewritten to this page's API base, as a server here would have sent them.
 */
export const FIXTURE_API = 'http://localhost:4321/api/';
const rebase = (json: string) => json.replaceAll(FIXTURE_API, base.href);

function apiPath(url: URL): string | null {
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
  return url.pathname.slice(base.pathname.length).replace(/\/$/, '');
}

/** A key's handler for a path: exact keys first, then keys with `*` (any characters, e.g. 'check-*-placement'). */
function lookup(key: string): Handler | undefined {
  if (routes[key]) return routes[key];
  for (const [pattern, handler] of Object.entries(routes)) {
    if (!pattern.includes('*')) continue;
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    if (new RegExp(`^${source}$`).test(key)) return handler;
  }
  return undefined;
}

function resolve(request: MockRequest): Reply {
  const handler = lookup(`${request.method} ${request.path}`) ?? lookup(request.path);
  if (!handler) {
    console.warn(`[docs] no fixture for ${request.method} ${request.path}`);
    return { status: 404, body: { status: false, msg: `No fixture for ${request.path}`, errors: {} } };
  }
  return typeof handler === 'function' ? handler(request) : handler;
}

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? null;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

function settle(): void {
  inflight -= 1;
  for (const listener of listeners) listener();
}

type Outcome = { status: number; text: string } | 'network';

/**
 * Answers one request: null for one that never answers; otherwise the answer, delivered on a later
 * task as a real connection would. Requests in flight are counted until the caller has read them.
 */
function answer(request: MockRequest): Promise<Outcome> | null {
  requests.push(request);
  const reply = resolve(request);
  if ('hang' in reply) return null;
  inflight += 1;
  return (async (): Promise<Outcome> => {
    await wait('delayMs' in reply && reply.delayMs ? reply.delayMs : 0);
    if ('network' in reply) return 'network';
    if ('raw' in reply) return { status: reply.status, text: reply.raw };
    return { status: reply.status ?? 200, text: rebase(JSON.stringify(reply.body)) };
  })();
}

function install(): void {
  if (typeof window === 'undefined') return;
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url, window.location.href);
    const path = apiPath(url);
    if (path === null) return realFetch(input, init);
    const method = request.method.toUpperCase();
    const text = method === 'GET' || method === 'HEAD' ? null : await request.clone().text();
    const body =
      text === null ? null : (request.headers.get('content-type') ?? '').includes('json') ? parseBody(text) : text;
    const reply = answer({ method, path, query: url.searchParams, body });
    if (!reply) return new Promise<Response>(() => {});
    try {
      const outcome = await reply;
      if (outcome === 'network') throw new TypeError('Failed to fetch');
      return new Response(outcome.text, { status: outcome.status, headers: { 'Content-Type': 'application/json' } });
    } finally {
      // Settles after the caller has had a chance to read the answer and render it.
      setTimeout(settle, 50);
    }
  };

  /** Just enough of XMLHttpRequest for the API client's uploads (progress, then load or error). */
  class FixtureXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    timeout = 0;
    private method = 'GET';
    private url = '';
    private aborted = false;

    open(method: string, url: string): void {
      this.method = method.toUpperCase();
      this.url = url;
    }

    setRequestHeader(): void {}

    abort(): void {
      this.aborted = true;
      this.onabort?.();
    }

    send(body: unknown): void {
      const url = new URL(this.url, window.location.href);
      const path = apiPath(url) ?? url.pathname;
      const reply = answer({ method: this.method, path, query: url.searchParams, body });
      if (!reply) return;
      void reply.then(async (outcome) => {
        for (const loaded of [0.3, 0.7, 1]) {
          await wait(120);
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 1 });
        }
        if (!this.aborted) {
          if (outcome === 'network') this.onerror?.();
          else {
            this.status = outcome.status;
            this.responseText = outcome.text;
            this.onload?.();
          }
        }
        setTimeout(settle, 50);
      });
    }
  }
  window.XMLHttpRequest = FixtureXhr as unknown as typeof XMLHttpRequest;
}

install();
