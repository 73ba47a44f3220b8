import { test, expect } from '@playwright/test';
import { routes } from '../../src/lib/routes.ts';
import { openAs } from './support/members.ts';
import { DATA_MARK } from '../../src/lib/marks.ts';

/**
 * Nothing moves while a member page fills in: the layout shift of a load, from the first byte until
 * the page's data is drawn and the network is quiet, stays at or below 0.02 (a page that jumps makes a
 * member tap the wrong thing).
 */
const memberPages = routes.filter((route) => route.member && route.calls.length > 0);

for (const login of ['demo', 'mpindemo'] as const) {
  test.describe(`layout stability as ${login}`, () => {
    for (const route of memberPages) {
      test(`${route.path} does not move as its data arrive`, async ({ page }) => {
        await page.addInitScript(() => {
          const shifts: string[] = [];
          (window as unknown as { __shift: { total: number; what: string[] } }).__shift = { total: 0, what: shifts };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node }[];
            })[]) {
              if (entry.hadRecentInput) continue;
              (window as unknown as { __shift: { total: number } }).__shift.total += entry.value;
              for (const source of entry.sources ?? [])
                shifts.push(
                  `${entry.value.toFixed(3)} ${(source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? ''}`,
                );
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await openAs(page, login, route.path);
        await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DATA_MARK);
        await page.waitForLoadState('networkidle');
        const shift = await page.evaluate(
          () => (window as unknown as { __shift: { total: number; what: string[] } }).__shift,
        );
        expect(shift.total, shift.what.join('\n')).toBeLessThanOrEqual(0.02);
      });
    }
  });
}
