import { defineConfig } from 'vitest/config';

// Worker threads, not processes: the same tests for less CPU. The reference server's tests share one
// module graph per worker (isolate: false): each builds its own app and in-memory database, and
// reloading Hono and the seed for each of its files was a fifth of the unit run's CPU. The portal's
// tests stay isolated: they stub globals and mock modules that others import.
const PORTAL = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'];

/**
 * The portal's tests that stub globals, mock modules, fake timers or set module state (stores, the
 * session, the API client's port): each runs in a fresh module graph. The others share one per worker.
 */
const STATEFUL = [
  'src/inline/inline.test.ts',
  'src/islands/team/cardStore.test.ts',
  'src/lib/api/client.test.ts',
  'src/lib/api/notify-failure.test.ts',
  'src/lib/api/session-port.test.ts',
  'src/lib/auth/placement-dialect.test.ts',
  'src/lib/auth/rules.test.ts',
  'src/lib/dashboard/store.test.ts',
  'src/lib/format/format-local.test.ts',
  'src/lib/format/format.test.ts',
  'src/lib/lang.test.ts',
  'src/lib/server-reasons.test.ts',
  'src/lib/session/session.test.ts',
  'src/lib/tasks/reward.test.ts',
  'src/lib/team/free-place.test.ts',
  'src/lib/team/list-window.test.ts',
  'src/lib/toast/toasts.test.ts',
  'tests/unit/list-loads.test.ts',
  'tests/unit/module-graph.test.ts',
  'tests/unit/service-worker.test.ts',
];

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
