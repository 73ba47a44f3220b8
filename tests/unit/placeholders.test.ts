/**
 * A placeholder is written once: a member page shows its island's own exported skeleton as the
 * island's fallback (`<XSkeleton slot="fallback" />`), never markup of its own that the island would
 * have to repeat.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const pages = join(import.meta.dirname, '..', '..', 'src', 'pages', 'user');
const sources = readdirSync(pages)
  .filter((name) => name.endsWith('.astro'))
  .map((name) => ({ name, source: readFileSync(join(pages, name), 'utf8') }));

/** Every element a page puts in an island's fallback slot, by its tag. */
const fallbacks = (source: string) =>
  [...source.matchAll(/<([\w.]+)[^>]*\bslot="fallback"/g)].map((match) => match[1]!);

describe('member pages', () => {
  it('are found', () => expect(sources.length).toBeGreaterThan(20));

  for (const { name, source } of sources)
    it(`${name} shows its islands' own skeletons, with no placeholder markup of its own`, () => {
      for (const tag of fallbacks(source)) expect(tag, `<${tag} slot="fallback">`).toMatch(/^[A-Z]\w*Skeleton$/);
      expect(source).not.toMatch(/animate-pulse|animate-spin/);
    });
});
