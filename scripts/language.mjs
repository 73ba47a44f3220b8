// @ts-check
/**
 * One catalogue per build: in a Hindi or Spanish build (PORTAL_LANG, see src/lib/lang.ts) every import
 * of the English catalogue (src/lib/text.ts, or one of its sections src/lib/text/<section>.ts) resolves
 * to the same module of that language (src/lib/text/<lang>.ts, src/lib/text/<lang>/<section>.ts), so a
 * page ships its own language's texts and no others. The translations themselves may import English
 * (types only).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PREFIXED_CODES } from '../src/lib/lang.ts';

const TEXT_DIR = fileURLToPath(new URL('../src/lib/text/', import.meta.url));
const CATALOGUE = fileURLToPath(new URL('../src/lib/text.ts', import.meta.url));

/**
 * The file of `lang` that stands in for the English module `file`, or null when none does.
 * @param {string} file absolute path
 * @param {string} lang
 */
function translated(file, lang) {
  if (file === CATALOGUE) return `${TEXT_DIR}${lang}.ts`;
  if (!file.startsWith(TEXT_DIR)) return null;
  const section = /^(\w+)\.ts$/.exec(file.slice(TEXT_DIR.length))?.[1];
  const stand = section && `${TEXT_DIR}${lang}/${section}.ts`;
  return stand && existsSync(stand) ? stand : null;
}

/** Whether an importer is one of the translations (its imports of English stay English). */
const TRANSLATION = new RegExp(`^(${PREFIXED_CODES.join('|')})([\\\\/]|\\.ts$)`);
const isTranslation = (/** @type {string} */ importer) => TRANSLATION.test(importer.slice(TEXT_DIR.length));

/** @param {string} lang @returns {import('vite').Plugin} */
export function languageCatalogue(lang) {
  return {
    name: 'language-catalogue',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (lang === 'en' || !importer || !/text/.test(source)) return null;
      if (importer.startsWith(TEXT_DIR) && isTranslation(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? translated(resolved.id, lang) : null;
    },
  };
}
