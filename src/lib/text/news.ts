/**
 * News: the header's control and the news list (the spec names the pop-ups only). The list's title
 * and failure are the pop-ups' (`dashboard.news`, `dashboard.newsLoadFailed`). A catalogue part
 * imports no other part: that would bundle the whole catalogue into the shared chunk.
 */
export const news = {
  /** The header control's name, with the unread count when there is one. */
  control: (unread: number | null) => (unread ? `News, ${unread} unread` : 'News'),
  /** Under the list's title. */
  unread: (unread: number) => `${unread} unread`,
  loading: 'Loading news',
  empty: 'There is no news yet.',
  listLabel: 'News items',
} as const;
