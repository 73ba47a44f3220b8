/**
 * A member page's own answers, shared by its parts "once per page" (the dashboard's figures, the
 * binary details its charts and links share, the plan flags), end with the page. A move between member
 * pages keeps the document (src/islands/shell/soft-move.ts), so they are dropped on Astro's
 * `astro:after-swap`, which that move dispatches once the new page is in place (and which also ends the
 * old page's islands): the next page asks again, as a page load would.
 */
export function onPageChange(drop: () => void): void {
  if (typeof document !== 'undefined') document.addEventListener('astro:after-swap', drop);
}
