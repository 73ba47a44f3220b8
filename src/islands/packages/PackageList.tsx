import { lazy, Suspense, useEffect, useState, type SyntheticEvent } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { getProfileUsername, listPackages } from '../../lib/packages/api.ts';
import type { Package } from '../../lib/packages/schema.ts';
import * as text from '../../lib/text.ts';
import { toReact } from '../../components/view.tsx';
import { actionOf, ViewActions } from '../../components/view-actions.tsx';
import { PACKAGE_ATTR, packageLook, packagesView } from './package-view.ts';
import { PACKAGES_FIRST_PAINT } from './first-paint-id.ts';
import { DialogSlot } from '../../components/ui/dialog-motion.ts';
import { island } from '../../components/IslandRoot.ts';

const t = text.packages;

// The dialogs load on demand (fetched while the browser is idle, so the first Buy is instant).
const loadFlow = () => import('./PurchaseFlow.tsx');
const PurchaseFlow = lazy(() => loadFlow().then((module) => ({ default: module.PurchaseFlow })));
const LOOK = packageLook();

/**
 * Purchase Package: a spinner until the packages arrive, then the pricing cards (the clicked one is
 * marked active); Buy opens the purchase dialogs, for oneself or another member.
 */
function PackageListContent() {
  const { data, error, loading, reload } = useLoad(listPackages);
  // The page's first paint of the cards steps aside in the frame the island shows its own.
  useDrawnMark(Boolean(data), { id: PACKAGES_FIRST_PAINT, settled: Boolean(data || error) });
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
              <strong className="font-semibold">{t.loadFailed}</strong> {error.firstMessage}
            </>
          }
        />
      );
    }
    return (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner size="lg" label={t.loading} />
      </div>
    );
  }

  const packages = data.data.data;
  const act = (event: SyntheticEvent, clicked: boolean) => {
    const card = actionOf(event, PACKAGE_ATTR);
    const index = Number(card?.value);
    const pkg = card ? packages[index] : undefined;
    if (!pkg) return;
    setActive(index);
    if (clicked && actionOf(event, 'data-buy')) setChosen({ pkg, opened: Date.now() });
  };
  return (
    <>
      {error ? <LoadError onRetry={reload} retrying={loading} message={error.firstMessage} className="mb-4" /> : null}
      {/* A click anywhere on a card selects it; by keyboard, focusing its Buy button does. The cards are
          views (package-view.ts, drawn before React too), answered here by their place in the list. */}
      <ViewActions onClick={(event) => act(event, true)} onFocus={(event) => act(event, false)}>
        {toReact(packagesView(packages, active, LOOK))}
      </ViewActions>
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
