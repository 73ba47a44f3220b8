/** Layout stability: what moves on a page while it fills in, as the browser reports it. */
import type { Page } from '@playwright/test';

/** The most a member page may move from its first byte until its data is drawn and the network is quiet. */
export const MAX_SHIFT = 0.02;

export interface Shifts {
  total: number;
  what: string[];
}

/** Tabs that already add up their shifts (a walk visits several pages in one). */
const watching = new WeakSet<Page>();

/** Adds up the page's layout shifts not caused by input (in `window.__shift`), with what moved; on every page the tab loads. */
export async function watchShifts(page: Page): Promise<void> {
  if (watching.has(page)) return;
  watching.add(page);
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
}
