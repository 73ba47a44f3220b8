import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Worker threads, not processes: the same tests for less CPU. The reference server's tests share one
// module graph per worker (isolate: false): each builds its own app and in-memory database, and
// reloading Hono and the seed for each of its files was a fifth of the unit run's CPU.
const PORTAL = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'];

/**
 * What makes a test change what other tests in its module graph see: stubbed globals, mocked modules,
 * fake timers, the page's storage, window or global state, a store set.
 */
const CHANGES_STATE =
  /vi\.(mock|doMock|stubGlobal|stubEnv|resetModules|spyOn|useFakeTimers)|globalThis\.|\bwindow\b|localStorage|sessionStorage|\$[a-z]+\.set\(/;

/**
 * The portal's tests that change state (found by reading them): each runs in a fresh module graph. The
 * others share one per worker.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const STATEFUL = globSync(PORTAL, { cwd: root }).filter((file) =>
  CHANGES_STATE.test(readFileSync(join(root, file), 'utf8')),
);

export default defineConfig({
  test: {
    pool: 'threads',
    projects: [
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Each test's database hashes the demo members' secrets, and many tests sign in: at a sixteenth
          // of scrypt's cost (server/auth.ts). The test of hashing off the event loop makes its own
          // full-cost hash.
          env: { SCRYPT_COST: '1024' },
        },
      },
      {
        test: {
          name: 'portal',
          include: PORTAL,
          exclude: STATEFUL,
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'portal-isolated',
          include: STATEFUL,
          environment: 'node',
        },
      },
    ],
  },
});
