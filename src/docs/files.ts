/**
 * The component files the docs cover, listed by Vite at build time (keys only: nothing is loaded),
 * so a new primitive or island appears in the docs index without touching a list. Which island files
 * are islands the pages and layouts say (their sources, read as text).
 */
import { catalogue, islandNames } from './catalogue.ts';

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
