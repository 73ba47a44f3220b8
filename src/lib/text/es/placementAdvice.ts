import type * as en from '../placementAdvice.ts';
import type { Translation } from '../translation.ts';

export const placementAdvice: Translation<typeof en.placementAdvice> = {
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
  joinTeam: (reason, sponsor, side) =>
    `${reason} Aún puedes unirte al equipo ${side} de ${sponsor}: ocupas su siguiente lugar libre al registrarte.`,
  takePlace: (side, parent) => `Ocupar el lugar ${side} debajo de ${parent}`,
  joinTeamInstead: (sponsor, side) => `Unirme al equipo ${side} de ${sponsor}`,
};
