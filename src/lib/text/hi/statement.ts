import type * as en from '../statement.ts';
import type { Translation } from '../translation.ts';

export const statement: Translation<typeof en.statement> = {
  filterLabel: 'तारीख की सीमा',
  from: 'से',
  to: 'तक',
  clear: 'तारीखें हटाएँ',
  filterHint: 'स्क्रीन पर दिख रही पंक्तियों को छाँटता है। CSV एक्सपोर्ट इन तारीखों के भीतर सूची के सभी पेज लेता है।',
  invalidRange: '"से" वाली तारीख "तक" वाली तारीख के बाद है।',
  noRowsInRange: 'इस पेज की कोई पंक्ति इस तारीख सीमा में नहीं आती।',
  exportCsv: 'CSV एक्सपोर्ट करें',
  print: 'प्रिंट करें',
  printedRange: (from, to) => `तारीखें: ${from || 'कोई भी'} से ${to || 'कोई भी'} तक`,
  allDates: 'सभी तारीखें',
  printedOn: (day) => `प्रिंट किया गया ${day}`,
};
