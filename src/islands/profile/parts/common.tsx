import type { ReactNode } from 'react';
import type { User } from '../../../lib/profile/schema.ts';

export type TabId = 'basic' | '2fa' | 'password' | 'mpin' | 'authentication' | 'withdraw';

/** What every tab gets from the profile island. */
export interface TabProps {
  user: User;
  /** Replaces the member's data after a change (or reloads it from the server when called without). */
  onUser: (user?: User) => void;
  /** Opens another tab (Authentication sends the member to MPIN or 2FA to set them up). */
  goTo: (tab: TabId) => void;
}

/** A section of a tab: a title and its content in a card. */
export function Panel({ title, children, description }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
