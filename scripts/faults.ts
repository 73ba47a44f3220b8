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
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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
const port = Number(process.env.FAULTS_PORT ?? 4600);

interface Edit {
  file: string;
  find: string;
  replace: string;
}
interface Fault {
  id: string;
  what: string;
  edits: Edit[];
}

/** Text that does not compress: 60 KB of hex from a fixed seed (a dependency pulled into a page by mistake). */
const filler = Array.from({ length: 1900 }, (_, i) => createHash('sha256').update(`filler-${i}`).digest('hex')).join(
  '',
);

const FAULTS: Fault[] = [
  {
    id: 'csp-hash',
    what: "an inline script changed after its CSP hash was taken (the guard's no longer matches)",
    edits: [
      {
        file: 'scripts/module-graph.mjs',
        find: "  let hinted = html.replace('</head>', `${links}</head>`);",
        replace:
          "  let hinted = html.replace('</head>', `${links}</head>`).replace('sessionStorage.getItem(\"token\")&&', 'sessionStorage.getItem(\"token\") &&');",
      },
    ],
  },
  {
    id: 'hi-key',
    what: 'a Hindi catalogue key deleted (the not-found page\'s "home")',
    edits: [{ file: 'src/lib/text/hi/notFound.ts', find: "  home: 'होम पर जाएँ',\n", replace: '' }],
  },
  {
    id: 'guard',
    what: "a member route's guard skipped (Logs)",
    edits: [
      {
        file: 'src/layouts/BaseLayout.astro',
        find: 'const guarded = route?.member ?? false;',
        replace: "const guarded = (route?.member ?? false) && route?.name !== 'logs';",
      },
    ],
  },
  {
    id: 'focus-return',
    what: "a dialog's focus return removed (focus stays on the page's body)",
    edits: [
      {
        file: 'src/components/ui/dialog-focus.ts',
        find: '      else if (focusOn(opener) || focusOn(fallbackFocus?.())) event.preventDefault();',
        replace:
          '      else if (opener === undefined && (focusOn(opener) || focusOn(fallbackFocus?.()))) event.preventDefault();',
      },
    ],
  },
  {
    id: 'network-message',
    what: "a failure mode's message changed in call() (a dropped connection reads as a server error)",
    edits: [
      {
        file: 'src/lib/api/client.ts',
        find: "    throw new ApiError('network', text.errors.network, { cause: error });",
        replace: "    throw new ApiError('network', text.errors.http, { cause: error });",
      },
    ],
  },
  {
    id: 'ledger-column',
    what: "a ledger column dropped (Transactions' Source)",
    edits: [
      {
        file: 'src/islands/ledgers/lists/transactions.tsx',
        find: "    { id: 'source', header: c().source, cell: (row) => orDash(row.source) },\n",
        replace: '',
      },
    ],
  },
  {
    id: 'overflow-320',
    what: 'a 320 px overflow (the member header 26 rem wide)',
    edits: [
      {
        file: 'src/layouts/MemberLayout.astro',
        find: '<header class="sticky top-0 z-30 flex',
        replace: '<header class="sticky top-0 z-30 flex min-w-[26rem]',
      },
    ],
  },
  {
    id: 'axe-label',
    what: 'an axe violation: form fields lose their label',
    edits: [
      {
        file: 'src/components/ui/field.tsx',
        find: '<label id={labelId} htmlFor={id} className={labelClasses}>',
        replace: '<label id={labelId} className={labelClasses}>',
      },
    ],
  },
  {
    id: 'withdraw-hold',
    what: 'the withdraw hold after a security change ignored by the server',
    edits: [
      {
        file: 'server/hold.ts',
        find: '  const hours = withdrawHoldHours();\n  if (hours <= 0) return null;',
        replace: '  const hours = withdrawHoldHours();\n  if (hours <= 0 || hours > 0) return null;',
      },
    ],
  },
  {
    id: 'idempotency-key',
    what: 'a money action sent without its idempotency key (a withdrawal)',
    edits: [
      {
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
    ],
  },
  {
    id: 'docs-preview',
    what: 'a docs preview broken (every preview reads "No preview")',
    edits: [
      {
        file: 'src/docs/DocPreview.tsx',
        find: '  const Loaded = loadedPreview(file);',
        replace: '  const Loaded = file ? undefined : loadedPreview(file);',
      },
      {
        file: 'src/docs/DocPreview.tsx',
        find: '(await loadPreview(file)) ?? missing(file)',
        replace: 'missing(file)',
      },
    ],
  },
  {
    id: 'budget',
    what: 'a byte budget exceeded (60 KB of text pulled into the sign-in form)',
    edits: [
      {
        file: 'src/islands/auth/LoginForm.tsx',
        find: 'export function LoginForm({ paths }: LoginFormProps) {',
        replace: `const FILLER = '${filler}';\nexport function LoginForm({ paths }: LoginFormProps) {\n  if (typeof location !== 'undefined' && location.hash === FILLER) document.title = FILLER;`,
      },
    ],
  },
  {
    id: 'early-call',
    what: "a page's early call forgotten (Payouts asks for its list only once its scripts run)",
    edits: [
      {
        file: 'src/lib/routes.ts',
        find: "  r('payouts', { group: 'Reports', calls: ['payouts'] }),",
        replace: "  r('payouts', { group: 'Reports' }),",
      },
    ],
  },
];

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

/** Runs the checkout's `npm test` (through its own script), bailing where it can; resolves with its output. */
function run(dir: string, args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
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
  const steps: [string, string[], Record<string, string>][] = [
    ['build', [join(dir, 'scripts/build.ts')], {}],
    ['byte budgets', [join(dir, 'scripts/size.ts')], {}],
    ...(unit.length
      ? [['unit tests', [bin('vitest'), 'run', ...unit], {}] as [string, string[], Record<string, string>]]
      : []),
    ...(e2e.length
      ? [
          [
            'end-to-end tests',
            [bin('playwright'), 'test', '-x', ...e2e],
            { CI: '1', E2E_RETRIES: '1', E2E_PORT: String(port + index * 4) },
          ] as [string, string[], Record<string, string>],
        ]
      : []),
  ];
  let output = '';
  for (const [label, args, env] of steps) {
    const outcome = await run(dir, args, env);
    output += outcome.output;
    if (outcome.code !== 0)
      return { code: outcome.code, output: `${output}\nStopped at the first failure (TEST_BAIL=1): ${label}.` };
  }
  return { code: 0, output };
}

/** The checkout's `npm test`, bailing where it can (an older suite gets its browser retry through CI=1). */
function runSuite(dir: string, index: number) {
  if (quick) return runQuick(dir, index);
  const modern = readFileSync(join(dir, 'scripts/test.ts'), 'utf8').includes('TEST_BAIL');
  return run(dir, [join(dir, 'scripts/test.ts'), '-x', ...e2e], {
    CI: modern ? '' : '1',
    E2E_RETRIES: '1',
    TEST_BAIL: '1',
    E2E_PORT: String(port + index * 4),
  });
}

/** The first browser test that failed (`tests/e2e/file.spec.ts:line`), if the catch was a browser test's. */
function failedBrowserTest(output: string): string | undefined {
  const plain = stripVTControlCharacters(output);
  // Playwright's summary lists the tests that failed after their retry (a flaky one is listed apart).
  return /^\s+\d+ failed\n\s+(?:\[[^\]]+\] › )?(tests\/e2e\/[\w.-]+\.spec\.ts:\d+)/m.exec(plain)?.[1];
}

/** Whether a browser test passes on the checkout with the fault taken out again (built again first). */
async function passesWithoutFault(dir: string, test: string, index: number): Promise<boolean> {
  git(['checkout', '--', '.'], dir);
  const build = await run(dir, [join(dir, 'scripts/build.ts')], {});
  if (build.code !== 0) return false;
  const bin = join(dir, 'node_modules/.bin/playwright');
  const again = await run(dir, [bin, 'test', test], {
    E2E_PORT: String(port + index * 4 + 2),
    CI: '1',
    E2E_RETRIES: '1',
  });
  return again.code === 0;
}

/** The step that failed first, as the suite printed it. */
function firstFailure(output: string): string {
  const plain = stripVTControlCharacters(output);
  const stopped = /Stopped at the first failure \(TEST_BAIL=1\): (.+)\./.exec(plain)?.[1];
  if (stopped) return stopped;
  const steps = /Failed steps: (.+)/.exec(plain)?.[1];
  const e2e = /^\s+\d+ failed/m.test(plain) ? 'end-to-end tests' : '';
  const unit = /Tests\s+\d+ failed/.test(plain) ? 'unit tests' : '';
  return [steps, unit, e2e].filter(Boolean).join(', ') || 'unknown';
}

const commit = git(['rev-parse', '--short', suite]);
const chosen = FAULTS.filter((fault) => !only || only.includes(fault.id));
const rows: string[] = [];

if (process.argv.includes('--dry')) {
  for (const fault of chosen) {
    const missing = fault.edits.filter((edit) => {
      const shown = spawnSync('git', ['show', `${commit}:${edit.file}`], { cwd: root, encoding: 'utf8' });
      return shown.status !== 0 || !shown.stdout.includes(edit.find);
    });
    console.log(`${fault.id}: ${missing.length ? `not planted (${missing[0]!.file} differs)` : 'plants'}`);
  }
  process.exit(0);
}

if (process.argv.includes('--control')) {
  const dir = mkdtempSync(join(tmpdir(), 'fault-none-'));
  rmSync(dir, { recursive: true, force: true });
  git(['worktree', 'add', '--detach', '--force', dir, commit]);
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    const since = Date.now();
    const { code, output } = await runSuite(dir, chosen.length);
    writeFileSync(join(tmpdir(), 'fault-none.log'), output);
    const minutes = ((Date.now() - since) / 60_000).toFixed(1);
    if (code !== 0) {
      console.log(`The suite of ${commit} fails with no fault planted (${firstFailure(output)}): nothing to learn.`);
      process.exit(1);
    }
    console.log(`Control: the suite of ${commit} passes with no fault planted (${minutes} min).`);
  } finally {
    stopLeftovers(dir);
    git(['worktree', 'remove', '--force', dir]);
  }
}
console.log(`Planting ${chosen.length} faults, one at a time, into ${commit}'s suite.`);

for (const [index, fault] of chosen.entries()) {
  const dir = mkdtempSync(join(tmpdir(), `fault-${fault.id}-`));
  rmSync(dir, { recursive: true, force: true });
  git(['worktree', 'add', '--detach', '--force', dir, commit]);
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    const missing = fault.edits.filter((edit) => {
      const path = join(dir, edit.file);
      if (!existsSync(path)) return true;
      const source = readFileSync(path, 'utf8');
      if (!source.includes(edit.find)) return true;
      writeFileSync(path, source.replace(edit.find, edit.replace));
      return false;
    });
    let row: string;
    if (missing.length) row = `| ${fault.id} | ${fault.what} | not planted (${missing[0]!.file} differs) | |`;
    else {
      const since = Date.now();
      const { code, output } = await runSuite(dir, index);
      const minutes = ((Date.now() - since) / 60_000).toFixed(1);
      writeFileSync(join(tmpdir(), `fault-${fault.id}.log`), output);
      const test = failedBrowserTest(output);
      if (code === 0) row = `| ${fault.id} | ${fault.what} | **missed** | ${minutes} min |`;
      else if (test && !(await passesWithoutFault(dir, test, index)))
        row = `| ${fault.id} | ${fault.what} | inconclusive: ${test} fails without the fault too | ${minutes} min |`;
      else row = `| ${fault.id} | ${fault.what} | caught: ${test ?? firstFailure(output)} | ${minutes} min |`;
    }
    rows.push(row);
    console.log(row);
  } finally {
    stopLeftovers(dir);
    git(['worktree', 'remove', '--force', dir]);
  }
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
