import type * as en from '../statement.ts';
import type { Translation } from '../translation.ts';

/** "1 पंक्ति", "2 पंक्तियाँ". */
const rowsOf = (rows: number) => `${rows} ${rows === 1 ? 'पंक्ति' : 'पंक्तियाँ'}`;

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
  cancel: 'रद्द करें',
  cancelling: 'इस पेज के बाद रद्द हो रहा है…',
  progress: (page, pages, rows) => `एक्सपोर्ट हो रहा है: ${pages} में से पेज ${page} (${rowsOf(rows)})`,
  starting: 'एक्सपोर्ट हो रहा है: पेज 1 मँगाया जा रहा है…',
  done: (file, rows) => `${file} डाउनलोड हो गई (${rowsOf(rows)})।`,
  cancelled: 'एक्सपोर्ट रद्द हो गया। कुछ भी डाउनलोड नहीं हुआ।',
  failed: (page, pages, rows) =>
    `एक्सपोर्ट ${pages} में से पेज ${page} पर रुक गया। अब तक मिली ${rowsOf(rows)} सुरक्षित: "फिर से कोशिश करें" पेज ${page} से आगे बढ़ता है।`,
  printedRange: (from, to) => `तारीखें: ${from || 'कोई भी'} से ${to || 'कोई भी'} तक`,
  allDates: 'सभी तारीखें',
  printedOn: (day) => `प्रिंट किया गया ${day}`,
};
