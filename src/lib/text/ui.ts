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
  chooseFile: 'Choose file',
  chooseFiles: 'Choose files',
  changeFile: 'Change',
  noFile: 'No file chosen',
  remove: 'Remove',
  removeFile: (name: string) => `Remove ${name}`,
  pagination: 'Pagination',
  first: 'First',
  previous: 'Previous',
  next: 'Next',
  last: 'Last',
  page: (n: number) => `Page ${n}`,
  showingRange: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`,
  goToPage: 'Go to page',
  go: 'Go',
  /** A table row's disclosure button on narrow screens (the row's first key fact completes its name). */
  details: 'Details',
} as const;
