/**
 * `npm run test:screenshots:update`: records the component docs' screenshots again
 * (tests/e2e/docs.spec.ts-snapshots/), after a deliberate change to what a docs page shows. Builds the
 * site with its docs first when `dist/` lacks them or is older than the sources, so the screenshots are
 * of the code as it is; then runs the docs spec's screenshot tests with `--update-snapshots`, which
 * rewrites only the screenshots that differ. The fonts are the project's own (tests/e2e/support/docs-fonts.ts),
 * so any Linux machine records the same images. Extra arguments go to Playwright (e.g. `-g BinaryTree`).
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ensureDocsBuild } from './docs-routes.mjs';

const root = resolve(import.meta.dirname, '..');
if (process.platform !== 'linux') {
  console.log('The docs screenshots are recorded and compared on Linux only; run this there.');
  process.exit(1);
}
ensureDocsBuild(resolve(root, process.env.DIST_DIR ?? 'dist'), {
  sources: ['src', 'public', 'tests/fixtures'].map((folder) => join(root, folder)),
});
const outcome = spawnSync(
  join(root, 'node_modules/.bin/playwright'),
  ['test', 'tests/e2e/docs.spec.ts', '--grep', 'as in its screenshot', '--update-snapshots', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } },
);
console.log(
  '\nSee what changed with `git status tests/e2e/docs.spec.ts-snapshots`; commit the new screenshots with the change.',
);
process.exit(outcome.status ?? 1);
