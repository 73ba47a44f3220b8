import type * as en from '../shareLink.ts';
import type { Translation } from '../translation.ts';

export const shareLink: Translation<typeof en.shareLink> = {
  referralCopied: 'रेफ़रल लिंक क्लिपबोर्ड पर कॉपी हो गया।',
  share: 'शेयर करें',
  referralMessage: 'मेंबर पोर्टल पर मेरी टीम से जुड़ें',
  copyFailed: 'यहाँ कॉपी करना संभव नहीं है। लिंक चुना हुआ है: इसे कीबोर्ड से या देर तक दबाकर कॉपी करें।',
  shareOn: {
    facebook: 'Facebook',
    twitter: 'Twitter',
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    linkedin: 'LinkedIn',
    mail: 'मेल',
  },
  shareVia: (network, title) => `${title} ${network} पर शेयर करें (नए टैब में खुलता है)`,
  mailVia: (title) => `${title} मेल से भेजें`,
  nativeShare: 'इससे शेयर करें…',
  showQr: 'QR कोड दिखाएँ',
  hideQr: 'QR कोड छिपाएँ',
  qrLabel: (title) => `${title} का QR कोड`,
};
