/**
 * News: the header's control and the news list (the spec names the pop-ups only), the title and
 * failure the list and the dashboard's pop-ups share, and the pop-ups' count and Next. A catalogue
 * part imports no other part: that would bundle the whole catalogue into the shared chunk.
 */
export const news = {
  /** The header control's name, with the unread count when there is one. */
  control: (unread: number | null) => (unread ? `News, ${unread} unread` : 'News'),
  /** Under the list's title. */
  unread: (unread: number) => `${unread} unread`,
  loading: 'Loading news',
  empty: 'There is no news yet.',
  listLabel: 'News items',
  /** The news list's and the pop-ups' title. */
  title: 'News',
  loadFailed: 'The news could not be loaded.',
  count: (index: number, total: number) => `${index} of ${total}`,
  next: 'Next news',
} as const;
