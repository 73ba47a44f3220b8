/**
 * News: the header's control and the news list. The spec names the pop-ups only ('News'); the other
 * texts are the portal's own.
 */
export const news = {
  title: 'News',
  /** The header control's name, with the unread count when there is one. */
  control: (unread: number | null) => (unread ? `News, ${unread} unread` : 'News'),
  loadFailed: 'The news could not be loaded.',
  loading: 'Loading news',
  empty: 'There is no news yet.',
  listLabel: 'News items',
} as const;
