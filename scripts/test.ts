/**
 * `npm test`: everything a change must pass, in two lanes that run side by side:
 * - checks: type check (the site, then the service worker), lint and format, unit tests;
 * - site: the production build, byte budgets (which also fail if that build carries the docs), the built
 *   pages read as files (tests/build/), then the end-to-end tests (Playwright in Chromium against the
 *   built site and the reference server): one run whose four workers take the next test as each is
 *   free, so they end together; E2E_SHARDS=2 splits them into shards by count, each with its own server.
 * The docs screenshots (tests/e2e/docs.spec.ts, which builds the component docs beside the site, DOCS=1)
 * run on CI, with DOCS=1, and wherever a file they draw changed (uncommitted, or in commits not yet
 * pushed); DOCS=0 leaves them out.
 * Each step's output is printed when it ends, with its time. Arguments go to Playwright. TEST_BAIL=1 stops
 * everything at the first failure (Vitest and Playwright stop at their first failing test): the planted
 * faults of `npm run test:faults` need only to know that the suite fails.
 * Ends with one line: `N passed, N failed` (unit, built pages and e2e together).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkChromium } from './chromium.ts';
import { ensureDocsBuild } from './docs-routes.mjs';

const root = resolve(import.meta.dirname, '..');
const results = join(root, 'test-results');
const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const script = (name: string) => [process.execPath, join(root, 'scripts', name)];
/** The build the site lane's steps read. */
const site = { DIST_DIR: dist };
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1));
const started = Date.now();
const bail = process.env.TEST_BAIL === '1';
/** Steps running now (each its own process group), to stop them all when bailing. */
const running = new Set<number>();
const failures: string[] = [];
let passed = 0;
let failed = 0;

/** What the docs screenshots draw: a change here runs them locally. */
const DOCS_SOURCES = /^(src\/docs\/|src\/components\/|src\/styles\/|tests\/fixtures\/|tests\/e2e\/docs)/;

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Runs one step, its output kept and printed in one piece when it ends. */
function step(label: string, [command, ...args]: string[], env: Record<string, string> = {}): Promise<boolean> {
  const since = Date.now();
  return new Promise((done) => {
    const child = spawn(command!, args, {
      cwd: root,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', ...env },
      detached: bail,
    });
    if (child.pid) running.add(child.pid);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => {
      if (child.pid) running.delete(child.pid);
      const ok = code === 0;
      console.log(`\n▶ ${label}: ${ok ? 'passed' : 'FAILED'} in ${seconds(since)}\n${output.trimEnd()}`);
      if (!ok && bail) stopAll(label);
      done(ok);
    });
  });
}

/** A step with no tests to count: when it fails, `failure` is listed in the summary. */
async function check(failure: string, ...args: Parameters<typeof step>): Promise<boolean> {
  const ok = await step(...args);
  if (!ok) failures.push(failure);
  return ok;
}

/** Bailing: stops every other step and ends the run as failed. */
function stopAll(label: string): never {
  // Asked first, so Playwright stops the servers it started; then told.
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
  console.log(`\nStopped at the first failure (TEST_BAIL=1): ${label}.`);
  console.log(`npm test took ${seconds(started)}.`);
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
async function vitest(label: string, report: string, args: string[], env?: Record<string, string>): Promise<void> {
  const path = join(results, report);
  await step(label, [bin('vitest'), 'run', ...args, '--reporter=dot', '--reporter=json', `--outputFile=${path}`], env);
  const counts = readJson(path) as { numPassedTests?: number; numFailedTests?: number } | undefined;
  passed += counts?.numPassedTests ?? 0;
  failed += counts?.numFailedTests ?? (counts ? 0 : 1);
}

/** Whether the docs screenshots run (see the top of this file). */
function docsRun(): boolean {
  if (process.env.DOCS === '0') return false;
  if (process.env.CI || process.env.DOCS === '1') return true;
  const git = (args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const status = git(['status', '--porcelain']);
  if (status.status !== 0) return true;
  const unpushed = git(['diff', '--name-only', '@{upstream}...HEAD']);
  const changed = [
    ...status.stdout.split('\n').map((line) => line.slice(3)),
    ...(unpushed.status === 0 ? unpushed.stdout.split('\n') : []),
  ];
  return changed.some((file) => DOCS_SOURCES.test(file.trim()));
}

async function checksLane(): Promise<void> {
  await check('type check', 'Type check', [bin('astro'), 'check', '--minimumFailingSeverity', 'error']);
  // The service worker is a program of its own (the WebWorker library, not the DOM's).
  await check('service worker type check', 'Type check: service worker', [
    bin('tsc'),
    '-p',
    'src/worker/tsconfig.json',
  ]);
  await check('lint', 'Lint', [bin('eslint'), '.']);
  await check('format', 'Format', [bin('prettier'), '--check', '--log-level', 'warn', '.']);
  await vitest('Unit tests', 'unit.json', bail ? ['--bail=1'] : []);
}

async function siteLane(): Promise<void> {
  if (!(await check('build', 'Build (every language)', script('build.ts'), site))) {
    failed += 1;
    return;
  }
  const docs = docsRun();
  await Promise.all([
    check('byte budgets', 'Byte budgets', script('size.ts'), site),
    vitest('Built pages', 'pages.json', ['-c', 'vitest.build.config.ts'], site),
  ]);
  if (docs) {
    const since = Date.now();
    try {
      ensureDocsBuild(dist, { sources: ['src', 'public', 'tests/fixtures'] });
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
      const e2e = readJson(join(dir, 'e2e.json')) as
        { stats?: { expected?: number; unexpected?: number; flaky?: number } } | undefined;
      passed += (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
      failed += e2e?.stats ? (e2e.stats.unexpected ?? 0) : 1;
    }),
  );
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
await Promise.all([checksLane(), siteLane()]);

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\nnpm test took ${seconds(started)}.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failures.length === 0 ? 0 : 1);
