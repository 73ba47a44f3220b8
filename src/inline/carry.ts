/**
 * Sign-in pages: a language switch click carries what was typed in the form (not passwords, PINs or
 * codes) to the same page in the other language, where it is put back into the empty fields as if
 * typed there (sessionStorage `carry`, read once).
 */
import { languages } from './paths.ts';

const page = languages(document.currentScript as HTMLScriptElement).unprefixed(location.pathname);
const carried = JSON.parse(sessionStorage.carry || 'null') as [string, Record<string, string>] | null;
delete sessionStorage.carry;
addEventListener(
  'click',
  (event) => {
    if (!(event.target as Element).closest?.('[data-lang]')) return;
    const typed: Record<string, string> = {};
    for (const input of document.querySelectorAll<HTMLInputElement>('input[name]'))
      if (/^(text|email|tel)$/.test(input.type) && !/pin|otp|pass|code/i.test(input.name))
        typed[input.name] = input.value;
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
