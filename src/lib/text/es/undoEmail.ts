import type * as en from '../undoEmail.ts';
import type { Translation } from '../translation.ts';

export const undoEmail: Translation<typeof en.undoEmail> = {
  explain:
    'Esto devuelve a tu cuenta el correo electrónico que tenía antes del cambio reciente y cierra todas las sesiones, la tuya y la de cualquier otra persona. Después, crea una nueva contraseña.',
  restore: 'Restaurar mi correo electrónico',
  incomplete:
    'Este enlace está incompleto. Abre el enlace completo del correo o cópialo entero en la barra de direcciones.',
  resetHint: (forgot) => `En la página de inicio de sesión, elige «${forgot}» para crear una nueva contraseña.`,
  signIn: 'Ir a iniciar sesión',
};
