/**
 * `npm run bench:tree`: the team trees in Chromium, 1280 × 800, on the reference server's large network
 * (always, whatever SEED says; demo has 500 direct referrals there). For the Referral and the Matching
 * tree, at CPU (4)x CPU, it prints the longest frame, the longest main-thread task and the CPU per frame
 * (trace) while the next page of a level is shown and while the first view is switched to the list; then
 * opens the tree, zoomed out and unthrottled, up to 60 closed members at a time, to NODES (2,000) members
 * or as far as the fitted view shows closed members (the Matching tree, wider than the view at the
 * smallest scale, stops near 1,500), and prints the time from each round's last answer to its last
 * members in the tree; then the same frame figures while panning and wheel-zooming and while a member is
 * opened, zoomed out and close up, with the time from its answer arriving to its members drawn and to
 * the next frame. No assertions: numbers to watch, not a test. Env: DIST_DIR (built site; without it
 * dist/, built again first when older than the sources unless SKIP_BUILD=1), BENCH_PORT (4498),
 * CHROME_PATH (/usr/bin/chromium when present).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import config from '../playwright.config.ts';
import { ensureBuilt } from '../server/index.ts';
import { signInThroughApi } from '../tests/e2e/support/members.ts';
import { chromiumPath } from './chromium.ts';
import { median, quantile, root, startBenchServer, storeSession } from './bench-kit.ts';

const port = Number(process.env.BENCH_PORT ?? 4498);
const cpuRate = Number(process.env.CPU ?? 4);
const target = Number(process.env.NODES ?? 2000);
const ms = (n: number) => `${n.toFixed(1)} ms`;

declare global {
  interface Window {
    __arrivals: { url: string; t: number }[];
    __frames: number[] | null;
    __grown: number;
  }
}

/** Records when each team answer arrives, when the tree last gained members, and rAF intervals on demand. */
function instrument() {
  window.__arrivals = [];
  window.__frames = null;
  window.__grown = 0;
  const original = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await original(...args);
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (url.includes('/directTeam/') || url.includes('/binary-details/'))
      window.__arrivals.push({ url, t: performance.now() });
    return response;
  };
  new MutationObserver(() => (window.__grown = performance.now())).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-members'],
  });
  let last = 0;
  const tick = (now: number) => {
    if (window.__frames && last) window.__frames.push(now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

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
 * The page's main-thread CPU in a Chromium trace (thread time: other programs on the machine do not
 * inflate it): the total and the longest of its top-level tasks, and style, layout and paint.
 */
function cpuOf(events: TraceEvent[]) {
  const tasksOf = (e: TraceEvent) => (x: TraceEvent) =>
    x.pid === e.pid && x.tid === e.tid && x.name === 'RunTask' && x.ph === 'X';
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => ({ e, total: events.filter(tasksOf(e)).reduce((sum, x) => sum + (x.tdur ?? 0), 0) }))
    .sort((a, b) => b.total - a.total)[0]?.e;
  if (!main) return null;
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const tasks: TraceEvent[] = []; // top-level ones only (a task may run nested tasks)
  for (const e of own.filter((x) => x.name === 'RunTask')) {
    const last = tasks.at(-1);
    if (!last || e.ts >= last.ts + (last.dur ?? 0)) tasks.push(e);
  }
  const sum = (list: TraceEvent[], names?: string[]) =>
    list.filter((e) => !names || names.includes(e.name)).reduce((total, e) => total + (e.tdur ?? 0), 0) / 1000;
  return {
    total: sum(tasks),
    longest: Math.max(0, ...tasks.map((e) => (e.tdur ?? 0) / 1000)),
    style: sum(own, ['UpdateLayoutTree']),
    layout: sum(own, ['Layout']),
    paint: sum(own, ['PrePaint', 'Paint', 'Layerize']),
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
  const cpu = cpuOf(Array.isArray(trace) ? trace : trace.traceEvents);
  const per = (n: number) => ms(n / Math.max(1, frames.length));
  return (
    `longest frame ${ms(quantile(frames, 1)).padStart(8)}, longest task ${ms(cpu?.longest ?? NaN).padStart(8)}, ` +
    `frame p95 ${ms(quantile(frames, 0.95))} (${frames.length} frames)` +
    (cpu
      ? `; CPU per frame ${per(cpu.total)} (style ${per(cpu.style)}, layout ${per(cpu.layout)}, paint ${per(cpu.paint)})`
      : '')
  );
}

const tree = (page: Page) => page.getByRole('tree');
const members = async (page: Page) => Number(await tree(page).getAttribute('data-members'));

async function fit(page: Page, settle = 600) {
  await page.getByRole('button', { name: 'Fit tree to view' }).click();
  await page.waitForTimeout(settle);
}

async function pan(page: Page) {
  const box = (await tree(page).boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 0; i < 60; i += 1) await page.mouse.move(cx + Math.sin(i / 6) * 200, cy + Math.cos(i / 9) * 120);
  await page.mouse.up();
}

async function wheelZoom(page: Page) {
  const box = (await tree(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 40; i += 1) await page.mouse.wheel(0, i < 20 ? -60 : 60);
}

/**
 * Opens the tree until it holds `target` members: zoomed out, each round shows the next page of every
 * large level, or else opens up to 60 closed members at once and waits for their answers. Once the tree
 * holds a quarter of `target` (500 at most), each round keeps its middle closed member closed, six in
 * all, to be timed afterwards. Returns those, and for each round that asked for members the time from
 * its last answer arriving to the tree's last new members.
 */
async function openUntil(page: Page, target: number) {
  const bursts: number[] = [];
  const kept: { id: string; name: string }[] = [];
  for (let round = 0, count = 0; round < 200 && (count = await members(page)) < target; round += 1) {
    await fit(page, 400);
    const hold = kept.length < 6 && count >= Math.min(target / 4, 500);
    const { clicked, start, keep } = await page.evaluate(
      ({ keptIds, hold }) => {
        const click = (node: Element) => node.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        const more = [...document.querySelectorAll('[role="treeitem"][data-id$="#more"]')];
        if (more.length) return { clicked: more.map(click).length, start: Infinity, keep: null };
        const closed = [
          ...document.querySelectorAll<SVGGElement>('[role="treeitem"][aria-expanded="false"]:not([aria-busy])'),
        ].filter((node) => !keptIds.includes(node.dataset.id!));
        const held = hold && closed.length > 1 ? closed.splice(closed.length >> 1, 1)[0] : undefined;
        const keep = held && { id: held.dataset.id!, name: held.getAttribute('aria-label')!.split(',')[0]! };
        return { start: performance.now(), clicked: closed.slice(0, 60).map(click).length, keep };
      },
      { keptIds: kept.map((member) => member.id), hold },
    );
    if (keep) kept.push(keep);
    if (!clicked) break;
    await page.waitForFunction(() => !document.querySelector('[role="treeitem"][aria-busy]'), null, {
      timeout: 120_000,
    });
    await page.waitForTimeout(100);
    const burst = await page.evaluate(
      (from) => window.__grown - Math.max(...window.__arrivals.filter((a) => a.t >= from).map((a) => a.t)),
      start,
    );
    if (Number.isFinite(burst)) bursts.push(burst);
  }
  return { bursts, kept };
}

/**
 * Opens a closed member, brought to the middle of the view by the search box (close up), then zoomed out
 * as far as the tree goes unless `closeUp`; prints the longest frame and task meanwhile and the time from
 * its (last) answer arriving to the new members in the DOM and to the next frame.
 */
async function openOne(page: Page, member: { id: string; name: string }, closeUp: boolean) {
  await page.getByLabel('Find a member').fill(member.name);
  await page.getByLabel('Find a member').press('Enter');
  await page.waitForTimeout(600);
  for (let i = 0; i < (closeUp ? 0 : 14); i += 1) await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.waitForTimeout(closeUp ? 0 : 800);
  let timing = { commit: NaN, frame: NaN };
  const frames = await framesDuring(page, async () => {
    timing = await page.evaluate(async (nodeId) => {
      const node = document.querySelector<SVGGElement>(`[data-id="${CSS.escape(nodeId)}"]`)!;
      const before = window.__arrivals.length;
      const committed = new Promise<number>((done) => {
        const observer = new MutationObserver(() => {
          if (node.getAttribute('aria-expanded') !== 'true') return;
          observer.disconnect();
          done(performance.now());
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
    }, member.id);
    await page.waitForTimeout(300);
  });
  const label = `open ${member.name}, ${closeUp ? 'close up' : 'zoomed out'}`;
  console.log(`  ${label.padEnd(36)} ${frames}; answer → drawn ${ms(timing.commit)}, → next frame ${ms(timing.frame)}`);
}

/* ---------- run ---------- */

const dist = resolve(process.env.DIST_DIR ?? resolve(root, 'dist'));
if (!existsSync(resolve(dist, 'user/directTeam.html')))
  throw new Error(`No built site in ${dist}: run npm run build first (or set DIST_DIR).`);
// A build named by DIST_DIR is benched as it is, never rebuilt.
if (!process.env.DIST_DIR && process.env.SKIP_BUILD !== '1') ensureBuilt();
process.env.QUIET = '1';
const { server, base } = await startBenchServer({ port, seed: 'large', dist });
try {
  const session = storeSession(await signInThroughApi(base, 'demo'));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: config.use?.launchOptions?.args ?? [] });
  console.log(`Team trees on the large network, ${target} members open or more, ${cpuRate}x CPU`);
  console.log('Frames: longest rAF interval and longest main-thread task (trace); 16.7 ms = 60 fps');
  for (const [path, label] of [
    ['/user/directTeam', 'Referral Team'],
    ['/user/binaryTeam', 'Matching Team'],
  ] as const) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(session);
    await page.addInitScript(instrument);
    await page.goto(`${base}${path}`);
    await page.locator('svg[data-gestures="on"]').waitFor();
    console.log(`\n${label} (${path})`);
    console.log(
      `  first view: ${await members(page)} members loaded, ${await page.getByRole('treeitem').count()} drawn`,
    );
    const cdp = await page.context().newCDPSession(page);
    const throttle = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const show = (what: string, figures: string) => console.log(`  ${what.padEnd(36)} ${figures}`);
    await throttle(cpuRate);
    // The next page of the member's own level (the Referral Team's 500): its "Show more" place, End, Enter.
    await page.locator('[data-id="demo"]').focus();
    await page.keyboard.press('End');
    if (await page.locator('[role="treeitem"][data-id$="#more"]:focus').count()) {
      await page.waitForTimeout(400);
      const figures = await framesDuring(page, () => page.keyboard.press('Enter'), 500);
      show('next page of the 500 (End, Enter)', figures);
    }
    const list = await framesDuring(page, async () => {
      await page.getByRole('button', { name: 'List', exact: true }).click();
      await page.locator('ul[aria-label] li').first().waitFor();
      await page.waitForTimeout(300);
    });
    show('shown as a list (first view)', list);
    await page.getByRole('button', { name: 'Tree', exact: true }).click();
    await page.waitForTimeout(300);

    await throttle(1);
    const { bursts, kept } = await openUntil(page, target);
    await fit(page);
    console.log(
      `  opened to ${await members(page)} members: ${await page.getByRole('treeitem').count()} drawn zoomed out`,
    );
    const burst = `median ${ms(median(bursts))}, max ${ms(quantile(bursts, 1))} (${bursts.length} rounds)`;
    show('open up to 60 at once (1x CPU)', `last answer → the last new members in the tree: ${burst}`);
    await throttle(cpuRate);
    show('pan, zoomed out', await framesDuring(page, () => pan(page)));
    show('wheel zoom, zoomed out', await framesDuring(page, () => wheelZoom(page)));
    for (const member of kept.filter((_, i) => i % 2)) await openOne(page, member, false);
    await page.getByRole('button', { name: 'Back to me' }).click();
    await page.waitForTimeout(800);
    console.log(`  close up: ${await page.getByRole('treeitem').count()} drawn`);
    show('pan, close up', await framesDuring(page, () => pan(page)));
    show('wheel zoom, close up', await framesDuring(page, () => wheelZoom(page)));
    for (const member of kept.filter((_, i) => i % 2 === 0)) await openOne(page, member, true);
    await page.close();
  }
  await browser.close();
} finally {
  server.close();
}
