// @ts-check
/**
 * How the browser bundle is cut into chunks, for the pages opened first on a slow link. By default every
 * set of islands that shares a module gets a chunk of its own: /login started with some 28 small scripts
 * and the dashboard with 34, fetched in waves of six over HTTP/1.1 (many round trips on a slow link, and
 * more bytes: each file is compressed alone). Here the start-up code falls into a few chunks:
 * - `react`: React, ReactDOM, Astro's React renderer and the bundler's small runtime, which every page
 *   with an island loads;
 * - `base`: what the page shell's islands import (the toaster), what two or more sign-in islands share
 *   with member islands (buttons, fields…), and the catalogue parts every page shows;
 * - `member`: the member shell's island (the header menu, which also runs the member layout's start-up),
 *   the modules named with it and the member islands' helpers a third of them use (skeletons, badges,
 *   formatting). No sign-in page loads it; they may warm the cache with it;
 * - `calls`: what the member shell imports that a sign-in form may load on demand as well (the API
 *   layer), so that the form need not load the member shell's code;
 * - `access`: what two or more sign-in islands need and member pages never load;
 * - `dialog`: Radix's dialog and its parts, which no page runs at start, fetched when a dialog opens.
 * The rest keeps the bundler's splitting (each member page loads only what it uses; the text catalogue,
 * used a few sections per page, stays out of the groups), and what is imported on demand stays so.
 *
 * Entry signatures may be extended: a module an island shares with its docs preview then lives in the
 * island's own file, instead of that file being a one-line re-export of a second one. Only island
 * components and React's renderer are shared that way, never the layout's script, so loading a file
 * never runs another page's start-up code.
 */

import { PREFIXED_CODES } from '../src/lib/lang.ts';

const REACT =
  /node_modules[\\/](react|react-dom|scheduler)[\\/]|node_modules[\\/]@astrojs[\\/]react[\\/]dist[\\/]client\.js$|^\0rolldown\/runtime\.js$/;
const DIALOG = /node_modules[\\/]@radix-ui[\\/]react-dialog[\\/]/;
/** A package's main module (`node_modules/nanostores/index.js`), with the package's name. */
const PACKAGE_INDEX = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]index\.m?js$/;
/** The names of `a as b` in an import or export list: `a`, the one imported, and `b`, the one exported. */
const asNames = (/** @type {string} */ item) =>
  item
    .trim()
    .split(/\s+as\s+/)
    .map((name) => name.trim());
const CATALOGUES = /src[\\/]lib[\\/]text/;
/** The catalogue parts every page shows (shared words, error messages, the shell's): 1.2 KB in all. */
const CORE_TEXT = new RegExp(
  `src[\\\\/]lib[\\\\/]text[\\\\/]((${PREFIXED_CODES.join('|')})[\\\\/])?(common|errors|shell)\\.ts$`,
);
/** One of our own modules that this many member islands import at start joins the member chunk. */
const WIDELY_SHARED = 11;
const OWN = /[\\/]src[\\/]/;
/**
 * A chunk of our own modules this small (characters before minifying, about 1 KB gzip) that two or
 * more member islands import, one at start, joins the member chunk: as a file of its own it would be a
 * request whose headers and place in the browser's six-at-a-time queue cost the pages that load it
 * more than its bytes cost the pages that do not (the member chunk is loaded once per visit). A module
 * this small that a sign-in island runs at start and member islands share joins `base` likewise.
 */
const SMALL = 3000;

/**
 * The top-level alternatives of a rule (`a|b(c|d)|e` → `a`, `b(c|d)`, `e`), each a rule of its own.
 * @param {RegExp} rule
 */
export function alternatives(rule) {
  const parts = [''];
  let depth = 0;
  // An escape or a character class is one token: a `|` or a parenthesis inside it does not count.
  for (const token of rule.source.match(/\\.|\[(?:\\.|[^\]\\])*\]|[^]/g) ?? []) {
    if (token === '|' && depth === 0) parts.push('');
    else {
      depth += token === '(' ? 1 : token === ')' ? -1 : 0;
      parts[parts.length - 1] += token;
    }
  }
  return parts.map((part) => new RegExp(part, rule.flags));
}

/**
 * The chunk rules, or their alternatives, that match none of the build's modules: a rule naming a file
 * that was moved or removed would otherwise go on quietly grouping nothing.
 * @param {Record<string, RegExp>} rules
 * @param {Iterable<string>} ids
 */
export function unmatchedRules(rules, ids) {
  const all = [...ids];
  return Object.entries(rules).flatMap(([name, rule]) =>
    alternatives(rule)
      .filter((part) => !all.some((id) => part.test(id)))
      .map((part) => `${name}: /${part.source}/`),
  );
}

/**
 * @param {{ shell: RegExp, member: RegExp, access: RegExp, islands: RegExp, entries: RegExp }} islands
 *   which modules are the islands of every page's shell, the member shell's entries (with the modules the
 *   member chunk carries for them), the sign-in islands, the site's island components, and the modules
 *   that bind one page's islands (module ids are absolute paths). How widely a module is shared is
 *   counted by island components, so a page module binding several counts each of them once. Docs
 *   previews are not islands here: the docs (built only with DOCS=1) must not change how the site's own
 *   code is grouped.
 * @param {Record<string, RegExp>} [together] named sets of modules that are loaded at the same moment
 *   wherever they are used (the toaster with its list; the daily tasks' calls): each set is one
 *   chunk, one request instead of one per set of users, for a few bytes more on the pages that use
 *   only part of it. The set named `dialog` joins Radix's dialog file (modules shown only in a dialog).
 * @returns {{ plugin: import('vite').Plugin, codeSplitting: any }}
 */
export function startChunks({ shell, member, access, islands, entries }, together = {}) {
  /** The chunk each module the rules place goes to, by its name. @type {Map<string, string>} */
  const placed = new Map();

  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'start-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
    buildEnd(error) {
      if (error) return;
      const unmatched = unmatchedRules({ shell, member, access, islands, entries, ...together }, this.getModuleIds());
      if (unmatched.length)
        throw new Error(
          `Chunk rules that match no module of the build (astro.config.mjs):\n  ${unmatched.join('\n  ')}`,
        );
      const info = (/** @type {string} */ id) => this.getModuleInfo(id);
      /**
       * The modules an entry runs at start: itself and its static imports, transitively; with
       * `later`, also what it may import on demand.
       */
      const closure = (/** @type {string} */ entry, later = false) => {
        const seen = new Set();
        const walk = (/** @type {string} */ id, /** @type {string | undefined} */ from) => {
          // A package's index that only re-exports: the importer runs only the modules it names.
          const named = from === undefined ? undefined : namedThrough(from, id);
          if (!named && seen.has(id)) return;
          seen.add(id);
          const node = info(id);
          const next = named ?? [...(node?.importedIds ?? []), ...((later && node?.dynamicallyImportedIds) || [])];
          for (const other of next) walk(other, id);
        };
        walk(entry, undefined);
        return seen;
      };
      /** @type {Map<string, Map<string, string> | null>} */ const barrels = new Map();
      /**
       * A package's index made only of `export { … } from './x.js'` lines (nanostores'): each name and the
       * module it comes from; null for any other module. The bundler drops what no importer uses, but
       * counted whole, one importer of `atom` would put `map`, `computed` and the rest wherever it goes.
       */
      const barrelOf = (/** @type {string} */ id) => {
        if (barrels.has(id)) return barrels.get(id) ?? null;
        /** @type {Map<string, string> | null} */ let names = null;
        const lines = (info(id)?.code ?? '').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').trim();
        const statement = /export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"];?/g;
        if (PACKAGE_INDEX.test(id) && lines && lines.replace(statement, '').trim() === '') {
          names = new Map();
          for (const [, list, from] of lines.matchAll(statement)) {
            const target = (info(id)?.importedIds ?? []).find((other) =>
              other.endsWith(String(from).replace(/^\.+/, '')),
            );
            if (!target) {
              names = null;
              break;
            }
            for (const name of String(list).split(',')) names.set(asNames(name).at(-1) ?? '', target);
          }
        }
        barrels.set(id, names);
        return names;
      };
      /**
       * The modules of a re-exporting package index (barrelOf) that `from` imports by name; undefined when
       * `id` is no such index or `from` imports it otherwise (a namespace, a default, everything).
       */
      const namedThrough = (/** @type {string} */ from, /** @type {string} */ id) => {
        const names = barrelOf(id);
        const name = PACKAGE_INDEX.exec(id)?.[1];
        if (!names || !name) return undefined;
        const quoted = name.replace(/[/.]/g, (c) => `\\${c}`);
        const specifier = new RegExp(`(import|export)\\s*([^;'"]*?)\\s*from\\s*['"]${quoted}['"]`, 'g');
        /** @type {Set<string>} */ const targets = new Set();
        for (const [, , clause] of (info(from)?.code ?? '').matchAll(specifier)) {
          const list = /^(?:type\s+)?\{([^}]*)\}$/.exec(String(clause).trim());
          if (!list) return undefined;
          for (const item of String(list[1]).split(',')) {
            if (!item.trim() || /^type\s/.test(item.trim())) continue;
            const target = names.get(asNames(item)[0] ?? '');
            if (!target) return undefined;
            targets.add(target);
          }
        }
        return targets.size ? [...targets] : undefined;
      };
      const ids = [...this.getModuleIds()];
      const isEntry = (/** @type {string} */ id) => info(id)?.isEntry === true;
      /** How many of the islands matching `pattern` import each module at start (or ever, with `later`). */
      const counts = (/** @type {(id: string) => boolean} */ pattern, later = false) => {
        /** @type {Map<string, number>} */ const count = new Map();
        for (const id of ids)
          if (pattern(id)) for (const dep of closure(id, later)) count.set(dep, (count.get(dep) ?? 0) + 1);
        return count;
      };
      /** What a member page loads by its address: an island, or a page's islands bound in one module. */
      const memberEntry = (/** @type {string} */ id) =>
        isEntry(id) && (islands.test(id) || entries.test(id)) && !access.test(id) && !shell.test(id);
      const byShell = counts((id) => shell.test(id));
      const byAccess = counts((id) => access.test(id));
      // What the sign-in pages may ever load: the shell's and the sign-in islands' code, on demand too.
      const signInEver = counts((id) => shell.test(id) || access.test(id), true);
      const byMembers = counts((id) => islands.test(id) && !access.test(id) && !shell.test(id));
      const byMemberShell = counts((id) => member.test(id));
      /** The module's size before minifying: small ones cost more as a request than as bytes. */
      const size = (/** @type {string} */ id) => info(id)?.code?.length ?? Infinity;
      // The folders of the packages whose index only re-exports (barrelOf).
      const packages = [...barrels].filter(([, names]) => names).map(([index]) => index.replace(/index\.m?js$/, ''));
      const inReexportingPackage = (/** @type {string} */ id) => packages.some((folder) => id.startsWith(folder));
      /** The start-up chunk a module goes to by the rules, if any. */
      const chunkOf = (/** @type {string} */ id) => {
        // The member shell's island (the header menu) is the member chunk's own entry, with its part of
        // the catalogue and the modules named with it: every member page loads them, so as one file they
        // are one request. Only one entry may join a group; with two, each gets a one-line file of its
        // own that re-exports it (so the layout's script, an entry too, stays out).
        if (member.test(id) && (islands.test(id) || !isEntry(id))) return 'member';
        // Other island modules and scripts stay entries of their own (Astro loads each by its URL), and
        // a module of a named set (`together`) goes with its set.
        if (REACT.test(id) || islands.test(id) || entries.test(id) || member.test(id)) return undefined;
        if (Object.values(together).some((set) => set.test(id))) return undefined;
        if (CORE_TEXT.test(id)) return 'base';
        if (!byMembers.has(id) && !byMemberShell.has(id)) return (byAccess.get(id) ?? 0) >= 2 ? 'access' : undefined;
        // The catalogue and the icon set are used piecemeal: grouped, a page would get every page's part.
        if (CATALOGUES.test(id)) return undefined;
        if (byShell.has(id) || (byAccess.get(id) ?? 0) >= 2) return 'base';
        // A small one a sign-in island runs at start and member islands share: one file fewer on both
        // sides, for a few hundred bytes on the sign-in pages that do not use it.
        if (byAccess.has(id) && (byMembers.get(id) ?? 0) >= 2 && size(id) <= SMALL) return 'base';
        // A sign-in island that imported a member module would load the whole member chunk; what it may
        // load on demand (the API layer) goes in a file of its own, without the member shell.
        if (!byAccess.has(id) && (byMemberShell.has(id) || (OWN.test(id) && (byMembers.get(id) ?? 0) >= WIDELY_SHARED)))
          return signInEver.has(id) ? 'calls' : 'member';
        // A part of a package with a re-exporting index (nanostores' `computed`) that only member pages
        // run joins the member chunk, as it did when the whole package was counted with the shell's.
        return !signInEver.has(id) && inReexportingPackage(id) ? 'member' : undefined;
      };
      placed.clear();
      for (const id of ids) {
        const name = chunkOf(id);
        if (name) placed.set(id, name);
      }
      const atStartUp = (/** @type {string} */ id) => ['base', 'member', 'calls'].includes(placed.get(id) ?? '');
      // The chunks the bundler would cut by itself: one per set of entries (pages' and on-demand
      // ones) that run a module. A small one (SMALL) joins the member chunk unless a sign-in page may
      // ever load it, and only when what it imports is already in the start-up chunks: the member
      // chunk must not import a page's own chunk.
      const loaded = ids.filter((id) => isEntry(id) || (info(id)?.dynamicImporters.length ?? 0) > 0);
      /** @type {Map<string, string[]>} */ const usersOf = new Map();
      for (const entry of loaded)
        for (const dep of closure(entry)) usersOf.set(dep, [...(usersOf.get(dep) ?? []), entry]);
      /** @type {Map<string, string[]>} */ const bySignature = new Map();
      for (const [id, users] of usersOf) {
        const key = users.sort().join('|');
        bySignature.set(key, [...(bySignature.get(key) ?? []), id]);
      }
      /** @type {string[][]} */ let small = [];
      for (const [key, all] of bySignature) {
        // What the rules above placed already goes where they put it.
        const modules = all.filter((id) => !atStartUp(id));
        // Loaded at start by a member page (its island, or the module binding its islands).
        const atStart = key.split('|').some(memberEntry);
        const shared = modules.every((id) => (byMembers.get(id) ?? 0) >= 2);
        const free = modules.every(
          (id) => OWN.test(id) && !islands.test(id) && !CATALOGUES.test(id) && !signInEver.has(id),
        );
        const total = modules.reduce((sum, id) => sum + size(id), 0);
        if (modules.length && atStart && shared && total <= SMALL && free) small.push(modules);
      }
      const settled = (/** @type {string} */ id) =>
        REACT.test(id) || atStartUp(id) || small.some((modules) => modules.includes(id));
      for (let before = -1; before !== small.length;) {
        before = small.length;
        small = small.filter((modules) => modules.every((id) => (info(id)?.importedIds ?? []).every(settled)));
      }
      for (const modules of small) for (const id of modules) placed.set(id, 'member');
      // Radix's dialog and what it is built from that no page runs at start.
      const dialog = ids.find((id) => DIALOG.test(id));
      if (dialog) {
        const atStart = new Set(ids.filter(isEntry).flatMap((id) => [...closure(id)]));
        for (const id of closure(dialog)) if (!atStart.has(id) && !placed.has(id)) placed.set(id, 'dialog');
      }
    },
  };

  const chunk = (/** @type {string} */ name) => (/** @type {string} */ id) => placed.get(id) === name;
  const codeSplitting = {
    groups: [
      { name: 'react', test: REACT, priority: 3 },
      { name: 'base', test: chunk('base'), priority: 2 },
      // Its imports stay where they are: pulled in, a catalogue part a sign-in page needs as well
      // would make that page load the member chunk. So do those of the API layer (`calls`).
      { name: 'member', test: chunk('member'), priority: 2, includeDependenciesRecursively: false },
      { name: 'calls', test: chunk('calls'), priority: 2, includeDependenciesRecursively: false },
      { name: 'access', test: chunk('access'), priority: 1 },
      // Radix's dialog and what it is built from (focus scope, scroll lock, presence, portal…): one
      // request when a dialog first opens instead of four; with the modules named `dialog` in
      // `together`, which load with it wherever they are used.
      {
        name: 'dialog',
        test: (/** @type {string} */ id) => chunk('dialog')(id) || (together.dialog?.test(id) ?? false),
        priority: 1,
        includeDependenciesRecursively: false,
      },
      // Exactly the modules named: what they import stays where its own users put it.
      ...Object.entries(together)
        .filter(([name]) => name !== 'dialog')
        .map(([name, test]) => ({ name, test, priority: 1, includeDependenciesRecursively: false })),
    ],
  };
  return { plugin, codeSplitting };
}
