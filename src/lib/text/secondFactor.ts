/** The second factor and its 'Verify Your Account' modal (withdraw, cancel, profile security changes). */
export const secondFactor = {
  label: { otp: 'OTP', mpin: 'MPIN', authenticator: 'Authenticator Code' },
  verifyAccount: 'Verify Your Account',
  requestOtp: 'Request OTP',
  resendAfter: (seconds: number) => `Resend request after ${seconds} sec`,
  codeSent: 'OTP sent to your registered e-mail.',
} as const;
