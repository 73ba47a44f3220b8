// @ts-check
/**
 * Writes dist/sw.js after the build: src/worker/sw.ts compiled to a classic script, preceded by what the
 * build knows (BUILD in sw.ts): this deploy's cache name, the files to store at install, and the bundle's
 * import graph (module-graph.mjs), so the worker finds what a page needs without reading code. In
 * `astro dev` the same worker is served with an empty graph.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';
import { pageModules, readModuleGraph, staticClosure } from './module-graph.mjs';
import { LANG_CODES, prefixOf } from '../src/lib/lang.ts';

const SOURCE = fileURLToPath(new URL('../src/worker/sw.ts', import.meta.url));

/**
 * @param {{ cache: string, base: string, others: string[], install: string[], graph: Record<string, string[]> }} build
 */
export async function compileWorker(build) {
  const { code } = await transformWithOxc(readFileSync(SOURCE, 'utf8'), SOURCE, { lang: 'ts' });
  return `const BUILD = ${JSON.stringify(build)};\n${code}`;
}

/**
 * One worker per language build, at its base (/sw.js, /hi/sw.js): each keeps its own language's pages in
 * a cache of its own and leaves the others' alone.
 * @param {string} base '' for English, '/hi' for Hindi
 * @returns {import('astro').AstroIntegration}
 */
export function serviceWorker(base) {
  const cache = `portal-${base.slice(1) || 'en'}-${Date.now().toString(36)}`;
  const others = LANG_CODES.map(prefixOf)
    .filter((prefix) => prefix && prefix !== base)
    .map((prefix) => `${prefix}/`);
  return {
    name: 'service-worker',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(`${base}/sw.js`, async (_request, response) => {
          const code = await compileWorker({ cache, base, others, install: [], graph: {} });
          response.setHeader('Content-Type', 'text/javascript');
          response.end(code);
        });
      },
      'astro:build:done': async ({ dir }) => {
        const dist = fileURLToPath(dir);
        const graph = readModuleGraph(dist);
        // What a module needs: static imports, stylesheets, assets (dynamic imports load when used).
        const needs = Object.entries(graph)
          .map(([url, chunk]) => [url, [...new Set([...chunk.imports, ...chunk.css, ...chunk.assets])]])
          .filter(([, list]) => list.length);
        // Stored at install: the Toaster's list (in the Toaster's file, astro.config.mjs `idle`, or what it
        // loads on demand) with the chunks it imports that /login does not load anyway. No member page
        // file: the sign-in pages' warm-up has the worker store the dashboard with what it needs
        // (src/lib/auth/warm-member-pages.ts), and /register, most of whose visitors never sign in, none.
        const toastList = Object.keys(graph)
          .filter((url) => /^(\/\w\w)?\/_astro\/Toaster\.[\w-]+\.js$/.test(url))
          .flatMap((url) => [url, ...graph[url].dynamicImports]);
        if (!toastList.length) throw new Error('no Toaster chunk: the worker could not store the offline notice');
        const signIn = new Set(pageModules(graph, readFileSync(join(dist, 'login.html'), 'utf8')));
        const install = staticClosure(graph, toastList).filter((url) => !signIn.has(url));
        const worker = await compileWorker({ cache, base, others, install, graph: Object.fromEntries(needs) });
        writeFileSync(join(dist, 'sw.js'), worker);
      },
    },
  };
}
