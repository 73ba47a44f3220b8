// The design's boundaries as rules: one-way imports, no area reaching into another, HTTP only in
// src/lib/api, hooks used as React expects, and accessible markup. (No import cycles: a unit test over the
// import graph, tests/unit/import-cycles.test.ts.)
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import { importX } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const folders = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Modules of src/lib every area may use; every other folder there is an area of its own. */
const SHARED_LIB = ['api', 'format', 'session', 'text', 'toast'];
const libAreas = folders('src/lib').filter((name) => !SHARED_LIB.includes(name));
const libRootFiles = readdirSync('src/lib', { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `./${entry.name}`);
// islands/entries/ gathers one page's islands from several areas into one module (one entry script).
const islandAreas = folders('src/islands').filter((name) => name !== 'entries');

/** One area never imports another: each area folder may import only itself (and the shared modules). */
const areaZones = (root, areas) =>
  areas.map((area) => ({
    target: `./${root}/${area}`,
    from: `./${root}`,
    except: [`./${area}`, ...(root === 'src/lib' ? [...SHARED_LIB.map((name) => `./${name}`), ...libRootFiles] : [])],
    message: `An area does not import another area; move what both need to a shared module.`,
  }));

const layers = [
  {
    target: './src/lib',
    from: ['./src/components', './src/islands', './src/layouts', './src/pages'],
    message: 'src/lib is the bottom layer: it imports no UI.',
  },
  {
    target: './src/components',
    from: ['./src/islands', './src/layouts', './src/pages'],
    message: 'Components do not import islands, layouts or pages.',
  },
  {
    target: './src/islands',
    from: ['./src/layouts', './src/pages'],
    message: 'Islands do not import layouts or pages.',
  },
];

/** jsx-a11y's rules for .astro markup (the plugin's own config would register jsx-a11y a second time). */
const astroA11yRules = Object.fromEntries(
  astro.configs['flat/jsx-a11y-recommended']
    .flatMap((config) => Object.entries(config.rules ?? {}))
    .filter(([name]) => name.startsWith('astro/jsx-a11y/')),
);

/** A library's internals are not its API: they change without notice. */
const INTERNALS = {
  pattern: {
    group: ['astro/virtual-modules/*'],
    message: "Astro's virtual modules are its internals: use its documented API.",
  },
  property: {
    property: '_zod',
    message: "zod's internals (._zod) are not its API: use z.* functions and the schema's own methods.",
  },
};

/** Only src/lib/api talks HTTP. */
const httpRules = {
  'no-restricted-imports': [
    'error',
    {
      paths: [{ name: 'wretch', message: 'Only src/lib/api talks HTTP.' }],
      patterns: [{ group: ['wretch/*'], message: 'Only src/lib/api talks HTTP.' }, INTERNALS.pattern],
    },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Only src/lib/api talks HTTP.' },
    { name: 'XMLHttpRequest', message: 'Only src/lib/api talks HTTP.' },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'window', property: 'fetch', message: 'Only src/lib/api talks HTTP.' },
    { object: 'globalThis', property: 'fetch', message: 'Only src/lib/api talks HTTP.' },
    INTERNALS.property,
  ],
};

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-*/**', 'node_modules/**', '.astro/**', 'test-results*/**', 'data/**', 'public/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // .astro files: their frontmatter as TypeScript, their markup's accessibility as the islands'.
  ...astro.configs['flat/recommended'],
  {
    files: ['**/*.astro'],
    rules: {
      ...astroA11yRules,
      // A region that scrolls sideways (a code sample, a wide table) takes focus so a keyboard can scroll it.
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['region', 'tabpanel'] }],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { ...importX.flatConfigs.typescript.settings, 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The classic hook rules; the React Compiler's rules (refs in render, state set in effects) are for
    // code the compiler rewrites, which this build does not use.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx,mjs}'],
    // The docs' mock stands in for the backend by replacing fetch; the service worker is the page cache.
    ignores: ['src/lib/api/**', 'src/docs/**', 'src/worker/**'],
    rules: {
      ...httpRules,
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layers, ...areaZones('src/lib', libAreas), ...areaZones('src/islands', islandAreas)] },
      ],
    },
  },
  {
    // Where the HTTP rules do not apply, the rules on internals still do; and the API layer does not know
    // the session (lib/session connects itself to it: api/session-port.ts).
    files: ['src/lib/api/**', 'src/docs/**', 'src/worker/**', 'server/**', 'scripts/**', 'tests/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [INTERNALS.pattern] }],
      'no-restricted-properties': ['error', INTERNALS.property],
    },
  },
  {
    files: ['src/lib/api/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib/api',
              from: './src/lib/session',
              message: 'The API layer does not import the session: lib/session connects itself (api/session-port.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // A server area past 350 lines is split (its demo data, or named handlers in files of their own).
    files: ['server/areas/*.ts'],
    ignores: ['server/areas/*.test.ts', 'server/areas/*.testing.ts'],
    rules: { 'max-lines': ['error', { max: 350 }] },
  },
  {
    // URLs by name: pages are linked through src/lib/paths.ts, never with a written-out path.
    files: ['src/**/*.{ts,tsx,mjs}'],
    ignores: ['src/lib/paths.ts', 'src/lib/routes.ts', 'src/docs/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/(user\\/|login|register|verifyEmail)/]',
          message: 'Link pages through paths in src/lib/paths.ts.',
        },
      ],
    },
  },
  prettier,
);
