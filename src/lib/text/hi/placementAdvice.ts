import type * as en from '../placementAdvice.ts';
import type { Translation } from '../translation.ts';

export const placementAdvice: Translation<typeof en.placementAdvice> = {
  sideTaken: (reason, other) =>
    `${reason} ${other} चुनें, या अपने स्पॉन्सर से पूछें कि आपको किस सदस्य के नीचे रखा जाए और पैरेंट में उनका यूज़रनेम डालें।`,
  bothTaken: (reason, parent) =>
    `${reason} ${parent} के नीचे दोनों स्थान भरे हुए हैं। अपने स्पॉन्सर से पूछें कि आपको किस सदस्य के नीचे रखा जाए और पैरेंट में उनका यूज़रनेम डालें।`,
  placementRefused: (reason) => `${reason} अपने स्पॉन्सर से पूछें कि आपको किस सदस्य के नीचे रखा जाए और पैरेंट में उनका यूज़रनेम डालें।`,
  linkOtherSide: (reason, other, sponsor) =>
    `${reason} उसी सदस्य के नीचे दूसरी जगह खाली है: ${other} चुनें, या ${sponsor} से नया लिंक माँगें।`,
  linkSponsorFree: (reason, parent, sponsor, side) =>
    `${reason} ${parent} के नीचे दोनों जगहें भरी हुई हैं, लेकिन ${sponsor} के ठीक नीचे ${side} जगह खाली है।`,
  linkFull: (reason, parent, sponsor) => `${reason} ${parent} के नीचे दोनों जगहें भरी हुई हैं: ${sponsor} से नया लिंक माँगें।`,
  joinTeam: (reason, sponsor, side) =>
    `${reason} आप फिर भी ${sponsor} की ${side} टीम में जुड़ सकते हैं: रजिस्टर करते समय आपको उसकी अगली खाली जगह मिलेगी।`,
  takePlace: (side, parent) => `${parent} के नीचे ${side} जगह लें`,
  joinTeamInstead: (sponsor, side) => `इसके बजाय ${sponsor} की ${side} टीम में जुड़ें`,
};
