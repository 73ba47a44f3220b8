import type * as en from '../placement.ts';
import type { Translation } from '../translation.ts';

export const placement: Translation<typeof en.placement> = {
  sideTaken: (reason, other) =>
    `${reason} Elige ${other}, o pregunta a tu patrocinador debajo de qué miembro colocarte e ingresa su usuario como Upline de colocación.`,
  bothTaken: (reason, parent) =>
    `${reason} Las dos posiciones debajo de ${parent} están ocupadas. Pregunta a tu patrocinador debajo de qué miembro colocarte e ingresa su usuario como Upline de colocación.`,
  placementRefused: (reason) =>
    `${reason} Pregunta a tu patrocinador debajo de qué miembro colocarte e ingresa su usuario como Upline de colocación.`,
  staleLink: (reason, parent, sponsor) =>
    `${reason} Este lugar debajo de ${parent} se ocupó hace un momento: pide a ${sponsor} un enlace nuevo.`,
  invitedBy: (info) => `Te invitó ${info}`,
};
