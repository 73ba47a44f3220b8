export const subscriptions = {
  cancelHeading: (name: string) => `In case of Cancellation of ${name} Package`,
  status: { 0: 'Inactive', 1: 'Active', 2: 'Cancelled', 3: 'Cancellation Requested', 4: 'Expired' } as Record<
    number,
    string
  >,
  reason: 'Reason',
  columns: {
    username: 'Username',
    doneBy: 'Subscription Done By',
    package: 'Package Name',
    price: 'Price',
    amountPaid: 'Amount Paid',
    maxPti: 'Max PTI',
    activationDate: 'Activation Date',
    status: 'Status',
    action: 'Action',
  },
  cancel: 'Cancel',
  cancelNamed: (name: string) => `Cancel ${name} subscription`,
  submit: 'Submit',
  cancelled: 'Cancellation request submitted.',
  loadFailed: 'Your subscriptions could not be loaded.',
  tableLabel: 'Subscriptions',
} as const;
