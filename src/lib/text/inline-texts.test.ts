/**
 * Every text a member reads or hears comes from the catalogue, so each language's build carries it in
 * its own words: a name, title, placeholder or alternative text written as a literal in a page,
 * layout, island or component (the docs excepted) fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const FOLDERS = ['src/pages', 'src/layouts', 'src/islands', 'src/components'];
const LITERAL = /\b(aria-label|title|placeholder|alt)="([^"{]*[A-Za-z][^"{]*)"/g;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(tsx|astro)$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** `file:line attribute="text"` for each literal text found in `source`. */
export function literalTexts(source: string, file = ''): string[] {
  return source
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(LITERAL)].map((match) => `${file}:${index + 1} ${match[1]}="${match[2]}"`),
    );
}

describe('texts in the markup', () => {
  it('finds a literal name (the check can fail)', () => {
    expect(literalTexts('<nav aria-label="Pagination">', 'x.tsx')).toEqual(['x.tsx:1 aria-label="Pagination"']);
    expect(literalTexts('<nav aria-label={text.pager.pagination}>')).toEqual([]);
  });

  it('come from the catalogue in every page, layout, island and component', () => {
    const found = FOLDERS.flatMap((folder) => files(join(root, folder)))
      .filter((file) => !file.endsWith('DocsLayout.astro'))
      .flatMap((file) => literalTexts(readFileSync(file, 'utf8'), relative(root, file)));
    expect(found).toEqual([]);
  });
});
