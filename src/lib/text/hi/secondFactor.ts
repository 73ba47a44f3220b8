import type * as en from '../secondFactor.ts';
import type { Translation } from '../translation.ts';

export const secondFactor: Translation<typeof en.secondFactor> = {
  label: { otp: 'OTP', mpin: 'MPIN', authenticator: 'ऑथेंटिकेटर कोड' },
  verifyAccount: 'अपने खाते की पुष्टि करें',
  requestOtp: 'OTP मँगवाएँ',
  resendAfter: (seconds) => `${seconds} सेकंड बाद फिर से मँगवाएँ`,
  codeSent: 'OTP आपके रजिस्टर्ड ई-मेल पर भेज दिया गया है।',
};
