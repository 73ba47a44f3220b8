/**
 * The component files the docs cover, listed by Vite at build time (keys only: nothing is loaded),
 * so a new primitive or island appears in the docs index without touching a list.
 */
import { catalogue } from './catalogue.ts';

const sources = import.meta.glob(['/src/components/**/*.tsx', '/src/islands/*/*.tsx'], { query: '?raw', import: 'default' });

export const docEntries = catalogue(Object.keys(sources));
