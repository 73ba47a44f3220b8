import type * as en from '../shell.ts';
import type { Translation } from '../translation.ts';

export const shell: Translation<typeof en.shell> = {
  myProfile: 'Mi perfil',
  package: 'Paquete',
  logout: 'Cerrar sesión',
  loggedOut: '¡Cerraste sesión!',
  menu: 'Menú',
  mainMenu: 'Menú principal',
  skipToContent: 'Saltar al contenido',
};
