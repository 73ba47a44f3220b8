export const withdrawals = {
  setAccount: 'Set Account Details. Go to profile setting',
  insufficient: 'Insufficient Balance',
  note: 'Note',
  notePaid: (amount: string) => `Paid users may withdraw once the wallet reaches ${amount}.`,
  noteFree: (amount: string) => `Free users may withdraw once the wallet reaches ${amount}.`,
  accountDetails: 'Account Details',
  accountType: 'Account Type',
  amount: 'Amount',
  belowMinimum: (short: string, minimum: string) => `${short} more to reach the ${minimum} minimum.`,
  next: 'Next',
  withdraw: 'Withdraw',
  /** After the request went through (the server's words; the other languages say it in theirs). */
  requested: 'Withdrawal request submitted successfully.',
  codeHint: (length: number) => `Enter the ${length}-digit code.`,
  loadFailed: 'The withdrawal details could not be loaded.',
  // Not in the spec: the hold that follows a security change (the server refuses withdrawals meanwhile).
  holdTitle: 'Withdrawals are on hold',
  holdUntil: (when: string) =>
    `A security setting of your account changed (sign-in verification, 2FA, password, MPIN or withdraw account), so withdrawals are held until ${when}.`,
  holdNotYou:
    "If this wasn't you, change your password at once (this signs out every other session) and raise a support ticket.",
  /** The withdrawal request's field rules (the server answers the same words). */
  invalid: {
    amount: 'The amount must be a number.',
    amountPositive: 'The amount must be greater than 0.',
  },
} as const;
