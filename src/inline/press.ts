/**
 * Sign-in pages: a press (click or Enter) on the form of an island that has not hydrated yet is taken
 * at once. The default is stopped (before hydration the form would do nothing; during it, React's
 * listener would send it a second time), the button pressed shows the island's sending look
 * (aria-busy and aria-disabled; public.css draws the spinner) and later presses are swallowed. The
 * sign-in island (one a page), once it can send, calls takeEarlyPress(its submit handler) from an
 * effect: from then on its own handler takes the presses, and the kept press is sent once through it
 * (validation included); the marks go when that is done (aria-busy stays if the island is busy
 * itself, leaving the page).
 */
import type { FormEvent } from 'react';

declare global {
  /** Defined here: the sign-in island hands over its submit handler (called with the kept submit event, its default prevented). */
  var takeEarlyPress: ((submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) => void) | undefined;
}

let kept: SubmitEvent | undefined;
let handed = false;
addEventListener(
  'submit',
  (event) => {
    if (handed || !(event.target as Element).closest('astro-island')) return;
    event.preventDefault();
    event.stopPropagation();
    if (kept) return;
    const button = event.submitter as HTMLButtonElement;
    button.ariaBusy = button.ariaDisabled = 'true';
    kept = event;
  },
  true,
);
self.takeEarlyPress = (submit) => {
  handed = true;
  if (!kept) return;
  const press = kept;
  void submit(press as unknown as FormEvent<HTMLFormElement>).finally(() => {
    const button = press.submitter as HTMLButtonElement;
    button.ariaDisabled = null;
    if (!button.disabled) button.ariaBusy = null;
  });
};
