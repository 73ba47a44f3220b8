import { defineConfig } from 'vitest/config';

// Worker threads, not processes: the same tests for a fifth less CPU. The reference server's tests
// share one module graph per worker (isolate: false): each builds its own app and in-memory database,
// and reloading Hono and the seed for each of its files was a fifth of the unit run's CPU. The
// portal's tests stay isolated: they stub globals and mock modules that others import.
export default defineConfig({
  test: {
    pool: 'threads',
    projects: [
      { test: { name: 'server', include: ['server/**/*.test.ts'], environment: 'node', isolate: false } },
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
