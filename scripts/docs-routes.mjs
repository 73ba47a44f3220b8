// @ts-check
/**
 * The component docs (src/docs/pages/ → /docs/…) are built on demand, with DOCS=1, into a build of
 * their own beside the site's (docsDist: `npm start`, the docs' own tests), never into the production
 * build, which carries no docs pages, previews or fixtures.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from './module-graph.mjs';

const PAGES = fileURLToPath(new URL('../src/docs/pages/', import.meta.url));

/** Whether this build carries the docs. */
const withDocs = process.env.DOCS === '1' && (process.env.PORTAL_LANG ?? 'en') === 'en';

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
 * Where the docs build of the site served from `dist` lives: beside it (`dist-docs` for `dist`). The
 * docs go into a build of their own, so `dist` stays the production build that the e2e tests and the
 * byte budgets measure (the docs' previews share modules with the islands, which would cut the site's
 * chunks differently); the reference server serves the docs pages, and their files, from here.
 * @param {string} dist
 */
export const docsDist = (dist) => `${dist.replace(/[\\/]+$/, '')}-docs`;

/**
 * Builds the English site with its docs into docsDist(dist) unless it already has them or, given
 * `sources` (folders), they are older than a file there. The docs' own tests and `npm start` call it.
 * @param {string} dist
 * @param {{ sources?: string | string[] }} [options]
 */
export function ensureDocsBuild(dist, { sources } = {}) {
  const out = docsDist(dist);
  const marker = join(out, 'docs.html');
  const files = [sources ?? []].flat().flatMap((folder) => filesUnder(folder, /./));
  const newest = files.reduce((latest, file) => Math.max(latest, statSync(file).mtimeMs), 0);
  if (existsSync(marker) && newest <= statSync(marker).mtimeMs) return;
  console.log(`Building the component docs (DOCS=1) into ${out}…`);
  const root = fileURLToPath(new URL('..', import.meta.url));
  rmSync(out, { recursive: true, force: true });
  execFileSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DOCS: '1', PORTAL_LANG: 'en', DIST_DIR: out, ASTRO_TELEMETRY_DISABLED: '1' },
  });
}
