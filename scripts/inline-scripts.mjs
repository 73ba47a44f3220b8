// @ts-check
/**
 * Scripts a page carries inside its HTML (src/inline/: the guard, the early calls, the language and
 * the sign-in pages' press capture…), built from the project's own TypeScript at config time into
 * minified strings, so they are type-checked and linted like the rest and the CSP can list their hashes.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { esbuildCatalogue } from './language.mjs';

/**
 * One entry, bundled with its imports into a single minified script, in the build's language.
 * @param {string | { code: string, dir: string }} entry path from the project root, or `{ code, dir }`: the entry's source, with
 *   imports relative to `dir` (a folder from the project root)
 * @param {string} lang
 * @returns {Promise<string>}
 */
export async function inlineScript(entry, lang) {
  const source =
    typeof entry === 'string'
      ? { entryPoints: [fileURLToPath(new URL(`../${entry}`, import.meta.url))] }
      : {
          stdin: {
            contents: entry.code,
            resolveDir: fileURLToPath(new URL(`../${entry.dir}`, import.meta.url)),
            sourcefile: 'inline.ts',
            loader: /** @type {const} */ ('ts'),
          },
        };
  const result = await build({
    ...source,
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    // Texts in other scripts (Hindi) as they are: an escaped character is six bytes, a Devanagari one three.
    charset: 'utf8',
    define: { __PORTAL_LANG__: JSON.stringify(lang) },
    plugins: [esbuildCatalogue(lang)],
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`${typeof entry === 'string' ? entry : entry.code}: esbuild wrote nothing`);
  return output.text.trim();
}

/** The scripts of src/inline/ by name (the file's name); its other modules are their shared parts. */
export const INLINE_SCRIPTS = /** @type {const} */ (['guard', 'landing', 'sw', 'lang', 'carry', 'early', 'press']);

/**
 * Every inline script, built: `{ guard: '…', … }`. What a script needs that differs between pages or
 * languages is read from its element's data attributes, so one build (and one hash) fits every page.
 * @param {string} lang
 * @returns {Promise<Record<(typeof INLINE_SCRIPTS)[number], string>>}
 */
export async function inlineScripts(lang) {
  const built = await Promise.all(INLINE_SCRIPTS.map((name) => inlineScript(`src/inline/${name}.ts`, lang)));
  return /** @type {Record<(typeof INLINE_SCRIPTS)[number], string>} */ (
    Object.fromEntries(INLINE_SCRIPTS.map((name, index) => [name, built[index]]))
  );
}
