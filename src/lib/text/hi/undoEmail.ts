import type * as en from '../undoEmail.ts';
import type { Translation } from '../translation.ts';

export const undoEmail: Translation<typeof en.undoEmail> = {
  explain:
    'इससे आपके खाते का वह ई-मेल पता वापस आ जाएगा जो हाल के बदलाव से पहले था, और हर सत्र से साइन आउट हो जाएगा, आपका भी और किसी और का भी। इसके बाद नया पासवर्ड सेट करें।',
  restore: 'मेरा ई-मेल पता वापस लाएँ',
  incomplete: 'यह लिंक अधूरा है। ई-मेल से पूरा लिंक खोलें, या पूरा लिंक कॉपी करके एड्रेस बार में डालें।',
  resetHint: (forgot) => `साइन-इन पेज पर नया पासवर्ड सेट करने के लिए “${forgot}” चुनें।`,
  signIn: 'साइन इन पर जाएँ',
};
