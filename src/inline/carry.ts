/**
 * Sign-in pages: a language switch click carries what was typed in the form (an allow-list of
 * harmless fields: never passwords, PINs or codes) to the same page in the other language, where it
 * is put back into the empty fields as if typed there (sessionStorage `carry`, read once).
 */
import { languages } from './paths.ts';

// Only fields that are harmless to keep in the tab: never a password, MPIN or code, whatever a
// field is named or typed (sign-in step 2's code field is named `credential`).
const CARRIED = /^(name|username|email|phone|country|sponsor|parent|position)$/;

const page = languages(document.currentScript as HTMLScriptElement).unprefixed(location.pathname);
const carried = JSON.parse(sessionStorage.carry || 'null') as [string, Record<string, string>] | null;
delete sessionStorage.carry;
addEventListener(
  'click',
  (event) => {
    if (!(event.target as Element).closest?.('[data-lang]')) return;
    const typed: Record<string, string> = {};
    for (const input of document.querySelectorAll<HTMLInputElement>('input[name]'))
      if (CARRIED.test(input.name)) typed[input.name] = input.value;
    sessionStorage.carry = JSON.stringify([page, typed]);
  },
  true,
);
if (carried?.[0] === page)
  addEventListener('DOMContentLoaded', () => {
    // Set as typing sets it, so the form's island (React) sees the value as the member's own.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const [name, value] of Object.entries(carried[1])) {
      const input = document.getElementsByName(name)[0] as HTMLInputElement | undefined;
      if (!input || input.value) continue;
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
