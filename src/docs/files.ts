/**
 * The component files the docs cover, listed by Vite at build time (keys only: nothing is loaded),
 * so a new primitive or island appears in the docs index without touching a list. Which island files
 * are islands the pages and layouts say (their sources, read as text).
 */
import { catalogue, importLine, islandNames, type DocEntry } from './catalogue.ts';

const sources = import.meta.glob(['/src/components/**/*.tsx', '/src/islands/*/*.tsx'], {
  query: '?raw',
  import: 'default',
});
const pages = import.meta.glob<string>(['/src/pages/**/*.astro', '/src/layouts/*.astro'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const docEntries = catalogue(Object.keys(sources), islandNames(Object.values(pages)));

/**
 * The line that imports an entry as the files that use it write it: an island (src/islands/<area>/)
 * imports a primitive or shared piece; an island is imported by the first page or layout that renders it.
 */
export function importLineOf(entry: DocEntry): string {
  const page =
    entry.kind === 'island' && Object.keys(pages).find((file) => islandNames([pages[file]!]).has(entry.name));
  return importLine(entry, page ? page.replace(/^\/src\/|\/[^/]+$/g, '') : 'islands/<area>');
}
