// @ts-check
/**
 * The component docs (src/docs/pages/ → /docs/…) are built on demand: with DOCS=1 (`npm start`, the
 * docs' own tests, `DOCS=1 npm run build`), never into the production build, which carries no docs
 * pages, previews or fixtures.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from './module-graph.mjs';

const PAGES = fileURLToPath(new URL('../src/docs/pages/', import.meta.url));

/** Whether this build carries the docs. */
export const withDocs = process.env.DOCS === '1' && (process.env.PORTAL_LANG ?? 'en') === 'en';

/**
 * The docs routes: each file of src/docs/pages/ at /docs/<its path> (index files name their folder).
 * @returns {{ pattern: string, entrypoint: string }[]}
 */
export function docsRouteList() {
  return filesUnder(PAGES, /\.astro$/).map((file) => {
    const path = relative(PAGES, file)
      .split(sep)
      .join('/')
      .replace(/\.astro$/, '')
      .replace(/(^|\/)index$/, '');
    return { pattern: path ? `/docs/${path}` : '/docs', entrypoint: file };
  });
}

/** @returns {import('astro').AstroIntegration} */
export function docsRoutes() {
  return {
    name: 'component-docs',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        if (withDocs) for (const route of docsRouteList()) injectRoute(route);
      },
    },
  };
}

/**
 * Builds the site with its docs into `dist` unless it already has them (a production build has none)
 * or, given `sources` (folders), they are older than a file there. The docs' own tests call it, so they
 * work after `npm run build` too; it takes one build per language (~15 s in all).
 * @param {string} dist
 * @param {{ sources?: string | string[] }} [options]
 */
export function ensureDocsBuild(dist, { sources } = {}) {
  const marker = join(dist, 'docs.html');
  const newest = Math.max(0, ...[sources ?? []].flat().map(newestFile));
  if (existsSync(marker) && newest <= statSync(marker).mtimeMs) return;
  console.log(`Building the site with its component docs (DOCS=1) into ${dist}…`);
  // Every language (scripts/build.ts): a build of one would leave the others out of `dist`.
  execFileSync(process.execPath, [fileURLToPath(new URL('./build.ts', import.meta.url))], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DOCS: '1', DIST_DIR: dist, ASTRO_TELEMETRY_DISABLED: '1' },
  });
}

/** @param {string} folder @returns {number} the latest modification time of a file under `folder` */
function newestFile(folder) {
  return filesUnder(folder, /./).reduce((latest, file) => Math.max(latest, statSync(file).mtimeMs), 0);
}
