/**
 * `npm run test:faults`: plants known faults one at a time, each in a fresh checkout of a commit, runs that
 * commit's `npm test` there, stopping at its first failure (TEST_BAIL=1 and Playwright's -x; an older suite
 * that knows neither fails later), and shows whether the suite failed, in which step first and how long it
 * took. Its browser tests retry once, and a browser test that caught a fault must pass without it, so a
 * loaded machine's hiccup is not taken for a catch. Options (docs/contributing.md, "Planted faults"):
 * --suite=<commit> (HEAD), --only=<ids>, --control, --dry, --e2e=<files>, --quick with --unit=<files>.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = argument('only')?.split(',');
const e2e = argument('e2e')?.split(',') ?? [];
const unit = argument('unit')?.split(',') ?? [];
const quick = process.argv.includes('--quick');
/** The n-th checkout's first port: its browser tests' server (and the next but one for a run without the fault). */
const port = (index: number) => 4600 + index * 4;
/** A browser run retries once (CI=1 for an older suite, which knows no E2E_RETRIES). */
const browserEnv = (port: number) => ({ CI: '1', E2E_RETRIES: '1', E2E_PORT: String(port) });
const bin = (dir: string, name: string) => join(dir, 'node_modules/.bin', name);

/** A fault is an edit of one file, and for some a second edit of the same file (`also`). */
type Edit = { find: string; replace: string };
type Fault = Edit & { id: string; what: string; file: string; also?: Edit };

/** Text that does not compress: 60 KB of hex from a fixed seed (a dependency pulled into a page by mistake). */
const hex = (i: number) => createHash('sha256').update(`filler-${i}`).digest('hex');
const filler = Array.from({ length: 1900 }, (_, i) => hex(i)).join('');

const FAULTS: Fault[] = [
  {
    id: 'csp-hash',
    what: "an inline script changed after its CSP hash was taken (the guard's no longer matches)",
    file: 'scripts/module-graph.mjs',
    find: "  let hinted = html.replace('</head>', `${links}</head>`);",
    replace:
      "  let hinted = html.replace('</head>', `${links}</head>`).replace('sessionStorage.getItem(\"token\")&&', 'sessionStorage.getItem(\"token\") &&');",
  },
  {
    id: 'hi-key',
    what: 'a Hindi catalogue key deleted (the not-found page\'s "home")',
    file: 'src/lib/text/hi/notFound.ts',
    find: "  home: 'होम पर जाएँ',\n",
    replace: '',
  },
  {
    id: 'guard',
    what: "a member route's guard skipped (Logs)",
    file: 'src/layouts/BaseLayout.astro',
    find: 'const guarded = route?.member ?? false;',
    replace: "const guarded = (route?.member ?? false) && route?.name !== 'logs';",
  },
  {
    id: 'focus-return',
    what: "a dialog's focus return removed (focus stays on the page's body)",
    file: 'src/components/ui/dialog-focus.ts',
    find: '      else if (focusOn(opener) || focusOn(fallbackFocus?.())) event.preventDefault();',
    replace:
      '      else if (opener === undefined && (focusOn(opener) || focusOn(fallbackFocus?.()))) event.preventDefault();',
  },
  {
    id: 'network-message',
    what: "a failure mode's message changed in call() (a dropped connection reads as a server error)",
    file: 'src/lib/api/client.ts',
    find: "    throw new ApiError('network', text.errors.network, { cause: error });",
    replace: "    throw new ApiError('network', text.errors.http, { cause: error });",
  },
  {
    id: 'ledger-column',
    what: "a ledger column dropped (Transactions' Source)",
    file: 'src/islands/ledgers/lists/transactions.tsx',
    find: "    { id: 'source', header: c().source, cell: (row) => orDash(row.source) },\n",
    replace: '',
  },
  {
    id: 'overflow-320',
    what: 'a 320 px overflow (the member header 26 rem wide)',
    file: 'src/layouts/MemberLayout.astro',
    find: '<header class="sticky top-0 z-30 flex',
    replace: '<header class="sticky top-0 z-30 flex min-w-[26rem]',
  },
  {
    id: 'axe-label',
    what: 'an axe violation: form fields lose their label',
    file: 'src/components/ui/field.tsx',
    find: '<label id={labelId} htmlFor={id} className={labelClasses}>',
    replace: '<label id={labelId} className={labelClasses}>',
  },
  {
    id: 'withdraw-hold',
    what: 'the withdraw hold after a security change ignored by the server',
    file: 'server/hold.ts',
    find: '  const hours = withdrawHoldHours();\n  if (hours <= 0) return null;',
    replace: '  const hours = withdrawHoldHours();\n  if (hours <= 0 || hours > 0) return null;',
  },
  {
    id: 'idempotency-key',
    what: 'a money action sent without its idempotency key (a withdrawal)',
    file: 'src/lib/withdrawals/api.ts',
    find: "  return call(MessageAnswer, 'withdraw', { method: 'POST', json: body, idempotencyKey });",
    replace: `  return call(MessageAnswer, 'withdraw', {
    method: 'POST',
    json: body,
    idempotencyKey: idempotencyKey.slice(0, 0) || undefined,
  });`,
  },
  {
    id: 'docs-preview',
    what: 'a docs preview broken (every preview reads "No preview")',
    file: 'src/docs/DocPreview.tsx',
    find: '  const Loaded = loadedPreview(file);',
    replace: '  const Loaded = file ? undefined : loadedPreview(file);',
    also: { find: '(await loadPreview(file)) ?? missing(file)', replace: 'missing(file)' },
  },
  {
    id: 'budget',
    what: 'a byte budget exceeded (60 KB of text pulled into the sign-in form)',
    file: 'src/islands/auth/LoginForm.tsx',
    find: 'export function LoginForm({ paths }: LoginFormProps) {',
    replace: `const FILLER = '${filler}';\nexport function LoginForm({ paths }: LoginFormProps) {\n  if (typeof location !== 'undefined' && location.hash === FILLER) document.title = FILLER;`,
  },
  {
    id: 'early-call',
    what: "a page's early call forgotten (Payouts asks for its list only once its scripts run)",
    file: 'src/lib/routes.ts',
    find: "  r('payouts', { group: 'Reports', calls: ['payouts'] }),",
    replace: "  r('payouts', { group: 'Reports' }),",
  },
];

/** The fault's file in the suite's commit with the fault planted; undefined if a text it replaces is not there. */
function planted(fault: Fault): string | undefined {
  const text = spawnSync('git', ['show', `${commit}:${fault.file}`], { cwd: root, encoding: 'utf8' }).stdout;
  const edits = fault.also ? [fault, fault.also] : [fault];
  if (!edits.every((edit) => text.includes(edit.find))) return undefined;
  return edits.reduce((planting, edit) => planting.replace(edit.find, edit.replace), text);
}
const notPlanted = (fault: Fault) => `not planted (${fault.file} differs)`;

const git = (args: string[], cwd = root) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: 'pipe' });

/**
 * Does `work` in a fresh checkout of the suite's commit, then removes it and stops the processes working
 * there (Linux only): a suite stopped at its first failure may leave the servers Playwright started.
 */
async function inCheckout<T>(name: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `fault-${name}-`));
  git(['worktree', 'add', '--detach', '--force', dir, commit]);
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    return await work(dir);
  } finally {
    for (const pid of existsSync('/proc') ? readdirSync('/proc').filter((name) => /^\d+$/.test(name)) : []) {
      try {
        if (readlinkSync(`/proc/${pid}/cwd`).startsWith(dir)) process.kill(Number(pid), 'SIGKILL');
      } catch {
        // Gone already, or not ours to read.
      }
    }
    git(['worktree', 'remove', '--force', dir]);
  }
}

/** Runs a Node program in the checkout; resolves with its exit code and output. */
function run(dir: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: { ...process.env, DIST_DIR: join(dir, 'dist'), ASTRO_TELEMETRY_DISABLED: '1', ...env },
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((done) => child.on('close', (code) => done({ code: code ?? 1, output })));
}

/** `--quick`: the steps that see a fault, in turn, up to the first that fails (the rest take most of a run). */
async function runQuick(dir: string, index: number): Promise<{ code: number; output: string }> {
  const steps: [string, string[], Record<string, string>?][] = [
    ['build', [join(dir, 'scripts/build.ts')]],
    ['byte budgets', [join(dir, 'scripts/size.ts')]],
  ];
  if (unit.length) steps.push(['unit tests', [bin(dir, 'vitest'), 'run', ...unit]]);
  if (e2e.length)
    steps.push(['end-to-end tests', [bin(dir, 'playwright'), 'test', '-x', ...e2e], browserEnv(port(index))]);
  let output = '';
  for (const [label, args, env] of steps) {
    const outcome = await run(dir, args, env);
    output += outcome.output;
    if (outcome.code !== 0)
      return { code: outcome.code, output: `${output}\nStopped at the first failure (TEST_BAIL=1): ${label}.` };
  }
  return { code: 0, output };
}

/** Runs the checkout's `npm test` (or `--quick`'s part), bailing where it can; its output goes to `fault-<name>.log`. */
async function runSuite(dir: string, index: number, name: string) {
  const since = Date.now();
  const outcome = quick
    ? await runQuick(dir, index)
    : await run(dir, [join(dir, 'scripts/test.ts'), '-x', ...e2e], {
        ...browserEnv(port(index)),
        TEST_BAIL: '1',
        // Only an older suite (no TEST_BAIL) needs CI=1 for its retry; a newer one runs as it does locally.
        CI: readFileSync(join(dir, 'scripts/test.ts'), 'utf8').includes('TEST_BAIL') ? '' : '1',
      });
  writeFileSync(join(tmpdir(), `fault-${name}.log`), outcome.output);
  const minutes = ((Date.now() - since) / 60_000).toFixed(1);
  return { code: outcome.code, output: stripVTControlCharacters(outcome.output), minutes };
}

/** The step that failed first, as the suite printed it. */
function firstFailure(output: string): string {
  const stopped = /Stopped at the first failure \(TEST_BAIL=1\): (.+)\./.exec(output)?.[1];
  if (stopped) return stopped;
  const steps = /Failed steps: (.+)/.exec(output)?.[1];
  const unit = /Tests\s+\d+ failed/.test(output) ? 'unit tests' : '';
  const e2e = /^\s+\d+ failed/m.test(output) ? 'end-to-end tests' : '';
  return [steps, unit, e2e].filter(Boolean).join(', ') || 'unknown';
}

const commit = git(['rev-parse', '--short', argument('suite') ?? 'HEAD']).trim();
const chosen = FAULTS.filter((fault) => !only || only.includes(fault.id));

if (process.argv.includes('--dry')) {
  for (const fault of chosen)
    console.log(`${fault.id}: ${planted(fault) === undefined ? notPlanted(fault) : 'plants'}`);
  process.exit(0);
}

if (process.argv.includes('--control')) {
  const { code, output, minutes } = await inCheckout('none', (dir) => runSuite(dir, chosen.length, 'none'));
  if (code !== 0) {
    console.log(`The suite of ${commit} fails with no fault planted (${firstFailure(output)}): nothing to learn.`);
    process.exit(1);
  }
  console.log(`Control: the suite of ${commit} passes with no fault planted (${minutes} min).`);
}
console.log(`Planting ${chosen.length} faults, one at a time, into ${commit}'s suite.`);

const rows: string[] = [];
for (const [index, fault] of chosen.entries()) {
  const row = await inCheckout(fault.id, async (dir) => {
    const text = planted(fault);
    if (text === undefined) return `| ${fault.id} | ${fault.what} | ${notPlanted(fault)} | |`;
    writeFileSync(join(dir, fault.file), text);
    const { code, output, minutes } = await runSuite(dir, index, fault.id);
    // The first browser test that failed after its retry, in Playwright's summary (a flaky one is apart).
    const test = /^\s+\d+ failed\n\s+(?:\[[^\]]+\] › )?(tests\/e2e\/[\w.-]+\.spec\.ts:\d+)/m.exec(output)?.[1];
    let result = code === 0 ? '**missed**' : `caught: ${test ?? firstFailure(output)}`;
    if (code !== 0 && test) {
      // The catch counts only if the test passes on this checkout with the fault taken out (built again).
      git(['checkout', '--', '.'], dir);
      const passes =
        (await run(dir, [join(dir, 'scripts/build.ts')])).code === 0 &&
        (await run(dir, [bin(dir, 'playwright'), 'test', test], browserEnv(port(index) + 2))).code === 0;
      if (!passes) result = `inconclusive: ${test} fails without the fault too`;
    }
    return `| ${fault.id} | ${fault.what} | ${result} | ${minutes} min |`;
  });
  rows.push(row);
  console.log(row);
}

const part = quick
  ? ` (the build, the budgets and ${[...unit, ...e2e].join(', ') || 'no tests'} only)`
  : e2e.length
    ? ` (every step, but the browser tests of ${e2e.join(', ')} only)`
    : '';
console.log(`\nSuite of ${commit}${part}:\n| Fault | What | Result (first step to fail) | Time |\n|---|---|---|---|`);
for (const row of rows) console.log(row);
process.exit(rows.every((row) => row.includes('caught')) ? 0 : 1);
