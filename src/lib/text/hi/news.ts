import type * as en from '../news.ts';
import type { Translation } from '../translation.ts';

export const news: Translation<typeof en.news> = {
  control: (unread) => (unread ? `समाचार, ${unread} अपठित` : 'समाचार'),
  unread: (unread) => `${unread} अपठित`,
  loading: 'समाचार लोड हो रहे हैं',
  empty: 'अभी कोई समाचार नहीं है।',
  listLabel: 'समाचार',
  title: 'समाचार',
  loadFailed: 'समाचार लोड नहीं हो सके।',
  count: (index, total) => `${total} में से ${index}`,
  next: 'अगला समाचार',
};
