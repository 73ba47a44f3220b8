// @ts-check
/**
 * After the build, the service worker learns the stylesheet files to store when it installs. Members
 * reach member pages only through a public page (the sign-in page), where the worker installs; with
 * the member stylesheet already stored, the first member page paints without waiting for it.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
        writeFileSync(worker, source.replace(MARKER, `const STYLESHEETS = ${JSON.stringify(sheets)};`));
      },
    },
  };
}
