/** Finds the Chromium Playwright drives: CHROME_PATH, Debian's chromium, or Playwright's own browser. */
import { existsSync } from 'node:fs';

const installed = (path: string) => (existsSync(path) ? path : undefined);

/** Debian's chromium where it is installed (CHROME_PATH overrides); otherwise Playwright's own browser. */
export const chromiumPath = process.env.CHROME_PATH ?? installed('/usr/bin/chromium');

/**
 * What the end-to-end tests drive: Debian's chromium-headless-shell where installed (CI installs it), the
 * same engine without the windowing a test never looks at, for less CPU; else the bench's full browser.
 */
export const testChromiumPath =
  process.env.CHROME_PATH ?? installed('/usr/bin/chromium-headless-shell') ?? chromiumPath;

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

/** Says how to get a browser when none is found; installing one is CI's job (`.ci/run`), not the test command's. */
export function checkChromium(): boolean {
  const path = process.env.CHROME_PATH;
  if (path && !existsSync(path)) console.log(`CHROME_PATH is set to ${path}, but there is no file there.`);
  else if (!testChromiumPath && process.platform === 'linux')
    console.log(
      'No Chromium found for the end-to-end tests. Install one, then run `npm test` again:\n' +
        '  Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell   (or set CHROME_PATH)\n' +
        '  elsewhere:     npx playwright install chromium',
    );
  // Playwright's own browser may still be installed; Playwright says so if it is not.
  return !path || existsSync(path);
}
