import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { getUser } from '../../lib/profile/api.ts';
import type { User } from '../../lib/profile/schema.ts';
import * as text from '../../lib/text.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { FailureWords, LoadError } from '../../components/LoadError.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import { BasicInfoTab } from './parts/BasicInfoTab.tsx';
import type { TabId, TabProps } from './parts/common.tsx';
import { island } from '../../components/IslandRoot.ts';

// The other tabs load when first opened.
const TwoFaTab = lazy(() => import('./parts/TwoFaTab.tsx').then((m) => ({ default: m.TwoFaTab })));
const PasswordTab = lazy(() => import('./parts/PasswordTab.tsx').then((m) => ({ default: m.PasswordTab })));
const MpinTab = lazy(() => import('./parts/MpinTab.tsx').then((m) => ({ default: m.MpinTab })));
const AuthenticationTab = lazy(() =>
  import('./parts/AuthenticationTab.tsx').then((m) => ({ default: m.AuthenticationTab })),
);
const WithdrawTab = lazy(() => import('./parts/WithdrawTab.tsx').then((m) => ({ default: m.WithdrawTab })));

const TABS: { id: TabId; label: string; aliases: string[]; Panel: ComponentType<TabProps> }[] = [
  { id: 'basic', label: text.profile.tabs.basic, aliases: ['basic-info', 'basicinfo', 'info'], Panel: BasicInfoTab },
  { id: '2fa', label: text.profile.tabs.twoFa, aliases: ['twofa', '2fa-setting', 'two-factor'], Panel: TwoFaTab },
  { id: 'password', label: text.profile.tabs.password, aliases: [], Panel: PasswordTab },
  { id: 'mpin', label: text.profile.tabs.mpin, aliases: [], Panel: MpinTab },
  { id: 'authentication', label: text.profile.tabs.authentication, aliases: ['auth'], Panel: AuthenticationTab },
  {
    id: 'withdraw',
    label: text.profile.tabs.withdraw,
    aliases: ['withdraw-setting', 'withdrawsetting'],
    Panel: WithdrawTab,
  },
];

/** The tab a URL asks for: ?tab=password or #password (and a few spellings), else Basic Info. */
function tabFromUrl(): TabId {
  const url = new URL(window.location.href);
  const wanted = (url.searchParams.get('tab') ?? url.hash.replace(/^#/, '')).toLowerCase();
  return TABS.find((tab) => tab.id === wanted || tab.aliases.includes(wanted))?.id ?? 'basic';
}

/** My Profile: six linkable tabs over the member's data (GET user). */
function ProfileTabsContent() {
  const { data: user, error, loading, reload, set } = useLoad(getUser);
  useDrawnMark(Boolean(user));
  const [tab, setTab] = useState<TabId>(tabFromUrl);
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
    const follow = () => goTo(tabFromUrl());
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
        <LoadError
          message={
            <>
              {text.profile.loadFailed} <FailureWords error={error} />
            </>
          }
          onRetry={reload}
          retrying={loading}
        />
      );
    return <ProfileTabsSkeleton />;
  }

  return (
    <Tabs value={tab} onValueChange={(value) => goTo(value as TabId)}>
      <TabsList aria-label={text.profile.tabsLabel}>
        {TABS.map(({ id, label }) => (
          <TabsTrigger key={id} value={id}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map(({ id, Panel }) =>
        visited.has(id) ? (
          <TabsContent key={id} value={id} forceMount className="data-[state=inactive]:hidden">
            <Suspense fallback={<Skeleton className="h-64 rounded-lg" />}>
              <Panel user={user} onUser={onUser} goTo={goTo} />
            </Suspense>
          </TabsContent>
        ) : null,
      )}
    </Tabs>
  );
}

/** The profile's shape while it loads: its page's first paint, and the island's own until the answer. */
export function ProfileTabsSkeleton() {
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
