import type * as en from '../notFound.ts';
import type { Translation } from '../translation.ts';

export const notFound: Translation<typeof en.notFound> = {
  title: 'Parece que te perdiste',
  body: '¡La página que buscas no está disponible!',
  home: 'Ir al inicio',
};
