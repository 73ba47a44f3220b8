/**
 * `node scripts/bench-server.ts`: the reference server's time per call for the demo member on the
 * demo network and on the large one (server/seed-large.ts), in process (no HTTP, no browser): the
 * team trees at the top and at the bottom of the demo member's network, the ledgers' first and last
 * pages, the dashboard. Prints the median of RUNS calls after one warm-up call, in ms, as a Markdown
 * table for docs/performance.md. SEEDS=demo or SEEDS=large measures one network; DB_DIR=/some/dir puts
 * the databases in files there (as `npm start` keeps them) instead of in memory.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDb, one, type Db } from '../server/db.ts';
import { createApi } from '../server/app.ts';
import { issueToken } from '../server/auth.ts';
import { memberId, migrate, seed } from '../server/seed.ts';
import { seedLarge } from '../server/seed-large.ts';
import { fewMs, median, printHead, printRow } from './bench-kit.ts';

process.env.QUIET = '1';
const RUNS = Number(process.env.RUNS ?? 15);
/** A request from this machine, as the server's tests send it (the dev mailbox answers only those). */
const LOOPBACK = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 50_000, remoteFamily: 'IPv4' } } };

/** The members the calls look at: the bottom of the demo member's left edge, the middle and the end of its single leg. */
function landmarks(db: Db, demoId: number) {
  const edge = one<{ username: string }>(
    db,
    `WITH RECURSIVE edge(id, depth) AS (
       SELECT ?, 0 UNION ALL SELECT u.id, edge.depth + 1 FROM users u JOIN edge ON u.parent_id = edge.id AND u.position = 'L'
     ) SELECT username FROM edge JOIN users USING (id) ORDER BY depth DESC LIMIT 1`,
    demoId,
  )!.username;
  const inJoiningOrder = (offset: number) =>
    one<{ username: string }>(db, 'SELECT username FROM users ORDER BY created_at, id LIMIT 1 OFFSET ?', offset)!
      .username;
  const members = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM users')!.n;
  return { edge, middle: inJoiningOrder(Math.floor(members / 2)), last: inJoiningOrder(members - 1) };
}

async function measure(name: 'demo' | 'large') {
  const path = process.env.DB_DIR ? join(process.env.DB_DIR, `bench-${name}.db`) : ':memory:';
  for (const suffix of ['', '-wal', '-shm']) if (path !== ':memory:') rmSync(path + suffix, { force: true });
  const db = openDb(path);
  migrate(db);
  const started = performance.now();
  (name === 'large' ? seedLarge : seed)(db);
  const seeding = performance.now() - started;
  const api = createApi(db, { demo: true });
  const demoId = memberId(db, 'demo');
  const token = issueToken(db, demoId, 'session');
  const { edge, middle, last } = landmarks(db, demoId);
  const pages = (table: string) =>
    Math.ceil(one<{ n: number }>(db, `SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`, demoId)!.n / 10);

  const calls: [string, string][] = [
    ['binary-details, top', '/binary-details/demo'],
    ['binary-details, bottom of the left edge', `/binary-details/${edge}`],
    ['directTeam, top', '/directTeam/demo'],
    ['treeView, top', '/treeView/demo'],
    ['treeView, middle of the leg', `/treeView/${middle}`],
    ['treeView, end of the leg', `/treeView/${last}`],
    ['transactions, first page', '/transactions'],
    ['transactions, last page', `/transactions?page=${pages('wallet_transactions')}`],
    ['payouts, first page', '/payouts'],
    ['withdraw list, first page', '/user/manual/withdraw/list'],
    ['subscriptions, first page', '/subscriptions'],
    ['tickets, first page', '/tickets'],
    ['logs, first page', '/logs'],
    ['user-team-details', '/user-team-details'],
    ['dashboard', '/dashboard'],
    ['country (no token)', '/country'],
  ];
  const times = new Map<string, number>();
  for (const [label, path] of calls) {
    const call = async () => {
      const response = await api.request(
        `http://portal.test${path}`,
        { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
        LOOPBACK,
      );
      if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
      await response.text();
    };
    await call();
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      await call();
      runs.push(performance.now() - start);
    }
    times.set(label, median(runs));
  }
  db.close();
  return { seeding, labels: calls.map(([label]) => label), times };
}

const names = (process.env.SEEDS ?? 'demo,large').split(',') as ('demo' | 'large')[];
const results = [];
for (const name of names) results.push({ name, ...(await measure(name)) });
printHead(['call', ...names.map((name) => `${name} seed, ms`)], '---:');
for (const label of results[0]!.labels) printRow([label, ...results.map((result) => fewMs(result.times.get(label)))]);
printRow(['(seeding the network)', ...results.map((result) => fewMs(result.seeding))]);
