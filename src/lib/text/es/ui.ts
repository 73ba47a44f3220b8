import type * as en from '../ui.ts';
import type { Translation } from '../translation.ts';

export const ui: Translation<typeof en.ui> = {
  renderFailed: 'No se pudo mostrar esta parte de la página. Inténtalo de nuevo.',
  close: 'Cerrar',
  loading: 'Cargando',
  notifications: 'Notificaciones',
  toastsWaiting: (n) => `${n} más`,
  successPrefix: 'Éxito: ',
  errorPrefix: 'Error: ',
  digitOf: (index, length) => `Dígito ${index} de ${length}`,
  chooseFile: 'Elegir archivo',
  chooseFiles: 'Elegir archivos',
  changeFile: 'Cambiar',
  noFile: 'Ningún archivo elegido',
  remove: 'Quitar',
  removeFile: (name) => `Quitar ${name}`,
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
