import { test, expect } from '@playwright/test';
import { routes } from '../../src/lib/routes.ts';
import { runsOf, sessionOf, useSession, walk } from './support/members.ts';
import { MAX_SHIFT, type Shifts, watchShifts } from './support/stability.ts';
import { DATA_MARK } from '../../src/lib/marks.ts';

/**
 * Nothing moves while a member page fills in: the layout shift of a load, from the first byte until
 * the page's data is drawn and the network is quiet, stays at or below MAX_SHIFT (a page that jumps
 * makes a member tap the wrong thing). Here on a desktop as mpindemo, page after page in one tab as a
 * member moves through the menu (the scripts come from the browser's cache); on a phone as demo, each
 * page in a new tab, on its visit of the routes sweep (routes.spec.ts).
 */
const memberPages = routes.filter((route) => route.member && route.calls.length > 0);

test.describe('layout stability as mpindemo', () => {
  for (const run of runsOf(memberPages, 7)) {
    test(`${run.map((route) => route.path).join(', ')} do not move as their data arrive`, async ({ page }) => {
      await watchShifts(page);
      await useSession(page, sessionOf('mpindemo'));
      await walk(
        run,
        (route) => route.path,
        async (route) => {
          await page.goto(route.path);
          await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DATA_MARK);
          await page.waitForLoadState('networkidle');
          const shift = await page.evaluate(() => (window as unknown as { __shift: Shifts }).__shift);
          expect(shift.total, shift.what.join('\n')).toBeLessThanOrEqual(MAX_SHIFT);
        },
      );
    });
  }
});
