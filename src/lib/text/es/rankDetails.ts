import type * as en from '../rankDetails.ts';
import type { Translation } from '../translation.ts';

export const rankDetails: Translation<typeof en.rankDetails> = {
  showing: (from, to, total) => `Mostrando ${from} a ${to} de ${total} resultados`,
  showingPages: (from, to, current, last) => `Mostrando ${from} a ${to}, página ${current} de ${last}`,
  title: 'Progreso hacia el siguiente rango',
  business: (amount) => `Tu volumen de emparejamiento: ${amount}`,
  counted: (side) => `Se cuenta en tu pierna más débil (la ${side}), desde siempre.`,
  countedSince: (side, date) => `Se cuenta en tu pierna más débil (la ${side}), desde el ${date}.`,
  target: (target, percent) => `Meta ${target} (${percent}%)`,
  toGo: (amount) => `Faltan ${amount}`,
  reached: 'Alcanzado',
  allReached: 'Todos los rangos están alcanzados.',
  nextFreePlace: (side) => `Siguiente lugar libre de la pierna ${side}`,
  loadFailed: 'No se pudo cargar el progreso hacia el siguiente rango.',
  leg: { L: 'izquierda', R: 'derecha' },
};
