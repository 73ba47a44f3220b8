import type * as en from '../exporting.ts';
import type { Translation } from '../translation.ts';

/** "1 fila", "2 filas". */
const rowsOf = (rows: number) => `${rows} ${rows === 1 ? 'fila' : 'filas'}`;

export const exporting: Translation<typeof en.exporting> = {
  cancel: 'Cancelar',
  cancelling: 'Cancelando después de esta página…',
  progress: (page, pages, rows) => `Exportando: página ${page} de ${pages} (${rowsOf(rows)})`,
  starting: 'Exportando: pidiendo la página 1…',
  done: (file, rows) => `Se descargó ${file} con ${rowsOf(rows)}.`,
  cancelled: 'Exportación cancelada. No se descargó nada.',
  failed: (page, pages, rows) =>
    `La exportación se detuvo en la página ${page} de ${pages}. Lo obtenido hasta ahora (${rowsOf(rows)}) se conserva: Intentar de nuevo sigue desde la página ${page}.`,
};
