// @ts-check
/**
 * Scripts a page carries inside its HTML (src/inline/: the guard, the early calls, the language and
 * the sign-in pages' press capture…), built from the project's own TypeScript at config time into
 * minified strings, so they are type-checked and linted like the rest and the CSP can list their hashes.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/**
 * One entry (a path from the project root), bundled with its imports into a single minified script.
 * It carries no texts: one build fits every language.
 * @param {string} entry
 */
async function inlineScript(entry) {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(`../${entry}`, import.meta.url))],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`${entry}: esbuild wrote nothing`);
  return output.text.trim();
}

/** The scripts of src/inline/ by name (the file's name); its other modules are their shared parts. */
export const INLINE_SCRIPTS = /** @type {const} */ (['guard', 'landing', 'sw', 'lang', 'carry', 'early', 'press']);

/**
 * Every inline script, built: `{ guard: '…', … }`. What a script needs that differs between pages or
 * languages is read from its element's data attributes, so one build (and one hash) fits every page.
 * @returns {Promise<Record<(typeof INLINE_SCRIPTS)[number], string>>}
 */
export async function inlineScripts() {
  const built = INLINE_SCRIPTS.map(async (name) => [name, await inlineScript(`src/inline/${name}.ts`)]);
  return Object.fromEntries(await Promise.all(built));
}
