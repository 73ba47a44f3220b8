/** Finds the Chromium Playwright drives: CHROME_PATH, Debian's chromium, or Playwright's own browser. */
import { existsSync } from 'node:fs';

/** Says how to get a browser when none is found; installing one is CI's job (`.ci/run`), not the test command's. */
export function checkChromium(): boolean {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return true;
    console.log(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no file there.`);
    return false;
  }
  if (existsSync('/usr/bin/chromium') || process.platform !== 'linux') return true;
  console.log(
    'No Chromium found for the end-to-end tests. Install one, then run `npm test` again:\n' +
      '  Debian/Ubuntu: sudo apt-get install chromium   (or set CHROME_PATH to a Chromium binary)\n' +
      '  elsewhere:     npx playwright install chromium',
  );
  return true; // Playwright's own browser may still be installed; Playwright says so if it is not.
}

/** Debian's chromium where it is installed (CHROME_PATH overrides); otherwise Playwright's own browser. */
export const chromiumPath: string | undefined =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

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
