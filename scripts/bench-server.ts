/**
 * `node scripts/bench-server.ts`: the reference server's time per call for the demo member on the
 * demo network and on the large one (server/seed-large.ts), in process (no HTTP, no browser): the
 * median of RUNS calls after one warm-up call, in ms, as a Markdown table for docs/performance.md
 * ("Reference server on the large network"). SEEDS=demo or SEEDS=large measures one network;
 * DB_DIR=/some/dir puts the databases in files there (as `npm start` keeps them) instead of in memory.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDb, one } from '../server/db.ts';
import { createApi } from '../server/app.ts';
import { issueToken } from '../server/auth.ts';
import { memberId, migrate, seed } from '../server/seed.ts';
import { seedLarge } from '../server/seed-large.ts';
import { fewMs, median, printHead, printRow } from './bench-kit.ts';

process.env.QUIET = '1';
const RUNS = Number(process.env.RUNS ?? 15);
/** A request from this machine, as the server's tests send it (the dev mailbox answers only those). */
const LOOPBACK = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 50_000, remoteFamily: 'IPv4' } } };

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
  const username = (sql: string, ...args: unknown[]) => one<{ username: string }>(db, sql, ...args)!.username;
  const count = (sql: string, ...args: unknown[]) => one<{ n: number }>(db, `SELECT COUNT(*) AS n ${sql}`, ...args)!.n;
  // The members looked at: the bottom of the demo member's left edge, the middle and the end of its single leg.
  const edge = username(
    `WITH RECURSIVE edge(id, depth) AS (
       SELECT ?, 0 UNION ALL SELECT u.id, edge.depth + 1 FROM users u JOIN edge ON u.parent_id = edge.id AND u.position = 'L'
     ) SELECT username FROM edge JOIN users USING (id) ORDER BY depth DESC LIMIT 1`,
    demoId,
  );
  const inJoiningOrder = (offset: number) =>
    username('SELECT username FROM users ORDER BY created_at, id LIMIT 1 OFFSET ?', offset);
  const members = count('FROM users');
  const lastPage = Math.ceil(count('FROM wallet_transactions WHERE user_id = ?', demoId) / 10);

  const calls: [string, string][] = [
    ['binary-details, top', '/binary-details/demo'],
    ['binary-details, bottom of the left edge', `/binary-details/${edge}`],
    ['directTeam, top', '/directTeam/demo'],
    ['treeView, top', '/treeView/demo'],
    ['treeView, middle of the leg', `/treeView/${inJoiningOrder(Math.floor(members / 2))}`],
    ['treeView, end of the leg', `/treeView/${inJoiningOrder(members - 1)}`],
    ['transactions, first page', '/transactions'],
    ['transactions, last page', `/transactions?page=${lastPage}`],
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
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  for (const [label, path] of calls) {
    const runs: number[] = [];
    // Run 0 is the warm-up, not kept.
    for (let i = 0; i <= RUNS; i += 1) {
      const start = performance.now();
      const response = await api.request(`http://portal.test${path}`, { headers }, LOOPBACK);
      if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
      await response.text();
      if (i) runs.push(performance.now() - start);
    }
    times.set(label, median(runs));
  }
  db.close();
  return { name, seeding, labels: calls.map(([label]) => label), times };
}

const results = [];
for (const name of (process.env.SEEDS ?? 'demo,large').split(',') as ('demo' | 'large')[])
  results.push(await measure(name));
printHead(['call', ...results.map((result) => `${result.name} seed, ms`)], '---:');
for (const label of results[0]!.labels) printRow([label, ...results.map((result) => fewMs(result.times.get(label)))]);
printRow(['(seeding the network)', ...results.map((result) => fewMs(result.seeding))]);
