/**
 * What the benches share: the throttling profiles, the reference server in the bench's own process, the
 * journey's start on /login, the data-on-screen watcher, the statistics and the Markdown tables.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { cpus, loadavg, tmpdir } from 'node:os';
import { serve } from '@hono/node-server';
import { createSite, keepIdleConnections } from '../server/index.ts';
import type { SeedName } from '../server/seed.ts';
import type { Tab } from './devtools.ts';

export const root = resolve(import.meta.dirname, '..');
export const runs = Number(process.env.RUNS ?? 3);
/** How long the member stays on /login before the member page opens (typing a password). */
export const idleMs = Number(process.env.IDLE_MS ?? 4000);

/** Both profiles, or those PROFILES names (`PROFILES='slow 3G'`). */
export const profiles = [
  { name: 'slow 4G', latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8, cpu: 4 },
  { name: 'slow 3G', latency: 400, down: (400 * 1024) / 8, up: (400 * 1024) / 8, cpu: 4 },
].filter((profile) => process.env.PROFILES?.split(',').includes(profile.name) ?? true);
export type Profile = (typeof profiles)[number];

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The value at `q` (0 to 1) of `values` in order (the median of an even count is the upper middle); NaN for none. */
export function quantile(values: number[], q: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}
export const median = (values: number[]) => quantile(values, 0.5);
/** A short time in ms, one decimal under 10 ms; nothing for none. */
export const fewMs = (n: number | undefined) =>
  n === undefined || Number.isNaN(n) ? '' : n < 10 ? n.toFixed(1) : n.toFixed(0);

export const printRow = (cells: unknown[]) => console.log(`| ${cells.join(' | ')} |`);
/** A Markdown table's head: the first column left-aligned, the others as `align` says. */
export function printHead(columns: string[], align = '---') {
  printRow(columns);
  console.log(`|${columns.map((_, index) => (index ? align : '---')).join('|')}|`);
}

export const machine = () => `${cpus().length} CPUs, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`;
export const loadAverage = () => Array.from(loadavg(), (n) => n.toFixed(2)).join(', ');

/** A build's folder and when it was built; an error when there is no built site there. */
export function describeBuild(dist: string): string {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) throw new Error(`${dist}: no built site there (build it first)`);
  return `${dist} (built ${statSync(index).mtime.toISOString().slice(0, 16).replace('T', ' ')} UTC)`;
}

/** Script text that stores `session` in sessionStorage, as the sign-in form does. */
export const storeSession = (session: object) =>
  `for (const [key, value] of Object.entries(${JSON.stringify(session)})) sessionStorage.setItem(key, value);`;

/** The journey's start: `login` opened until it has loaded, IDLE_MS there, then `session` (a script) run. */
export async function signInFirst(tab: Tab, login: string, session: string): Promise<void> {
  const loaded = tab.once('Page.loadEventFired', 90_000);
  await tab.send('Page.navigate', { url: login });
  await loaded;
  await sleep(idleMs);
  await tab.evaluate(session);
}

/**
 * What counts as a page's data on screen, read from outside its code: a tree node, or a table row, a
 * figure of a list of figures or a list item's amount that shows a digit. Skeletons and what a page
 * holds hidden (a first paint not yet shown, a template) do not count.
 */
export const DATA_SELECTOR = 'main [role=treeitem], main tbody tr, main dd, main li [dir=ltr]';
export const NOT_SHOWN = 'template, [hidden], [aria-hidden=true], [aria-busy=true]';

/**
 * Script text that watches the document for its first data on screen, from outside the page's code: in
 * the frame after the first element of `selector` (outside NOT_SHOWN, showing a digit that `digits`
 * matches unless it is a tree node) has a box, it runs `then` with `now` (performance.now()). `when`
 * is a condition checked first (a single-page app's new address).
 */
export function watchSeen(seen: { selector?: string; digits?: string; when?: string; then: string }): string {
  const { selector = DATA_SELECTOR, digits = '\\d', when = 'true', then } = seen;
  return `{
    const look = () => {
      if (!(${when})) return;
      for (const node of document.querySelectorAll(${JSON.stringify(selector)})) {
        if (node.closest(${JSON.stringify(NOT_SHOWN)})) continue;
        if (!node.matches('[role=treeitem]') && !new RegExp(${JSON.stringify(digits)}).test(node.textContent)) continue;
        const box = node.getBoundingClientRect();
        if (!box.width || !box.height) continue;
        watcher.disconnect();
        requestAnimationFrame(() => { const now = performance.now(); ${then} });
        return;
      }
    };
    const watcher = new MutationObserver(look);
    watcher.observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['hidden', 'aria-hidden', 'aria-busy'] });
    look();
  }`;
}

let certificate: { key: string; cert: string } | undefined;
/** A certificate made for the run, trusted by nobody: the bench's Chromium is told to accept it, as is this process. */
function selfSigned() {
  if (certificate) return certificate;
  const folder = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  const [key, cert] = [join(folder, 'key.pem'), join(folder, 'cert.pem')];
  const request = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=127.0.0.1';
  const extension = ['-addext', 'subjectAltName=IP:127.0.0.1'];
  execFileSync('openssl', [...request.split(' '), ...extension, '-keyout', key, '-out', cert], { stdio: 'ignore' });
  certificate = { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  rmSync(folder, { recursive: true, force: true });
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  return certificate;
}

/**
 * The reference server on `seed` (fresh, in memory) in this process, on `port` (0: a free one), serving
 * the build `dist` (DIST_DIR by default); `h2`: over HTTP/2 with TLS. Each API call's time from the
 * request reaching the app to its answer being ready is kept (the handler's work, not the link's).
 * `answer` may answer a request first (undefined: the site answers it).
 */
export async function startBenchServer(options: {
  port: number;
  seed: SeedName;
  dist?: string;
  h2?: boolean;
  answer?: (request: Request, site: ReturnType<typeof createSite>['app']) => Promise<Response | undefined>;
}) {
  const { port, seed, dist, h2 = false, answer } = options;
  const { app } = createSite({ dbPath: ':memory:', demo: true, seed, dist });
  // Each API call as the server answered it: when (Date.now()) and how long its handler took.
  const calls: { at: number; ms: number }[] = [];
  const server = serve({
    ...(h2 ? { createServer: createSecureServer, serverOptions: { ...selfSigned(), allowHTTP1: true } } : {}),
    port,
    hostname: '127.0.0.1',
    // The second argument carries the connection (the development mailbox answers loopback only).
    fetch: async (request: Request, env: unknown) => {
      const own = await answer?.(request, app);
      if (own) return own;
      const start = performance.now();
      const response = await app.fetch(request, env);
      if (new URL(request.url).pathname.startsWith('/api/'))
        calls.push({ at: Date.now(), ms: performance.now() - start });
      return response;
    },
  });
  if (!h2) keepIdleConnections(server as Server);
  await once(server, 'listening');
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  return { server, calls, base: `${h2 ? 'https' : 'http'}://127.0.0.1:${listening}` };
}
