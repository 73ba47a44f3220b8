/**
 * `npm run bench:move`: the move a member makes from page to page, on a phone (412x823, touch, 4x CPU
 * by DevTools), with the service worker at work and every byte on the slow link, the worker's too. Each
 * run opens /login, waits IDLE_MS there, opens /user/dashboard (the **first member page** figure:
 * navigation to its data on screen), waits until the worker is active and the link quiet for QUIET_MS,
 * then taps a page in the side menu (the **move**: the finger touching the link to the new page's data
 * on screen, read as `npm run bench` reads it). Columns, in turn within each run: the build in DIST_DIR,
 * a second build in DIST_DIR_B, and the single-page-app peer in PEER_BUILD (see peer.md in the kit).
 *
 * DevTools throttling covers a page's own requests only (a service worker's fetches and the pages it
 * serves escape it), so every server is reached through a TCP link shaper (`shaper.mjs` of the
 * performance kit): every byte pays the profile's latency and shares its bandwidth.
 *
 * Options: RUNS (3), PROFILES, MOVES (transactions,withdrawals,binaryTeam), LOGIN (demo), IDLE_MS (4000),
 * QUIET_MS (3000), TAP_MS (how long the finger rests on the link, 100), BENCH_PORT (4481: the servers on
 * it and the next two, the shapers on the six after), DIST_LABEL and DIST_LABEL_B (column names; the
 * folders' names by default), PERF_DIR (../shared/perf), SHAPER, PEER_STUBS, PEER_BUILD. The method in
 * full: docs/performance.md, "Page to page". No assertions: the figures are for reading.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium, type Chromium, type Tab } from './devtools.ts';
import {
  describeBuild,
  idleMs,
  loadAverage,
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
import { startSpaServer, type Stub } from './spa-server.ts';
import { signInThroughApi, type StoredSession } from '../tests/e2e/support/members.ts';
import { paths, type PageName } from '../src/lib/paths.ts';
import { pages } from '../src/lib/text/pages.ts';

const quietMs = Number(process.env.QUIET_MS ?? 3000);
const tapMs = Number(process.env.TAP_MS ?? 100);
const login = process.env.LOGIN ?? 'demo';
const port = Number(process.env.BENCH_PORT ?? 4481);
const at = (offset: number) => (port ? port + offset : 0);
const perfDir = resolve(root, process.env.PERF_DIR ?? '../shared/perf');
const shaperPath = resolve(process.env.SHAPER ?? join(perfDir, 'shaper.mjs'));
const stubsPath = resolve(process.env.PEER_STUBS ?? join(perfDir, 'peer-stubs.json'));
const peerBuild = process.env.PEER_BUILD ? resolve(process.env.PEER_BUILD) : undefined;
const VIEWPORT = { width: 412, height: 823 };

/** A move: from the dashboard, a tap on the side menu's entry for `page`; the peer's own like move, if it has one. */
interface Move {
  page: PageName;
  peer?: { label: string; path: string };
}
const MOVES: Move[] = [
  { page: 'transactions' },
  // The peer's withdrawals list is the page it has data for (peer.md): its move beside ours.
  { page: 'withdrawals', peer: { label: 'My Withdrawals', path: '/user/my-withdrawals' } },
  { page: 'binaryTeam' },
];
const moves = (process.env.MOVES?.split(',') ?? MOVES.map((move) => move.page))
  .map((name) => MOVES.find((move) => move.page === name.trim()))
  .filter((move): move is Move => Boolean(move));

/** What a site is to the bench: how a member is signed in, where its data and its side menu are. */
interface Site {
  label: string;
  /** The origin the browser opens: the shaper in front of the site's server (set per profile). */
  base: string;
  /** The server behind the shaper. */
  target: string;
  /** Stores the session in the tab (on /login, after the idle time). */
  session: string;
  /** Whether the site registers a service worker (the bench waits for it to be active). */
  worker: boolean;
  /** What counts as data on screen on the dashboard (selector, and the digits a figure shows). */
  dashboard: { selector?: string; digits?: string };
  /** Opens the side menu: a button to tap, or (the peer, whose menu has no button on a phone) a script. */
  menu: { toggle: string } | { script: string };
  /** The side menu's links. */
  links: string;
  /** The move's target and its data, or nothing when the site has no such move. */
  move(move: Move): { label: string; path: string; selector?: string; digits?: string } | undefined;
}

type StartShaper = (options: {
  target: string;
  port?: number;
  rtt?: number;
  downKbps?: number;
  upKbps?: number;
}) => Promise<{ port: number; close: () => void }>;

/** A fresh phone: its own browser context, touch, the profile's CPU slowdown, its service workers watched. */
async function phone(browser: Chromium, profile: Profile): Promise<Tab> {
  const tab = await browser.newTab(VIEWPORT, { serviceWorkers: true });
  await tab.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await tab.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  return tab;
}

/** A tap at (x, y): the finger rests TAP_MS, as a person's does. */
async function tap(tab: Tab, point: { x: number; y: number }): Promise<void> {
  await tab.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await sleep(tapMs);
  await tab.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * The middle of the element (`selector`, with `label` as its text if given) once it is on screen, not
 * covered and no longer moving (a menu sliding in); asked of the page before the timed tap, never during.
 */
async function whereIs(tab: Tab, selector: string, label?: string): Promise<{ x: number; y: number }> {
  let last = '';
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const found = await tab.evaluate<{ x: number; y: number } | null>(`(() => {
      const node = [...document.querySelectorAll(${JSON.stringify(selector)})]
        .find((element) => ${label === undefined} || element.textContent.trim() === ${JSON.stringify(label ?? '')});
      if (!node) return null;
      node.scrollIntoView({ block: 'nearest' });
      const box = node.getBoundingClientRect();
      const x = box.left + box.width / 2, y = box.top + box.height / 2;
      if (!box.width || !box.height || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return null;
      const hit = document.elementFromPoint(x, y);
      return hit && node.contains(hit) ? { x: Math.round(x), y: Math.round(y) } : null;
    })()`);
    const now = JSON.stringify(found);
    if (found && now === last) return found;
    last = now;
    await sleep(150);
  }
  throw new Error(`no ${selector}${label ? ` "${label}"` : ''} to tap on screen`);
}

/** Script text: in a document at `path`, says `bench:seen <path>` with the time its data is on screen. */
const seenAt = (path: string, data: { selector?: string; digits?: string }) =>
  watchSeen({
    ...data,
    when: `location.pathname === ${JSON.stringify(path)}`,
    then: `console.debug(${JSON.stringify(`bench:seen ${path}`)}, now, performance.timeOrigin + now);`,
  });

interface Sample {
  /** Navigation to the dashboard's data on screen, ms. */
  first: number;
  /** The tap to the new page's data on screen, ms. */
  move: number;
  /** Whether the new page's HTML came from the service worker (a page load), or no page was loaded (undefined). */
  fromWorker: boolean | undefined;
}

/** One run: /login, IDLE_MS, the dashboard (first member page), the worker settled, the move. */
async function run(browser: Chromium, profile: Profile, site: Site, move: Move): Promise<Sample> {
  const target = site.move(move)!;
  const tab = await phone(browser, profile);
  try {
    const dashboard = paths.dashboard;
    const first = await tab.send('Page.addScriptToEvaluateOnNewDocument', {
      source: seenAt(dashboard, site.dashboard),
    });
    await signInFirst(tab, `${site.base}${paths.login}`, site.session);
    const dashboardSeen = tab.says(`bench:seen ${dashboard}`, 90_000);
    await tab.send('Page.navigate', { url: `${site.base}${dashboard}` });
    const [firstMs] = (await dashboardSeen) as [number, number];
    await tab.send('Page.removeScriptToEvaluateOnNewDocument', { identifier: first.identifier });

    // The worker active, then the link quiet (the page's requests and the worker's) for QUIET_MS.
    if (site.worker) {
      const until = Date.now() + 90_000;
      while (
        (await tab.evaluate<string>(
          `navigator.serviceWorker.getRegistration().then((r) => (r && r.active ? r.active.state : 'none'))`,
        )) !== 'activated'
      ) {
        if (Date.now() > until) throw new Error('the service worker was not active after 90 s');
        await sleep(500);
      }
    }
    await tab.networkIdle(180_000, quietMs);

    // The side menu open, the link on screen; then the watchers, for a new document and this one.
    if ('toggle' in site.menu) await tap(tab, await whereIs(tab, site.menu.toggle));
    else await tab.evaluate(site.menu.script);
    const point = await whereIs(tab, site.links, target.label);
    const watcher = seenAt(target.path, target);
    await tab.send('Page.addScriptToEvaluateOnNewDocument', { source: watcher });
    await tab.evaluate(
      `${watcher}; addEventListener('touchstart', (event) => console.debug('bench:tap', performance.timeOrigin + event.timeStamp), { capture: true, passive: true, once: true });`,
    );
    let fromWorker: boolean | undefined;
    tab.on('Network.responseReceived', (event) => {
      if (event.type === 'Document' && new URL(event.response.url).pathname === target.path)
        fromWorker = Boolean(event.response.fromServiceWorker);
    });
    const tapped = tab.says('bench:tap', 10_000);
    const seen = tab.says(`bench:seen ${target.path}`, 90_000);
    await tap(tab, point);
    const [tapAt] = (await tapped) as [number];
    const [, seenAt_] = (await seen) as [number, number];
    return { first: firstMs, move: seenAt_ - tapAt, fromWorker };
  } finally {
    await tab.close();
  }
}

function portal(label: string, target: string, session: StoredSession): Site {
  return {
    label,
    base: '',
    target,
    session: storeSession(session),
    worker: true,
    dashboard: {},
    menu: { toggle: '#menu-toggle' },
    links: '#side-menu a',
    move: (move) => ({ label: pages.titles[move.page], path: paths[move.page] }),
  };
}

function peer(target: string): Site {
  return {
    label: 'peer (CRA)',
    base: '',
    target,
    // Its sign-in keeps a token in localStorage and asks GET /api/auth/me (stubbed) who it is.
    session: `localStorage.setItem('token', 'bench');`,
    worker: false,
    // The wallet's figure: ₹0 until its answer has come.
    dashboard: { selector: '.stat-value', digits: '[1-9]' },
    // On a phone its menu is off screen and nothing in its code opens it: the bench adds the class its
    // stylesheet shows it with, as a menu button would.
    menu: { script: `document.querySelector('.sidebar').classList.add('mobile-open')` },
    links: '.sidebar a',
    move: (move) => move.peer && { ...move.peer, selector: '.withdrawals-table td.amount' },
  };
}

/** The peer's server, or why there is none (the column is then left out). */
async function startPeer(): Promise<{ base: string; close: () => void } | string> {
  if (!peerBuild) return 'PEER_BUILD is not set (the peer\u2019s build/ folder; see peer.md in the performance kit)';
  if (!existsSync(join(peerBuild, 'index.html')))
    return `PEER_BUILD=${peerBuild}: no index.html there (build the peer first)`;
  if (!existsSync(stubsPath)) return `no stub answers at ${stubsPath} (PEER_STUBS)`;
  const { stubs } = JSON.parse(readFileSync(stubsPath, 'utf8')) as { stubs: Record<string, Stub> };
  return startSpaServer({ root: peerBuild, stubs, port: at(2) });
}

async function main() {
  if (!existsSync(shaperPath)) {
    console.log(
      `No link shaper at ${shaperPath}: set SHAPER (or PERF_DIR) to the performance kit's shaper.mjs. Without it the service worker's bytes would escape the throttling, so the bench does not run.`,
    );
    process.exitCode = 1;
    return;
  }
  const { startShaper } = (await import(pathToFileURL(shaperPath).href)) as { startShaper: StartShaper };
  const dists = [process.env.DIST_DIR ?? join(root, 'dist'), process.env.DIST_DIR_B]
    .filter((dist): dist is string => Boolean(dist))
    .map((dist) => resolve(dist));
  const labels = [process.env.DIST_LABEL, process.env.DIST_LABEL_B];
  console.log(`Machine: ${machine()}; load average ${loadAverage()}; ${new Date().toISOString()}`);
  process.env.QUIET = '1';
  const sites: Site[] = [];
  const closers: (() => void)[] = [];
  for (const [index, dist] of dists.entries()) {
    console.log(`Build ${index ? 'B' : 'A'}: ${describeBuild(dist)}`);
    const { server, base } = await startBenchServer({ port: at(index), seed: 'demo', dist });
    closers.push(() => server.close());
    sites.push(
      portal(labels[index] ?? basename(dist), base.replace('http://', ''), await signInThroughApi(base, login)),
    );
  }
  const peerServer = await startPeer();
  if (typeof peerServer === 'string') console.log(`Peer: none: ${peerServer}.`);
  else {
    console.log(`Peer: ${peerBuild}, stub answers from ${stubsPath}`);
    closers.push(peerServer.close);
    sites.push(peer(peerServer.base.replace('http://', '')));
  }
  console.log(
    `Shaper: ${shaperPath}. Journey: /login, ${idleMs} ms there, the dashboard; the worker active and the link quiet ${quietMs} ms; the side menu opened, a page tapped (finger down ${tapMs} ms).`,
  );
  const browser = await launchChromium();
  const ms = (values: number[]) =>
    values.length
      ? `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`
      : '—';
  for (const [p, profile] of profiles.entries()) {
    const kbps = (bytes: number) => (bytes * 8) / 1000;
    const shapers = await Promise.all(
      sites.map((site, index) =>
        startShaper({
          target: site.target,
          port: at(3 + p * sites.length + index),
          rtt: profile.latency,
          downKbps: kbps(profile.down),
          upKbps: kbps(profile.up),
        }),
      ),
    );
    shapers.forEach((shaper, index) => (sites[index]!.base = `http://127.0.0.1:${shaper.port}`));
    const firsts: number[][] = sites.map(() => []);
    const samples = new Map<string, number[]>();
    const fromWorker = sites.map(() => ({ yes: 0, of: 0 }));
    for (let i = 0; i < runs; i += 1) {
      for (const move of moves) {
        for (const [index, site] of sites.entries()) {
          const target = site.move(move);
          if (!target) continue;
          const sample = await run(browser, profile, site, move).catch((error: Error) => {
            console.log(
              `  ${profile.name}, ${site.label}, → ${target.label}, run ${i + 1}: ${error.message.split('\n')[0]}`,
            );
            return null;
          });
          if (!sample) continue;
          firsts[index]!.push(sample.first);
          const key = `${move.page} ${index}`;
          samples.set(key, [...(samples.get(key) ?? []), sample.move]);
          if (sample.fromWorker !== undefined) {
            fromWorker[index]!.of += 1;
            if (sample.fromWorker) fromWorker[index]!.yes += 1;
          }
        }
      }
    }
    for (const shaper of shapers) shaper.close();
    const rtt = profile.latency;
    console.log(
      `\n## ${profile.name} (shaped link: RTT ${rtt} ms, ${Math.round(kbps(profile.down))} kbit/s down, ${Math.round(kbps(profile.up))} up; ${profile.cpu}x CPU), ms, median (min–max) of ${runs} runs per move`,
    );
    printHead(['move', ...sites.map((site) => site.label)]);
    printRow([
      `first member page after ${paths.login} (${idleMs / 1000} s there): navigation → data on screen`,
      ...firsts.map(ms),
    ]);
    for (const move of moves) {
      const peerMove = move.peer ? ` (peer: → ${move.peer.label})` : '';
      const cells = sites.map((site, index) =>
        site.move(move) ? ms(samples.get(`${move.page} ${index}`) ?? []) : '—',
      );
      printRow([`dashboard → ${pages.titles[move.page]}${peerMove}: tap → data on screen`, ...cells]);
    }
    const served = sites
      .map((site, index) =>
        fromWorker[index]!.of ? `${site.label} ${fromWorker[index]!.yes} of ${fromWorker[index]!.of}` : '',
      )
      .filter(Boolean);
    if (served.length) console.log(`\nMoves whose page came from the service worker: ${served.join('; ')}.`);
  }
  await browser.close();
  for (const close of closers) close();
  console.log(`\nLoad average at the end: ${loadAverage()}`);
}

await main();
