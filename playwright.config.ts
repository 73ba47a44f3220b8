import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4399);
/** Where results and the signed-in sessions go; separate folders let runs go side by side. */
export const resultsDir = process.env.E2E_RESULTS ?? 'test-results';

export default defineConfig({
  testDir: 'tests/e2e',
  // `npm test` leaves the docs screenshots out where nothing they draw changed (scripts/test.ts).
  testIgnore: process.env.E2E_DOCS === '0' ? ['docs.spec.ts'] : [],
  fullyParallel: true,
  // Four on a 2-core machine, beside `npm test`'s checks: a test spends part of its time waiting (timers,
  // the server), and the others fill it; five were slower. One run, so each worker takes the next test
  // as it is free and all four end together (shards split by count, and a shard of long tests ends last).
  workers: Number(process.env.E2E_WORKERS ?? 4),
  // On CI one retry absorbs a timing hiccup of a loaded machine (the report still lists the test as
  // flaky) and keeps a trace of the first failure; locally a failure shows at once.
  // E2E_RETRIES sets it outright (the planted faults' runs retry once so a loaded machine's hiccup is
  // not taken for a catch).
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: `${resultsDir}/artifacts`,
  reporter: [['list'], ['json', { outputFile: `${resultsDir}/e2e.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: process.env.CI ? 'on-first-retry' : 'off',
    // Browser-side interception must see every API call; the offline spec turns the worker back on.
    serviceWorkers: 'block',
    // The member who asks the system for less motion: dialogs, toasts and skeletons draw no frames in
    // between, which is a tenth of the suite's CPU. The spec's 300 ms transitions are checked with motion
    // on (dialog-motion.spec.ts), and so are the docs' screenshots.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: testChromiumPath,
      // Beside the bench's: no optimising JavaScript compiler (a test's page lives a second or two, too
      // short to gain from it), one raster thread, the GPU thread in the browser's own process.
      args: [
        ...CHROMIUM_ARGS,
        '--js-flags=--no-opt',
        '--num-raster-threads=1',
        '--in-process-gpu',
        '--disable-features=OptimizationHints,MediaRouter,Translate',
      ],
    },
  },
  webServer: {
    // A fresh database per run: the e2e tests drive the real reference server.
    command: `node server/index.ts`,
    env: {
      PORT: String(port),
      DB_PATH: ':memory:',
      QUIET: '1',
      DEMO: '1',
      SKIP_BUILD: '1',
      // The suite registers about a hundred newcomers, and checks their places, from this machine in one
      // run: past what one address may do in an hour (the limits themselves: server/areas/auth-register.test.ts).
      REGISTRATIONS_PER_HOUR: '1000',
      PLACEMENT_CHECKS_PER_HOUR: '20000',
      // Its passwords and MPINs hashed at a sixteenth of scrypt's cost: the database lives for one run, and
      // the full cost of its sign-ups and sign-ins is a tenth of the server's CPU (server/auth.ts).
      SCRYPT_COST: '1024',
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
      // SEED=large starts it on the large network, for the specs that need it (they skip otherwise; the
      // rest of the suite expects the demo network): see docs/performance.md.
      ...(process.env.SEED ? { SEED: process.env.SEED } : {}),
    },
    url: `http://127.0.0.1:${port}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
