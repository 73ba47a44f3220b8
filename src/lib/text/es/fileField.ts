import type * as en from '../fileField.ts';
import type { Translation } from '../translation.ts';

export const fileField: Translation<typeof en.fileField> = {
  chooseFile: 'Elegir archivo',
  chooseFiles: 'Elegir archivos',
  changeFile: 'Cambiar',
  noFile: 'Ningún archivo elegido',
  remove: 'Quitar',
  removeFile: (name) => `Quitar ${name}`,
};
