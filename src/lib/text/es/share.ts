import type * as en from '../share.ts';
import type { Translation } from '../translation.ts';

export const share: Translation<typeof en.share> = {
  title: 'Únete al Portal de Miembros',
  description: 'Crea tu cuenta en un minuto y únete a mi equipo.',
  imageAlt: 'Únete al Portal de Miembros',
};
