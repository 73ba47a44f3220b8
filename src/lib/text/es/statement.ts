import type * as en from '../statement.ts';
import type { Translation } from '../translation.ts';

export const statement: Translation<typeof en.statement> = {
  filterLabel: 'Rango de fechas',
  from: 'Desde',
  to: 'Hasta',
  clear: 'Borrar fechas',
  filterHint:
    'Busca en todas las páginas de la lista. Exportar CSV e Imprimir toman todas las filas dentro de estas fechas.',
  invalidRange: 'La fecha Desde es posterior a la fecha Hasta.',
  noRowsInRange: 'Ninguna fila de la lista está en este rango de fechas.',
  searchStarting: 'Buscando en la lista: pidiendo la página 1…',
  searching: (page, pages, rows) =>
    `Buscando en la lista: página ${page} de ${pages} (${rows} ${rows === 1 ? 'fila leída' : 'filas leídas'})`,
  searchStopped: (page, pages) =>
    `Búsqueda detenida tras la página ${page} de ${pages}: las filas de abajo vienen solo de esas páginas.`,
  searchRest: 'Buscar en el resto',
  searchAsk: (pages, time) =>
    `Buscar en estas fechas lee toda la lista: unas ${pages} ${pages === '1' ? 'página' : 'páginas'}, ${time} con esta conexión.`,
  readingTime: {
    seconds: (n) => `unos ${n} segundos`,
    minutes: (n) => (n === 1 ? 'alrededor de un minuto' : `unos ${n} minutos`),
    hours: (n) => (n === 1 ? 'alrededor de una hora' : `unas ${n} horas`),
  },
  searchRead: 'Leer toda la lista',
  searchFailed: (page, pages) =>
    `La búsqueda se detuvo en la página ${page} de ${pages}; las filas de abajo vienen de las páginas anteriores. Intentar de nuevo sigue desde la página ${page}.`,
  rowsInRange: (rows, from, to) =>
    `${rows} ${rows === 1 ? 'fila' : 'filas'}${from ? ` desde el ${from}` : ''}${to ? ` hasta el ${to}` : ''}`,
  printedPage: (from, to, total) => `Filas ${from}–${to} de ${total}, esta página`,
  exportCsv: 'Exportar CSV',
  print: 'Imprimir',
  printedRange: (from, to) => `Fechas: ${from || 'cualquiera'} a ${to || 'cualquiera'}`,
  allDates: 'Todas las fechas',
  printedOn: (day) => `Impreso el ${day}`,
};
