// @ts-check
/**
 * How the browser bundle is cut into chunks, for the pages opened first on a slow link.
 *
 * By default every different set of islands that shares a module gets a chunk of its own, so /login
 * started with some 28 small scripts, fetched in waves as each one's imports were found: many round
 * trips on a 400 ms link, and more bytes (each file is compressed alone). Here the start-up code falls
 * into three chunks:
 * - `react`: React and ReactDOM, which every island needs;
 * - `base`: what the page shell's islands import (the toaster), plus what two or more sign-in islands
 *   share with member islands (buttons, fields, the API client…);
 * - `access`: what two or more sign-in islands (sign in, register, verify) need and member pages
 *   never load.
 * What only one sign-in island imports stays in that island's own chunk; the text catalogue and the
 * icon set are left out of the groups, since each page uses its own few parts of them.
 * Member islands keep the default splitting for the rest (each page loads only what it uses), and
 * anything imported on demand (dialogs, QR drawing) stays on demand.
 */

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const CATALOGUES = /src[\\/]lib[\\/]text|src[\\/]components[\\/]ui[\\/]icons\.tsx$/;

/**
 * @param {{ shell: RegExp, access: RegExp, islands: RegExp }} islands which modules are the shell's
 *   islands, the sign-in islands, and any island at all (module ids are absolute paths)
 * @returns {{ plugin: import('vite').Plugin, codeSplitting: any }}
 */
export function startChunks({ shell, access, islands }) {
  /** @type {Set<string>} */ const base = new Set();
  /** @type {Set<string>} */ const accessOnly = new Set();

  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'start-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
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
      base.clear();
      accessOnly.clear();
      for (const id of ids) {
        // Island modules stay entries of their own (Astro loads each by its URL).
        if (REACT.test(id) || islands.test(id)) continue;
        if (byMembers.has(id)) {
          // The catalogue and the icon set are used piecemeal: grouped, a page would get every
          // page's part of them.
          if (!CATALOGUES.test(id) && (byShell.has(id) || (byAccess.get(id) ?? 0) >= 2)) base.add(id);
        } else if ((byAccess.get(id) ?? 0) >= 2) accessOnly.add(id);
      }
    },
  };

  const codeSplitting = {
    groups: [
      { name: 'react', test: REACT, priority: 3 },
      { name: 'base', test: (/** @type {string} */ id) => base.has(id), priority: 2 },
      { name: 'access', test: (/** @type {string} */ id) => accessOnly.has(id), priority: 1 },
    ],
  };
  return { plugin, codeSplitting };
}
