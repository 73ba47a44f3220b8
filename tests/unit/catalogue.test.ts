/**
 * Every text a member reads lives in the catalogue (src/lib/text.ts and src/lib/text/<area>.ts). The
 * calls and schemas of each area (src/lib/<area>/api.ts and schema.ts) hold success fallbacks and
 * validation messages: they must take them from the catalogue, not write them inline.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const lib = join(root, 'src', 'lib');

/** Messages of the schemas' own parse steps: they explain a malformed answer in the console log, never to a member. */
const DEVELOPER_TEXTS = new Set(['not a number']);

function callAndSchemaFiles(): string[] {
  const files: string[] = [];
  for (const area of readdirSync(lib, { withFileTypes: true })) {
    if (!area.isDirectory() || area.name === 'text') continue;
    for (const name of ['api.ts', 'schema.ts']) {
      const path = join(lib, area.name, name);
      try {
        readFileSync(path);
        files.push(path);
      } catch {
        // The area has no such file.
      }
    }
  }
  return files;
}

/** The code without comments and import lines (their words are not shown to anyone). */
function code(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
    .replace(/^import .*$/gm, '');
}

/** String literals that read as prose: two words or more, or a sentence's end. */
function proseLiterals(source: string): string[] {
  const found: string[] = [];
  for (const match of code(source).matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    const value = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, 'x');
    if (DEVELOPER_TEXTS.has(value)) continue;
    if (/[A-Za-z]+\s+[A-Za-z]+/.test(value) || /^[A-Z][a-z].*[.!?]$/.test(value)) found.push(value);
  }
  return found;
}

describe('the catalogue', () => {
  it('scans the calls and schemas of every area', () => {
    const files = callAndSchemaFiles().map((file) => relative(root, file));
    expect(files).toEqual(
      expect.arrayContaining([
        'src/lib/profile/api.ts',
        'src/lib/profile/schema.ts',
        'src/lib/kyc/api.ts',
        'src/lib/deposits/api.ts',
      ]),
    );
  });

  it('finds an inline text where there is one (the scan itself works)', () => {
    expect(proseLiterals("return readMessage(answer) ?? 'Balance synced.';")).toEqual(['Balance synced.']);
    expect(proseLiterals("z.minLength(1, 'username is Required')")).toEqual(['username is Required']);
    expect(proseLiterals("// 'a comment'\nconst path = `check/${name}/sponsor`;")).toEqual([]);
  });

  it('holds every success and validation text of the calls and schemas', () => {
    const inline = Object.fromEntries(
      callAndSchemaFiles()
        .map((file) => [relative(root, file), proseLiterals(readFileSync(file, 'utf8'))] as const)
        .filter(([, texts]) => texts.length > 0),
    );
    expect(inline).toEqual({});
  });
});
