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
};
