// @ts-check
/**
 * Writes dist/sw.js after the build: src/worker/sw.ts compiled to a classic script, preceded by what
 * the build knows (BUILD in sw.ts): this deploy's cache name, the files to store at install, and the
 * bundle's import graph (module-graph.mjs), so the worker finds what a page needs without reading code.
 * In `astro dev` the same worker is served with an empty graph.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';
import { pageEntries, readModuleGraph, staticClosure } from './module-graph.mjs';

const SOURCE = fileURLToPath(new URL('../src/worker/sw.ts', import.meta.url));

/**
 * @param {{ cache: string, install: string[], graph: Record<string, string[]> }} build
 * @returns {Promise<string>}
 */
export async function compileWorker(build) {
  const { code } = await transformWithOxc(readFileSync(SOURCE, 'utf8'), SOURCE, { lang: 'ts' });
  return `const BUILD = ${JSON.stringify(build)};\n${code}`;
}

/**
 * What the worker stores at install, from the built site: every stylesheet, and the Toaster's list
 * (loaded on demand) with the chunks it imports that the sign-in page does not load anyway.
 * @param {string} dist
 * @param {import('./module-graph.mjs').ModuleGraph} graph
 * @returns {string[]}
 */
export function installList(dist, graph) {
  const sheets = readdirSync(join(dist, '_astro'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => `/_astro/${name}`);
  const toastList = Object.keys(graph).filter((url) => /^\/_astro\/ToastList\.[\w-]+\.js$/.test(url));
  if (!toastList.length) throw new Error('no ToastList chunk: the worker could not store the offline notice');
  const signIn = new Set(staticClosure(graph, pageEntries(readFileSync(join(dist, 'login.html'), 'utf8'))));
  return [...sheets, ...staticClosure(graph, toastList).filter((url) => !signIn.has(url))];
}

/** @returns {import('astro').AstroIntegration} */
export function serviceWorker() {
  const cache = `portal-${Date.now().toString(36)}`;
  return {
    name: 'service-worker',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use('/sw.js', (_request, response) => {
          compileWorker({ cache, install: [], graph: {} }).then((code) => {
            response.setHeader('Content-Type', 'text/javascript');
            response.end(code);
          });
        });
      },
      'astro:build:done': async ({ dir }) => {
        const dist = fileURLToPath(dir);
        const graph = readModuleGraph(dist);
        // Only what a module needs: static imports, stylesheets, assets (dynamic imports load when used).
        /** @type {Record<string, string[]>} */ const needs = {};
        for (const [url, chunk] of Object.entries(graph)) {
          const list = [...new Set([...chunk.imports, ...chunk.css, ...chunk.assets])];
          if (list.length) needs[url] = list;
        }
        writeFileSync(
          join(dist, 'sw.js'),
          await compileWorker({ cache, install: installList(dist, graph), graph: needs }),
        );
      },
    },
  };
}
