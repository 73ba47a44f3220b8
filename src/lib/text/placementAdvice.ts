/**
 * What the register page says about a refused place and what to do next: loaded with the placement
 * check, so a register page that never checks a place does not carry it.
 */
export const placementAdvice = {
  sideTaken: (reason: string, other: string) =>
    `${reason} Choose ${other}, or ask your sponsor which member to be placed under and enter their username as Parent.`,
  bothTaken: (reason: string, parent: string) =>
    `${reason} Both sides under ${parent} are filled. Ask your sponsor which member to be placed under and enter their username as Parent.`,
  placementRefused: (reason: string) =>
    `${reason} Ask your sponsor which member to be placed under and enter their username as Parent.`,
  /** A link's place is taken, the other place under the same member is free (the check said so). */
  linkOtherSide: (reason: string, other: string, sponsor: string) =>
    `${reason} The other place under the same member is free: choose ${other}, or ask ${sponsor} for a new link.`,
  /** A link's place and its neighbour are taken, one of the sponsor's own places is free. */
  linkSponsorFree: (reason: string, parent: string, sponsor: string, side: string) =>
    `${reason} Both places under ${parent} are filled, but the ${side} place directly under ${sponsor} is free.`,
  linkFull: (reason: string, parent: string, sponsor: string) =>
    `${reason} Both places under ${parent} are filled: ask ${sponsor} for a new link.`,
  /** Where the server places (auto placement): the refused place's way out. */
  joinTeam: (reason: string, sponsor: string, side: string) =>
    `${reason} You can still join ${sponsor}'s ${side} team: you take its next free place when you register.`,
  /** The one-tap ways out, as their buttons say them. */
  takePlace: (side: string, parent: string) => `Take the ${side} place under ${parent}`,
  joinTeamInstead: (sponsor: string, side: string) => `Join ${sponsor}'s ${side} team instead`,
} as const;
