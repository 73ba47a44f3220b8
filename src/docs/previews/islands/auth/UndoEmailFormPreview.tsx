import { hang, networkDown } from '../../../mock.ts';
import { click, IslandFrame, type State } from '../../../IslandFrame.tsx';
import { UndoEmailForm } from '../../../../islands/auth/UndoEmailForm.tsx';
import * as text from '../../../../lib/text.ts';
import restored from '../../../../../tests/fixtures/profile/undo-email.json';
import expired from '../../../../../tests/fixtures/profile/undo-email-rejected.json';

/** The frame's address as the notice's link has it (the frame's own query kept). */
const withToken = () => {
  const url = new URL(window.location.href);
  url.searchParams.set('token', 'preview-undo-token');
  window.history.replaceState(window.history.state, '', url);
};
const restore = (page: HTMLElement) => click(page, text.undoEmail.restore);

export const scenarios = {
  'from-notice': {
    title: 'Opened from the notice',
    note: 'The link carries its token; nothing is sent until the button is pressed (mail scanners open links).',
    routes: { 'POST undo-email': { body: restored } },
    setup: withToken,
  },
  restoring: {
    title: 'Restoring',
    note: 'POST undo-email is on its way: the button is busy.',
    routes: { 'POST undo-email': hang },
    setup: withToken,
    act: restore,
  },
  restored: {
    title: 'Restored',
    note: "The server's message takes focus, with the way to sign in and reset the password.",
    routes: { 'POST undo-email': { body: restored } },
    setup: withToken,
    act: restore,
  },
  expired: {
    title: 'Expired or used',
    note: 'undo-email answers status false: its message and the way to sign in.',
    routes: { 'POST undo-email': { body: expired } },
    setup: withToken,
    act: restore,
  },
  offline: {
    title: 'No connection',
    note: 'The request did not reach the server: a toast, and the button stays for another press.',
    height: 240,
    routes: { 'POST undo-email': networkDown },
    setup: withToken,
    act: restore,
  },
  incomplete: {
    title: 'Link cut short',
    note: 'No token in the address: the page says so and offers sign-in.',
    routes: {},
  },
} satisfies Record<string, State>;

export function UndoEmailFormPreview() {
  return (
    <IslandFrame scenarios={scenarios} visitor>
      {() => (
        <div className="mx-auto max-w-md rounded-[var(--radius)] border border-border bg-card p-6 shadow-sm">
          <UndoEmailForm loginPath="/login" />
        </div>
      )}
    </IslandFrame>
  );
}
