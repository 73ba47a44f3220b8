// @ts-check
/**
 * Scripts a page carries inside its HTML, built from the project's own TypeScript at config time, so
 * they share the islands' code (texts, formats, rules) and the CSP can list their hashes.
 */
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';

/**
 * One entry, bundled with its imports into a single minified script.
 * @param {string} entry path from the project root
 */
export function inlineScript(entry) {
  const result = buildSync({
    entryPoints: [fileURLToPath(new URL(`../${entry}`, import.meta.url))],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
  });
  return result.outputFiles[0].text.trim();
}

/** The dashboard's stats drawn from the head's answers before React arrives (lib/dashboard/first-paint.ts). */
export const STATS_FIRST_PAINT = inlineScript('src/lib/dashboard/first-paint-run.ts');
