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
