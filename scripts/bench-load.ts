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
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { signInThroughApi } from '../tests/e2e/support/members.ts';
import { fewMs, loadAverage, machine, printHead, printRow, quantile, root } from './bench-kit.ts';

const MEMBERS = Number(process.env.MEMBERS ?? 200);
const DURATION_MS = Number(process.env.DURATION ?? 20) * 1000;

// PORT, or a free one on loopback.
let port = Number(process.env.PORT);
if (!port) {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  port = (probe.address() as AddressInfo).port;
  await new Promise((done) => probe.close(done));
}
const folder = mkdtempSync(join(tmpdir(), 'bench-load-'));
const dbPath = join(folder, 'portal.db');

// The server in its own process, as it runs in production: the load below does not share its event loop.
const server = spawn(process.execPath, [join(root, 'server/index.ts')], {
  cwd: root,
  env: { ...process.env, SEED: 'large', DEMO: '1', DB_PATH: dbPath, PORT: String(port), SKIP_BUILD: '1', QUIET: '1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.on('exit', () => {
  if (server.exitCode === null) server.kill();
  if (process.env.KEEP !== '1') rmSync(folder, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

const seedingStarted = performance.now();
await new Promise<void>((ready, fail) => {
  let said = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    if ((said += chunk).includes('Member portal:')) ready();
  });
  server.once('exit', (code) => fail(new Error(`The server stopped (exit code ${code}).`)));
});
const seeding = performance.now() - seedingStarted;

const agent = new Agent({ keepAlive: true, maxSockets: MEMBERS + 10 });
/** A member page's GET over the kept-alive connections, compressed as a browser asks; its status once read whole. */
const call = (path: string, token: string) =>
  new Promise<number>((done, fail) => {
    const headers = { Accept: 'application/json', 'Accept-Encoding': 'gzip', Authorization: `Bearer ${token}` };
    const req = request({ agent, host: '127.0.0.1', port, path: `/api/${path}`, headers }, (res) => {
      res.resume().on('end', () => done(res.statusCode ?? 0));
      res.on('error', fail);
    });
    req.on('error', fail).end();
  });

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

/** What member pages ask (src/lib/routes.ts, src/lib/*\/api.ts), by how often; `{u}`: the member, `n`: page 1 or 2. */
const weights: Record<string, number> = {
  dashboard: 2,
  'task-dashboard': 2,
  'user-team-details': 2,
  'binary-details/{u}': 2,
  news: 3,
  'transactions?page=n': 1,
  'payouts?page=n': 1,
  'user/manual/withdraw/list': 1,
  'directTeam/{u}': 1,
  'treeView/{u}': 1,
  packages: 1,
  withdraw: 1,
};
const routes = Object.keys(weights).map((name) => ({ name, times: [] as number[], errors: 0, firstError: '' }));
const pick = routes.flatMap((route) => Array<typeof route>(weights[route.name]!).fill(route));

/** The server process's CPU time so far, in seconds (Linux: /proc; NaN elsewhere). */
function serverCpu(): number {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

const cpuBefore = serverCpu();
const loadStarted = performance.now();
const until = loadStarted + DURATION_MS;
await Promise.all(
  members.map(async (username, member) => {
    while (performance.now() < until) {
      const route = pick[Math.floor(Math.random() * pick.length)]!;
      const started = performance.now();
      const path = route.name.replace('{u}', username).replace(/=n$/, () => `=${1 + Math.floor(Math.random() * 2)}`);
      const status = await call(path, tokens[member]!).catch((error: Error) => error.message);
      if (typeof status === 'number') route.times.push(performance.now() - started);
      if (status === 200) continue;
      route.errors += 1;
      route.firstError ||= typeof status === 'number' ? `HTTP ${status}` : status;
    }
  }),
);
const elapsed = (performance.now() - loadStarted) / 1000;
const cpu = (100 * (serverCpu() - cpuBefore)) / elapsed;
agent.destroy();

const all = { name: 'all', times: routes.flatMap((r) => r.times), errors: routes.reduce((n, r) => n + r.errors, 0) };
console.log(`Machine: ${machine()}, load average ${loadAverage()} at the end.`);
console.log(
  `Seeding and start ${(seeding / 1000).toFixed(1)} s; ${MEMBERS} members signed in at once in ` +
    `${(signingIn / 1000).toFixed(1)} s; ${all.times.length} requests in ${elapsed.toFixed(1)} s: ` +
    `${(all.times.length / elapsed).toFixed(0)} requests/s` +
    (Number.isNaN(cpu) ? '.\n' : `; the server's process used ${cpu.toFixed(0)} % of one core.\n`),
);
printHead(['route', 'requests', 'rps', 'p50, ms', 'p95, ms', 'p99, ms', 'errors'], '---:');
for (const { name, times, errors } of [...routes, all])
  printRow([
    name,
    times.length,
    (times.length / elapsed).toFixed(0),
    ...[0.5, 0.95, 0.99].map((q) => fewMs(quantile(times, q))),
    errors,
  ]);
for (const { name, firstError } of routes) if (firstError) console.log(`${name}: first error ${firstError}`);
if (process.env.KEEP === '1') console.log(`\nDatabase kept: ${dbPath}`);
process.exit(0);
