import type { ReactNode } from 'react';
import type { User } from '../../../lib/profile/schema.ts';
import { toReact } from '../../../components/view.tsx';
import { slot } from '../../../lib/view.ts';
import { panelView, type TabId } from '../profile-view.ts';

export type { TabId };

/** What every tab gets from the profile island. */
export interface TabProps {
  user: User;
  /** Replaces the member's data after a change (or reloads it from the server when called without). */
  onUser: (user?: User) => void;
  /** Opens another tab (Authentication sends the member to MPIN or 2FA to set them up). */
  goTo: (tab: TabId) => void;
}

/** A section of a tab: a title and its content in a card (profile-view.ts, drawn before React too). */
export function Panel({ title, children, description }: { title: string; description?: string; children: ReactNode }) {
  return toReact(panelView(title, [slot('body', null)], description), undefined, { body: children });
}
