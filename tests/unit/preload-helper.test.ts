/**
 * The helper in front of every dynamic import (scripts/preload-helper.mjs): the modules a lazily loaded
 * chunk imports are asked for at once, beside it, each once, under the language's base.
 */
import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { PRELOAD_HELPER_ID, leanPreloadHelper } from '../../scripts/preload-helper.mjs';

/** The helper as the Hindi build has it, in a stand-in page that records the links it adds. */
function helperIn(base: string) {
  const links: { rel: string; href: string }[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  };
  const sandbox: { document: typeof document; exports?: Record<string, unknown> } = { document };
  const load = leanPreloadHelper(base).load as (id: string) => string;
  const code = load(PRELOAD_HELPER_ID).replace('export const __vitePreload', 'exports.__vitePreload');
  runInNewContext(`const exports = {}; ${code}; this.exports = exports;`, sandbox);
  const preload = sandbox.exports!.__vitePreload as (load: () => Promise<string>, deps?: string[]) => Promise<string>;
  return { preload, links };
}

describe('the preload helper', () => {
  it("asks for a chunk's imports at once, each once, and loads the chunk", async () => {
    const { preload, links } = helperIn('/hi');
    await expect(preload(async () => 'api', ['_astro/api.a.js', '_astro/calls.c.js'])).resolves.toBe('api');
    await expect(preload(async () => 'actions', ['_astro/actions.r.js', '_astro/calls.c.js'])).resolves.toBe('actions');
    expect(links).toEqual([
      { rel: 'modulepreload', href: '/hi/_astro/api.a.js' },
      { rel: 'modulepreload', href: '/hi/_astro/calls.c.js' },
      { rel: 'modulepreload', href: '/hi/_astro/actions.r.js' },
    ]);
  });

  it('passes a chunk that could not load on as a failure', async () => {
    const { preload } = helperIn('');
    await expect(
      preload(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).rejects.toThrow('Failed to fetch');
  });

  it("takes the place of Vite's own in the browser bundle, under the language's base", () => {
    const plugin = leanPreloadHelper('/hi');
    const call = <T>(hook: unknown, id: string) => (hook as (id: string) => T)(id);
    expect(call(plugin.resolveId, PRELOAD_HELPER_ID)).toBe(PRELOAD_HELPER_ID);
    expect(call(plugin.resolveId, 'react')).toBeUndefined();
    expect(call<string>(plugin.load, PRELOAD_HELPER_ID)).toContain('"/hi/" + dep');
  });
});
