/**
 * `npm run bench:load`: the reference server under load. Starts `server/index.ts` on the large network
 * (SEED=large, a database file in a temporary folder), signs in MEMBERS team members at once the way the
 * login page does (password, then the one-time code the development mailbox holds), then for DURATION
 * seconds has each member send the calls the member pages make, the next one when the last has answered
 * (a closed loop: MEMBERS requests in flight at most), over HTTP keep-alive from this one process.
 * Prints the requests per second overall and, per route, the count, rps, p50/p95/p99 latency in ms and
 * the errors, as a Markdown table for docs/performance.md.
 *
 * Environment: MEMBERS (200), DURATION (20, seconds), PORT (a free one), KEEP=1 (keep the database
 * folder and print its path, e.g. for EXPLAIN QUERY PLAN).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { signInThroughApi } from '../tests/e2e/support/members.ts';
import { fewMs, loadAverage, machine, printHead, printRow, quantile, root } from './bench-kit.ts';

const MEMBERS = Number(process.env.MEMBERS ?? 200);
const DURATION_MS = Number(process.env.DURATION ?? 20) * 1000;

/** A free port on loopback. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

const port = Number(process.env.PORT ?? (await freePort()));
const folder = mkdtempSync(join(tmpdir(), 'bench-load-'));
const dbPath = join(folder, 'portal.db');

// The server in its own process, as it runs in production: the load below does not share its event loop.
const server = spawn(process.execPath, [join(root, 'server/index.ts')], {
  cwd: root,
  env: { ...process.env, SEED: 'large', DEMO: '1', DB_PATH: dbPath, PORT: String(port), SKIP_BUILD: '1', QUIET: '1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  if (server.exitCode === null) server.kill();
  if (process.env.KEEP !== '1') rmSync(folder, { recursive: true, force: true });
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

const seedingStarted = performance.now();
await new Promise<void>((ready, fail) => {
  let said = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    said += chunk.toString();
    if (said.includes('Member portal:')) ready();
  });
  server.once('exit', (code) => fail(new Error(`The server stopped (exit code ${code}).`)));
});
server.stdout!.resume();
const seeding = performance.now() - seedingStarted;

const agent = new Agent({ keepAlive: true, maxSockets: MEMBERS + 10 });

/** A member page's GET over the kept-alive connections, compressed as a browser asks; its status once read whole. */
function call(path: string, token: string): Promise<number> {
  return new Promise((done, fail) => {
    const headers = { Accept: 'application/json', 'Accept-Encoding': 'gzip', Authorization: `Bearer ${token}` };
    const req = request({ agent, host: '127.0.0.1', port, path: `/api/${path}`, headers }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

// Team members spread over the network, from the first joiners to the last: signed-in members with an
// e-mail one-time code as their second factor, as most of the large network's members are.
const reader = new DatabaseSync(dbPath, { readOnly: true });
const total = (reader.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
const members = reader
  .prepare(
    `SELECT username FROM users WHERE auth_type = 'otp' AND email_verified_at IS NOT NULL AND username <> 'demo'
     AND id % ? = 0 ORDER BY id LIMIT ?`,
  )
  .all(Math.max(1, Math.floor(total / (MEMBERS + 1))), MEMBERS)
  .map((row) => (row as { username: string }).username);
reader.close();
if (members.length < MEMBERS) throw new Error(`Only ${members.length} members to sign in.`);

// As the login page signs in: password, then the code e-mailed (read from the development mailbox).
const signInStarted = performance.now();
const tokens = await Promise.all(
  members.map(async (username) => (await signInThroughApi(`http://127.0.0.1:${port}`, username)).token),
);
const signingIn = performance.now() - signInStarted;

/** What a member page asks (src/lib/routes.ts, src/lib/*\/api.ts), by weight: how often a member asks it. */
const ROUTES: { name: string; weight: number; path: (username: string) => string }[] = [
  { name: 'dashboard', weight: 2, path: () => 'dashboard' },
  { name: 'task-dashboard', weight: 2, path: () => 'task-dashboard' },
  { name: 'user-team-details', weight: 2, path: () => 'user-team-details' },
  { name: 'binary-details/{u}', weight: 2, path: (u) => `binary-details/${u}` },
  { name: 'news', weight: 3, path: () => 'news' },
  { name: 'transactions?page=n', weight: 1, path: () => `transactions?page=${1 + Math.floor(Math.random() * 2)}` },
  { name: 'payouts?page=n', weight: 1, path: () => `payouts?page=${1 + Math.floor(Math.random() * 2)}` },
  { name: 'user/manual/withdraw/list', weight: 1, path: () => 'user/manual/withdraw/list' },
  { name: 'directTeam/{u}', weight: 1, path: (u) => `directTeam/${u}` },
  { name: 'treeView/{u}', weight: 1, path: (u) => `treeView/${u}` },
  { name: 'packages', weight: 1, path: () => 'packages' },
  { name: 'withdraw', weight: 1, path: () => 'withdraw' },
];
const pick: number[] = ROUTES.flatMap((route, index) => Array<number>(route.weight).fill(index));
const times = ROUTES.map(() => [] as number[]);
const errors = ROUTES.map(() => 0);
const samples = ROUTES.map(() => '');

/** The server process's CPU time so far, in seconds (Linux: /proc; undefined elsewhere). */
function serverCpu(): number | undefined {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

const cpuBefore = serverCpu();
const loadStarted = performance.now();
const until = loadStarted + DURATION_MS;
await Promise.all(
  members.map(async (username, member) => {
    while (performance.now() < until) {
      const index = pick[Math.floor(Math.random() * pick.length)]!;
      const started = performance.now();
      try {
        const status = await call(ROUTES[index]!.path(username), tokens[member]!);
        times[index]!.push(performance.now() - started);
        if (status !== 200) {
          errors[index]! += 1;
          samples[index] ||= `HTTP ${status}`;
        }
      } catch (error) {
        errors[index]! += 1;
        samples[index] ||= (error as Error).message;
      }
    }
  }),
);
const elapsed = (performance.now() - loadStarted) / 1000;
const cpuAfter = serverCpu();
agent.destroy();

const count = times.reduce((sum, list) => sum + list.length, 0);

console.log(`Machine: ${machine()}, load average ${loadAverage()} at the end.`);
console.log(
  `Seeding and start ${(seeding / 1000).toFixed(1)} s; ${MEMBERS} members signed in at once in ` +
    `${(signingIn / 1000).toFixed(1)} s; ${count} requests in ${elapsed.toFixed(1)} s: ` +
    `${(count / elapsed).toFixed(0)} requests/s` +
    (cpuBefore === undefined || cpuAfter === undefined
      ? '.\n'
      : `; the server's process used ${((100 * (cpuAfter - cpuBefore)) / elapsed).toFixed(0)} % of one core.\n`),
);
printHead(['route', 'requests', 'rps', 'p50, ms', 'p95, ms', 'p99, ms', 'errors'], '---:');
const printTimes = (name: string, list: number[], failed: number) =>
  printRow([
    name,
    list.length,
    (list.length / elapsed).toFixed(0),
    ...[0.5, 0.95, 0.99].map((q) => fewMs(quantile(list, q))),
    failed,
  ]);
for (const [index, route] of ROUTES.entries()) printTimes(route.name, times[index]!, errors[index]!);
const failed = errors.reduce((a, b) => a + b, 0);
printTimes('all', times.flat(), failed);
for (const [index, sample] of samples.entries())
  if (sample) console.log(`${ROUTES[index]!.name}: first error ${sample}`);
if (process.env.KEEP === '1') console.log(`\nDatabase kept: ${dbPath}`);
process.exit(0);
