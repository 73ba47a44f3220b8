/**
 * `npm run test:screenshots:update`: records the component docs' screenshots again after a deliberate change
 * to what a docs page shows (docs/contributing.md, "Docs screenshots"): builds the docs first when they are
 * missing or older than the sources, then rewrites the screenshots that differ. Arguments go to Playwright.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ensureDocsBuild } from './docs-routes.mjs';

const root = resolve(import.meta.dirname, '..');
if (process.platform !== 'linux') {
  console.log('The docs screenshots are recorded and compared on Linux only; run this there.');
  process.exit(1);
}
ensureDocsBuild(resolve(root, process.env.DIST_DIR ?? 'dist'));
const { status } = spawnSync(
  join(root, 'node_modules/.bin/playwright'),
  ['test', 'tests/e2e/docs.spec.ts', '--grep', 'as in its screenshot', '--update-snapshots', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } },
);
console.log(
  '\nSee what changed with `git status tests/e2e/docs.spec.ts-snapshots`; commit the new screenshots with the change.',
);
process.exit(status ?? 1);
