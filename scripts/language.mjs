// @ts-check
/**
 * One catalogue per build: in a Hindi or Spanish build (PORTAL_LANG) an import of the English catalogue
 * (src/lib/text.ts, src/lib/text/<section>.ts) resolves to that language's (src/lib/text/<lang>.ts,
 * <lang>/<section>.ts), so a page ships its own language's texts only; the translations' own imports of
 * English (types only) stay English.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PREFIXED_CODES } from '../src/lib/lang.ts';

const TEXT_DIR = fileURLToPath(new URL('../src/lib/text/', import.meta.url));
const CATALOGUE = fileURLToPath(new URL('../src/lib/text.ts', import.meta.url));
/** A translation's path under TEXT_DIR (its imports of English stay English). */
const TRANSLATION = new RegExp(`^(${PREFIXED_CODES.join('|')})([\\\\/]|\\.ts$)`);

/** @param {string} lang @returns {import('vite').Plugin} */
export function languageCatalogue(lang) {
  return {
    name: 'language-catalogue',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (lang === 'en' || !importer || !/text/.test(source)) return null;
      if (importer.startsWith(TEXT_DIR) && TRANSLATION.test(importer.slice(TEXT_DIR.length))) return null;
      const id = (await this.resolve(source, importer, { ...options, skipSelf: true }))?.id;
      if (id === CATALOGUE) return `${TEXT_DIR}${lang}.ts`;
      // A section: the language's own where it has one (else the English one stays).
      const section = id?.startsWith(TEXT_DIR) && /^(\w+)\.ts$/.exec(id.slice(TEXT_DIR.length))?.[1];
      const file = section && `${TEXT_DIR}${lang}/${section}.ts`;
      return file && existsSync(file) ? file : null;
    },
  };
}
