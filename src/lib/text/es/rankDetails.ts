import type * as en from '../rankDetails.ts';
import type { Translation } from '../translation.ts';

export const rankDetails: Translation<typeof en.rankDetails> = {
  showing: (from, to, total) => `Mostrando ${from} a ${to} de ${total} resultados`,
  showingPages: (from, to, current, last) => `Mostrando ${from} a ${to}, página ${current} de ${last}`,
  title: 'Progreso hacia el siguiente rango',
  of: (current, target, percent) => `${current} de ${target} (${percent}%)`,
  toGo: (amount) => `Faltan ${amount}`,
  reached: 'Alcanzado',
  allReached: 'Todos los rangos están alcanzados.',
  weakerLeg: (side, business, other) =>
    `Tu pierna más débil es la ${side}: ${business} de volumen frente a ${other} en la otra pierna.`,
  nextFreePlace: (side) => `Siguiente lugar libre de la pierna ${side}`,
  loadFailed: 'No se pudo cargar el progreso hacia el siguiente rango.',
  leg: { L: 'izquierda', R: 'derecha' },
};
