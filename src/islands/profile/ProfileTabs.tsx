import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { getUser } from '../../lib/profile/api.ts';
import type { User } from '../../lib/profile/schema.ts';
import * as text from '../../lib/text.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import { BasicInfoTab } from './parts/BasicInfoTab.tsx';
import type { TabProps } from './parts/common.tsx';
import { PROFILE_TABS, tabFromUrl, type TabId } from './profile-view.ts';
import { PROFILE_FIRST_PAINT } from './first-paint-id.ts';
import { island } from '../../components/IslandRoot.ts';

// The other tabs load when first opened.
const TwoFaTab = lazy(() => import('./parts/TwoFaTab.tsx').then((m) => ({ default: m.TwoFaTab })));
const PasswordTab = lazy(() => import('./parts/PasswordTab.tsx').then((m) => ({ default: m.PasswordTab })));
const MpinTab = lazy(() => import('./parts/MpinTab.tsx').then((m) => ({ default: m.MpinTab })));
const AuthenticationTab = lazy(() =>
  import('./parts/AuthenticationTab.tsx').then((m) => ({ default: m.AuthenticationTab })),
);
const WithdrawTab = lazy(() => import('./parts/WithdrawTab.tsx').then((m) => ({ default: m.WithdrawTab })));

const PANELS: Record<TabId, ComponentType<TabProps>> = {
  basic: BasicInfoTab,
  '2fa': TwoFaTab,
  password: PasswordTab,
  mpin: MpinTab,
  authentication: AuthenticationTab,
  withdraw: WithdrawTab,
};

const tabFromHere = () => tabFromUrl(window.location.href);

/** My Profile: six linkable tabs over the member's data (GET user). */
function ProfileTabsContent() {
  const { data: user, error, loading, reload, set } = useLoad(getUser);
  // Basic Info's first paint (first-paint-run.ts) steps aside once the member's data or its failure shows.
  useDrawnMark(Boolean(user), { id: PROFILE_FIRST_PAINT, settled: Boolean(user || error) });
  const [tab, setTab] = useState<TabId>(tabFromHere);
  // Visited tabs stay mounted (hidden), so switching tabs never loses what was typed.
  const [visited, setVisited] = useState<Set<TabId>>(() => new Set([tab]));

  const goTo = useCallback((next: TabId) => {
    setTab(next);
    setVisited((current) => new Set(current).add(next));
    const url = new URL(window.location.href);
    url.searchParams.set('tab', next);
    url.hash = '';
    window.history.replaceState(window.history.state, '', url);
  }, []);

  useEffect(() => {
    const follow = () => goTo(tabFromHere());
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, [goTo]);

  const onUser = useCallback(
    (next?: User) => {
      if (next) set(next);
      else reload();
    },
    [set, reload],
  );

  if (!user) {
    if (error)
      return (
        <LoadError message={`${text.profile.loadFailed} ${error.firstMessage}`} onRetry={reload} retrying={loading} />
      );
    return <ProfileSkeleton />;
  }

  return (
    <Tabs value={tab} onValueChange={(value) => goTo(value as TabId)}>
      <TabsList aria-label={text.profile.tabsLabel}>
        {PROFILE_TABS.map(({ id, words }) => (
          <TabsTrigger key={id} value={id}>
            {text.profile.tabs[words]}
          </TabsTrigger>
        ))}
      </TabsList>
      {PROFILE_TABS.map(({ id }) => {
        const Panel = PANELS[id];
        return visited.has(id) ? (
          <TabsContent key={id} value={id} forceMount className="data-[state=inactive]:hidden">
            <Suspense fallback={<Skeleton className="h-64 rounded-lg" />}>
              <Panel user={user} onUser={onUser} goTo={goTo} />
            </Suspense>
          </TabsContent>
        ) : null;
      })}
    </Tabs>
  );
}

function ProfileSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only">{text.common.loading}</span>
      <Skeleton className="h-11 w-full max-w-2xl rounded-lg" />
      <Skeleton className="h-[130px] rounded-lg" />
      <Skeleton className="h-[620px] rounded-lg" />
    </div>
  );
}

export const ProfileTabs = island(ProfileTabsContent);
