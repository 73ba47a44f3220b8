import type * as en from '../withdrawals.ts';
import type { Translation } from '../translation.ts';

export const withdrawals: Translation<typeof en.withdrawals> = {
  setAccount: 'खाते का विवरण सेट करें। प्रोफ़ाइल सेटिंग पर जाएँ',
  insufficient: 'अपर्याप्त बैलेंस',
  note: 'नोट',
  notePaid: (amount) => `पेड यूज़र्स वॉलेट में ${amount} होने पर निकासी कर सकते हैं।`,
  noteFree: (amount) => `फ़्री यूज़र्स वॉलेट में ${amount} होने पर निकासी कर सकते हैं।`,
  accountDetails: 'खाते का विवरण',
  accountType: 'खाते का प्रकार',
  amount: 'राशि',
  belowMinimum: (short, minimum) => `${minimum} की न्यूनतम सीमा तक पहुँचने के लिए ${short} और चाहिए।`,
  next: 'आगे',
  withdraw: 'निकासी करें',
  requested: 'निकासी का अनुरोध सफलतापूर्वक भेज दिया गया।',
  codeHint: (length) => `${length} अंकों का कोड डालें।`,
  loadFailed: 'निकासी का विवरण लोड नहीं हो सका।',
  holdTitle: 'निकासी रोकी गई है',
  holdUntil: (when) =>
    `आपके खाते की एक सुरक्षा सेटिंग बदली है (साइन-इन सत्यापन, 2FA, पासवर्ड, MPIN या निकासी खाता), इसलिए ${when} तक निकासी रोकी गई है।`,
  holdNotYou: 'अगर यह आपने नहीं किया, तो तुरंत अपना पासवर्ड बदलें (इससे बाकी सभी सेशन साइन आउट हो जाते हैं) और सपोर्ट टिकट बनाएँ।',
  invalid: {
    amount: 'राशि एक संख्या होनी चाहिए।',
    amountPositive: 'राशि 0 से ज़्यादा होनी चाहिए।',
  },
};
