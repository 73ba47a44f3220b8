import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../lib/session/session.ts';
import { $avatar, refreshAvatar } from '../../lib/session/avatar.ts';
import { logout } from '../../lib/session/logout.ts';
import * as text from '../../lib/text.ts';

/** Header: avatar, username, My Profile, Package, Logout. */
export function UserMenu() {
  const session = useStore($session);
  const avatar = useStore($avatar);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    void refreshAvatar();
  }, []);

  const initial = (session.username ?? '?').slice(0, 1).toUpperCase();
  return (
    <div className="flex items-center gap-2 text-sm sm:gap-3">
      {avatar ? (
        <img src={avatar} alt="" width={32} height={32} className="h-8 w-8 rounded-full object-cover" onError={() => $avatar.set(null)} />
      ) : (
        <span aria-hidden="true" className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
          {initial}
        </span>
      )}
      <span className="hidden font-medium sm:inline">{session.username}</span>
      <a className="rounded-md px-2 py-2 hover:bg-muted" href="/user/profile">{text.shell.myProfile}</a>
      <a className="hidden rounded-md px-2 py-2 hover:bg-muted sm:inline" href="/user/packageList">{text.shell.package}</a>
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
  );
}
