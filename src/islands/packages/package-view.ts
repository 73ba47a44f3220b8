/**
 * Purchase Package's cards as views (lib/view.ts): the island draws them with React (PackageList.tsx,
 * answering a card's click, focus and Buy by the card's `data-package` index), the page's first paint
 * with the DOM before React arrives (first-paint-run.ts). The classes come merged (`packageLook`): at
 * run time in the island, at build time for the first paint.
 */
import { buttonVariants } from '../../components/ui/looks.ts';
import { cn } from '../../lib/cn.ts';
import { money, percent } from '../../lib/format/format.ts';
import { maxPti, priceOf } from '../../lib/packages/price.ts';
import type { Package } from '../../lib/packages/schema.ts';
import * as text from '../../lib/text.ts';
import { h, type View } from '../../lib/view.ts';

/** The three colour styles the cards cycle through (header band and the active ring). */
const STYLES = [
  { band: 'bg-primary text-primary-foreground', ring: 'ring-primary' },
  { band: 'bg-success text-success-foreground', ring: 'ring-success' },
  { band: 'bg-warning text-warning-foreground', ring: 'ring-warning' },
] as const;

const CARD =
  'flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm transition-shadow';

export const packageLook = () => ({
  card: cn(CARD),
  active: STYLES.map((style) => cn(CARD, ['shadow-md ring-2 ring-offset-2 ring-offset-background', style.ring])),
  band: STYLES.map((style) => cn('px-4 py-4 text-center', style.band)),
  price: {
    variable: cn('mt-1 font-bold tabular-nums', 'text-xl'),
    fixed: cn('mt-1 font-bold tabular-nums', 'text-2xl'),
  },
  buy: cn(buttonVariants(), 'w-full'),
});
export type PackageLook = ReturnType<typeof packageLook>;

/** The attribute naming a card's package by its place in the list. */
export const PACKAGE_ATTR = 'data-package';

const fact = (term: string, value: string): View =>
  h('div', 'flex justify-between gap-3', [
    h('dt', 'text-muted-foreground', [term]),
    h('dd', 'font-medium tabular-nums', [value], { dir: 'ltr' }),
  ]);

/** One package's card; the active one (clicked, or its Buy focused) is ringed and says so to screen readers. */
function packageCardView(pkg: Package, index: number, active: boolean, look: PackageLook): View {
  const t = text.packages;
  const style = index % STYLES.length;
  return h(
    'li',
    active ? look.active[style] : look.card,
    [
      h('div', look.band[style], [
        h('h2', 'text-lg font-semibold', [pkg.name, active ? h('span', 'sr-only', [` (${t.selected})`]) : null]),
        h('p', pkg.type === 'variable' ? look.price.variable : look.price.fixed, [priceOf(pkg)], { dir: 'ltr' }),
      ]),
      h('dl', 'grid flex-1 gap-2 px-4 py-4 text-sm', [
        fact(t.maxPti, maxPti(pkg.roi_percentage)),
        fact(t.minimumJobsIncome, money(pkg.minimum_ad_income)),
        fact(t.perJobsAmount, percent(pkg.per_ad_amount)),
      ]),
      h('div', 'px-4 pb-4', [
        h('button', look.buy, [t.buy], { type: 'button', 'aria-label': t.buyNamed(pkg.name), 'data-buy': '' }),
      ]),
    ],
    { [PACKAGE_ATTR]: String(index), 'data-style': String(style), ...(active ? { 'aria-current': 'true' } : {}) },
  );
}

/** The cards, or that there is no package; `active` is the ringed card's index. */
export function packagesView(packages: readonly Package[], active: number | null, look: PackageLook): View {
  if (packages.length === 0)
    return h('p', 'rounded-lg border border-border bg-card p-6 text-center text-muted-foreground', [
      text.packages.none,
    ]);
  return h(
    'ul',
    'grid gap-4 sm:grid-cols-2 xl:grid-cols-3',
    packages.map((pkg, index) => packageCardView(pkg, index, index === active, look)),
    { 'aria-label': text.packages.listLabel },
  );
}
