// @ts-check
/**
 * After the build, the service worker learns the stylesheet files to store when it installs. Members
 * reach member pages only through a public page (the sign-in page), where the worker installs; with
 * the member stylesheet already stored, the first member page paints without waiting for it.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageEntries, staticClosure } from './module-graph.mjs';

const MARKER = 'const STYLESHEETS = [];';

/** @returns {import('astro').AstroIntegration} */
export function precacheStylesheets() {
  return {
    name: 'worker-precache',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const dist = fileURLToPath(dir);
        const worker = join(dist, 'sw.js');
        const assets = join(dist, '_astro');
        if (!existsSync(worker) || !existsSync(assets)) return;
        const source = readFileSync(worker, 'utf8');
        if (!source.includes(MARKER)) throw new Error('sw.js no longer declares its stylesheet list');
        const sheets = readdirSync(assets).filter((name) => name.endsWith('.css')).map((name) => `/_astro/${name}`);
        // The Toaster loads its list on demand; stored at install, the offline notice shows on a page
        // opened offline even when the list was never loaded online.
        const toastList = readdirSync(assets).filter((name) => /^ToastList\.[\w-]+\.js$/.test(name)).map((name) => `/_astro/${name}`);
        if (!toastList.length) throw new Error('no ToastList chunk: the worker could not store the offline notice');
        // What the sign-in page loads anyway (React, the shared chunk) the worker stores with the page.
        const signIn = new Set(staticClosure(dist, pageEntries(readFileSync(join(dist, 'login.html'), 'utf8'))));
        const scripts = [...staticClosure(dist, toastList)].filter((file) => !signIn.has(file)).map((file) => `/${relative(dist, file).split(sep).join('/')}`);
        writeFileSync(worker, source.replace(MARKER, `const STYLESHEETS = ${JSON.stringify([...sheets, ...scripts])};`));
      },
    },
  };
}
