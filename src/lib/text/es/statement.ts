import type * as en from '../statement.ts';
import type { Translation } from '../translation.ts';

/** "1 fila", "2 filas". */
const rowsOf = (rows: number) => `${rows} ${rows === 1 ? 'fila' : 'filas'}`;

export const statement: Translation<typeof en.statement> = {
  filterLabel: 'Rango de fechas',
  from: 'Desde',
  to: 'Hasta',
  clear: 'Borrar fechas',
  filterHint: 'Filtra las filas en pantalla. Exportar CSV toma todas las páginas de la lista dentro de estas fechas.',
  invalidRange: 'La fecha Desde es posterior a la fecha Hasta.',
  noRowsInRange: 'Ninguna fila de esta página está en este rango de fechas.',
  exportCsv: 'Exportar CSV',
  print: 'Imprimir',
  cancel: 'Cancelar',
  cancelling: 'Cancelando después de esta página…',
  progress: (page, pages, rows) => `Exportando: página ${page} de ${pages} (${rowsOf(rows)})`,
  starting: 'Exportando: pidiendo la página 1…',
  done: (file, rows) => `Se descargó ${file} con ${rowsOf(rows)}.`,
  cancelled: 'Exportación cancelada. No se descargó nada.',
  failed: (page, pages, rows) =>
    `La exportación se detuvo en la página ${page} de ${pages}. Lo obtenido hasta ahora (${rowsOf(rows)}) se conserva: Intentar de nuevo sigue desde la página ${page}.`,
  printedRange: (from, to) => `Fechas: ${from || 'cualquiera'} a ${to || 'cualquiera'}`,
  allDates: 'Todas las fechas',
  printedOn: (day) => `Impreso el ${day}`,
};
