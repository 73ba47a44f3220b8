/**
 * `npm start`: builds the site, and its component docs beside it (DOCS=1, scripts/docs-routes.mjs), when
 * either is missing or older than the sources, then runs the reference server (server/index.ts) on
 * them. The docs never go into the production build (`npm run build`).
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ensureDocsBuild } from './docs-routes.mjs';
import { ensureBuilt } from '../server/index.ts';

const root = resolve(import.meta.dirname, '..');
if (process.env.SKIP_BUILD !== '1') {
  ensureBuilt();
  ensureDocsBuild(resolve(process.env.DIST_DIR ?? join(root, 'dist')), { sources: join(root, 'src') });
}
console.log(`Component docs: http://localhost:${process.env.PORT ?? 4321}/docs/`);
const server = spawn(process.execPath, [join(root, 'server', 'index.ts')], {
  stdio: 'inherit',
  env: { ...process.env, SKIP_BUILD: '1' },
});
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
