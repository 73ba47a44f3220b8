import { defineConfig } from 'vitest/config';

// Worker threads, not processes: the same tests for less CPU. The reference server's tests share one
// module graph per worker (isolate: false): each builds its own app and in-memory database, and
// reloading Hono and the seed for each of its files was a fifth of the unit run's CPU. The portal's
// tests stay isolated: they stub globals and mock modules that others import.
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
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
