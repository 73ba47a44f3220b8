/**
 * The language the member chose, remembered on the device (localStorage `lang`, set by a click on the
 * language switch, a link with `data-lang`): a page opened in another language is replaced at once by
 * the same page in the chosen one (query and fragment kept; a switch click keeps them too).
 */
import { languages } from './paths.ts';

const { codes, fallback, unprefixed } = languages(document.currentScript as HTMLScriptElement);

let chosen: string | undefined;
try {
  chosen = localStorage.lang as string | undefined;
} catch {
  // Storage refused (a private mode): the page's own language stays.
}
if (chosen && codes.includes(chosen) && chosen !== document.documentElement.lang) {
  const prefix = chosen === fallback ? '' : `/${chosen}`;
  location.replace(prefix + unprefixed(location.pathname) + location.search + location.hash);
}
addEventListener(
  'click',
  (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('[data-lang]');
    if (!link) return;
    link.search = location.search;
    link.hash = location.hash;
    try {
      localStorage.lang = link.dataset.lang;
    } catch {
      // Not remembered; the link still goes to the other language.
    }
  },
  true,
);
