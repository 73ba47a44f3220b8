import type * as en from '../rankDetails.ts';
import type { Translation } from '../translation.ts';

export const rankDetails: Translation<typeof en.rankDetails> = {
  showing: (from, to, total) => `${total} में से ${from} से ${to} तक के परिणाम`,
  showingPages: (from, to, current, last) => `${from} से ${to} तक, ${last} में से पेज ${current}`,
  title: 'अगली रैंक तक की प्रगति',
  of: (current, target, percent) => `${target} में से ${current} (${percent}%)`,
  toGo: (amount) => `${amount} बाकी`,
  reached: 'हासिल',
  allReached: 'सभी रैंक हासिल हो चुकी हैं।',
  weakerLeg: (side, business, other) => `आपका कमज़ोर लेग ${side} लेग है: इसका बिज़नेस ${business} है, दूसरे लेग का ${other}।`,
  nextFreePlace: (side) => `${side} लेग में अगली खाली जगह`,
  loadFailed: 'अगली रैंक तक की प्रगति लोड नहीं हो सकी।',
  leg: { L: 'बायाँ', R: 'दायाँ' },
};
