import type * as en from '../errors.ts';
import type { Translation } from '../translation.ts';

export const errors: Translation<typeof en.errors> = {
  unauthorized: 'No se pudo verificar tu sesión. Vuelve a iniciar sesión.',
  requestFailedLogin: 'La solicitud falló, vuelve a iniciar sesión',
  requestFailed: '¡La solicitud falló!',
  network: 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  shape: 'El servidor envió una respuesta que el portal no pudo leer. Inténtalo de nuevo.',
  http: 'El servidor no pudo completar la solicitud. Inténtalo de nuevo.',
  checkInputs: 'Revisa todos los campos.',
  invalidImage: 'Elige una imagen PNG o JPEG de 2MB como máximo.',
};
