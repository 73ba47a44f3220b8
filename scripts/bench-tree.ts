/**
 * `npm run bench:tree`: how a team tree of 2,000 members behaves in Chromium. Serves the built site
 * with the reference server, answers the Referral Team's calls with a generated network (the demo
 * team has 600 members), opens 2,000 members, then prints:
 * - frame times and main-thread CPU while panning and zooming, close up and zoomed out (5%);
 * - the time from a branch's answer arriving to the new members being on screen, in the big tree.
 * No assertions: numbers to watch, not a test. Env: DIST_DIR (built site; without it dist/, built
 * again first when older than the sources unless SKIP_BUILD=1), BENCH_PORT (4498), CHROME_PATH
 * (/usr/bin/chromium when present).
 *
 * `SEED=large npm run bench:tree`: the reference server's large network instead (demo has 500 direct
 * referrals there), the Referral and Matching trees each opened to NODES (1,000) members or more, at 4x
 * CPU (CPU=…): the longest frame and the longest main-thread task while panning (close up and zoomed
 * out) and while a member is opened (its answer in and drawn), while the next page of a level is shown
 * and while the first view is switched to the list.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import config from '../playwright.config.ts';
import { ensureBuilt, seedAsked } from '../server/index.ts';
import { signInThroughApi } from '../tests/e2e/support/members.ts';
import { chromiumPath } from './chromium.ts';
import { quantile, root, startBenchServer, storeSession } from './bench-kit.ts';

const port = Number(process.env.BENCH_PORT ?? 4498);
const FIRST = 45;
const SECOND = 44;
const THIRD = 3;

/* ---------- a generated referral network ---------- */

interface Member {
  username: string;
  sponsor: string;
  is_paid: number;
  color_code: string | null;
  total_subscription: number;
  total_team_business: number;
  total_team: number;
  paid_team: number;
  sponsor_sponsor: string | null;
}

const colours = ['#15803d', '#1d4ed8', '#b45309', '#7e22ce', '#be123c'];
/** demo → c00…c44 → g00_00…; the members under c22 (the middle) have 3 members each, opened one by one to time. */
function childrenOf(name: string): string[] {
  if (name === 'demo') return Array.from({ length: FIRST }, (_, i) => `c${String(i).padStart(2, '0')}`);
  const first = /^c(\d\d)$/.exec(name);
  if (first) return Array.from({ length: SECOND }, (_, j) => `g${first[1]}_${String(j).padStart(2, '0')}`);
  const second = /^g22_(\d\d)$/.exec(name);
  if (second) return Array.from({ length: THIRD }, (_, k) => `h${second[1]}_${k}`);
  return [];
}

function teamSize(name: string): number {
  return childrenOf(name).reduce((sum, child) => sum + 1 + teamSize(child), 0);
}

function member(name: string, sponsor: string, index: number): Member {
  const paid = index % 3 !== 2;
  return {
    username: name,
    sponsor,
    is_paid: paid ? 1 : 0,
    color_code: paid ? colours[index % colours.length]! : null,
    total_subscription: paid ? 100 : 0,
    total_team_business: teamSize(name) * 50,
    total_team: teamSize(name),
    paid_team: Math.floor((teamSize(name) * 2) / 3),
    sponsor_sponsor: null,
  };
}

function directTeamAnswer(name: string) {
  return {
    status: true,
    username: name,
    data: childrenOf(name).map((child, i) => member(child, name, i)),
    sponsor_total_subscription: 1000,
    sponsor_total_team_business: teamSize(name) * 50,
    sponsor_total_team: teamSize(name),
    sponsor_paid_team: Math.floor((teamSize(name) * 2) / 3),
    color_code: '#15803d',
    is_paid: 1,
    sponsor_sponsor: name === 'demo' ? 'company' : null,
  };
}

/* ---------- measuring in the page ---------- */

declare global {
  interface Window {
    __arrivals: { url: string; t: number }[];
    __frames: number[] | null;
  }
}

/** Records when each team answer arrives, and rAF frame intervals on demand. */
function instrument() {
  window.__arrivals = [];
  window.__frames = null;
  const original = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await original(...args);
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (url.includes('/directTeam/') || url.includes('/binary-details/'))
      window.__arrivals.push({ url, t: performance.now() });
    return response;
  };
  let last = 0;
  const tick = (now: number) => {
    if (window.__frames && last) window.__frames.push(now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

const stats = (values: number[]) => ({
  n: values.length,
  median: quantile(values, 0.5),
  p95: quantile(values, 0.95),
  max: quantile(values, 1),
});
const ms = (n: number) => `${n.toFixed(1)} ms`;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Main-thread CPU time of the page in a Chromium trace. Unlike wall-clock frame times it does not grow
 * when other programs share the machine.
 */
function cpuOf(events: TraceEvent[]) {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busiest = mains
    .map((thread) => ({
      thread,
      total: events
        .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' && e.ph === 'X')
        .reduce((sum, e) => sum + (e.tdur ?? 0), 0),
    }))
    .sort((a, b) => b.total - a.total)[0];
  if (!busiest) return null;
  const own = events
    .filter((e) => e.pid === busiest.thread.pid && e.tid === busiest.thread.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  // Top-level tasks only (a task may run nested tasks).
  const tasks: TraceEvent[] = [];
  for (const e of own) {
    if (e.name !== 'RunTask') continue;
    const last = tasks[tasks.length - 1];
    if (last && e.ts < last.ts + (last.dur ?? 0)) continue;
    tasks.push(e);
  }
  const sum = (names: string[]) =>
    own.filter((e) => names.includes(e.name)).reduce((total, e) => total + (e.tdur ?? 0), 0) / 1000;
  return {
    total: tasks.reduce((total, e) => total + (e.tdur ?? 0), 0) / 1000,
    tasks: tasks.map((e) => (e.tdur ?? 0) / 1000),
    style: sum(['UpdateLayoutTree']),
    layout: sum(['Layout']),
    paint: sum(['PrePaint', 'Paint', 'Layerize']),
  };
}

/** Frame intervals and main-thread CPU (traced) while `gesture` runs and `settle` ms after. */
async function framesDuring(page: Page, gesture: () => Promise<void>, settle = 200) {
  const browser = page.context().browser()!;
  await page.evaluate(() => (window.__frames = []));
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await gesture();
  await page.waitForTimeout(settle);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const frames = await page.evaluate(() => {
    const out = window.__frames ?? [];
    window.__frames = null;
    return out;
  });
  return { ...stats(frames), cpu: cpuOf(Array.isArray(trace) ? trace : trace.traceEvents) };
}

/** Brings a member into view close up (the search box). */
async function find(page: Page, name: string, settle: number) {
  await page.getByLabel('Find a member').fill(name);
  await page.getByLabel('Find a member').press('Enter');
  await page.waitForTimeout(settle);
}

async function pan(page: Page) {
  const box = (await page.getByRole('tree').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 0; i < 60; i += 1) await page.mouse.move(cx + Math.sin(i / 6) * 200, cy + Math.cos(i / 9) * 120);
  await page.mouse.up();
}

async function wheelZoom(page: Page) {
  const box = (await page.getByRole('tree').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 40; i += 1) await page.mouse.wheel(0, i < 20 ? -60 : 60);
}

/** Opens one member and times answer → commit (the DOM has the new members) → the next frame. */
async function timedExpand(page: Page, id: string) {
  return page.evaluate(async (nodeId) => {
    const node = document.querySelector<SVGGElement>(`[data-id="${CSS.escape(nodeId)}"]`)!;
    const before = window.__arrivals.length;
    const committed = new Promise<number>((done) => {
      const observer = new MutationObserver(() => {
        if (node.getAttribute('aria-expanded') === 'true') {
          observer.disconnect();
          done(performance.now());
        }
      });
      observer.observe(node, { attributes: true, attributeFilter: ['aria-expanded'] });
    });
    const clicked = performance.now();
    node.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const commit = await committed;
    const frame = await new Promise<number>((done) => requestAnimationFrame(() => done(performance.now())));
    // The last answer the open waited for (a Matching Team member's two places are two calls).
    const arrived = window.__arrivals
      .slice(before)
      .filter((a) => a.t <= commit)
      .reduce((last, a) => Math.max(last, a.t), clicked);
    return { commit: commit - arrived, frame: frame - arrived };
  }, id);
}

/* ---------- run ---------- */

/**
 * The reference server on the built site (SEED as set outside: demo, or large), fresh, in this process;
 * then signs in the demo member and starts Chromium as the end-to-end tests start it, for `run`.
 */
async function withTreeBench(run: (browser: Browser, base: string, session: string) => Promise<void>) {
  const dist = resolve(process.env.DIST_DIR ?? resolve(root, 'dist'));
  if (!existsSync(resolve(dist, 'user/directTeam.html')))
    throw new Error(`No built site in ${dist}: run npm run build first (or set DIST_DIR).`);
  // A build named by DIST_DIR is benched as it is, never rebuilt.
  if (!process.env.DIST_DIR && process.env.SKIP_BUILD !== '1') ensureBuilt();
  process.env.QUIET = '1';
  const { server, base } = await startBenchServer({ port, seed: seedAsked() ?? 'demo', dist });
  try {
    const session = storeSession(await signInThroughApi(base, 'demo'));
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: config.use?.launchOptions?.args ?? [],
    });
    await run(browser, base, session);
    await browser.close();
  } finally {
    server.close();
  }
}

/** A signed-in page of the tree at `url`, the team answers' arrival recorded, once the tree takes gestures. */
async function openTree(browser: Browser, session: string, url: string, before?: (page: Page) => Promise<unknown>) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(session);
  await page.addInitScript(instrument);
  await before?.(page);
  await page.goto(url);
  await page.locator('svg[data-gestures="on"]').waitFor();
  return page;
}

async function main(browser: Browser, base: string, session: string) {
  const page = await openTree(browser, session, `${base}/user/directTeam`, (page) =>
    page.route('**/api/directTeam/*', (route) => {
      const name = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop()!);
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify(directTeamAnswer(name)) });
    }),
  );
  await page.locator('[data-id="demo"]').focus();
  await page.keyboard.press('ArrowDown');
  await page.locator('[data-id="c00"]:focus').waitFor();

  // `*` on a referral opens all 45 referrals of the member at once: about 2,000 members.
  const opened = await page.evaluate(async () => {
    const start = window.__arrivals.length;
    const item = document.querySelector<SVGGElement>('[data-id="c00"]')!;
    item.dispatchEvent(new KeyboardEvent('keydown', { key: '*', bubbles: true }));
    const svg = document.querySelector<SVGSVGElement>('svg[role="tree"]')!;
    const members = () => Number(svg.dataset.members);
    while (members() < 2000) await new Promise((r) => setTimeout(r, 5));
    const done = performance.now();
    const arrivals = window.__arrivals.slice(start).map((a) => a.t);
    return { last: done - Math.max(...arrivals), count: members(), requests: arrivals.length };
  });

  const scale = () => page.evaluate(() => document.querySelector('svg[role="tree"] > g')!.getAttribute('transform'));
  await page.getByRole('button', { name: 'Back to me' }).click();
  await page.waitForTimeout(500);
  const closeScale = await scale();
  const panClose = await framesDuring(page, () => pan(page));
  const zoomClose = await framesDuring(page, () => wheelZoom(page));
  await page.getByRole('button', { name: 'Fit tree to view' }).click();
  await page.waitForTimeout(600);
  const fitScale = await scale();
  const panFit = await framesDuring(page, () => pan(page));
  const zoomFit = await framesDuring(page, () => wheelZoom(page));

  // Single branches opened in the 2,000-member tree: with all of it in view (every node drawn), then close up.
  const drawnFit = await page.getByRole('treeitem').count();
  // Each open is traced on its own, so its main-thread CPU (from the click to the next frame) is known too.
  const traced = async (id: string) => {
    let timing = { commit: NaN, frame: NaN };
    const frames = await framesDuring(
      page,
      async () => {
        timing = await timedExpand(page, id);
      },
      50,
    );
    return { ...timing, cpu: frames.cpu?.total ?? NaN };
  };
  const expands: { commit: number; frame: number; cpu: number }[] = [];
  for (let j = 0; j < 6; j += 1) expands.push(await traced(`g22_${String(j).padStart(2, '0')}`));
  const closeExpands: { commit: number; frame: number; cpu: number }[] = [];
  for (let j = 10; j < 16; j += 1) {
    await find(page, `g22_${j}`, 400);
    closeExpands.push(await traced(`g22_${j}`));
  }
  const drawnClose = await page.getByRole('treeitem').count();
  const finalCount = await page.evaluate(() =>
    Number(document.querySelector<SVGSVGElement>('svg[role="tree"]')!.dataset.members),
  );

  const line = (label: string, s: Awaited<ReturnType<typeof framesDuring>>) => {
    console.log(
      `  ${label.padEnd(32)} frame interval median ${ms(s.median).padStart(8)}  p95 ${ms(s.p95).padStart(9)}  max ${ms(s.max).padStart(9)}  (${s.n} frames)`,
    );
    if (s.cpu) {
      const task = stats(s.cpu.tasks);
      console.log(
        `  ${''.padEnd(32)} main-thread CPU per frame ${ms(s.cpu.total / Math.max(1, s.n)).padStart(8)} (style ${ms(s.cpu.style / Math.max(1, s.n))}, layout ${ms(s.cpu.layout / Math.max(1, s.n))}, paint ${ms(s.cpu.paint / Math.max(1, s.n))}); task CPU p95 ${ms(task.p95)}, max ${ms(task.max)}`,
      );
    }
  };
  console.log(
    `Team tree benchmark: ${opened.count} members loaded by opening ${opened.requests} branches at once (${finalCount} at the end)`,
  );
  console.log(`  nodes in the DOM: ${drawnFit} zoomed out, ${drawnClose} close up`);
  console.log(`  view close up: ${closeScale}; fitted: ${fitScale}`);
  console.log(
    'Frames (requestAnimationFrame intervals, 16.7 ms = 60 fps; and main-thread CPU from a trace, which other load on the machine does not inflate)',
  );
  line('pan, close up', panClose);
  line('wheel zoom, close up', zoomClose);
  line('pan, zoomed out', panFit);
  line('wheel zoom, zoomed out', zoomFit);
  console.log(
    'Opening one member in the 2,000-member tree, from its answer arriving to the new members in the DOM / to the next frame',
  );
  for (const [label, list] of [
    ['zoomed out', expands],
    ['close up', closeExpands],
  ] as const) {
    const commit = stats(list.map((e) => e.commit));
    const frame = stats(list.map((e) => e.frame));
    const cpu = stats(list.map((e) => e.cpu));
    console.log(
      `  ${label.padEnd(32)} median ${ms(commit.median)} / ${ms(frame.median)}   max ${ms(commit.max)} / ${ms(frame.max)}   (${commit.n} opens)`,
    );
    console.log(
      `  ${''.padEnd(32)} main-thread CPU of the whole open (trace): median ${ms(cpu.median)}, max ${ms(cpu.max)}`,
    );
  }
  console.log(`Opening 45 branches at once: last answer → all ${opened.count} members in the tree: ${ms(opened.last)}`);
}

/* ---------- the large network ---------- */

/**
 * Opens the tree until it holds `target` members: zoomed out (every node drawn), each round shows the
 * next page of every large level, or else opens up to 60 closed members, and waits for their answers.
 */
async function openUntil(page: Page, target: number) {
  const svg = page.locator('svg[role="tree"]');
  for (let round = 0; round < 200; round += 1) {
    if (Number(await svg.getAttribute('data-members')) >= target) break;
    await page.getByRole('button', { name: 'Fit tree to view' }).click();
    await page.waitForTimeout(400);
    const clicked = await page.evaluate(() => {
      const click = (node: Element) => node.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      const more = [...document.querySelectorAll('[role="treeitem"][data-id$="#more"]')];
      if (more.length) return more.map(click).length;
      const closed = [...document.querySelectorAll('[role="treeitem"][aria-expanded="false"]:not([aria-busy])')];
      return closed.slice(0, 60).map(click).length;
    });
    if (!clicked) break;
    await page.waitForFunction(() => !document.querySelector('[role="treeitem"][aria-busy]'), null, {
      timeout: 120_000,
    });
    await page.waitForTimeout(100);
  }
  return Number(await svg.getAttribute('data-members'));
}

/** Closed members of the tree (zoomed out, every node is drawn): `count` of them, spread over the tree. */
async function closedMembers(page: Page, count: number) {
  return page.evaluate((wanted) => {
    const closed = [...document.querySelectorAll<SVGGElement>('[role="treeitem"][aria-expanded="false"]')];
    const step = Math.max(1, Math.floor(closed.length / wanted));
    return closed
      .filter((_, i) => i % step === 0)
      .slice(0, wanted)
      .map((node) => ({ id: node.dataset.id!, name: node.getAttribute('aria-label')!.split(',')[0]! }));
  }, count);
}

/** Brings a closed member into view close up (the search box), opens it and times it: answer → next frame, and the longest frame and task meanwhile. */
async function openOne(page: Page, member: { id: string; name: string }) {
  await find(page, member.name, 600);
  let timing: { commit: number; frame: number } | null = null;
  const frames = await framesDuring(page, async () => {
    timing = await timedExpand(page, member.id);
    await page.waitForTimeout(300);
  });
  return { id: member.name, timing: timing!, frames };
}

/** Shows the next page of a large level (its "Show more" place brought into view by End) and times it. */
async function showNextPage(page: Page, rootId: string) {
  await page.locator(`[data-id="${rootId}"]`).focus();
  await page.keyboard.press('End');
  const more = page.locator('[role="treeitem"][data-id$="#more"]:focus');
  if (!(await more.count())) return null;
  await page.waitForTimeout(400);
  return framesDuring(page, async () => {
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
  });
}

async function large(browser: Browser, base: string, session: string) {
  const cpu = Number(process.env.CPU ?? 4);
  const target = Number(process.env.NODES ?? 1000);
  console.log(`Team trees on the large network (SEED=large), ${target} members open or more, ${cpu}x CPU`);
  console.log('Frames: longest rAF interval and longest main-thread task (trace); 16.7 ms = 60 fps');
  for (const [path, label] of [
    ['/user/directTeam', 'Referral Team'],
    ['/user/binaryTeam', 'Matching Team'],
  ] as const) {
    const page = await openTree(browser, session, `${base}${path}`);
    const first = await page.evaluate(() => ({
      members: Number(document.querySelector<SVGSVGElement>('svg[role="tree"]')!.dataset.members),
      drawn: document.querySelectorAll('[role="treeitem"]').length,
    }));
    const cdp = await page.context().newCDPSession(page);
    // The next page of the member's own level (the Referral Team's 500), first of all, at 4x CPU.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const nextPage = await showNextPage(page, 'demo');
    // The same tree as a list (every member loaded so far, the pages shown so far), and back.
    const list = await framesDuring(page, async () => {
      await page.getByRole('button', { name: 'List', exact: true }).click();
      await page.locator('ul[aria-label] li').first().waitFor();
      await page.waitForTimeout(300);
    });
    await page.getByRole('button', { name: 'Tree', exact: true }).click();
    await page.waitForTimeout(300);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const members = await openUntil(page, target);
    const zoomedOut = await page.getByRole('treeitem').count();
    const toOpen = await closedMembers(page, 3);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const panFit = await framesDuring(page, () => pan(page));
    await page.getByRole('button', { name: 'Back to me' }).click();
    await page.waitForTimeout(800);
    const closeUp = await page.getByRole('treeitem').count();
    const panClose = await framesDuring(page, () => pan(page));
    const opens = [];
    for (const member of toOpen) {
      opens.push(await openOne(page, member));
      await page.waitForTimeout(300);
    }
    await page.close();

    const worst = (s: Awaited<ReturnType<typeof framesDuring>>) => {
      const per = (n: number) => ms(n / Math.max(1, s.n));
      const cpu = s.cpu
        ? `; CPU per frame ${per(s.cpu.total)} (style ${per(s.cpu.style)}, layout ${per(s.cpu.layout)}, paint ${per(s.cpu.paint)})`
        : '';
      return `longest frame ${ms(s.max).padStart(8)}, longest task ${ms(s.cpu ? Math.max(0, ...s.cpu.tasks) : NaN).padStart(8)}, frame p95 ${ms(s.p95)} (${s.n} frames)${cpu}`;
    };
    console.log(`\n${label} (${path})`);
    console.log(
      `  first view: ${first.members} members loaded, ${first.drawn} drawn; opened to ${members} members: ${zoomedOut} drawn zoomed out, ${closeUp} close up`,
    );
    if (nextPage) console.log(`  ${'next page of the 500 (End, Enter)'.padEnd(36)} ${worst(nextPage)}`);
    console.log(`  ${'shown as a list (first view)'.padEnd(36)} ${worst(list)}`);
    console.log(`  ${'pan, zoomed out'.padEnd(36)} ${worst(panFit)}`);
    console.log(`  ${'pan, close up'.padEnd(36)} ${worst(panClose)}`);
    for (const open of opens)
      console.log(
        `  ${`open ${open.id}`.padEnd(36)} ${worst(open.frames)}; answer → drawn ${ms(open.timing.commit)}, → next frame ${ms(open.timing.frame)}`,
      );
  }
}

await withTreeBench(process.env.SEED === 'large' ? large : main);
