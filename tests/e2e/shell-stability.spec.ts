import { test, expect } from '@playwright/test';
import { routes } from '../../src/lib/routes.ts';
import { openAs } from './support/members.ts';
import { MAX_SHIFT, type Shifts, watchShifts } from './support/stability.ts';
import { DATA_MARK } from '../../src/lib/marks.ts';

/**
 * Nothing moves while a member page fills in: the layout shift of a load, from the first byte until
 * the page's data is drawn and the network is quiet, stays at or below MAX_SHIFT (a page that jumps
 * makes a member tap the wrong thing). Here on a desktop as mpindemo; on a phone as demo, on each page's
 * visit of the routes sweep (routes.spec.ts).
 */
const memberPages = routes.filter((route) => route.member && route.calls.length > 0);

test.describe('layout stability as mpindemo', () => {
  for (const route of memberPages) {
    test(`${route.path} does not move as its data arrive`, async ({ page }) => {
      await watchShifts(page);
      await openAs(page, 'mpindemo', route.path);
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DATA_MARK);
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(() => (window as unknown as { __shift: Shifts }).__shift);
      expect(shift.total, shift.what.join('\n')).toBeLessThanOrEqual(MAX_SHIFT);
    });
  }
});
