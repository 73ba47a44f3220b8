import type * as en from '../statement.ts';
import type { Translation } from '../translation.ts';

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
  printedRange: (from, to) => `Fechas: ${from || 'cualquiera'} a ${to || 'cualquiera'}`,
  allDates: 'Todas las fechas',
  printedOn: (day) => `Impreso el ${day}`,
};
