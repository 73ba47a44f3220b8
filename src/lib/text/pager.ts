export const pager = {
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
