import type * as en from '../secondFactor.ts';
import type { Translation } from '../translation.ts';

export const secondFactor: Translation<typeof en.secondFactor> = {
  label: { otp: 'OTP', mpin: 'MPIN', authenticator: 'Código de autenticador' },
  verifyAccount: 'Verifica tu cuenta',
  requestOtp: 'Solicitar OTP',
  resendAfter: (seconds) => `Vuelve a solicitarlo en ${seconds} s`,
  codeSent: 'OTP enviado a tu correo registrado.',
};
