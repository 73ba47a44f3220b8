/**
 * `npm run bench`: loads the main routes in a fresh Chromium under the throttling profiles and prints, per
 * route (member routes once per demo login), bytes on the wire by type, requests (and how many came from
 * the browser's cache), FCP, LCP, when the page's data is on screen, CLS, total blocking time, the longest
 * task and the time the page's main controls are usable (every island in <main> hydrated); median of RUNS
 * (3) runs. Member pages are measured on a member's journey from /login (IDLE_MS there, cache on), public
 * pages cold. The page records its own figures; the driver runs nothing in the page until it has them
 * (see throttledTab). No assertions: the figures are for reading.
 *
 * The method, the columns and the options (SKIP_BUILD, DIST_DIR, BENCH_PORT, ROUTES, PROFILES, LOGINS,
 * SEED, WINDOW_S, FLOOR, LCP_ELEMENTS, PROTOCOL): docs/performance.md, "Benchmark".
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { seedAsked } from '../server/index.ts';
import { DEMO_PASSWORD, type SeedName } from '../server/seed.ts';
import { signInThroughApi, type StoredSession } from '../tests/e2e/support/members.ts';
import { DATA_MARK } from '../src/lib/marks.ts';
import { launchChromium, type Chromium, type Tab } from './devtools.ts';
import { pageEntries, readModuleGraph, staticClosure } from './module-graph.mjs';
import { acceptedEncoding, compress } from './spa-server.ts';
import { langOf, prefixOf } from '../src/lib/lang.ts';
import {
  describeBuild,
  idleMs,
  machine,
  median,
  printHead,
  printRow,
  profiles,
  root,
  runs,
  signInFirst,
  sleep,
  startBenchServer,
  storeSession,
  watchSeen,
  type Profile,
} from './bench-kit.ts';

const port = Number(process.env.BENCH_PORT ?? 4477);
/** The networks of the member pages (SEED), one reference server each (the first on BENCH_PORT), measured in turn. */
const seeds: SeedName[] = (process.env.SEED ?? 'demo').split(',').map((name) => seedAsked(name.trim()) ?? 'demo');
const seedColumn = seeds.length > 1 || seeds[0] !== 'demo';
const h2 = process.env.PROTOCOL === 'h2';
const windowMs = Number(process.env.WINDOW_S ?? 0) * 1000;
/** The build served (the reference server reads DIST_DIR too). */
const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
/** Public pages that mark their first data too (the register form's country list). */
const DRAWS_DATA = /^(\/\w\w)?\/register(\?|$)/;
const floor = process.env.FLOOR === '1';
const FLOOR_PREFIX = '/__floor';
const FLOOR_ISLAND = `${FLOOR_PREFIX}/island.js`;
const kb = (n: number) => (n / 1024).toFixed(1);
const ms = (n: number) => String(Math.round(n));

/**
 * A built page's floor (FLOOR=1, docs/performance.md): the islands of <main> load FLOOR_ISLAND (an empty
 * component: React renders nothing in place of their server-rendered markup, after hydrating), and only
 * the modules of what remains (the renderer, the shell's islands) are preloaded.
 */
export function floorPage(html: string, graph: Parameters<typeof staticClosure>[0]): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(html);
  if (!main) throw new Error('floor: the page has no <main>');
  const swapped = main[0].replace(/<astro-island\b[^>]*>/g, (tag) =>
    tag
      .replace(/\bcomponent-url="[^"]*"/, `component-url="${FLOOR_ISLAND}"`)
      .replace(/\bcomponent-export="[^"]*"/, 'component-export="Floor"'),
  );
  if (swapped === main[0]) throw new Error('floor: the page has no island in <main>');
  const page = html.replace(main[0], swapped);
  const entries = pageEntries(page).filter((url) => url !== FLOOR_ISLAND);
  const kept = new Set(staticClosure(graph, entries));
  return page.replace(/<link rel="modulepreload" href="([^"]+)">/g, (link, url: string) => (kept.has(url) ? link : ''));
}

/** With FLOOR=1, answers the floor's requests: the empty island, and a page's floor from the built page. */
async function floorAnswer(request: Request, app: { fetch: (request: Request) => Response | Promise<Response> }) {
  const url = new URL(request.url);
  if (!floor || !url.pathname.startsWith(`${FLOOR_PREFIX}/`)) return undefined;
  const headers = { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' };
  if (url.pathname === FLOOR_ISLAND) return new Response('export const Floor = () => null;', { headers });
  const path = url.pathname.slice(FLOOR_PREFIX.length) || '/';
  const built = await app.fetch(new Request(new URL(path + url.search, url), { headers: { Accept: 'text/html' } }));
  const html = Buffer.from(floorPage(await built.text(), readModuleGraph(join(dist, prefixOf(langOf(path))))));
  // Compressed as the built pages are (scripts/precompress.mjs), so the floor's HTML weighs what the page's does.
  const encoding = acceptedEncoding(request.headers.get('Accept-Encoding'));
  return new Response(new Uint8Array(encoding ? compress(encoding, html) : html), {
    headers: {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    },
  });
}

// The Hindi and Spanish pages of the marketers' links and of signing in, next to the English ones.
const publicRoutes = ['/register?u=demo&p=L', '/login', '/hi/register?u=demo&p=L', '/es/login'];
const memberPages = 'dashboard transactionsList WithdrawList logs packageList manualWithdraw binaryTeam directTeam';
const memberRoutes = `${memberPages} todayTask chat profile kyc`.split(' ').map((page) => `/user/${page}`);
const logins = (process.env.LOGINS ?? 'demo,mpindemo,authdemo').split(',').filter(Boolean);
const routes = (process.env.ROUTES?.split(',') ?? [...publicRoutes, ...memberRoutes]).filter(Boolean);

/**
 * Runs in the page before its own scripts; `waitsForData`: the page is ready only once it has marked its
 * data; `watchData`: the data on screen is read from outside the page's code too (member pages).
 */
const observers = (waitsForData: boolean, watchData: boolean) => `
  window.__perf = { lcp: 0, lcpNode: '', cls: 0, tbt: 0, longest: 0, shifts: [] };
  const describe = (node) => !node || node.nodeType !== 1 ? String(node && node.nodeName) : node.nodeName.toLowerCase() + (node.id ? '#' + node.id : '') + (node.getAttribute('class') ? '.' + node.getAttribute('class').trim().split(/\\s+/).slice(0, 3).join('.') : '') + ' "' + (node.textContent || '').trim().slice(0, 30) + '"';
  new PerformanceObserver((l) => { for (const e of l.getEntries()) { window.__perf.lcp = e.startTime; window.__perf.lcpNode = describe(e.element); } }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) { window.__perf.cls += e.value; for (const source of e.sources || []) window.__perf.shifts.push(e.value.toFixed(3) + ' ' + describe(source.node)); } }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) { window.__perf.tbt += Math.max(0, e.duration - 50); window.__perf.longest = Math.max(window.__perf.longest, e.duration); } }).observe({ type: 'longtask', buffered: true });
  // Usable (every island in <main> hydrated: Astro drops their \`ssr\` attribute) and the data mark are
  // recorded here, and the page says on its console when it has both, so the driver stays out of the
  // page while it loads (see throttledTab).
  window.__perf.usable = 0;
  const settled = () => {
    if (!window.__perf.usable && document.readyState !== 'loading' && [...document.querySelectorAll('main astro-island')].every((island) => !island.hasAttribute('ssr')))
      window.__perf.usable = performance.now();
    if (window.__perf.usable && !window.__perf.told && (!${waitsForData} || performance.getEntriesByName(${JSON.stringify(DATA_MARK)}).length)) {
      window.__perf.told = true;
      console.debug('bench:ready');
    }
  };
  new MutationObserver(settled).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
  new PerformanceObserver(settled).observe({ type: 'mark' });
  addEventListener('DOMContentLoaded', settled);
  // The first data on screen, whoever drew it: the frame after an element of DATA_SELECTOR is shown
  // with a box of its own (the same frame the page's own mark is taken in, see useDrawnMark).
  window.__perf.seen = 0;
  if (${watchData}) {
    ${watchSeen({ then: 'window.__perf.seen = now;' })}
  }
`;

/** What the page records: `data` its `data-drawn` mark, `seen` DATA_SELECTOR on screen (member pages), 0 if none. */
type Perf = Record<'fcp' | 'lcp' | 'cls' | 'tbt' | 'longest' | 'usable' | 'data' | 'seen', number> & {
  lcpNode: string;
  shifts: string[];
};
type Site = Awaited<ReturnType<typeof startBenchServer>>;
type Sample = Awaited<ReturnType<typeof measure>>;

/**
 * A fresh page (a browser context of its own: empty cache and storage), its link and CPU slowed to the
 * profile, its cache off unless `cache`, no service worker (its fetches are not throttled with the tab's).
 * The driver runs nothing in the page while it loads, it waits for what the page says on its console
 * (docs/performance.md, "Measuring without disturbing").
 */
async function throttledTab(browser: Chromium, profile: Profile, cache = false): Promise<Tab> {
  const tab = await browser.newTab({ width: 412, height: 823 });
  await tab.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  await tab.send('Network.setBypassServiceWorker', { bypass: true });
  await tab.send('Page.addScriptToEvaluateOnNewDocument', { source: 'delete Navigator.prototype.serviceWorker;' });
  await tab.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: profile.down,
    uploadThroughput: profile.up,
  });
  await tab.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  return tab;
}

/** A public page: cold, cache off. A member page: the journey from /login of its language (see the top). */
async function measure(browser: Chromium, profile: Profile, site: Site, path: string, session: StoredSession | null) {
  const member = Boolean(session);
  const tab = await throttledTab(browser, profile, member);
  try {
    const language = /^\/\w\w(?=\/user\/)/.exec(path)?.[0] ?? '';
    if (session) await signInFirst(tab, `${site.base}${language}/login`, storeSession(session));
    const types = new Map<string, string>();
    const bytes: Record<string, number> = {};
    // Only the page's own requests: a prefetch the sign-in page started may still be finishing.
    const ours = new Set<string>();
    const fromCache = new Set<string>();
    let [requests, cached, windowRequests, windowBytes, windowEnd, counting] = [0, 0, 0, 0, Infinity, true];
    tab.on('Network.requestWillBeSent', (event) => ours.add(event.requestId));
    tab.on('Network.requestServedFromCache', (event) => fromCache.add(event.requestId));
    tab.on('Network.responseReceived', (event) => {
      types.set(event.requestId, event.type);
      if (event.response?.fromDiskCache) fromCache.add(event.requestId);
    });
    tab.on('Network.loadingFinished', (event) => {
      if (!ours.has(event.requestId)) return;
      if (Date.now() <= windowEnd) {
        windowRequests += 1;
        windowBytes += event.encodedDataLength;
      }
      if (!counting) return;
      const type = (types.get(event.requestId) ?? 'Other').replace('XHR', 'Fetch');
      bytes[type] = (bytes[type] ?? 0) + event.encodedDataLength;
      requests += 1;
      if (fromCache.has(event.requestId)) cached += 1;
    });
    const source = observers(member || DRAWS_DATA.test(path), member);
    await tab.send('Page.addScriptToEvaluateOnNewDocument', { source });
    const ready = tab.says('bench:ready', 60_000);
    site.calls.length = 0;
    const started = Date.now();
    if (member && windowMs) windowEnd = started + windowMs;
    await tab.send('Page.navigate', { url: site.base + path });
    await ready;
    await tab.networkIdle(60_000);
    // The load's figures end here; the window's go on (the page's background work) until WINDOW_S.
    counting = false;
    if (member && windowMs) await sleep(Math.max(0, windowEnd - Date.now()));
    const serverMs = site.calls
      .filter((call) => call.at <= Math.max(windowEnd, Date.now()) && call.at >= started)
      .map((call) => call.ms);
    const perf = await tab.evaluate<Perf>(`(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const data = performance.getEntriesByName(${JSON.stringify(DATA_MARK)})[0]?.startTime ?? 0;
      const { lcp, lcpNode, cls, tbt, longest, shifts, usable, seen } = window.__perf;
      return { fcp, data, seen, lcp, lcpNode, cls, tbt, longest, shifts, usable };
    })()`);
    return { bytes, requests, cached, ...perf, windowRequests, windowBytes, serverMs };
  } finally {
    await tab.close();
  }
}

// "Press honoured" (docs/performance.md): on each sign-in page the page fills in its form as soon as it
// is painted, the driver presses Enter in its last field at once, and the page records when the form
// was submitted, showed it is sending, hydrated and sent its request.
const signInRoutes = ['/login', '/register?u=demo&p=L', '/verifyEmail'];
const pathOf = (route: string) => route.split('?')[0]!;
const pressRoutes = signInRoutes.filter((path) => !process.env.ROUTES || routes.map(pathOf).includes(pathOf(path)));

/** What the member types before pressing, per sign-in page: field (CSS selector) and value. */
const pressFields: Record<string, Record<string, string>> = {
  '/login': { '[name=username]': 'mpindemo', '[name=password]': DEMO_PASSWORD },
  '/register': { '[name=name]': 'Early Bird' },
  '/verifyEmail': {
    '[name=username]': 'mpindemo',
    '#email-code': '1',
    '#email-code-2': '2',
    '#email-code-3': '3',
    '#email-code-4': '4',
  },
};

/** Runs in the page before its own scripts; `fields` as in pressFields. */
const pressRecorder = (fields: [string, string][], expectsRequest: boolean) => `
  window.__press = {};
  const fields = ${JSON.stringify(fields)};
  // On the console (see throttledTab): when the island has hydrated, and when the press was honoured.
  const tell = () => {
    const press = window.__press;
    if (press.hydrated !== undefined && !press.toldHydrated) { press.toldHydrated = true; console.debug('bench:hydrated'); }
    if ((press.busy ?? -1) > 0 && (!${expectsRequest} || press.sent !== undefined) && !press.toldHonoured) {
      press.toldHonoured = true;
      console.debug('bench:honoured');
    }
  };
  addEventListener('submit', () => { window.__press.at ??= performance.now(); }, true);
  // Each frame from the page's first until the form, its fields and its button are there: fill them
  // in, put the focus in the last, and say so; the driver presses Enter at once, as a key of the
  // member's (see measurePress). The frame paints them; the key comes after it.
  const ready = () => {
    const form = document.querySelector('main form');
    const button = form && form.querySelector('button[type=submit]');
    const inputs = fields.map(([selector]) => form && form.querySelector(selector));
    if (!button || inputs.some((input) => !input)) return requestAnimationFrame(ready);
    inputs.forEach((input, i) => { input.value = fields[i][1]; });
    (inputs.at(-1) ?? button).focus();
    console.debug('bench:press');
  };
  requestAnimationFrame(ready);
  new MutationObserver((records) => {
    const islands = [...document.querySelectorAll('main astro-island')];
    if (window.__press.hydrated === undefined && islands.length && islands.every((i) => !i.hasAttribute('ssr')))
      window.__press.hydrated = performance.now();
    // Told on every change, the island's hydration included, which may come after the press shows busy.
    if (window.__press.busy === undefined && records.some((r) => r.target.type === 'submit' && r.target.getAttribute('aria-busy') === 'true')) {
      window.__press.busy = -1;
      requestAnimationFrame(() => { window.__press.busy = performance.now(); tell(); });
    }
    tell();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy', 'ssr'] });
  const send = window.fetch;
  window.fetch = function (input, init) {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, location.href);
    if (['/api/pre-login', '/api/register', '/api/verify-email'].includes(url.pathname))
      window.__press.sent ??= performance.now();
    tell();
    return send.call(this, input, init);
  };
`;

type PressSample = { fcp: number; at: number; busy?: number; sent?: number; hydrated: number };

async function measurePress(browser: Chromium, profile: Profile, site: Site, path: string): Promise<PressSample> {
  const tab = await throttledTab(browser, profile);
  try {
    const fields = Object.entries(pressFields[pathOf(path)] ?? {});
    const source = pressRecorder(fields, !path.startsWith('/register'));
    await tab.send('Page.addScriptToEvaluateOnNewDocument', { source });
    // Enter as the member's key: input, which the browser takes before the page's own tasks (a press the
    // page made itself waited behind the parser for 100 to 250 ms at 4x CPU).
    void tab.says('bench:press', 60_000).then(
      async () => {
        const enter = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 };
        await tab.send('Input.dispatchKeyEvent', { type: 'keyDown', text: '\r', ...enter });
        await tab.send('Input.dispatchKeyEvent', { type: 'keyUp', ...enter });
      },
      () => undefined,
    );
    const hydrated = tab.says('bench:hydrated', 60_000);
    // A press that is lost (no feedback, no request) shows as a dash rather than stopping the bench.
    const honoured = tab.says('bench:honoured', 70_000).catch(() => undefined);
    await tab.send('Page.navigate', { url: site.base + path });
    await hydrated;
    await Promise.race([honoured, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    return await tab.evaluate<PressSample>(`(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return { fcp, ...window.__press };
    })()`);
  } finally {
    await tab.close();
  }
}

async function main() {
  // A build named by DIST_DIR is benched as it is (two builds compared in turn); dist/ is built first.
  if (!process.env.DIST_DIR && (process.env.SKIP_BUILD !== '1' || !existsSync(join(dist, 'index.html'))))
    execFileSync(process.execPath, [join(root, 'scripts/build.ts')], { cwd: root, stdio: 'inherit' });
  console.log(`Build: ${describeBuild(dist)}, served over ${h2 ? 'HTTP/2 with TLS (PROTOCOL=h2)' : 'HTTP/1.1'}`);
  console.log(`Machine: ${machine()}; ${new Date().toISOString()}`);
  console.log(`Member pages: journey from /login, ${idleMs} ms idle there, cache on. Public pages: cold, cache off.`);
  process.env.QUIET = '1';
  const servers = await Promise.all(
    seeds.map((seed, index) => startBenchServer({ port: index === 0 ? port : 0, seed, h2, answer: floorAnswer })),
  );
  // Member routes are measured for each demo login (their data differ: packages, plan, news), on each network.
  const sessions: Record<string, StoredSession>[] = [];
  for (const { base } of servers) {
    const own: Record<string, StoredSession> = {};
    for (const username of logins) own[username] = await signInThroughApi(base, username);
    sessions.push(own);
  }
  if (seedColumn) console.log(`Networks: ${seeds.join(', ')} (SEED), measured in turn.`);
  if (windowMs) console.log(`Member pages stay open ${windowMs / 1000} s: requests and KB in that window (WINDOW_S).`);
  const browser = await launchChromium(h2 ? ['--ignore-certificate-errors'] : []);
  const head =
    'route | login | HTML KB | JS KB | CSS KB | API KB | other KB | requests (cached) | FCP ms | LCP ms | data ms (mark / seen) | CLS | TBT ms | longest task ms | usable ms';
  const extra = [
    ...(seedColumn ? ['network'] : []),
    ...(windowMs ? [`requests in ${windowMs / 1000} s`, `KB in ${windowMs / 1000} s`] : []),
    'API calls',
    'server ms per call (median / max)',
  ];
  const rows = routes.flatMap((route) =>
    route.startsWith('/user/') ? logins.map((login) => ({ route, login })) : [{ route, login: '' }],
  );
  for (const profile of profiles) {
    console.log(
      `\n## ${profile.name} (RTT ${profile.latency} ms, ${Math.round((profile.down * 8) / 1024)} kbit/s down, ${profile.cpu}x CPU), median of ${runs}`,
    );
    printHead([...head.split(' | '), ...extra]);
    const shifted: string[] = [];
    const floors: string[] = [];
    for (const { route, login } of rows) {
      // Public pages do not depend on the network: the first server only. With FLOOR=1, a public page
      // and its floor in turn, each run.
      const networks = login ? seeds.map((_, index) => index) : [0];
      const paths = !login && floor ? [route, `${FLOOR_PREFIX}${route}`] : [route];
      const cells = networks.flatMap((index) => paths.map((path) => ({ index, path, samples: [] as Sample[] })));
      for (let i = 0; i < runs; i += 1) {
        for (const { index, path, samples } of cells) {
          // One run that never settles (a page that fails to load) is reported, not the end of the bench.
          const session = login ? sessions[index]![login]! : null;
          const sample = await measure(browser, profile, servers[index]!, path, session).catch((error: Error) => {
            const who = login ? ` (${login}, ${seeds[index]})` : '';
            console.log(`  ${path}${who}, run ${i + 1}: ${error.message.split('\n')[0]}`);
          });
          if (sample) samples.push(sample);
        }
      }
      for (const { index, path, samples } of cells) {
        if (samples.length === 0) continue;
        const med = (pick: (sample: Sample) => number) => median(samples.map(pick));
        const of = (pick: (sample: Sample) => number) => ms(med(pick));
        const kbOf = (counts: (type: string) => boolean) =>
          kb(med((s) => Object.entries(s.bytes).reduce((sum, [type, n]) => sum + (counts(type) ? n : 0), 0)));
        const named = ['Document', 'Script', 'Stylesheet', 'Fetch'];
        const calls = samples.flatMap((s) => s.serverMs);
        printRow([
          path,
          login || '—',
          ...named.map((name) => kbOf((type) => type === name)),
          kbOf((type) => !named.includes(type)),
          `${med((s) => s.requests)}${login ? ` (${med((s) => s.cached)})` : ''}`,
          of((s) => s.fcp),
          of((s) => s.lcp),
          login ? `${of((s) => s.data)} / ${of((s) => s.seen)}` : DRAWS_DATA.test(path) ? of((s) => s.data) : '—',
          med((s) => s.cls).toFixed(3),
          of((s) => s.tbt),
          of((s) => s.longest),
          of((s) => s.usable),
          ...(seedColumn ? [seeds[index]] : []),
          ...(windowMs ? [med((s) => s.windowRequests), kb(med((s) => s.windowBytes))] : []),
          med((s) => s.serverMs.length),
          calls.length ? `${median(calls).toFixed(1)} / ${Math.max(...calls).toFixed(1)}` : '—',
        ]);
        // What the largest paint was (it can be later than the data: a picture, a lower widget).
        if (process.env.LCP_ELEMENTS === '1') console.log(`  LCP on ${samples.map((s) => s.lcpNode).join(' / ')}`);
        // Over the CLS limit: say what moved (in the run with the most shift), under the table.
        const worst = samples.reduce((a, b) => (b.cls > a.cls ? b : a));
        if (med((s) => s.cls) > 0.02) shifted.push(`${path}${login ? ` (${login})` : ''}: ${worst.shifts.join('; ')}`);
      }
      const [own, bare] = cells.map((cell) => median(cell.samples.map((sample) => sample.usable)));
      if (paths.length > 1 && own && bare)
        floors.push(`${route}: usable ${ms(own)} ms, floor ${ms(bare)} ms: ${(own / bare).toFixed(2)}x the floor`);
    }
    if (shifted.length) console.log(`\nLayout shifts above 0.02:\n${shifted.map((line) => `- ${line}`).join('\n')}`);
    if (floors.length) console.log(`\nAstro-island floor (FLOOR=1):\n${floors.map((line) => `- ${line}`).join('\n')}`);
    if (!pressRoutes.length) continue;
    console.log(`\n### press honoured (${profile.name}): pressed when the form is painted, ms from navigation`);
    printHead(['route', 'FCP', 'pressed', 'sending shown', 'hydrated', 'request sent']);
    for (const route of pressRoutes) {
      const samples: PressSample[] = [];
      for (let i = 0; i < runs; i += 1) samples.push(await measurePress(browser, profile, servers[0]!, route));
      // A median over the runs where it happened; a dash when it never did.
      const of = (key: keyof PressSample) => {
        const seen = samples.map((s) => s[key]).filter((v): v is number => v !== undefined && v > 0);
        return seen.length ? ms(median(seen)) : '—';
      };
      const sent = route.startsWith('/register') ? '— (form not complete before its script)' : of('sent');
      printRow([route, of('fcp'), of('at'), of('busy'), of('hydrated'), sent]);
    }
  }
  await browser.close();
  for (const { server } of servers) server.close();
}

if (import.meta.main) await main();
