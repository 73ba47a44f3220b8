import type * as en from '../subscriptions.ts';
import type { Translation } from '../translation.ts';

export const subscriptions: Translation<typeof en.subscriptions> = {
  cancelHeading: (name) => `${name} पैकेज रद्द करने की स्थिति में`,
  status: { 0: 'निष्क्रिय', 1: 'सक्रिय', 2: 'रद्द', 3: 'रद्द करने का अनुरोध', 4: 'समाप्त' },
  reason: 'कारण',
  columns: {
    username: 'यूज़रनेम',
    doneBy: 'सब्सक्रिप्शन किसने किया',
    package: 'पैकेज का नाम',
    price: 'कीमत',
    amountPaid: 'भुगतान की गई राशि',
    maxPti: 'अधिकतम PTI',
    activationDate: 'एक्टिवेशन की तारीख',
    status: 'स्थिति',
    action: 'कार्रवाई',
  },
  cancel: 'रद्द करें',
  cancelNamed: (name) => `${name} सब्सक्रिप्शन रद्द करें`,
  submit: 'जमा करें',
  cancelled: 'रद्द करने का अनुरोध भेज दिया गया।',
  loadFailed: 'आपके सब्सक्रिप्शन लोड नहीं हो सके।',
  tableLabel: 'सब्सक्रिप्शन',
};
