// @ts-check
/**
 * Scripts a page carries inside its HTML (src/inline/: the guard, the early calls, the language and the
 * sign-in pages' press capture…), built from the project's own TypeScript at config time into minified
 * strings, so they are type-checked and linted like the rest and the CSP can list their hashes.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/** The scripts of src/inline/ by name (the file's name); its other modules are their shared parts. */
export const INLINE_SCRIPTS = /** @type {const} */ ([
  'guard',
  'landing',
  'sw',
  'lang',
  'carry',
  'early',
  'press',
  'invited',
]);

/**
 * Every inline script, bundled with its imports into one minified script: `{ guard: '…', … }`. What a
 * script needs that differs between pages or languages is read from its element's data attributes, so
 * one build (and one hash) fits every page and language.
 * @returns {Promise<Record<(typeof INLINE_SCRIPTS)[number], string>>}
 */
export async function inlineScripts() {
  const built = INLINE_SCRIPTS.map(async (name) => {
    const { outputFiles } = await build({
      entryPoints: [fileURLToPath(new URL(`../src/inline/${name}.ts`, import.meta.url))],
      bundle: true,
      format: 'iife',
      minify: true,
      write: false,
      target: 'es2022',
      platform: 'browser',
      legalComments: 'none',
    });
    return [name, outputFiles[0].text.trim()];
  });
  return Object.fromEntries(await Promise.all(built));
}
