// @ts-check
/**
 * How the browser bundle is cut into chunks, for the pages opened first on a slow link.
 *
 * By default every different set of islands that shares a module gets a chunk of its own, so /login
 * started with some 28 small scripts and the dashboard with 34, fetched in waves of six over HTTP/1.1:
 * many round trips on a slow link, and more bytes (each file is compressed alone). Here the start-up
 * code falls into four chunks:
 * - `react`: React, ReactDOM and Astro's React renderer, which every island needs;
 * - `base`: what the page shell's islands import (the toaster), what two or more sign-in islands share
 *   with member islands (buttons, fields…), and the catalogue parts every page shows;
 * - `member`: the member shell's island (the header menu, whose file it is, which also runs the member
 *   layout's start-up) and what it imports, the modules named with them (the calls the dashboard shares with other
 *   pages), and the member islands' own helpers that a third of them use (skeletons, badges,
 *   formatting). Sign-in pages load it only on demand;
 * - `access`: what two or more sign-in islands (sign in, register, verify) need and member pages
 *   never load.
 * A small chunk two member islands share joins `member` too, one a sign-in island shares with them
 * joins `base` (see SMALL), and Radix's dialog with its
 * parts, which no page runs at start, is one chunk (`dialog`) fetched when a dialog first opens.
 * What only one sign-in island imports stays in that island's own chunk; the rest of the text
 * catalogue is left out of the groups, since each page uses its own few sections of it.
 * Member islands keep the default splitting for the rest (each page loads only what it uses), and
 * anything imported on demand (dialogs, QR drawing) stays on demand.
 *
 * Entry signatures may be extended: a module an island shares with its docs preview then lives in
 * the island's own file, instead of that file being a one-line re-export of a second one. Only
 * island components and React's renderer are shared that way, never the layout's script, so loading
 * a file never runs another page's start-up code.
 */

import { PREFIXED_CODES } from '../src/lib/lang.ts';

const REACT =
  /node_modules[\\/](react|react-dom|scheduler)[\\/]|node_modules[\\/]@astrojs[\\/]react[\\/]dist[\\/]client\.js$/;
const DIALOG = /node_modules[\\/]@radix-ui[\\/]react-dialog[\\/]/;
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
 * @param {{ shell: RegExp, member: RegExp, access: RegExp, islands: RegExp, entries: RegExp }} islands
 *   which modules are the islands of every page's shell, the member shell's entries (with the modules
 *   the member chunk carries for them), the sign-in
 *   islands, the site's island components, and the modules that bind one page's islands (module ids
 *   are absolute paths). How widely a module is shared is counted by island components, so a page
 *   module binding several counts each of them once. Docs previews are not islands here: the docs
 *   (built only with DOCS=1) must not change how the site's own code is grouped.
 * @param {Record<string, RegExp>} [together] named sets of modules that are loaded at the same moment
 *   wherever they are used (the toaster with its list; the daily tasks' calls): each set is one
 *   chunk, one request instead of one per set of users, for a few bytes more on the pages that use
 *   only part of it. The set named `dialog` joins Radix's dialog file (modules shown only in a dialog).
 * @returns {{ plugin: import('vite').Plugin, codeSplitting: any }}
 */
export function startChunks({ shell, member, access, islands, entries }, together = {}) {
  /** @type {Set<string>} */ const base = new Set();
  /** @type {Set<string>} */ const memberOnly = new Set();
  /** @type {Set<string>} */ const accessOnly = new Set();
  /** @type {Set<string>} */ const dialogParts = new Set();

  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'start-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
    buildEnd() {
      /**
       * The modules an entry runs at start: itself and its static imports, transitively; with
       * `later`, also what it may import on demand.
       */
      const closure = (/** @type {string} */ entry, later = false) => {
        const seen = new Set();
        const walk = (/** @type {string} */ id) => {
          if (seen.has(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const next of info?.importedIds ?? []) walk(next);
          if (later) for (const next of info?.dynamicallyImportedIds ?? []) walk(next);
        };
        walk(entry);
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const isEntry = (/** @type {string} */ id) => this.getModuleInfo(id)?.isEntry === true;
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
      const size = (/** @type {string} */ id) => this.getModuleInfo(id)?.code?.length ?? Infinity;
      base.clear();
      memberOnly.clear();
      accessOnly.clear();
      for (const id of ids) {
        // The member shell's island (the header menu) is the member chunk's own entry, with its part of
        // the catalogue and the modules named with it: every member page loads them, so as one file they
        // are one request. Only one entry may join a group; with two, each gets a one-line file of its
        // own that re-exports it (so the layout's script, an entry too, stays out).
        if (member.test(id) && (islands.test(id) || !isEntry(id))) {
          memberOnly.add(id);
          continue;
        }
        // Other island modules and scripts stay entries of their own (Astro loads each by its URL).
        if (REACT.test(id) || islands.test(id) || entries.test(id) || member.test(id)) continue;
        if (CORE_TEXT.test(id)) {
          base.add(id);
          continue;
        }
        if (byMembers.has(id) || byMemberShell.has(id)) {
          // The catalogue and the icon set are used piecemeal: grouped, a page would get every
          // page's part of them.
          if (CATALOGUES.test(id)) continue;
          if (byShell.has(id) || (byAccess.get(id) ?? 0) >= 2) base.add(id);
          // A small one a sign-in island runs at start and member islands share: one file fewer on
          // both sides, for a few hundred bytes on the sign-in pages that do not use it.
          else if (byAccess.has(id) && (byMembers.get(id) ?? 0) >= 2 && size(id) <= SMALL) base.add(id);
          // A sign-in island that imported a member module would load the whole member chunk.
          else if (
            !byAccess.has(id) &&
            (byMemberShell.has(id) || (OWN.test(id) && (byMembers.get(id) ?? 0) >= WIDELY_SHARED))
          )
            memberOnly.add(id);
        } else if ((byAccess.get(id) ?? 0) >= 2) accessOnly.add(id);
      }
      // The chunks the bundler would cut by itself: one per set of entries (pages' and on-demand
      // ones) that run a module. A small one (SMALL) joins the member chunk unless a sign-in page may
      // ever load it, and only when what it imports is already in the start-up chunks: the member
      // chunk must not import a page's own chunk.
      const loaded = ids.filter((id) => isEntry(id) || (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0);
      /** @type {Map<string, string[]>} */ const usersOf = new Map();
      for (const entry of loaded)
        for (const dep of closure(entry)) usersOf.set(dep, [...(usersOf.get(dep) ?? []), entry]);
      /** @type {Map<string, string[]>} */ const bySignature = new Map();
      for (const [id, users] of usersOf) {
        const key = users.sort().join('|');
        bySignature.set(key, [...(bySignature.get(key) ?? []), id]);
      }
      /** @type {string[][]} */ let small = [];
      for (const [key, modules] of bySignature) {
        // Loaded at start by a member page (its island, or the module binding its islands).
        const atStart = key.split('|').filter(memberEntry).length;
        const total = modules.reduce((sum, id) => sum + size(id), 0);
        const free = modules.every(
          (id) =>
            OWN.test(id) && !islands.test(id) && !CATALOGUES.test(id) && !signInEver.has(id) && !memberOnly.has(id),
        );
        const shared = modules.every((id) => (byMembers.get(id) ?? 0) >= 2);
        if (atStart >= 1 && shared && total <= SMALL && free) small.push(modules);
      }
      const settled = (/** @type {string} */ id) =>
        REACT.test(id) || base.has(id) || memberOnly.has(id) || small.some((modules) => modules.includes(id));
      for (let before = -1; before !== small.length;) {
        before = small.length;
        small = small.filter((modules) =>
          modules.every((id) => (this.getModuleInfo(id)?.importedIds ?? []).every(settled)),
        );
      }
      for (const modules of small) for (const id of modules) memberOnly.add(id);
      dialogParts.clear();
      const dialog = ids.find((id) => DIALOG.test(id));
      if (dialog) {
        const atStart = new Set(ids.filter(isEntry).flatMap((id) => [...closure(id)]));
        for (const id of closure(dialog)) if (!atStart.has(id)) dialogParts.add(id);
      }
    },
  };

  const codeSplitting = {
    groups: [
      { name: 'react', test: REACT, priority: 3 },
      { name: 'base', test: (/** @type {string} */ id) => base.has(id), priority: 2 },
      // Its imports stay where they are: pulled in, a catalogue part a sign-in page needs as well
      // would make that page load the member chunk.
      {
        name: 'member',
        test: (/** @type {string} */ id) => memberOnly.has(id),
        priority: 2,
        includeDependenciesRecursively: false,
      },
      { name: 'access', test: (/** @type {string} */ id) => accessOnly.has(id), priority: 1 },
      // Radix's dialog and what it is built from (focus scope, scroll lock, presence, portal…), which
      // no page runs at start: one request when a dialog first opens instead of four; with the modules
      // named `dialog` in `together`, which load with it wherever they are used.
      {
        name: 'dialog',
        test: (/** @type {string} */ id) => dialogParts.has(id) || (together.dialog?.test(id) ?? false),
        priority: 1,
        includeDependenciesRecursively: false,
      },
      // Exactly the modules named: what they import stays where its own users put it.
      ...Object.entries(together)
        .filter(([name]) => name !== 'dialog')
        .map(([name, test]) => ({
          name,
          test,
          priority: 1,
          includeDependenciesRecursively: false,
        })),
    ],
  };
  return { plugin, codeSplitting };
}
