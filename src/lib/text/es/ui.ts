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
};
