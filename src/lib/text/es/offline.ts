import type * as en from '../offline.ts';
import type { Translation } from '../translation.ts';

export const offline: Translation<typeof en.offline> = {
  title: 'Estás sin conexión',
  body: 'Esta página no está disponible sin conexión. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Intentar de nuevo',
  banner:
    'Estás sin conexión. Las páginas que ya abriste siguen funcionando, pero no se puede enviar nada hasta que vuelva la conexión.',
};
