// @ts-check
/**
 * The component docs (src/docs/pages/ → /docs/…) are built on demand, with DOCS=1, into an English build
 * of their own beside the site's (docsDist), never into the production build, which carries no docs
 * pages, previews or fixtures: that build stays what the e2e tests and the byte budgets measure (the
 * docs' previews share modules with the islands, and would cut the site's chunks differently).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from './module-graph.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PAGES = join(root, 'src/docs/pages/');
/** Whether this build carries the docs. */
const withDocs = process.env.DOCS === '1' && (process.env.PORTAL_LANG ?? 'en') === 'en';

/** The docs routes: each file of src/docs/pages/ at /docs/<its path> (index files name their folder). */
export const docsRouteList = () =>
  filesUnder(PAGES, /\.astro$/).map((entrypoint) => {
    const path = relative(PAGES, entrypoint)
      .replaceAll(sep, '/')
      .replace(/\.astro$/, '')
      .replace(/(^|\/)index$/, '');
    return { pattern: path ? `/docs/${path}` : '/docs', entrypoint };
  });

/** @returns {import('astro').AstroIntegration} */
export const docsRoutes = () => ({
  name: 'component-docs',
  hooks: {
    'astro:config:setup': ({ injectRoute }) => {
      if (withDocs) for (const route of docsRouteList()) injectRoute(route);
    },
  },
});

/** `dist-docs` for `dist`: the docs build, where the server finds what the site lacks. @param {string} dist */
export const docsDist = (dist) => `${dist.replace(/[\\/]+$/, '')}-docs`;

/**
 * Builds the English site with its docs into docsDist(dist) unless they are there and newer than every
 * file in `sources` (folders, from the repository's root).
 * @param {string} dist
 * @param {{ sources?: string | string[] }} [options]
 */
export function ensureDocsBuild(dist, { sources = ['src', 'public', 'tests/fixtures'] } = {}) {
  const out = docsDist(dist);
  const marker = join(out, 'docs.html');
  const files = [sources].flat().flatMap((folder) => filesUnder(resolve(root, folder), /./));
  const newest = files.reduce((latest, file) => Math.max(latest, statSync(file).mtimeMs), 0);
  if (existsSync(marker) && newest <= statSync(marker).mtimeMs) return;
  console.log(`Building the component docs (DOCS=1) into ${out}…`);
  rmSync(out, { recursive: true, force: true });
  execFileSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DOCS: '1', PORTAL_LANG: 'en', DIST_DIR: out, ASTRO_TELEMETRY_DISABLED: '1' },
  });
}
