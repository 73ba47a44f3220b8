import { IslandFrame, type State } from '../../../IslandFrame.tsx';
import { Toaster } from '../../../../islands/shell/Toaster.tsx';
import { $toasts } from '../../../../lib/toast/toasts.ts';
import * as text from '../../../../lib/text.ts';

export const scenarios = {
  empty: {
    title: 'No toasts',
    note: 'The live region is in the page, empty, so the first toast is announced.',
    routes: {},
  },
  toasts: {
    title: 'Success, error and info toasts',
    note: 'Newest last; each with a Close button. In previews toasts stay until closed.',
    height: 320,
    routes: {},
    act: () => {
      // Straight into the store (notify() would also start the 5 s timers).
      $toasts.set([
        { id: 1, kind: 'success', text: 'Package purchased successfully' },
        { id: 2, kind: 'error', text: text.errors.network },
        { id: 3, kind: 'info', text: 'Code sent to your e-mail' },
      ]);
    },
  },
  // As a logout on the page before leaves it (a flash stored by this page is for the next one).
  flash: {
    title: 'Flashed message from the previous page',
    note: 'What a member sees on the landing page after Logout.',
    routes: {},
    setup: () =>
      sessionStorage.setItem(
        'flash',
        JSON.stringify({ text: text.shell.loggedOut, kind: 'success', from: 'previous-page' }),
      ),
  },
  offline: {
    title: 'Offline',
    note: 'While the browser reports no connection; it goes when the connection is back.',
    height: 240,
    routes: {},
    act: () => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
    },
  },
} satisfies Record<string, State>;

export function ToasterPreview() {
  return (
    <IslandFrame scenarios={scenarios} toaster={false}>
      {() => <Toaster />}
    </IslandFrame>
  );
}
