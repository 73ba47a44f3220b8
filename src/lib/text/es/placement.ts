import type * as en from '../placement.ts';
import type { Translation } from '../translation.ts';

export const placement: Translation<typeof en.placement> = {
  willJoin: (sponsor, side) => `Te unirás al equipo ${side} de ${sponsor}.`,
  autoNote: 'Tu patrocinador y el lado bastan: ocupas el siguiente lugar libre de ese lado al registrarte.',
  placedAt: (side, parent) => `Te colocamos en el lado ${side} debajo de ${parent}.`,
  sides: { L: 'izquierdo', R: 'derecho' },
  invitedBy: (info) => `Te invitó ${info}`,
};
