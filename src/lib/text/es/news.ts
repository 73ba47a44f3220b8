import type * as en from '../news.ts';
import type { Translation } from '../translation.ts';

export const news: Translation<typeof en.news> = {
  control: (unread) => (unread ? `Noticias, ${unread} sin leer` : 'Noticias'),
  unread: (unread) => `${unread} sin leer`,
  loading: 'Cargando noticias',
  empty: 'Todavía no hay noticias.',
  listLabel: 'Noticias',
  title: 'Noticias',
  loadFailed: 'No se pudieron cargar las noticias.',
  count: (index, total) => `${index} de ${total}`,
  next: 'Siguiente noticia',
};
