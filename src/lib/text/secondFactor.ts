/** The second factor's names (withdraw, cancel, profile security changes). */
export const secondFactor = {
  label: { otp: 'OTP', mpin: 'MPIN', authenticator: 'Authenticator Code' },
} as const;
