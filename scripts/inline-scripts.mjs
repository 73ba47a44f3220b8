// @ts-check
/**
 * Scripts a page carries inside its HTML, built from the project's own TypeScript at config time, so
 * they share the islands' code (texts, formats, rules) and the CSP can list their hashes.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { esbuildCatalogue } from './language.mjs';

/**
 * One entry, bundled with its imports into a single minified script, in the build's language.
 * @param {string} entry path from the project root
 * @param {string} lang
 * @returns {Promise<string>}
 */
export async function inlineScript(entry, lang) {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(`../${entry}`, import.meta.url))],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    define: { __PORTAL_LANG__: JSON.stringify(lang) },
    plugins: [esbuildCatalogue(lang)],
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`${entry}: esbuild wrote nothing`);
  return output.text.trim();
}

/**
 * The dashboard's stats drawn from the head's answers before React arrives (lib/dashboard/first-paint.ts).
 * @param {string} lang
 */
export const statsFirstPaint = (lang) => inlineScript('src/lib/dashboard/first-paint-run.ts', lang);
