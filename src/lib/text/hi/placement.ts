import type * as en from '../placement.ts';
import type { Translation } from '../translation.ts';

export const placement: Translation<typeof en.placement> = {
  sideTaken: (reason, other) =>
    `${reason} ${other} चुनें, या अपने स्पॉन्सर से पूछें कि आपको किस सदस्य के नीचे रखा जाए और पैरेंट में उनका यूज़रनेम डालें।`,
  bothTaken: (reason, parent) =>
    `${reason} ${parent} के नीचे दोनों स्थान भरे हुए हैं। अपने स्पॉन्सर से पूछें कि आपको किस सदस्य के नीचे रखा जाए और पैरेंट में उनका यूज़रनेम डालें।`,
  placementRefused: (reason) => `${reason} अपने स्पॉन्सर से पूछें कि आपको किस सदस्य के नीचे रखा जाए और पैरेंट में उनका यूज़रनेम डालें।`,
  staleLink: (reason, parent, sponsor) =>
    `${reason} ${parent} के नीचे की यह जगह अभी-अभी भर गई: ${sponsor} से नया लिंक माँगें।`,
  invitedBy: (info) => `${info} ने आपको आमंत्रित किया है`,
};
