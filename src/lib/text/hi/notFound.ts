import type * as en from '../notFound.ts';
import type { Translation } from '../translation.ts';

export const notFound: Translation<typeof en.notFound> = {
  title: 'लगता है आप रास्ता भटक गए हैं',
  body: 'आप जो पेज ढूँढ रहे हैं, वह उपलब्ध नहीं है!',
  home: 'होम पर जाएँ',
};
