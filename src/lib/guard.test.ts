import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RENDERER_FIRST_SCRIPT } from './guard.mjs';

type Load = () => Promise<() => void>;
type Directive = (load: Load, options: unknown, island: { getAttribute(name: string): string | null }) => unknown;

/**
 * A page's global as RENDERER_FIRST_SCRIPT leaves it, with Astro's directives defined after it (as
 * Astro does). The script's `import()` goes to `importModule` (the test runner's sandbox has no
 * module loader for code made at run time), and its task to wait for comes from TaskChannel.
 */
function page() {
  const self: { Astro?: Record<string, Directive> & { react?: Promise<unknown> } } = {};
  const source = RENDERER_FIRST_SCRIPT.replace('import(', 'importModule(');
  expect(source.match(/import\(|importModule\(/g)).toEqual(['importModule(']);
  new Function('self', 'importModule', 'MessageChannel', source)(self, importModule, TaskChannel);
  // Astro's own `only` and `load`: load the island, then hydrate it.
  const astro = (self.Astro ??= {});
  astro.only = async (load) => (await load())();
  astro.load = async (load) => (await load())();
  // Astro's `idle` waits for an idle moment first (here: at once).
  astro.idle = async (load) => (await load())();
  return astro;
}

const seen: string[] = [];
const renderer = '/_astro/client.js';
// Importing the renderer: it is fetched (a task later), then runs, noting it and queueing a task of its own.
const importModule = (url: string) =>
  new Promise<void>((resolve) =>
    setTimeout(() => {
      seen.push(url === renderer ? 'renderer' : url);
      setTimeout(() => seen.push('task after renderer'));
      resolve();
    }),
  );
/** A message channel whose message comes in a task of this test's own queue (setTimeout's). */
class TaskChannel {
  port1: { onmessage?: () => void } = {};
  port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.()) };
}
const island = (url: string | null) => ({ getAttribute: (name: string) => (name === 'renderer-url' ? url : null) });
const load: (name: string) => Load = (name) => async () => {
  seen.push(`load ${name}`);
  return () => seen.push(`hydrate ${name}`);
};

describe('RENDERER_FIRST_SCRIPT', () => {
  it('evaluates React on its own: the islands load a task after their renderer has run', async () => {
    seen.length = 0;
    const astro = page();
    await Promise.all([
      astro.only!(load('menu'), {}, island(renderer)),
      astro.load!(load('page'), {}, island(renderer)),
    ]);
    expect(seen).toEqual(['renderer', 'task after renderer', 'load menu', 'load page', 'hydrate menu', 'hydrate page']);
    // The one wait the page's islands share.
    expect(astro.react).toBeInstanceOf(Promise);
  });

  it('evaluates React on its own for an island that loads when the page is idle (the toaster)', async () => {
    seen.length = 0;
    const astro = page();
    // The page fell idle before its other islands loaded: the toaster's file must not bring React.
    await astro.idle!(load('toaster'), {}, island(renderer));
    await astro.load!(load('page'), {}, island(renderer));
    expect(seen).toEqual([
      'renderer',
      'task after renderer',
      'load toaster',
      'hydrate toaster',
      'load page',
      'hydrate page',
    ]);
  });

  it('leaves an island without a renderer, and directives of other names, as they are defined', async () => {
    seen.length = 0;
    const astro = page();
    const custom: Directive = () => undefined;
    astro.custom = custom;
    expect(astro.custom).toBe(custom);
    await astro.only!(load('plain'), {}, island(null));
    expect(seen).toEqual(['load plain', 'hydrate plain']);
  });

  it('wraps every hydration directive the pages use (the component docs are not shipped)', () => {
    const src = join(import.meta.dirname, '..');
    const astroFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? entry.name === 'docs'
            ? []
            : astroFiles(join(dir, entry.name))
          : entry.name.endsWith('.astro')
            ? [join(dir, entry.name)]
            : [],
      );
    const used = new Set(
      astroFiles(src).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/client:(\w+)/g)].map((m) => m[1]!)),
    );
    const wrapped = new Set(/of\[([^\]]*)\]/.exec(RENDERER_FIRST_SCRIPT)![1]!.match(/\w+/g));
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((directive) => !wrapped.has(directive))).toEqual([]);
  });
});
