import type * as en from '../placement.ts';
import type { Translation } from '../translation.ts';

export const placement: Translation<typeof en.placement> = {
  sideTaken: (reason, other) =>
    `${reason} Elige ${other}, o pregunta a tu patrocinador debajo de qué miembro colocarte e ingresa su usuario como Upline de colocación.`,
  bothTaken: (reason, parent) =>
    `${reason} Las dos posiciones debajo de ${parent} están ocupadas. Pregunta a tu patrocinador debajo de qué miembro colocarte e ingresa su usuario como Upline de colocación.`,
  placementRefused: (reason) =>
    `${reason} Pregunta a tu patrocinador debajo de qué miembro colocarte e ingresa su usuario como Upline de colocación.`,
  linkOtherSide: (reason, other, sponsor) =>
    `${reason} El otro lugar debajo del mismo miembro está libre: elige ${other}, o pide a ${sponsor} un enlace nuevo.`,
  linkSponsorFree: (reason, parent, sponsor, side) =>
    `${reason} Los dos lugares debajo de ${parent} están ocupados, pero el lugar ${side} justo debajo de ${sponsor} está libre.`,
  linkFull: (reason, parent, sponsor) =>
    `${reason} Los dos lugares debajo de ${parent} están ocupados: pide a ${sponsor} un enlace nuevo.`,
  takePlace: (side, parent) => `Ocupar el lugar ${side} debajo de ${parent}`,
  joinTeam: (reason, sponsor, side) =>
    `${reason} Aún puedes unirte al equipo ${side} de ${sponsor}: ocupas su siguiente lugar libre al registrarte.`,
  joinTeamInstead: (sponsor, side) => `Unirme al equipo ${side} de ${sponsor}`,
  willJoin: (sponsor, side) => `Te unirás al equipo ${side} de ${sponsor}.`,
  autoNote: 'Tu patrocinador y el lado bastan: ocupas el siguiente lugar libre de ese lado al registrarte.',
  placedAt: (side, parent) => `Te colocamos en el lado ${side} debajo de ${parent}.`,
  sides: { L: 'izquierdo', R: 'derecho' },
  invitedBy: (info) => `Te invitó ${info}`,
};
