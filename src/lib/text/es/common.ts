import type * as en from '../common.ts';
import type { Translation } from '../translation.ts';

export const common: Translation<typeof en.common> = {
  required: 'Este campo es obligatorio.',
  tooLong: (max) => `Usa como máximo ${max} caracteres.`,
  emailCharacters:
    'Usa solo letras latinas, dígitos y signos de una dirección de correo (sin espacios ni letras parecidas).',
  noData: 'No hay datos',
  loading: 'Cargando',
  retry: 'Intentar de nuevo',
  close: 'Cerrar',
  saveChanges: 'Guardar cambios',
  submit: 'Enviar',
  cancel: 'Cancelar',
  continue: 'Continuar',
  next: 'Siguiente',
  previous: 'Anterior',
  view: 'Ver',
  copy: 'Copiar',
  search: 'Buscar',
  yes: 'Sí',
  no: 'No',
  showMpin: 'Mostrar MPIN',
  dash: '-',
  /** Max PTI above 1,000,000 (package cards, subscription history). */
  unlimited: 'Ilimitado',
  copyright: 'Copyright © 2024. Todos los derechos reservados.',
};
