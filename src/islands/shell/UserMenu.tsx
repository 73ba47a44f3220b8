import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../lib/session/session.ts';
import { $avatar, refreshAvatar } from '../../lib/session/avatar.ts';
import { logout } from '../../lib/session/logout.ts';
import { $news, loadNews } from '../../lib/news/news.ts';
import { paths } from '../../lib/paths.ts';
import * as text from '../../lib/text.ts';
import { island } from '../../components/IslandRoot.ts';
import { startMemberPage } from './member-start.ts';

// The news list (dialog, sanitiser) loads on demand, fetched when the News control is hovered or focused.
const loadDialog = () => import('./parts/NewsDialog.tsx');
const NewsDialog = lazy(loadDialog);
const prefetch = () => void loadDialog().catch(() => undefined);

/** Header: avatar, username, News (with the unread count), My Profile, Package, Logout. */
function UserMenuContent() {
  const session = useStore($session);
  const avatar = useStore($avatar);
  const { unread } = useStore($news);
  const [leaving, setLeaving] = useState(false);
  // Mounted at the first opening and kept, so closing can run its transition and return focus.
  const [newsShown, setNewsShown] = useState(false);
  const [newsOpen, setNewsOpen] = useState(false);
  const newsButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The layout's start-up travels with the header menu, the island every member page has.
    startMemberPage();
    void refreshAvatar();
    // The count is not urgent: it waits until the page's own loads are done (the dashboard's
    // pop-ups load the news first, and this shares their answer), but no longer than 3 s: on a main
    // thread that is never idle (a slow phone, a busy page) an idle wait alone may never end.
    const load = () => void loadNews().catch(() => undefined);
    if (window.requestIdleCallback) window.requestIdleCallback(load, { timeout: 3000 });
    else window.setTimeout(load, 1500);
  }, []);

  const initial = (session.username ?? '?').slice(0, 1).toUpperCase();
  return (
    // On a phone the two groups become the header's own: who is signed in beside the brand, the
    // controls on a second row (MemberLayout), so every word fits in any language.
    <div className="flex items-center gap-1 text-sm max-sm:contents min-[360px]:gap-2 sm:gap-3">
      <div className="flex min-w-0 items-center gap-2 max-sm:ms-auto">
        {avatar ? (
          <img
            src={avatar}
            alt=""
            width={32}
            height={32}
            className="hidden h-8 w-8 rounded-full object-cover min-[360px]:block"
            onError={() => $avatar.set(null)}
          />
        ) : (
          <span
            aria-hidden="true"
            className="hidden h-8 w-8 items-center min-[360px]:inline-flex justify-center rounded-full bg-primary font-semibold text-primary-foreground"
          >
            {initial}
          </span>
        )}
        <span className="min-w-0 truncate font-medium sm:max-w-48" title={session.username ?? undefined}>
          {session.username}
        </span>
      </div>
      <div className="flex items-center gap-1 whitespace-nowrap max-sm:order-last max-sm:w-full max-sm:justify-between min-[360px]:gap-2 sm:gap-3">
        <button
          ref={newsButton}
          type="button"
          aria-label={text.news.control(unread)}
          aria-haspopup="dialog"
          className="relative inline-flex size-9 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={() => {
            setNewsShown(true);
            setNewsOpen(true);
          }}
        >
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
          </svg>
          {unread ? (
            <span
              aria-hidden="true"
              className="absolute -end-0.5 -top-0.5 min-w-4.5 rounded-full bg-destructive px-1 text-center text-[11px] font-semibold leading-4.5 text-destructive-foreground"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </button>
        {newsShown ? (
          <Suspense fallback={null}>
            <NewsDialog open={newsOpen} onOpenChange={setNewsOpen} opener={newsButton} />
          </Suspense>
        ) : null}
        <a className="rounded-md px-2 py-2 hover:bg-muted" href={paths.profile}>
          {text.shell.myProfile}
        </a>
        <a className="rounded-md px-2 py-2 hover:bg-muted" href={paths.packages}>
          {text.shell.package}
        </a>
        <button
          type="button"
          className="rounded-md border border-border px-2 py-1.5 hover:bg-muted disabled:opacity-60"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout();
          }}
        >
          {text.shell.logout}
        </button>
      </div>
    </div>
  );
}

export const UserMenu = island(UserMenuContent);
