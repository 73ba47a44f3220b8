export const ui = {
  /** An island failed to draw (a fault in the portal itself, not the member's doing); member pages only. */
  renderFailed: 'This part of the page could not be shown. Please try again.',
  close: 'Close',
  loading: 'Loading',
  notifications: 'Notifications',
  /** Under the one toast a phone shows: how many wait behind it. */
  toastsWaiting: (n: number) => `${n} more`,
  successPrefix: 'Success: ',
  errorPrefix: 'Error: ',
  digitOf: (index: number, length: number) => `Digit ${index} of ${length}`,
} as const;
