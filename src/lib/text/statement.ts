/** Statements of the paged lists (ledgers, subscriptions, deposits): the date range, the CSV export and printing (texts the spec lacks). */
export const statement = {
  filterLabel: 'Date range',
  from: 'From',
  to: 'To',
  clear: 'Clear dates',
  filterHint: 'Filters the rows on screen. Export CSV takes every page of the list within these dates.',
  invalidRange: 'The From date is after the To date.',
  noRowsInRange: 'No rows on this page fall in this date range.',
  exportCsv: 'Export CSV',
  print: 'Print',
  cancel: 'Cancel',
  cancelling: 'Cancelling after this page…',
  progress: (page: number, pages: number, rows: number) =>
    `Exporting: page ${page} of ${pages} (${rows} ${rows === 1 ? 'row' : 'rows'})`,
  starting: 'Exporting: asking for page 1…',
  done: (file: string, rows: number) => `Downloaded ${file} with ${rows} ${rows === 1 ? 'row' : 'rows'}.`,
  cancelled: 'Export cancelled. Nothing was downloaded.',
  failed: (page: number, pages: number, rows: number) =>
    `The export stopped at page ${page} of ${pages}. The ${rows} ${rows === 1 ? 'row' : 'rows'} fetched so far are kept: Try again goes on from page ${page}.`,
  printedRange: (from: string, to: string) => `Dates: ${from || 'any'} to ${to || 'any'}`,
  allDates: 'All dates',
  printedOn: (day: string) => `Printed ${day}`,
} as const;
