import { IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { Toaster } from '../../../../islands/shell/Toaster.tsx';
import { $toasts } from '../../../../lib/toast/toasts.ts';
import * as text from '../../../../lib/text.ts';

const scenarios = {
  empty: { routes: {} },
  toasts: {
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
  flash: { routes: {}, setup: () => sessionStorage.setItem('flash', JSON.stringify({ text: text.shell.loggedOut, kind: 'success', from: 'previous-page' })) },
  offline: {
    routes: {},
    act: () => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
    },
  },
} satisfies Record<string, Scenario>;

export function ToasterPreview() {
  return <IslandFrame scenarios={scenarios} toaster={false}>{() => <Toaster />}</IslandFrame>;
}
