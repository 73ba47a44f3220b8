import type * as en from '../placement.ts';
import type { Translation } from '../translation.ts';

export const placement: Translation<typeof en.placement> = {
  willJoin: (sponsor, side) => `आप ${sponsor} की ${side} टीम में जुड़ेंगे।`,
  autoNote: 'आपका स्पॉन्सर और साइड काफ़ी हैं: रजिस्टर करते समय आपको उस साइड की अगली खाली जगह मिलेगी।',
  placedAt: (side, parent) => `आपको ${parent} के नीचे ${side} ओर रखा गया है।`,
  sides: { L: 'बाईं', R: 'दाईं' },
  invitedBy: (info) => `${info} ने आपको आमंत्रित किया है`,
};
