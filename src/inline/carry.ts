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
    for (const field of document.querySelectorAll<HTMLInputElement>('input[name],select[name]'))
      if (CARRIED.test(field.name)) typed[field.name] = field.value;
    sessionStorage.carry = JSON.stringify([page, typed]);
  },
  true,
);
if (carried?.[0] === page)
  addEventListener('DOMContentLoaded', () => {
    // Set as typing sets it, so the form's island (React) sees the value as the member's own.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const [name, value] of Object.entries(carried[1])) {
      const input = document.getElementsByName(name)[0] as HTMLInputElement | HTMLSelectElement | undefined;
      if (!input || input.value) continue;
      if (input instanceof HTMLSelectElement) {
        // A list's options (the countries) come with the island's answer: chosen once the carried one
        // is there, unless the member chose first.
        const choose = () => {
          if (input.value || !input.querySelector(`option[value="${CSS.escape(value)}"]`)) return !!input.value;
          input.value = value;
          input.dispatchEvent(new Event('change', { bubbles: true }));
          return true;
        };
        if (!choose()) {
          const watch = new MutationObserver(() => choose() && watch.disconnect());
          watch.observe(input, { childList: true });
        }
        continue;
      }
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
