/**
 * The member layout's start-up: the session watch across tabs, moves between member pages, the plan flags
 * on the menu's gated entries, the links' prefetch on intent and, in Hindi and Spanish, the known reasons
 * of a refusal. The header menu's island, on every member page,
 * starts it when it is first drawn: as the layout's own script it would be one more module to load.
 */
import { $plan, refreshPlan } from '../../lib/session/plan.ts';
import { watchOtherTabs } from '../../lib/session/session.ts';
import { prefetchOnIntent } from './prefetch-on-intent.ts';
import { reasonsReady } from '../../lib/server-reasons.ts';
import { keepMenuPages } from './keep-menu-pages.ts';
import { softMoves } from './soft-move.ts';

let started = false;

/** Once per page. */
export function startMemberPage(): void {
  if (started) return;
  started = true;
  watchOtherTabs();
  // A move to another member page keeps this document (soft-move.ts).
  softMoves();
  // A member page's links (the menu's above all) fetch the next page's HTML on intent. Astro's own
  // prefetch, switched on in astro.config, would put one more file on every page, public ones too;
  // this travels in the member chunk and starts when the page is idle.
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
  idle(prefetchOnIntent);
  // The Hindi and Spanish pages' table of known reasons (a refusal in the member's language), ahead of
  // the first refusal (nothing to load on the English pages).
  idle(() => void reasonsReady());
  // The tab's cached flags show at once; the page load's fresh answer changes the entries in place.
  $plan.subscribe((flags) => {
    if (!flags) return;
    for (const item of document.querySelectorAll<HTMLElement>('[data-flag]')) {
      item.hidden = !flags[item.dataset.flag as 'binary' | 'single_leg'];
    }
  });
  const flagsIn = refreshPlan().catch(() => {
    // Without flags the gated entries stay as they are; the pages themselves still work.
  });
  // The menu's pages into the service worker's cache, once this page's own loads are done and the menu
  // shows the entries of the member's plan.
  const loaded = new Promise((done) =>
    document.readyState === 'complete' ? done(null) : addEventListener('load', done, { once: true }),
  );
  void Promise.all([flagsIn, loaded]).then(() => idle(keepMenuPages));
}
