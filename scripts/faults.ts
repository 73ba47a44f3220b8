/**
 * `npm run test:faults`: plants known faults one at a time, each in a fresh checkout of a commit (HEAD
 * unless `--suite=<commit>`), runs that commit's `npm test` there and shows whether the suite failed, in
 * which step first, and how long it took to say so. The suite stops at its first failure (TEST_BAIL=1
 * and Playwright's -x: an older suite that knows neither still fails, only later); its browser tests
 * retry once, so a hiccup of a loaded machine is not taken for a catch, and a browser test that caught
 * a fault is run again on the same checkout without it: a catch counts only if it passes there. A fault
 * whose text is not found in that commit is "not planted", never "caught".
 *
 *   npm run test:faults                          every fault against this commit's suite
 *   npm run test:faults -- --only=hi-key,guard   some of them
 *   npm run test:faults -- --suite=ff5b92c       against an earlier commit's suite
 *   npm run test:faults -- --control             first the suite with no fault: it must pass
 *   npm run test:faults -- --suite=ff5b92c --dry  which faults plant in that commit, without running it
 *   npm run test:faults -- --suite=ff5b92c --only=withdraw-hold --quick --unit=server/hold.test.ts
 *                                                only the build, the budgets and the named tests (runQuick)
 *   npm run test:faults -- --only=ledger-column --e2e=tests/e2e/ledgers.spec.ts
 *                                                the suite with only these browser tests (every other
 *                                                step whole): a part of the suite that fails is enough to
 *                                                show the suite fails, in minutes instead of a whole run
 *
 * The table it prints is kept in docs/contributing.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const suite = argument('suite') ?? 'HEAD';
const only = argument('only')?.split(',');
/** Browser test files to run instead of all of them (passed to Playwright by either suite's test command). */
const e2e = argument('e2e')?.split(',') ?? [];
/** Unit test files, for `--quick`. */
const unit = argument('unit')?.split(',') ?? [];
const quick = process.argv.includes('--quick');
/** The n-th checkout's first port: its browser tests' server (and the next one for a run without the fault). */
const port = (index: number) => 4600 + index * 4;
/** A browser run in a checkout retries once (CI=1 for an older suite, which knows no E2E_RETRIES). */
const browserEnv = (port: number) => ({ CI: '1', E2E_RETRIES: '1', E2E_PORT: String(port) });

type Edit = { file: string; find: string; replace: string };
/** A fault is an edit of one file, and for some a second edit of the same file (`also`). */
type Fault = Edit & { id: string; what: string; also?: Omit<Edit, 'file'> };

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
    replace: [
      "  return call(MessageAnswer, 'withdraw', {",
      "    method: 'POST',",
      '    json: body,',
      '    idempotencyKey: idempotencyKey.slice(0, 0) || undefined,',
      '  });',
    ].join('\n'),
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

const edits = (fault: Fault): Edit[] => (fault.also ? [fault, { ...fault.also, file: fault.file }] : [fault]);

/** The first edit of the fault whose text is not in its file as `read` gives it (then the fault does not plant). */
const unplanted = (fault: Fault, read: (file: string) => string | undefined) =>
  edits(fault).find((edit) => !read(edit.file)?.includes(edit.find));

/**
 * Stops what a run left behind in a checkout: a suite stopped at its first failure may leave the reference
 * servers its browser tests started (Playwright starts them in a process group of their own). Linux only.
 */
function stopLeftovers(dir: string): void {
  if (!existsSync('/proc')) return;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readlinkSync(`/proc/${pid}/cwd`).startsWith(dir)) process.kill(Number(pid), 'SIGKILL');
    } catch {
      // Gone already, or not ours to read.
    }
  }
}

function git(args: string[], cwd = root): string {
  const outcome = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (outcome.status !== 0) throw new Error(`git ${args.join(' ')}: ${outcome.stderr}`);
  return outcome.stdout.trim();
}

/** Does `work` in a fresh checkout of the suite's commit, then removes it and what the run left behind. */
async function inCheckout<T>(name: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `fault-${name}-`));
  git(['worktree', 'add', '--detach', '--force', dir, commit]);
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    return await work(dir);
  } finally {
    stopLeftovers(dir);
    git(['worktree', 'remove', '--force', dir]);
  }
}

/** Runs a Node program in the checkout; resolves with its exit code and output. */
function run(dir: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, {
      cwd: dir,
      env: { ...process.env, DIST_DIR: join(dir, 'dist'), ASTRO_TELEMETRY_DISABLED: '1', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

/**
 * `--quick`: the steps of the suite that can see the fault, in turn, stopping at the first that fails:
 * the build, the byte budgets, the unit test files of `--unit=` and the browser test files of `--e2e=`.
 * A part of the suite failing shows the suite fails; the steps left out (type check, lint, the other
 * tests) take most of a run of an older suite, which runs every step in turn.
 */
async function runQuick(dir: string, index: number): Promise<{ code: number; output: string }> {
  const bin = (name: string) => join(dir, 'node_modules/.bin', name);
  const steps: [string, string[], Record<string, string>?][] = [
    ['build', [join(dir, 'scripts/build.ts')]],
    ['byte budgets', [join(dir, 'scripts/size.ts')]],
  ];
  if (unit.length) steps.push(['unit tests', [bin('vitest'), 'run', ...unit]]);
  if (e2e.length) steps.push(['end-to-end tests', [bin('playwright'), 'test', '-x', ...e2e], browserEnv(port(index))]);
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

/** The first browser test that failed (`tests/e2e/file.spec.ts:line`), if the catch was a browser test's. */
function failedBrowserTest(output: string): string | undefined {
  // Playwright's summary lists the tests that failed after their retry (a flaky one is listed apart).
  return /^\s+\d+ failed\n\s+(?:\[[^\]]+\] › )?(tests\/e2e\/[\w.-]+\.spec\.ts:\d+)/m.exec(output)?.[1];
}

/** Whether a browser test passes on the checkout with the fault taken out again (built again first). */
async function passesWithoutFault(dir: string, test: string, index: number): Promise<boolean> {
  git(['checkout', '--', '.'], dir);
  if ((await run(dir, [join(dir, 'scripts/build.ts')])).code !== 0) return false;
  const playwright = join(dir, 'node_modules/.bin/playwright');
  const again = await run(dir, [playwright, 'test', test], browserEnv(port(index) + 2));
  return again.code === 0;
}

/** The step that failed first, as the suite printed it. */
function firstFailure(output: string): string {
  const stopped = /Stopped at the first failure \(TEST_BAIL=1\): (.+)\./.exec(output)?.[1];
  if (stopped) return stopped;
  const steps = /Failed steps: (.+)/.exec(output)?.[1];
  const e2e = /^\s+\d+ failed/m.test(output) ? 'end-to-end tests' : '';
  const unit = /Tests\s+\d+ failed/.test(output) ? 'unit tests' : '';
  return [steps, unit, e2e].filter(Boolean).join(', ') || 'unknown';
}

const commit = git(['rev-parse', '--short', suite]);
const chosen = FAULTS.filter((fault) => !only || only.includes(fault.id));
const notPlanted = (edit: Edit) => `not planted (${edit.file} differs)`;

if (process.argv.includes('--dry')) {
  for (const fault of chosen) {
    const missing = unplanted(fault, (file) => {
      const shown = spawnSync('git', ['show', `${commit}:${file}`], { cwd: root, encoding: 'utf8' });
      return shown.status === 0 ? shown.stdout : undefined;
    });
    console.log(`${fault.id}: ${missing ? notPlanted(missing) : 'plants'}`);
  }
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
    const read = (file: string) => (existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8') : undefined);
    const missing = unplanted(fault, read);
    if (missing) return `| ${fault.id} | ${fault.what} | ${notPlanted(missing)} | |`;
    for (const edit of edits(fault))
      writeFileSync(join(dir, edit.file), read(edit.file)!.replace(edit.find, edit.replace));
    const { code, output, minutes } = await runSuite(dir, index, fault.id);
    const test = failedBrowserTest(output);
    let result: string;
    if (code === 0) result = '**missed**';
    else if (test && !(await passesWithoutFault(dir, test, index)))
      result = `inconclusive: ${test} fails without the fault too`;
    else result = `caught: ${test ?? firstFailure(output)}`;
    return `| ${fault.id} | ${fault.what} | ${result} | ${minutes} min |`;
  });
  rows.push(row);
  console.log(row);
}

const named = [...unit, ...e2e].join(', ');
const part = quick
  ? ` (the build, the budgets and ${named || 'no tests'} only)`
  : e2e.length
    ? ` (every step, but the browser tests of ${e2e.join(', ')} only)`
    : '';
console.log(`\nSuite of ${commit}${part}:\n| Fault | What | Result (first step to fail) | Time |\n|---|---|---|---|`);
for (const row of rows) console.log(row);
const missed = rows.filter((row) => !row.includes('caught')).length;
process.exit(missed === 0 ? 0 : 1);
