/** Finds the Chromium Playwright drives: CHROME_PATH, Debian's chromium, or Playwright's own browser. */
import { existsSync } from 'node:fs';

/** Says how to get a browser when none is found; installing one is CI's job (`.ci/run`), not the test command's. */
export function checkChromium(): boolean {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return true;
    console.log(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no file there.`);
    return false;
  }
  if (testChromiumPath || process.platform !== 'linux') return true;
  console.log(
    'No Chromium found for the end-to-end tests. Install one, then run `npm test` again:\n' +
      '  Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell   (or set CHROME_PATH)\n' +
      '  elsewhere:     npx playwright install chromium',
  );
  return true; // Playwright's own browser may still be installed; Playwright says so if it is not.
}

/** Debian's chromium where it is installed (CHROME_PATH overrides); otherwise Playwright's own browser. */
export const chromiumPath: string | undefined =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * What the end-to-end tests drive: Chromium's headless shell where it is installed (Debian's
 * chromium-headless-shell, which CI installs), else the same Chromium as the bench. The shell is the
 * same engine without the browser's windowing and compositing layers, which a test never looks at: the
 * suite takes less CPU, and the docs' screenshots are the same. The bench keeps the full browser (what a
 * member runs).
 */
export const testChromiumPath: string | undefined =
  process.env.CHROME_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromiumPath);

/** How the tests and the bench start it: no sandbox or GPU (containers), nothing in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
