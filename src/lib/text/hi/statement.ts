import type * as en from '../statement.ts';
import type { Translation } from '../translation.ts';

export const statement: Translation<typeof en.statement> = {
  filterLabel: 'तारीख की सीमा',
  from: 'से',
  to: 'तक',
  clear: 'तारीखें हटाएँ',
  filterHint: 'सूची के सभी पेजों में खोजता है। CSV एक्सपोर्ट और प्रिंट इन तारीखों के भीतर की सभी पंक्तियाँ लेते हैं।',
  invalidRange: '"से" वाली तारीख "तक" वाली तारीख के बाद है।',
  noRowsInRange: 'सूची की कोई पंक्ति इस तारीख सीमा में नहीं आती।',
  searchStarting: 'सूची में खोज रहे हैं: पेज 1 माँगा जा रहा है…',
  searching: (page, pages, rows) => `सूची में खोज रहे हैं: पेज ${page} / ${pages} (${rows} पंक्तियाँ पढ़ीं)`,
  searchStopped: (page, pages) => `खोज पेज ${page} / ${pages} के बाद रोकी गई: नीचे की पंक्तियाँ केवल उन्हीं पेजों से हैं।`,
  searchRest: 'बाकी में खोजें',
  searchAsk: (pages, time) => `इन तारीखों में खोजने के लिए पूरी सूची पढ़ी जाएगी: लगभग ${pages} पेज, इस कनेक्शन पर ${time}।`,
  readingTime: {
    seconds: (n) => `लगभग ${n} सेकंड`,
    minutes: (n) => `लगभग ${n} मिनट`,
    hours: (n) => `लगभग ${n} घंटे`,
  },
  searchRead: 'पूरी सूची पढ़ें',
  searchFailed: (page, pages) =>
    `खोज पेज ${page} / ${pages} पर रुक गई; नीचे की पंक्तियाँ उससे पहले के पेजों से हैं। फिर से कोशिश करें पेज ${page} से आगे बढ़ता है।`,
  rowsInRange: (rows, from, to) => `${rows} पंक्तियाँ${from ? ` ${from} से` : ''}${to ? ` ${to} तक` : ''}`,
  printedPage: (from, to, total) => `पंक्तियाँ ${from}–${to} / ${total}, यह पेज`,
  exportCsv: 'CSV एक्सपोर्ट करें',
  print: 'प्रिंट करें',
  printedRange: (from, to) => `तारीखें: ${from || 'कोई भी'} से ${to || 'कोई भी'} तक`,
  allDates: 'सभी तारीखें',
  printedOn: (day) => `प्रिंट किया गया ${day}`,
};
