import type * as en from '../rankDetails.ts';
import type { Translation } from '../translation.ts';

export const rankDetails: Translation<typeof en.rankDetails> = {
  showing: (from, to, total) => `${total} में से ${from} से ${to} तक के परिणाम`,
  showingPages: (from, to, current, last) => `${from} से ${to} तक, ${last} में से पेज ${current}`,
  title: 'अगली रैंक तक की प्रगति',
  business: (amount) => `आपका मैचिंग बिज़नेस: ${amount}`,
  counted: (side) => `आपके कमज़ोर लेग (${side} लेग) पर, शुरू से अब तक गिना गया।`,
  countedSince: (side, date) => `आपके कमज़ोर लेग (${side} लेग) पर, ${date} से गिना गया।`,
  target: (target, percent) => `लक्ष्य ${target} (${percent}%)`,
  toGo: (amount) => `${amount} बाकी`,
  reached: 'हासिल',
  allReached: 'सभी रैंक हासिल हो चुकी हैं।',
  nextFreePlace: (side) => `${side} लेग में अगली खाली जगह`,
  loadFailed: 'अगली रैंक तक की प्रगति लोड नहीं हो सकी।',
  leg: { L: 'बायाँ', R: 'दायाँ' },
};
