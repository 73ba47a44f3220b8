import type * as en from '../pager.ts';
import type { Translation } from '../translation.ts';

export const pager: Translation<typeof en.pager> = {
  pagination: 'Paginación',
  first: 'Primera',
  previous: 'Anterior',
  next: 'Siguiente',
  last: 'Última',
  page: (n) => `Página ${n}`,
  showingRange: (from, to, total) => `Mostrando ${from}–${to} de ${total}`,
  goToPage: 'Ir a la página',
  go: 'Ir',
  details: 'Detalles',
};
