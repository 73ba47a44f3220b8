/**
 * `npm test` (docs/contributing.md, "The tests"): the checks and the site's tests in two lanes side by side,
 * each step's output printed when it ends. E2E_SHARDS=n splits the browser tests into n runs, each with its
 * own server; DOCS=1 or DOCS=0 runs or leaves out the docs screenshots (else run on CI and wherever a file
 * they draw changed); TEST_BAIL=1 stops at the first failure (`npm run test:faults` needs no more). Arguments
 * go to Playwright. Ends with one line: `N passed, N failed` (unit, built pages and e2e together).
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkChromium } from './chromium.ts';
import { ensureDocsBuild } from './docs-routes.mjs';

const root = resolve(import.meta.dirname, '..');
const results = join(root, 'test-results');
/** The build the site lane's steps read. */
const site = { DIST_DIR: resolve(process.env.DIST_DIR ?? join(root, 'dist')) };
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const script = (name: string) => [process.execPath, join(root, 'scripts', name)];
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1));
const started = Date.now();
const bail = process.env.TEST_BAIL === '1';
/** Steps running now (each its own process group), to stop them all when bailing. */
const running = new Set<number>();
/** The failed steps that have no tests to count. */
const failures: string[] = [];
let passed = 0;
let failed = 0;

type Env = Record<string, string>;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Runs one step, its output printed in one piece when it ends; if it fails, `failure` is a failed step. */
async function step(label: string, [command, ...args]: string[], env: Env = {}, failure?: string): Promise<boolean> {
  const since = Date.now();
  const child = spawn(command!, args, {
    cwd: root,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', ...env },
    detached: bail,
  });
  running.add(child.pid!);
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk));
  const [code] = await once(child, 'close');
  running.delete(child.pid!);
  console.log(`\n▶ ${label}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(since)}\n${output.trimEnd()}`);
  if (code !== 0 && failure) failures.push(failure);
  if (code !== 0 && bail) stopAll(label);
  return code === 0;
}

/** Bailing: stops every other step (asked first, so Playwright stops its servers; then told), fails the run. */
function stopAll(label: string): never {
  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    for (const pid of running) {
      try {
        process.kill(-pid, signal);
      } catch {
        // Gone already.
      }
    }
    if (signal === 'SIGTERM') spawnSync('sleep', ['3']);
  }
  console.log(`\nStopped at the first failure (TEST_BAIL=1): ${label}.\nnpm test took ${seconds(started)}.`);
  process.exit(1);
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A Vitest step, its tests counted from its JSON report (a missing report is one failure). */
async function vitest(label: string, report: string, args: string[], env?: Env): Promise<void> {
  const path = join(results, report);
  await step(label, [bin('vitest'), 'run', ...args, '--reporter=dot', '--reporter=json', `--outputFile=${path}`], env);
  const counts = readJson(path) as { numPassedTests?: number; numFailedTests?: number } | undefined;
  passed += counts?.numPassedTests ?? 0;
  failed += counts?.numFailedTests ?? (counts ? 0 : 1);
}

/** Whether the docs screenshots run: DOCS, CI, or a change (uncommitted or not pushed) to a file they draw. */
function docsRun(): boolean {
  if (process.env.DOCS === '0') return false;
  if (process.env.CI || process.env.DOCS === '1') return true;
  const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const status = git('status', '--porcelain');
  if (status.status !== 0) return true;
  const unpushed = git('diff', '--name-only', '@{upstream}...HEAD');
  return [...status.stdout.split('\n').map((line) => line.slice(3)), ...unpushed.stdout.split('\n')].some((file) =>
    /^(src\/docs\/|src\/components\/|src\/styles\/|tests\/fixtures\/|tests\/e2e\/docs)/.test(file.trim()),
  );
}

async function checksLane(): Promise<void> {
  await step('Type check', [bin('astro'), 'check', '--minimumFailingSeverity', 'error'], {}, 'type check');
  // The service worker is a program of its own (the WebWorker library, not the DOM's).
  const worker = [bin('tsc'), '-p', 'src/worker/tsconfig.json'];
  await step('Type check: service worker', worker, {}, 'service worker type check');
  await step('Lint', [bin('eslint'), '.'], {}, 'lint');
  await step('Format', [bin('prettier'), '--check', '--log-level', 'warn', '.'], {}, 'format');
  await vitest('Unit tests', 'unit.json', bail ? ['--bail=1'] : []);
}

async function siteLane(): Promise<void> {
  if (!(await step('Build (every language)', script('build.ts'), site, 'build'))) {
    failed += 1;
    return;
  }
  const docs = docsRun();
  await Promise.all([
    step('Byte budgets', script('size.ts'), site, 'byte budgets'),
    vitest('Built pages', 'pages.json', ['-c', 'vitest.build.config.ts'], site),
  ]);
  if (docs) {
    const since = Date.now();
    try {
      ensureDocsBuild(site.DIST_DIR);
      console.log(`\n▶ Component docs built (for their screenshots) in ${seconds(since)}`);
    } catch (error) {
      console.log(`\n▶ Component docs: build FAILED in ${seconds(since)}\n${String(error)}`);
      failures.push('docs build');
      if (bail) stopAll('docs build');
    }
  } else console.log('\n▶ Docs screenshots left out: no file they draw changed (CI=1 or DOCS=1 runs them).');
  if (!checkChromium()) failures.push('no browser');
  await Promise.all(
    Array.from({ length: shards }, async (_, i) => {
      const [dir, shard, label] =
        shards > 1
          ? [join(results, `shard-${i + 1}`), [`--shard=${i + 1}/${shards}`], `, shard ${i + 1} of ${shards}`]
          : [results, [], ''];
      await step(`End-to-end tests${label}`, [bin('playwright'), 'test', ...shard, ...process.argv.slice(2)], {
        ...site,
        E2E_PORT: String(Number(process.env.E2E_PORT ?? 4399) + i),
        E2E_RESULTS: dir,
        E2E_DOCS: docs ? '1' : '0',
        ...(process.env.E2E_WORKERS || shards === 1
          ? {}
          : { E2E_WORKERS: String(Math.max(1, Math.round(4 / shards))) }),
      });
      type Stats = { expected?: number; unexpected?: number; flaky?: number };
      const stats = (readJson(join(dir, 'e2e.json')) as { stats?: Stats } | undefined)?.stats;
      passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
      failed += stats ? (stats.unexpected ?? 0) : 1;
    }),
  );
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
await Promise.all([checksLane(), siteLane()]);

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\nnpm test took ${seconds(started)}.\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failures.length === 0 ? 0 : 1);
