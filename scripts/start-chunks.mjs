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
 * - `member`: what the member shell (header menu, layout script) imports, and the member islands'
 *   own helpers that a third of them use (skeletons, badges, formatting). Sign-in pages never load it;
 * - `access`: what two or more sign-in islands (sign in, register, verify) need and member pages
 *   never load.
 * What only one sign-in island imports stays in that island's own chunk; the rest of the text
 * catalogue and the icon set are left out of the groups, since each page uses its own few parts.
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
const CATALOGUES = /src[\\/]lib[\\/]text|src[\\/]components[\\/]ui[\\/]icons\.tsx$/;
/** The catalogue parts every page shows (shared words, error messages, the shell's): 1.2 KB in all. */
const CORE_TEXT = new RegExp(
  `src[\\\\/]lib[\\\\/]text[\\\\/]((${PREFIXED_CODES.join('|')})[\\\\/])?(common|errors|shell)\\.ts$`,
);
/** One of our own modules that this many member islands import at start joins the member chunk. */
const WIDELY_SHARED = 11;
const OWN = /[\\/]src[\\/]/;

/**
 * @param {{ shell: RegExp, member: RegExp, access: RegExp, islands: RegExp }} islands
 *   which modules are the islands of every page's shell, the member shell's entries, the sign-in
 *   islands, and the site's islands (module ids are absolute paths). Docs previews are not islands
 *   here: the docs (built only with DOCS=1) must not change how the site's own code is grouped.
 * @returns {{ plugin: import('vite').Plugin, codeSplitting: any }}
 */
export function startChunks({ shell, member, access, islands }) {
  /** @type {Set<string>} */ const base = new Set();
  /** @type {Set<string>} */ const memberOnly = new Set();
  /** @type {Set<string>} */ const accessOnly = new Set();

  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'start-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
    buildEnd() {
      /** The modules an entry runs at start: itself and its static imports, transitively. */
      const closure = (/** @type {string} */ entry) => {
        const seen = new Set();
        const walk = (/** @type {string} */ id) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next);
        };
        walk(entry);
        return seen;
      };
      const ids = [...this.getModuleIds()];
      /** How many of the islands matching `pattern` import each module at start. */
      const counts = (/** @type {(id: string) => boolean} */ pattern) => {
        /** @type {Map<string, number>} */ const count = new Map();
        for (const id of ids) if (pattern(id)) for (const dep of closure(id)) count.set(dep, (count.get(dep) ?? 0) + 1);
        return count;
      };
      const byShell = counts((id) => shell.test(id));
      const byAccess = counts((id) => access.test(id));
      const byMembers = counts((id) => islands.test(id) && !access.test(id) && !shell.test(id));
      const byMemberShell = counts((id) => member.test(id));
      base.clear();
      memberOnly.clear();
      accessOnly.clear();
      for (const id of ids) {
        // Island modules and scripts stay entries of their own (Astro loads each by its URL).
        if (REACT.test(id) || islands.test(id) || member.test(id)) continue;
        if (CORE_TEXT.test(id)) {
          base.add(id);
          continue;
        }
        if (byMembers.has(id) || byMemberShell.has(id)) {
          // The catalogue and the icon set are used piecemeal: grouped, a page would get every
          // page's part of them.
          if (CATALOGUES.test(id)) continue;
          if (byShell.has(id) || (byAccess.get(id) ?? 0) >= 2) base.add(id);
          // A sign-in island that imported a member module would load the whole member chunk.
          else if (
            !byAccess.has(id) &&
            (byMemberShell.has(id) || (OWN.test(id) && (byMembers.get(id) ?? 0) >= WIDELY_SHARED))
          )
            memberOnly.add(id);
        } else if ((byAccess.get(id) ?? 0) >= 2) accessOnly.add(id);
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
    ],
  };
  return { plugin, codeSplitting };
}
