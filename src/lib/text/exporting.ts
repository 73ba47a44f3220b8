/** A statement's export while it runs: progress, cancelling and its outcome (texts the spec lacks). */
export const exporting = {
  cancel: 'Cancel',
  cancelling: 'Cancelling after this page…',
  progress: (page: number, pages: number, rows: number) =>
    `Exporting: page ${page} of ${pages} (${rows} ${rows === 1 ? 'row' : 'rows'})`,
  starting: 'Exporting: asking for page 1…',
  done: (file: string, rows: number) => `Downloaded ${file} with ${rows} ${rows === 1 ? 'row' : 'rows'}.`,
  cancelled: 'Export cancelled. Nothing was downloaded.',
  failed: (page: number, pages: number, rows: number) =>
    `The export stopped at page ${page} of ${pages}. The ${rows} ${rows === 1 ? 'row' : 'rows'} fetched so far are kept: Try again goes on from page ${page}.`,
} as const;
