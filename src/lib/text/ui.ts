export const ui = {
  close: 'Close',
  loading: 'Loading',
  notifications: 'Notifications',
  /** Under the one toast a phone shows: how many wait behind it. */
  toastsWaiting: (n: number) => `${n} more`,
  successPrefix: 'Success: ',
  errorPrefix: 'Error: ',
  digitOf: (index: number, length: number) => `Digit ${index} of ${length}`,
  pagination: 'Pagination',
  first: 'First',
  previous: 'Previous',
  next: 'Next',
  last: 'Last',
  page: (n: number) => `Page ${n}`,
  showingRange: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`,
  goToPage: 'Go to page',
  go: 'Go',
} as const;
