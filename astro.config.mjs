// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { startChunks } from './scripts/start-chunks.mjs';
import { preloadModules, writeModuleGraph } from './scripts/module-graph.mjs';
import { leanPreloadHelper } from './scripts/preload-helper.mjs';
import { serviceWorker } from './scripts/service-worker.mjs';
import { precompress } from './scripts/precompress.mjs';
import { docsRoutes } from './scripts/docs-routes.mjs';
import { inlineScripts } from './scripts/inline-scripts.mjs';
import { languageCatalogue } from './scripts/language.mjs';
import { DEFAULT_LANG, LANG_CODES, isLang, prefixOf } from './src/lib/lang.ts';

// The language of this build (scripts/build.ts runs one build per language): English at the root, the
// others under their prefix, each with its own catalogue (src/lib/lang.ts).
const lang = process.env.PORTAL_LANG || DEFAULT_LANG;
if (!isLang(lang)) throw new Error(`PORTAL_LANG=${lang}: not one of ${LANG_CODES.join(', ')}`);
const base = prefixOf(lang);
// The scripts pages carry inline (src/inline/), built once; each page adds the hashes of those it carries.
const INLINE_SCRIPTS = await inlineScripts();

// The API may live on another origin (PUBLIC_API_URL); the page may then talk to it and show its images.
const apiUrl = process.env.PUBLIC_API_URL || '/api/';
const apiOrigin = /^https?:\/\//.test(apiUrl) ? new URL(apiUrl).origin : '';
const sources = ["'self'", apiOrigin].filter(Boolean).join(' ');

// Start-up code in a few chunks rather than dozens (see scripts/start-chunks.mjs). START_CHUNKS=0 builds
// with the bundler's own splitting instead, to measure what the chunking pays (docs/performance.md).
const startUpChunks = process.env.START_CHUNKS !== '0';
const chunks = startChunks(
  {
    shell: /src[\\/]islands[\\/]shell[\\/]Toaster\.tsx$/,
    // The member shell (the header menu with the layout's start-up, the catalogue part the menu shows) and the
    // calls the dashboard's charts share with the ledgers and the trees: the dashboard, where a visit
    // starts, then fetches them in the file it loads anyway, and those pages one file fewer.
    member:
      /src[\\/]islands[\\/]shell[\\/]UserMenu\.tsx$|src[\\/]lib[\\/]text[\\/](\w\w[\\/])?(news|shell)\.ts$|src[\\/]lib[\\/](ledgers|team)[\\/](api|schema)\.ts$/,
    access: /src[\\/]islands[\\/]auth[\\/](LoginForm|RegisterForm|VerifyEmailForm)\.tsx$/,
    islands: /src[\\/]islands[\\/](?!entries[\\/]).*\.tsx$/,
    entries: /src[\\/]islands[\\/]entries[\\/].*\.tsx$/,
  },
  {
    // The toaster, with the region it draws (idle on member pages, at load on public ones: it is small):
    // its island is the file's entry (nothing else in the set may be loaded on its own, or the island's
    // file would be a one-line file re-exporting it). Its list, with the toast and the offline notice, is
    // a file of its own: a public page fetches it only when there is something to show (Toaster.tsx).
    idle: /src[\\/]islands[\\/]shell[\\/](Toaster|parts[\\/]ToastViewport)\.tsx$/,
    toasts:
      /src[\\/]islands[\\/]shell[\\/]parts[\\/]ToastList\.tsx$|src[\\/]components[\\/]ui[\\/]toast\.tsx$|src[\\/]lib[\\/]text[\\/](\w\w[\\/])?offline\.ts$/,
    // The news pop-up's panel and the news body (with its sanitiser) it shares with the header's news
    // list: both show in a dialog, so they travel in Radix's dialog file (2.6 KB more for the first
    // dialog a page opens, one file fewer wherever news shows).
    dialog:
      /src[\\/](islands[\\/]dashboard[\\/]parts[\\/]NewsPanel\.tsx|components[\\/](NewsBody\.tsx|news-view\.ts)|lib[\\/]dashboard[\\/]sanitize\.ts)$/,
    // The second step of signing in (its code's countdown and kinds) with the sign-in words: what /login
    // and /verifyEmail start with beside their forms, which /register and the member pages (but the
    // profile's security tabs) do without.
    signIn:
      /src[\\/]lib[\\/](text[\\/](\w\w[\\/])?(signIn|secondFactor)|session[\\/](countdown|second-factor|codes))\.ts$/,
    // The daily tasks' calls and the reward flow, which the dashboard and Today's Task both start with.
    tasks:
      /src[\\/](lib[\\/]tasks[\\/](api|schema|reward|progress)\.ts|components[\\/]tasks[\\/](RewardFlow\.tsx|reward-look\.ts)|lib[\\/]text[\\/](\w\w[\\/])?tasks\.ts)$/,
  },
);

export default defineConfig({
  output: 'static',
  // The public address (absolute link-preview URLs on /register); optional.
  site: process.env.PUBLIC_SITE_URL || undefined,
  // Separate build folders let several builds run side by side (parallel test runs).
  outDir: `${process.env.DIST_DIR || './dist'}${base}`,
  base: base || undefined,
  cacheDir: process.env.ASTRO_CACHE_DIR || './node_modules/.astro',
  // The legacy camelCase URLs have no trailing slash; emit /user/dashboard.html-style files so any
  // static host serves them without a redirect hop.
  build: { format: 'file', inlineStylesheets: 'auto' },
  trailingSlash: 'never',
  // precompress last: it compresses the pages and the worker as the steps before it left them.
  integrations: [react(), docsRoutes(), preloadModules(), serviceWorker(base), precompress()],
  vite: {
    // The pages read their built inline scripts from here; each page adds the hashes of the inline scripts
    // it carries to its own policy (src/layouts/inline-script.ts).
    define: {
      'import.meta.env.INLINE_SCRIPTS': JSON.stringify(INLINE_SCRIPTS),
      __PORTAL_LANG__: JSON.stringify(lang),
    },
    plugins: [
      leanPreloadHelper(base),
      languageCatalogue(lang),
      tailwindcss(),
      ...(startUpChunks ? [chunks.plugin] : []),
      writeModuleGraph(base),
    ],
    build: {
      // The public pages' small stylesheet travels inside each page (first paint from the first answer);
      // every other page links the full one, which the browser and the service worker keep.
      assetsInlineLimit: (file) => (file.endsWith('.css') ? /PublicLayout|public/.test(file) : undefined),
    },
    environments: startUpChunks
      ? { client: { build: { rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } } } } }
      : undefined,
    resolve: {
      // Radix's scroll lock injects <style> elements, which the CSP refuses; this keeps the lock working.
      alias: {
        'react-style-singleton': fileURLToPath(new URL('./src/components/vendor/style-singleton.ts', import.meta.url)),
      },
    },
  },
  devToolbar: { enabled: false },
  markdown: { syntaxHighlight: false },
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "worker-src 'self'",
        `connect-src ${sources}`,
        `img-src ${sources} data: blob:`,
        // The ad player shows a task's page in a frame; task links are https pages of any site.
        "frame-src 'self' https:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
});
