// @ts-check
/**
 * The helper the bundler puts in front of every dynamic `import()` (Vite's `__vitePreload`), in the few
 * lines this site needs: the modules a lazily loaded chunk imports are asked for at once, beside it
 * (`<link rel="modulepreload">`), instead of one import level, one round trip, at a time. Vite's own
 * (about 0.8 KB gzip in every page's shared chunk) also loads the stylesheets a chunk imports (none here:
 * scripts/size.ts fails a build where one does), passes a CSP nonce (the policy allows the site's own
 * scripts by origin) and reports failures as a `vite:preloadError` event (nothing listens for it).
 */

export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * The Vite plugin that gives the browser bundle this helper instead of Vite's.
 * @param {string} base the site's base path ('' at the root, '/hi' for Hindi)
 * @returns {import('vite').Plugin}
 */
export function leanPreloadHelper(base) {
  const code = `const seen = {};
export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    if (seen[dep]) continue;
    seen[dep] = 1;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = ${JSON.stringify(`${base}/`)} + dep;
    document.head.appendChild(link);
  }
  return load();
};
`;
  return {
    name: 'lean-preload-helper',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : undefined),
    load: (id) => (id === PRELOAD_HELPER_ID ? code : undefined),
  };
}
