/**
 * `npm run bench:move`: the move a member makes from page to page on a phone (4x CPU), with the service
 * worker at work: the tap on a page in the side menu to that page's data on screen, after the first
 * member page (/user/dashboard, opened from /login). Every server is reached through the performance
 * kit's TCP link shaper, as DevTools throttling would miss the worker's bytes. Columns: the build in
 * DIST_DIR, one in DIST_DIR_B, the single-page-app peer in PEER_BUILD. The method and the options:
 * docs/performance.md, "Page to page". No assertions: the figures are for reading.
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
import { signInThroughApi } from '../tests/e2e/support/members.ts';
import { paths, type PageName } from '../src/lib/paths.ts';
import { pages } from '../src/lib/text/pages.ts';

const quietMs = Number(process.env.QUIET_MS ?? 3000);
const tapMs = Number(process.env.TAP_MS ?? 100);
const port = Number(process.env.BENCH_PORT ?? 4481);
const perfDir = resolve(root, process.env.PERF_DIR ?? '../shared/perf');
const shaperPath = resolve(process.env.SHAPER ?? join(perfDir, 'shaper.mjs'));
const stubsPath = resolve(process.env.PEER_STUBS ?? join(perfDir, 'peer-stubs.json'));
const peerBuild = process.env.PEER_BUILD && resolve(process.env.PEER_BUILD);

/** A move: from the dashboard, a tap on the side menu's entry for `page`; the peer's own like move, if it has one. */
const MOVES: { page: PageName; peer?: { label: string; path: string } }[] = [
  { page: 'transactions' },
  // The peer's withdrawals list is the page it has data for (peer.md): its move beside ours.
  { page: 'withdrawals', peer: { label: 'My Withdrawals', path: '/user/my-withdrawals' } },
  { page: 'binaryTeam' },
];
type Move = (typeof MOVES)[number];
const moves = (process.env.MOVES?.split(',') ?? MOVES.map((move) => move.page)).flatMap((name) =>
  MOVES.filter((move) => move.page === name.trim()),
);

/** The data that counts as on screen: a selector, and the digits a figure shows (watchSeen's defaults else). */
type Data = { selector?: string; digits?: string };
type Target = Data & { label: string; path: string };
/** What a site is to the bench: how a member is signed in, where its data and its side menu are. */
interface Site {
  label: string;
  /** The server, and the origin the browser opens: the shaper in front of it (set per profile). */
  target: string;
  base?: string;
  /** Script that stores the session in the tab (on /login, after the idle time). */
  session: string;
  /** Whether the site registers a service worker (the bench waits for it to be active). */
  worker: boolean;
  dashboard: Data;
  openMenu(tab: Tab): Promise<unknown>;
  /** The side menu's links. */
  links: string;
  /** The move's target and its data, or nothing when the site has no such move. */
  move(move: Move): Target | undefined;
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
    if (found && JSON.stringify(found) === last) return found;
    last = JSON.stringify(found);
    await sleep(150);
  }
  throw new Error(`no ${selector}${label ? ` "${label}"` : ''} to tap on screen`);
}

/** Script text: in a document at `path`, says `bench:seen <path>` with the time its data is on screen. */
const seenAt = (path: string, data: Data) =>
  watchSeen({
    ...data,
    when: `location.pathname === ${JSON.stringify(path)}`,
    then: `console.debug(${JSON.stringify(`bench:seen ${path}`)}, now, performance.timeOrigin + now);`,
  });

/**
 * One run in a fresh phone (its own browser context, touch, the profile's CPU): /login, IDLE_MS, the
 * dashboard (`first`: navigation to data on screen), the worker settled, the `move` (tap to data on
 * screen); `fromWorker`: whether the new page's HTML came from the service worker (undefined: no page load).
 */
async function run(browser: Chromium, profile: Profile, site: Site, target: Target) {
  const tab = await browser.newTab({ width: 412, height: 823 }, { serviceWorkers: true });
  try {
    await tab.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await tab.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
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
    const until = Date.now() + 90_000;
    while (
      site.worker &&
      (await tab.evaluate<string>(
        `navigator.serviceWorker.getRegistration().then((r) => (r && r.active ? r.active.state : 'none'))`,
      )) !== 'activated'
    ) {
      if (Date.now() > until) throw new Error('the service worker was not active after 90 s');
      await sleep(500);
    }
    await tab.networkIdle(180_000, quietMs);

    // The side menu open, the link on screen; then the watchers, for a new document and this one.
    await site.openMenu(tab);
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
    const [, seenAtMs] = (await seen) as [number, number];
    return { first: firstMs, move: seenAtMs - tapAt, fromWorker };
  } finally {
    await tab.close();
  }
}

if (!existsSync(shaperPath)) {
  console.log(
    `No link shaper at ${shaperPath}: set SHAPER (or PERF_DIR) to the performance kit's shaper.mjs. Without it the service worker's bytes would escape the throttling, so the bench does not run.`,
  );
  process.exit(1);
}
const { startShaper } = (await import(pathToFileURL(shaperPath).href)) as {
  startShaper: (options: object) => Promise<{ port: number; close: () => void }>;
};
const dists = [process.env.DIST_DIR ?? join(root, 'dist'), process.env.DIST_DIR_B].flatMap((dist) =>
  dist ? [resolve(dist)] : [],
);
const labels = [process.env.DIST_LABEL, process.env.DIST_LABEL_B];
console.log(`Machine: ${machine()}; load average ${loadAverage()}; ${new Date().toISOString()}`);
process.env.QUIET = '1';
const sites: Site[] = [];
const closers: (() => void)[] = [];
for (const [index, dist] of dists.entries()) {
  console.log(`Build ${index ? 'B' : 'A'}: ${describeBuild(dist)}`);
  const { server, base } = await startBenchServer({ port: port + index, seed: 'demo', dist });
  closers.push(() => server.close());
  const session = storeSession(await signInThroughApi(base, process.env.LOGIN ?? 'demo'));
  sites.push({
    label: labels[index] ?? basename(dist),
    target: base.replace('http://', ''),
    session,
    worker: true,
    dashboard: {},
    openMenu: async (tab) => tap(tab, await whereIs(tab, '#menu-toggle')),
    links: '#side-menu a',
    move: (move) => ({ label: pages.titles[move.page], path: paths[move.page] }),
  });
}
const noPeer = !peerBuild
  ? 'PEER_BUILD is not set (the peer\u2019s build/ folder; see peer.md in the performance kit)'
  : !existsSync(join(peerBuild, 'index.html'))
    ? `PEER_BUILD=${peerBuild}: no index.html there (build the peer first)`
    : !existsSync(stubsPath)
      ? `no stub answers at ${stubsPath} (PEER_STUBS)`
      : '';
if (noPeer || !peerBuild) console.log(`Peer: none: ${noPeer}.`);
else {
  const { stubs } = JSON.parse(readFileSync(stubsPath, 'utf8')) as { stubs: Record<string, Stub> };
  const peer = await startSpaServer(peerBuild, stubs, port + 2);
  console.log(`Peer: ${peerBuild}, stub answers from ${stubsPath}`);
  closers.push(peer.close);
  sites.push({
    label: 'peer (CRA)',
    target: peer.base.replace('http://', ''),
    // Its sign-in keeps a token in localStorage and asks GET /api/auth/me (stubbed) who it is.
    session: `localStorage.setItem('token', 'bench');`,
    worker: false,
    // The wallet's figure: ₹0 until its answer has come.
    dashboard: { selector: '.stat-value', digits: '[1-9]' },
    // On a phone its menu is off screen and nothing in its code opens it: the bench adds the class its
    // stylesheet shows it with, as a menu button would.
    openMenu: (tab) => tab.evaluate(`document.querySelector('.sidebar').classList.add('mobile-open')`),
    links: '.sidebar a',
    move: (move) => move.peer && { ...move.peer, selector: '.withdrawals-table td.amount' },
  });
}
console.log(
  `Shaper: ${shaperPath}. Journey: /login, ${idleMs} ms there, the dashboard; the worker active and the link quiet ${quietMs} ms; the side menu opened, a page tapped (finger down ${tapMs} ms).`,
);
const browser = await launchChromium();
const ms = (values: number[] = []) =>
  values.length
    ? `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`
    : '—';
const kbps = (bytes: number) => (bytes * 8) / 1000;
for (const [p, profile] of profiles.entries()) {
  const shapers = await Promise.all(
    sites.map((site, index) =>
      startShaper({
        target: site.target,
        port: port + 3 + p * sites.length + index,
        rtt: profile.latency,
        downKbps: kbps(profile.down),
        upKbps: kbps(profile.up),
      }),
    ),
  );
  shapers.forEach((shaper, index) => (sites[index]!.base = `http://127.0.0.1:${shaper.port}`));
  // Per site: the first member page's times, the moves' by page, how many moves loaded a page and from the worker.
  const results = sites.map((site) => ({
    site,
    firsts: [] as number[],
    byPage: new Map<PageName, number[]>(),
    loads: 0,
    fromWorker: 0,
  }));
  for (let i = 0; i < runs; i += 1) {
    for (const move of moves) {
      for (const result of results) {
        const { site } = result;
        const target = site.move(move);
        if (!target) continue;
        const sample = await run(browser, profile, site, target).catch((error: Error) => {
          console.log(
            `  ${profile.name}, ${site.label}, → ${target.label}, run ${i + 1}: ${error.message.split('\n')[0]}`,
          );
          return null;
        });
        if (!sample) continue;
        result.firsts.push(sample.first);
        result.byPage.set(move.page, [...(result.byPage.get(move.page) ?? []), sample.move]);
        if (sample.fromWorker !== undefined) result.loads += 1;
        if (sample.fromWorker) result.fromWorker += 1;
      }
    }
  }
  for (const shaper of shapers) shaper.close();
  console.log(
    `\n## ${profile.name} (shaped link: RTT ${profile.latency} ms, ${Math.round(kbps(profile.down))} kbit/s down, ${Math.round(kbps(profile.up))} up; ${profile.cpu}x CPU), ms, median (min–max) of ${runs} runs per move`,
  );
  printHead(['move', ...sites.map((site) => site.label)]);
  printRow([
    `first member page after ${paths.login} (${idleMs / 1000} s there): navigation → data on screen`,
    ...results.map((result) => ms(result.firsts)),
  ]);
  for (const move of moves) {
    const peerMove = move.peer ? ` (peer: → ${move.peer.label})` : '';
    const cells = results.map(({ site, byPage }) => (site.move(move) ? ms(byPage.get(move.page)) : '—'));
    printRow([`dashboard → ${pages.titles[move.page]}${peerMove}: tap → data on screen`, ...cells]);
  }
  const served = results.flatMap(({ site, loads, fromWorker }) =>
    loads ? [`${site.label} ${fromWorker} of ${loads}`] : [],
  );
  if (served.length) console.log(`\nMoves whose page came from the service worker: ${served.join('; ')}.`);
}
await browser.close();
for (const close of closers) close();
console.log(`\nLoad average at the end: ${loadAverage()}`);
