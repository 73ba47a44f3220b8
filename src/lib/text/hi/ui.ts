import type * as en from '../ui.ts';
import type { Translation } from '../translation.ts';

export const ui: Translation<typeof en.ui> = {
  renderFailed: 'पेज का यह हिस्सा दिखाया नहीं जा सका। कृपया फिर से कोशिश करें।',
  close: 'बंद करें',
  loading: 'लोड हो रहा है',
  notifications: 'सूचनाएँ',
  toastsWaiting: (n) => `${n} और`,
  successPrefix: 'सफल: ',
  errorPrefix: 'त्रुटि: ',
  digitOf: (index, length) => `${length} में से अंक ${index}`,
  chooseFile: 'फ़ाइल चुनें',
  chooseFiles: 'फ़ाइलें चुनें',
  changeFile: 'बदलें',
  noFile: 'कोई फ़ाइल नहीं चुनी गई',
  remove: 'हटाएँ',
  removeFile: (name) => `${name} हटाएँ`,
  pagination: 'पेज नेविगेशन',
  first: 'पहला',
  previous: 'पिछला',
  next: 'अगला',
  last: 'आख़िरी',
  page: (n) => `पेज ${n}`,
  showingRange: (from, to, total) => `${total} में से ${from}–${to}`,
  goToPage: 'पेज पर जाएँ',
  go: 'जाएँ',
  details: 'विवरण',
};
