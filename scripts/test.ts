/**
 * `npm test`: everything a change must pass, in order: type check (the site, then the service worker),
 * lint and format, unit tests, the production build, byte budgets (which also fail if that build carries
 * the docs), end-to-end tests (Playwright in Chromium against the built site and the reference server;
 * the docs spec first builds the component docs beside the site, DOCS=1).
 * Ends with one line: `N passed, N failed` (unit and e2e together).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkChromium } from './chromium.ts';

const root = resolve(import.meta.dirname, '..');
const results = join(root, 'test-results');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const extra = process.argv.slice(2);

function step(label: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${label}`);
  const outcome = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  return outcome.status === 0;
}

function readJson(path: string): unknown {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const failures: string[] = [];
if (!step('Type check', bin('astro'), ['check', '--minimumFailingSeverity', 'error'])) failures.push('type check');
// The service worker is a program of its own (the WebWorker library, not the DOM's).
if (!step('Type check: service worker', bin('tsc'), ['-p', 'src/worker/tsconfig.json']))
  failures.push('service worker type check');
if (!step('Lint', bin('eslint'), ['.'])) failures.push('lint');
if (!step('Format', bin('prettier'), ['--check', '--log-level', 'warn', '.'])) failures.push('format');

step('Unit tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${join(results, 'unit.json')}`,
]);
const unit = readJson(join(results, 'unit.json')) as { numPassedTests?: number; numFailedTests?: number } | undefined;
let passed = unit?.numPassedTests ?? 0;
let failed = unit?.numFailedTests ?? (unit ? 0 : 1);

if (!step('Build (every language)', process.execPath, [join(root, 'scripts/build.ts')])) failures.push('build');
else {
  if (!step('Byte budgets', process.execPath, [join(root, 'scripts/size.ts')])) failures.push('byte budgets');
  if (!checkChromium()) failures.push('no browser');
  step('End-to-end tests', bin('playwright'), ['test', ...extra]);
  const e2e = readJson(join(results, 'e2e.json')) as
    { stats?: { expected?: number; unexpected?: number; flaky?: number } } | undefined;
  if (e2e?.stats) {
    passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected ?? 0;
  } else failed += 1;
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failures.length === 0 ? 0 : 1);
