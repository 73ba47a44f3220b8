import type * as en from '../withdrawalList.ts';
import type { Translation } from '../translation.ts';

export const withdrawalList: Translation<typeof en.withdrawalList> = {
  historyTitle: 'निकासी इतिहास',
  status: { 0: 'लंबित', 1: 'स्वीकृत', 2: 'अस्वीकृत' },
  bankName: 'बैंक का नाम',
  accountNumber: 'खाता संख्या',
  holderName: 'खाताधारक का नाम',
  ifsc: 'IFSC',
  network: 'नेटवर्क',
  address: 'पता',
  method: { bank: 'बैंक', crypto: 'क्रिप्टो' },
  columns: {
    code: 'कोड',
    method: 'तरीका',
    tnxHash: 'ट्रांज़ैक्शन हैश',
    scan: 'ट्रांज़ैक्शन हैश देखें',
    accountDetails: 'खाते का विवरण',
    amountFrom: 'भेजी गई राशि',
    amountTo: 'मिलने वाली राशि',
    netAmount: 'शुद्ध राशि',
    remarks: 'टिप्पणी',
    status: 'स्थिति',
    date: 'तारीख',
  },
  explorerHint: (hash) => ` ब्लॉक एक्सप्लोरर पर ट्रांज़ैक्शन ${hash} (नए टैब में खुलता है)`,
};
