/** Statements of the paged lists (ledgers, subscriptions, deposits): the date range, the CSV export and printing (texts the spec lacks). */
export const statement = {
  filterLabel: 'Date range',
  from: 'From',
  to: 'To',
  clear: 'Clear dates',
  filterHint: 'Searches every page of the list. Export CSV and Print take every row within these dates.',
  invalidRange: 'The From date is after the To date.',
  noRowsInRange: 'No rows of the list fall in this date range.',
  searchStarting: 'Searching the list: asking for page 1…',
  searching: (page: number, pages: number, rows: number) =>
    `Searching the list: page ${page} of ${pages} (${rows} ${rows === 1 ? 'row' : 'rows'} read)`,
  searchStopped: (page: number, pages: number) =>
    `Search stopped after page ${page} of ${pages}: the rows below come from those pages only.`,
  searchRest: 'Search the rest',
  /** Before a search reads the whole list: "About 2,000 pages, about 13 minutes on this connection." */
  searchAsk: (pages: string, time: string) =>
    `Searching these dates reads the whole list: about ${pages} ${pages === '1' ? 'page' : 'pages'}, ${time} on this connection.`,
  readingTime: {
    seconds: (n: number) => `about ${n} seconds`,
    minutes: (n: number) => `about ${n} ${n === 1 ? 'minute' : 'minutes'}`,
    hours: (n: number) => `about ${n} ${n === 1 ? 'hour' : 'hours'}`,
  },
  searchRead: 'Read the whole list',
  searchFailed: (page: number, pages: number) =>
    `The search stopped at page ${page} of ${pages}; the rows below come from the pages before it. Try again goes on from page ${page}.`,
  /** "3 rows from 01-03-2026 to 31-03-2026"; either end may be open. */
  rowsInRange: (rows: number, from: string, to: string) =>
    `${rows} ${rows === 1 ? 'row' : 'rows'}${from ? ` from ${from}` : ''}${to ? ` to ${to}` : ''}`,
  /** On paper without a range: which rows the printed page holds. */
  printedPage: (from: number, to: number, total: number) => `Rows ${from}–${to} of ${total}, this page`,
  exportCsv: 'Export CSV',
  print: 'Print',
  printedRange: (from: string, to: string) => `Dates: ${from || 'any'} to ${to || 'any'}`,
  allDates: 'All dates',
  printedOn: (day: string) => `Printed ${day}`,
} as const;
