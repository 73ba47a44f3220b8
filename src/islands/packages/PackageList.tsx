import { lazy, Suspense, useEffect, useState } from 'react';
import { FailureWords, LoadError } from '../../components/LoadError.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { money, percent } from '../../lib/format/format.ts';
import { getProfileUsername, listPackages } from '../../lib/packages/api.ts';
import type { Package } from '../../lib/packages/schema.ts';
import * as text from '../../lib/text.ts';
import { maxPti, priceOf } from '../../lib/packages/price.ts';
import { DialogSlot } from '../../components/ui/dialog-motion.ts';
import { island } from '../../components/IslandRoot.ts';

const t = text.packages;

// The dialogs load on demand (fetched while the browser is idle, so the first Buy is instant).
const loadFlow = () => import('./PurchaseFlow.tsx');
const PurchaseFlow = lazy(() => loadFlow().then((module) => ({ default: module.PurchaseFlow })));

/** The three colour styles the cards cycle through (header band and the active ring). */
const STYLES = [
  { band: 'bg-primary text-primary-foreground', ring: 'ring-primary' },
  { band: 'bg-success text-success-foreground', ring: 'ring-success' },
  { band: 'bg-warning text-warning-foreground', ring: 'ring-warning' },
] as const;

function PackageCard({
  pkg,
  index,
  active,
  onSelect,
  onBuy,
}: {
  pkg: Package;
  index: number;
  active: boolean;
  onSelect: () => void;
  onBuy: () => void;
}) {
  const style = STYLES[index % STYLES.length]!;
  return (
    // A click anywhere on a card selects it; by keyboard, focusing its Buy button does (onFocusCapture).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <li
      aria-current={active || undefined}
      data-style={index % STYLES.length}
      onClick={onSelect}
      onFocusCapture={onSelect}
      className={cn(
        'flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm transition-shadow',
        active && ['shadow-md ring-2 ring-offset-2 ring-offset-background', style.ring],
      )}
    >
      <div className={cn('px-4 py-4 text-center', style.band)}>
        <h2 className="text-lg font-semibold">
          {pkg.name}
          {active ? <span className="sr-only"> ({t.selected})</span> : null}
        </h2>
        <p dir="ltr" className={cn('mt-1 font-bold tabular-nums', pkg.type === 'variable' ? 'text-xl' : 'text-2xl')}>
          {priceOf(pkg)}
        </p>
      </div>
      <dl className="grid flex-1 gap-2 px-4 py-4 text-sm">
        {[
          [t.maxPti, maxPti(pkg.roi_percentage)],
          [t.minimumJobsIncome, money(pkg.minimum_ad_income)],
          [t.perJobsAmount, percent(pkg.per_ad_amount)],
        ].map(([term, value]) => (
          <div key={term} className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{term}</dt>
            <dd dir="ltr" className="font-medium tabular-nums">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="px-4 pb-4">
        <Button type="button" className="w-full" aria-label={t.buyNamed(pkg.name)} onClick={onBuy}>
          {t.buy}
        </Button>
      </div>
    </li>
  );
}

/**
 * Purchase Package: a spinner until the packages arrive, then the pricing cards (the clicked one is
 * marked active); Buy opens the purchase dialogs, for oneself or another member.
 */
function PackageListContent() {
  const { data, error, loading, reload } = useLoad(listPackages);
  useDrawnMark(Boolean(data));
  const [active, setActive] = useState<number | null>(null);
  const [chosen, setChosen] = useState<{ pkg: Package; opened: number } | null>(null);
  // Without the profile the member types the username.
  const profile = useLoad(() => getProfileUsername());
  const defaultUsername = profile.data ?? '';

  useEffect(() => {
    if (!data) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void loadFlow().catch(() => undefined));
  }, [data]);

  if (!data) {
    if (error) {
      return (
        <LoadError
          onRetry={reload}
          message={
            <>
              <strong className="font-semibold">{t.loadFailed}</strong> <FailureWords error={error} />
            </>
          }
        />
      );
    }
    return <PackageListSkeleton />;
  }

  const packages = data.data.data;
  return (
    <>
      {error ? (
        <LoadError onRetry={reload} retrying={loading} message={<FailureWords error={error} />} className="mb-4" />
      ) : null}
      {packages.length === 0 ? (
        <p className="rounded-lg border border-border bg-card p-6 text-center text-muted-foreground">{t.none}</p>
      ) : (
        <ul aria-label={t.listLabel} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {packages.map((pkg, index) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              index={index}
              active={active === index}
              onSelect={() => setActive(index)}
              onBuy={() => {
                setActive(index);
                setChosen({ pkg, opened: Date.now() });
              }}
            />
          ))}
        </ul>
      )}
      <DialogSlot when={chosen}>
        {(flow) => (
          <Suspense
            fallback={<Spinner label={text.common.loading} className="fixed inset-x-0 top-1/2 z-50 justify-center" />}
          >
            <PurchaseFlow
              key={flow.opened}
              pkg={flow.pkg}
              balance={data.more_details[0]}
              holdUntil={data.hold_until ?? null}
              defaultUsername={defaultUsername}
              onClose={() => {
                // Closing forgets what was typed and restores the member's own username.
                setChosen(null);
                profile.reload();
              }}
            />
          </Suspense>
        )}
      </DialogSlot>
    </>
  );
}

export const PackageList = island(PackageListContent);

/** The spinner until the packages load: the page's first paint, and the island's own until the answer. */
export function PackageListSkeleton() {
  return (
    <div className="flex min-h-64 items-center justify-center">
      <Spinner size="lg" label={text.packages.loading} />
    </div>
  );
}
