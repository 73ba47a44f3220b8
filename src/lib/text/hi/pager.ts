import type * as en from '../pager.ts';
import type { Translation } from '../translation.ts';

export const pager: Translation<typeof en.pager> = {
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
