/**
 * `npm start`: builds the site if needed, then serves dist/ and the API (under /api/) from one port,
 * with demo data seeded on first start.
 *
 * Environment: PORT (4321), DATA_DIR (./data), DB_PATH (overrides DATA_DIR; ':memory:' for tests),
 * SEED (demo, or large: the real-sized network of seed-large.ts), RESET=1 (drop and re-seed), DEMO=0
 * (turn the development mailbox off; when on, it answers loopback requests only), QUIET=1 (no request
 * or mail log lines), SKIP_BUILD=1 (serve dist/ as it is), WITHDRAW_HOLD_HOURS (24: withdrawals wait
 * this long after a security change; 0 turns the hold off).
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Server } from 'node:http';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { langOf, prefixOf } from '../src/lib/lang.ts';
import { openDb, type Db } from './db.ts';
import { createApi } from './app.ts';
import { DEMO_LOGINS, migrate, seed, seededWith, SEEDS, type SeedName } from './seed.ts';
import { seedLarge } from './seed-large.ts';
import type { AppEnv } from './http.ts';
import { securityHeaders } from '../src/lib/security-headers.mjs';
import { docsDist } from '../scripts/docs-routes.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the site when dist/ is missing or older than the sources. */
export function ensureBuilt(): void {
  const marker = join(dist, 'index.html');
  const stale = !existsSync(marker) || newestMtime(join(root, 'src')) > statSync(marker).mtimeMs;
  if (!stale) return;
  console.log('Building the site…');
  // Every language (English at dist/, the others under dist/<lang>/).
  execFileSync(process.execPath, [join(root, 'scripts/build.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
}

export interface ServerOptions {
  port?: number;
  dbPath?: string;
  demo?: boolean;
  reset?: boolean;
  /** The network to seed an empty database with (SEED); a database seeded with another is refused. */
  seed?: SeedName;
  /** The build to serve (DIST_DIR by default); the bench serves two builds side by side. */
  dist?: string;
}

/** SEED as asked for, if it names a seed (an unknown name stops the start). */
export function seedAsked(value = process.env.SEED): SeedName | undefined {
  if (value === undefined || value === '') return undefined;
  const name = SEEDS.find((known) => known === value);
  if (!name) throw new Error(`SEED must be one of ${SEEDS.join(', ')} (it is "${value}").`);
  return name;
}

/**
 * Seeds an empty database with `asked` (the demo by default), saying how long it took. A database
 * seeded with the other network is not mixed with this one nor dropped unasked: the start stops and
 * says how to seed it again.
 */
function ensureSeeded(db: Db, dbPath: string, asked: SeedName | undefined): void {
  const held = seededWith(db);
  if (held && asked && held !== asked)
    throw new Error(
      `The database ${dbPath} holds the ${held} network, not the ${asked} one SEED asks for. ` +
        `Start with RESET=1 to drop it and seed the ${asked} network, or without SEED to keep it.`,
    );
  if (held) return;
  const name = asked ?? 'demo';
  const started = performance.now();
  (name === 'large' ? seedLarge : seed)(db);
  if (process.env.QUIET !== '1')
    console.log(`Seeded the ${name} network in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

export function createSite(options: ServerOptions = {}) {
  const site = options.dist ? resolve(options.dist) : dist;
  const dbPath =
    options.dbPath ?? process.env.DB_PATH ?? join(resolve(process.env.DATA_DIR ?? join(root, 'data')), 'portal.db');
  if (options.reset && dbPath !== ':memory:')
    for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
  const db = openDb(dbPath);
  migrate(db);
  ensureSeeded(db, dbPath, options.seed);

  const app = new Hono<AppEnv>();
  app.use('*', compress());
  // The same headers the build writes to dist/_headers for static hosts (src/lib/security-headers.mjs).
  app.use('*', async (c, next) => {
    await next();
    const page = /^text\/html\b/i.test(c.res.headers.get('Content-Type') ?? '');
    for (const [name, value] of Object.entries(securityHeaders(c.req.path, page))) c.header(name, value);
  });
  app.route('/api', createApi(db, { demo: options.demo ?? true }));
  app.all('/api/*', (c) => c.json({ status: false, msg: 'Not found', errors: {} }, 404));
  // Hashed assets never change; pages are revalidated.
  app.use('/_astro/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The site, then the component docs' own build beside it (scripts/docs-routes.mjs) for what the site
  // does not have: the docs pages and their files.
  for (const folder of [site, docsDist(site)])
    app.use(
      '*',
      serveStatic({
        root: folder,
        // The build wrote .br and .gz copies of every text file (scripts/precompress.mjs).
        precompressed: true,
        rewriteRequestPath: (path) => {
          if (path === '/' || path.endsWith('/')) return `${path}index.html`;
          // A language's landing page without its slash (/hi) is the one with it (/hi/).
          if (prefixOf(langOf(path)) === path) return `${path}/index.html`;
          if (!/\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '')) return `${path}.html`;
          return path;
        },
      }),
    );
  // The not-found page in the language of the address asked for.
  app.notFound((c) =>
    serveStatic({ root: site, rewriteRequestPath: () => `${prefixOf(langOf(c.req.path))}/404.html` })(
      c,
      async () => {},
    ).then((res) => {
      if (res instanceof Response) return new Response(res.body, { status: 404, headers: res.headers });
      return c.text('Not found', 404);
    }),
  );
  return { app, db };
}

/**
 * An idle connection is kept 75 s (nginx's default keepalive_timeout), not Node's 5 s: a member who reads
 * a page longer than that would otherwise pay a new connection for the next page's calls (a round trip on
 * a slow link, two or three with TLS).
 */
export function keepIdleConnections(server: { keepAliveTimeout: number; headersTimeout: number }) {
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
}

export function startServer(options: ServerOptions = {}) {
  const port = options.port ?? Number(process.env.PORT ?? 4321);
  const { app, db } = createSite(options);
  const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' });
  keepIdleConnections(server as Server);
  return { server, db, port };
}

if (import.meta.main) {
  const demo = process.env.DEMO !== '0';
  let port: number;
  try {
    const seedName = seedAsked();
    if (process.env.SKIP_BUILD !== '1') ensureBuilt();
    ({ port } = startServer({ reset: process.env.RESET === '1', demo, seed: seedName }));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(`\nMember portal: http://localhost:${port}/`);
  console.log('Demo logins (password for all: see below):');
  for (const login of DEMO_LOGINS)
    console.log(`  ${login.username.padEnd(10)} ${login.password}  ${login.auth_type.padEnd(13)} ${login.note}`);
  if (demo) {
    console.log(`Development mailbox: http://localhost:${port}/api/dev/mailbox?username=demo`);
    console.log(
      '  It answers only requests from this machine (loopback); others get 404. Deploy with DEMO=0 to turn it off.',
    );
  } else console.log('Development mailbox: off (DEMO=0).');
}
