import { useState, type ReactNode } from 'react';
import type { User } from '../../../lib/profile/schema.ts';
import type { FieldErrors } from '../../../lib/api/errors.ts';
import { notifyFailure } from '../../../lib/api/notify-failure.ts';
import { fieldReasons } from '../../../lib/server-reasons.ts';
import { notify } from '../../../lib/toast/toasts.ts';

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

/**
 * A security form's errors and its save: the server's answer in a toast and the errors gone, or a
 * refusal's field errors under the fields (its message in a toast) after `onRefused` has undone what
 * the form showed ahead of the answer.
 */
export function useSave() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const save = async (request: () => Promise<string>, onSaved: () => void, onRefused?: () => void) => {
    setSaving(true);
    try {
      notify(await request(), 'success');
      setErrors({});
      onSaved();
    } catch (caught) {
      onRefused?.();
      const error = notifyFailure(caught);
      if (error) setErrors(fieldReasons(error.fieldErrors));
    } finally {
      setSaving(false);
    }
  };

  return { errors, setErrors, saving, save };
}
