import type * as en from '../exporting.ts';
import type { Translation } from '../translation.ts';

/** "1 पंक्ति", "2 पंक्तियाँ". */
const rowsOf = (rows: number) => `${rows} ${rows === 1 ? 'पंक्ति' : 'पंक्तियाँ'}`;

export const exporting: Translation<typeof en.exporting> = {
  cancel: 'रद्द करें',
  cancelling: 'इस पेज के बाद रद्द हो रहा है…',
  progress: (page, pages, rows) => `एक्सपोर्ट हो रहा है: ${pages} में से पेज ${page} (${rowsOf(rows)})`,
  starting: 'एक्सपोर्ट हो रहा है: पेज 1 मँगाया जा रहा है…',
  done: (file, rows) => `${file} डाउनलोड हो गई (${rowsOf(rows)})।`,
  cancelled: 'एक्सपोर्ट रद्द हो गया। कुछ भी डाउनलोड नहीं हुआ।',
  failed: (page, pages, rows) =>
    `एक्सपोर्ट ${pages} में से पेज ${page} पर रुक गया। अब तक मिली ${rowsOf(rows)} सुरक्षित: "फिर से कोशिश करें" पेज ${page} से आगे बढ़ता है।`,
};
