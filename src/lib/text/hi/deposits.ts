import type * as en from '../deposits.ts';
import type { Translation } from '../translation.ts';

export const deposits: Translation<typeof en.deposits> = {
  addressCopied: 'डिपॉज़िट पता क्लिपबोर्ड पर कॉपी हो गया।',
  syncBalance: 'बैलेंस सिंक करें',
  bep20Only: 'इस पते पर केवल BEP20 नेटवर्क पर USDT भेजें। दूसरे नेटवर्क से भेजी गई राशि जमा नहीं होती।',
  status: { 0: 'लंबित', 1: 'सफल' },
  statusOther: 'त्रुटि',
  addressTitle: 'डिपॉज़िट पता',
  network: 'USDT · BEP20 (BNB Smart Chain)',
  noticeTitle: 'केवल BEP20',
  qrLabel: 'डिपॉज़िट पते का QR कोड',
  copyAddress: 'कॉपी करें',
  copyAddressName: 'डिपॉज़िट पता',
  copyFailed: 'यहाँ कॉपी करना संभव नहीं है। पता चुना हुआ है: इसे कीबोर्ड से या देर तक दबाकर कॉपी करें।',
  noAddress: 'आपके खाते को अभी तक कोई डिपॉज़िट पता नहीं मिला है। कृपया सपोर्ट टिकट बनाएँ।',
  historyTitle: 'डिपॉज़िट इतिहास',
  tableLabel: 'डिपॉज़िट',
  columns: { thash: 'ट्रांज़ैक्शन हैश', amount: 'राशि', status: 'स्थिति', created_at: 'तारीख' },
  explorerHint: ' BscScan पर (नए टैब में खुलता है)',
  empty: 'अभी कोई डिपॉज़िट नहीं।',
  loadFailed: 'आपके डिपॉज़िट लोड नहीं हो सके।',
  pageFailed: 'डिपॉज़िट का यह पेज लोड नहीं हो सका।',
  synced: 'बैलेंस सिंक हो गया।',
};
