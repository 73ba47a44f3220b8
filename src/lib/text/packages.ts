export const packages = {
  maxPti: 'Max PTI',
  minimumJobsIncome: 'Minimum Jobs Income(microjobs)',
  perJobsAmount: 'Per Jobs Amount',
  buy: 'Buy',
  warning: 'Warning',
  areYouSure: 'Are You Sure To Buy This Package ?',
  balanceLine: (title: string, value: string) => `Your ${title} : ${value}`,
  buyDialog: 'Buy Pakage',
  investmentAmount: 'Investment Amount',
  amountRange: 'Amount Should be b/w range!!!',
  amountHint: (min: string, max: string) => `Investment Amount Should be Between ${min} and ${max}`,
  subscribed: 'Package Subscribed Successfully',
  username: 'Username',
  loading: 'Loading packages',
  loadFailed: 'The packages could not be loaded.',
  none: 'No packages are available right now.',
  selected: 'Selected',
  checking: 'Checking',
  available: 'Available',
  notAvailable: 'Not Available',
  buyNamed: (name: string) => `Buy ${name}`,
  redirecting: 'Taking you to your subscription history…',
  listLabel: 'Packages',
  /** The purchase request's field rules (the server answers the same words). */
  invalid: {
    amount: 'The amount must be a number.',
    packageId: 'The package id is invalid.',
    username: 'The username field is required.',
  },
  lowBalance: (balance: string) =>
    `Your Pay In Wallet balance (${balance}) is not enough for this package. Deposit first, then buy.`,
  deposit: 'Deposit',
  /** A package for another member moves value out of the account: it waits out the hold after a security change. */
  forOtherHeld: (until: string) =>
    `Buying a package for another member is on hold until ${until} because a security setting of your account changed. A package for yourself can be bought now.`,
  forOtherCode: (username: string) => `A package for ${username} is paid from your wallet: confirm with your code.`,
} as const;
