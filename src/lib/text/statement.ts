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
  printedRange: (from: string, to: string) => `Dates: ${from || 'any'} to ${to || 'any'}`,
  allDates: 'All dates',
  printedOn: (day: string) => `Printed ${day}`,
} as const;
