// @ts-check
/**
 * The helper the bundler puts in front of every dynamic `import()` (Vite's `__vitePreload`), in the
 * few lines this site needs. Vite's own (about 0.8 KB gzip in every page's shared chunk) also loads and
 * waits for the stylesheets a lazily loaded chunk imports, passes a CSP nonce, and reports failures as a
 * `vite:preloadError` event: here no chunk imports a stylesheet (the public pages carry theirs inline,
 * the member pages link one; scripts/size.ts fails a build where a chunk does), the policy allows the
 * site's own scripts by origin, and nothing listens for the event. What remains is what matters on a
 * slow link: the modules the chunk imports are asked for at once, beside it (`<link rel="modulepreload">`),
 * instead of one import level, one round trip, at a time.
 */

export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * The helper's code for a build under `base` ('/' at the root, '/hi/' for Hindi): `deps` are paths from
 * the base ('_astro/calls.abc.js'), `load` imports the chunk.
 * @param {string} base
 */
export function preloadHelperCode(base) {
  return `const seen = {};
export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    if (seen[dep]) continue;
    seen[dep] = 1;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = ${JSON.stringify(base)} + dep;
    document.head.appendChild(link);
  }
  return load();
};
`;
}

/**
 * The Vite plugin that gives the browser bundle this helper instead of Vite's.
 * @param {string} base the site's base path ('' at the root, '/hi' for Hindi)
 * @returns {import('vite').Plugin}
 */
export function leanPreloadHelper(base = '') {
  return {
    name: 'lean-preload-helper',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : undefined),
    load: (id) => (id === PRELOAD_HELPER_ID ? preloadHelperCode(`${base}/`) : undefined),
  };
}
