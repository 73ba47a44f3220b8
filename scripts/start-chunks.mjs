// @ts-check
/**
 * How the browser bundle is cut into chunks, for the pages opened first on a slow link. By default every
 * set of islands sharing a module gets a chunk of its own (/login started with 28 small scripts and the
 * dashboard with 34, fetched six at a time over HTTP/1.1, each compressed alone). Here the start-up code
 * falls into a few chunks:
 * - `react`: React, ReactDOM, Astro's React renderer and the bundler's runtime, for every island;
 * - `base`: what the shell's islands import (the toaster), what two or more sign-in islands share with
 *   member islands (buttons, fields…), and the catalogue parts every page shows;
 * - `member`: the header menu (which also runs the member layout's start-up), the modules named with it
 *   and the helpers many member islands use. No sign-in page loads it;
 * - `calls`: what the member shell imports that a sign-in form may load on demand too (the API layer);
 * - `access`: what two or more sign-in islands need and member pages never load;
 * - `dialog`: Radix's dialog and its parts, which no page runs at start, fetched when a dialog opens.
 * The rest keeps the bundler's splitting, and what is imported on demand stays so. Entry signatures may be
 * extended (a module an island shares with its docs preview lives in the island's file); only islands and
 * React's renderer are shared so, never a layout's script, whose loading runs a page's start-up code.
 */

import { PREFIXED_CODES } from '../src/lib/lang.ts';

const REACT =
  /node_modules[\\/](react|react-dom|scheduler)[\\/]|node_modules[\\/]@astrojs[\\/]react[\\/]dist[\\/]client\.js$|^\0rolldown\/runtime\.js$/;
const DIALOG = /node_modules[\\/]@radix-ui[\\/]react-dialog[\\/]/;
/** A package's main module (`node_modules/nanostores/index.js`), with the package's name. */
const PACKAGE_INDEX = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]index\.m?js$/;
const REEXPORT = /export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"];?/g;
/** The names of `a as b` in an import or export list: `a`, the one imported, and `b`, the one exported. */
const asNames = (/** @type {string} */ item) => item.trim().split(/\s+as\s+/);
const CATALOGUES = /src[\\/]lib[\\/]text/;
/** The catalogue parts every page's islands show (shared words, error messages). */
const CORE_TEXT = new RegExp(
  `src[\\\\/]lib[\\\\/]text[\\\\/]((${PREFIXED_CODES.join('|')})[\\\\/])?(common|errors)\\.ts$`,
);
/** One of our own modules that this many member islands import at start joins the member chunk. */
const WIDELY_SHARED = 11;
const OWN = /[\\/]src[\\/]/;
/**
 * Our own modules this small (characters before minifying, about 1 KB gzip) that member islands share, one
 * at start, join the member chunk (or `base`, when a sign-in island runs them too): a file of their own
 * would cost the pages loading them a request worth more than their bytes cost the pages that do not.
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
 *   the modules (absolute paths) that are every page's shell islands, the member shell's entries (with the
 *   modules the member chunk carries for them), the sign-in islands, the island components (sharing is
 *   counted by them; not by the docs previews, which must not change how the site's code is grouped), and
 *   the modules binding one page's islands.
 * @param {Record<string, RegExp>} together sets of modules loaded at the same moment wherever they are
 *   used: one chunk each, one request instead of one per set of users; `dialog` joins Radix's dialog file.
 * @returns {{ plugin: import('vite').Plugin, codeSplitting: any }}
 */
export function startChunks({ shell, member, access, islands, entries }, together) {
  /** The chunk each module goes to, by its name. @type {Map<string, string | undefined>} */
  let placed = new Map();

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
      /** @type {Map<string, Map<string, string> | null>} */ const barrels = new Map();
      /**
       * A package's index made only of `export { … } from './x.js'` lines (nanostores'): each name and the
       * module it comes from; null for any other module. The bundler drops what no importer uses, but
       * counted whole, one importer of `atom` would put `map`, `computed` and the rest wherever it goes.
       */
      const barrelOf = (/** @type {string} */ id) => {
        if (barrels.has(id)) return barrels.get(id) ?? null;
        const code = (info(id)?.code ?? '').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').trim();
        /** @type {Map<string, string> | null} */ let names = null;
        if (PACKAGE_INDEX.test(id) && code && code.replace(REEXPORT, '').trim() === '') {
          const pairs = [...code.matchAll(REEXPORT)].flatMap(([, list, from]) => {
            const target = info(id)?.importedIds.find((other) => other.endsWith(String(from).replace(/^\.+/, '')));
            return String(list)
              .split(',')
              .map((name) => [asNames(name).at(-1) ?? '', target]);
          });
          if (pairs.every(([, target]) => target)) names = new Map(/** @type {[string, string][]} */ (pairs));
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
        if (!names) return undefined;
        const quoted = String(PACKAGE_INDEX.exec(id)?.[1]).replace(/[/.]/g, (c) => `\\${c}`);
        const specifier = new RegExp(`(?:import|export)\\s*([^;'"]*?)\\s*from\\s*['"]${quoted}['"]`, 'g');
        /** @type {Set<string>} */ const targets = new Set();
        for (const [, clause] of (info(from)?.code ?? '').matchAll(specifier)) {
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
      /**
       * The modules an entry runs at start: itself and its static imports, transitively, only the modules
       * named through a re-exporting package index; with `later`, also what it may import on demand.
       */
      const closure = (/** @type {string} */ entry, later = false) => {
        /** @type {Set<string>} */ const seen = new Set();
        const walk = (/** @type {string} */ id, /** @type {string | undefined} */ from) => {
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
      const ids = [...this.getModuleIds()];
      const isEntry = (/** @type {string} */ id) => info(id)?.isEntry === true;
      /** How many of the modules `root` picks import each module at start (or ever, with `later`). */
      const counts = (/** @type {(id: string) => boolean} */ root, later = false) => {
        /** @type {Map<string, number>} */ const count = new Map();
        for (const id of ids.filter(root))
          for (const dep of closure(id, later)) count.set(dep, (count.get(dep) ?? 0) + 1);
        return count;
      };
      const signInSide = (/** @type {string} */ id) => shell.test(id) || access.test(id);
      const byShell = counts((id) => shell.test(id));
      const byAccess = counts((id) => access.test(id));
      // What the sign-in pages may ever load: the shell's and the sign-in islands' code, on demand too.
      const signInEver = counts(signInSide, true);
      const byMembers = counts((id) => islands.test(id) && !signInSide(id));
      const byMemberShell = counts((id) => member.test(id));
      const users = (/** @type {Map<string, number>} */ count, /** @type {string} */ id) => count.get(id) ?? 0;
      /** The module's size before minifying (SMALL). */
      const size = (/** @type {string} */ id) => info(id)?.code?.length ?? Infinity;
      // The folders of the packages whose index only re-exports (barrelOf).
      const packages = [...barrels].filter(([, names]) => names).map(([index]) => index.replace(/index\.m?js$/, ''));
      /** The start-up chunk a module goes to by the rules, if any. */
      const chunkOf = (/** @type {string} */ id) => {
        // The header menu is the member chunk's own entry, with the modules named with it: every member
        // page loads them. Only one entry may join a group (with two, each gets a one-line file of its own
        // re-exporting it), so the layout's script stays out.
        if (member.test(id) && (islands.test(id) || !isEntry(id))) return 'member';
        // Other islands and scripts stay entries of their own (Astro loads each by its URL), and a module
        // of a set of `together` goes with its set.
        if (REACT.test(id) || islands.test(id) || entries.test(id) || member.test(id)) return undefined;
        if (Object.values(together).some((set) => set.test(id))) return undefined;
        if (CORE_TEXT.test(id)) return 'base';
        if (!byMembers.has(id) && !byMemberShell.has(id)) return users(byAccess, id) >= 2 ? 'access' : undefined;
        // The catalogue and the icon set are used piecemeal: grouped, a page would get every page's part.
        if (CATALOGUES.test(id)) return undefined;
        if (byShell.has(id) || users(byAccess, id) >= 2) return 'base';
        if (byAccess.has(id) && users(byMembers, id) >= 2 && size(id) <= SMALL) return 'base';
        // A sign-in island importing a member module would load the whole member chunk: what it may load
        // on demand (the API layer) goes in a file of its own.
        if (!byAccess.has(id) && (byMemberShell.has(id) || (OWN.test(id) && users(byMembers, id) >= WIDELY_SHARED)))
          return signInEver.has(id) ? 'calls' : 'member';
        // A part of a re-exporting package (nanostores' `computed`) only member pages run.
        return !signInEver.has(id) && packages.some((folder) => id.startsWith(folder)) ? 'member' : undefined;
      };
      placed = new Map(ids.map((id) => [id, chunkOf(id)]));
      const atStartUp = (/** @type {string} */ id) => ['base', 'member', 'calls'].includes(placed.get(id) ?? '');
      // The chunks the bundler would cut by itself: one per set of entries (pages' and on-demand ones) that
      // run a module. A small one (SMALL) that member pages start with joins the member chunk unless a
      // sign-in page may ever load it, and only when what it imports is in the start-up chunks already:
      // the member chunk must not import a page's own chunk.
      /** @type {Map<string, string[]>} */ const usersOf = new Map();
      for (const entry of ids.filter((id) => isEntry(id) || (info(id)?.dynamicImporters.length ?? 0) > 0))
        for (const dep of closure(entry)) usersOf.set(dep, [...(usersOf.get(dep) ?? []), entry]);
      const bySignature = Map.groupBy(usersOf.keys(), (id) => (usersOf.get(id) ?? []).sort().join('|'));
      const memberEntry = (/** @type {string} */ id) =>
        isEntry(id) && (islands.test(id) || entries.test(id)) && !signInSide(id);
      const free = (/** @type {string} */ id) =>
        users(byMembers, id) >= 2 && OWN.test(id) && !islands.test(id) && !CATALOGUES.test(id) && !signInEver.has(id);
      let small = [...bySignature].flatMap(([key, all]) => {
        const modules = all.filter((id) => !atStartUp(id));
        const total = modules.reduce((sum, id) => sum + size(id), 0);
        return modules.length && key.split('|').some(memberEntry) && modules.every(free) && total <= SMALL
          ? [modules]
          : [];
      });
      const settled = (/** @type {string} */ id) =>
        REACT.test(id) || atStartUp(id) || small.some((modules) => modules.includes(id));
      for (let before = -1; before !== small.length;) {
        before = small.length;
        small = small.filter((modules) => modules.every((id) => (info(id)?.importedIds ?? []).every(settled)));
      }
      for (const id of small.flat()) placed.set(id, 'member');
      // Radix's dialog and what it is built from that no page runs at start.
      const dialog = ids.find((id) => DIALOG.test(id));
      if (dialog) {
        const atStart = new Set(ids.filter(isEntry).flatMap((id) => [...closure(id)]));
        for (const id of closure(dialog)) if (!atStart.has(id) && !placed.get(id)) placed.set(id, 'dialog');
      }
    },
  };

  const chunk = (/** @type {string} */ name) => (/** @type {string} */ id) => placed.get(id) === name;
  // `member` and `calls` leave their imports where they are: pulled in, a catalogue part a sign-in page
  // needs as well would make it load the member chunk. Each set of `together` is exactly its modules, and
  // Radix's dialog file (focus scope, scroll lock, presence, portal…: one request when a dialog first
  // opens instead of four) takes the modules named `dialog`.
  const inDialog = (/** @type {string} */ id) => placed.get(id) === 'dialog' || together.dialog.test(id);
  const alone = (/** @type {number} */ priority) => ({ priority, includeDependenciesRecursively: false });
  const codeSplitting = {
    groups: [
      { name: 'react', test: REACT, priority: 3 },
      { name: 'base', test: chunk('base'), priority: 2 },
      { name: 'member', test: chunk('member'), ...alone(2) },
      { name: 'calls', test: chunk('calls'), ...alone(2) },
      { name: 'access', test: chunk('access'), priority: 1 },
      { name: 'dialog', test: inDialog, ...alone(1) },
      ...Object.entries(together)
        .filter(([name]) => name !== 'dialog')
        .map(([name, test]) => ({ name, test, ...alone(1) })),
    ],
  };
  return { plugin, codeSplitting };
}
