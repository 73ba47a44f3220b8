/** The register page's words about where a newcomer is placed (register only: the sign-in pages do not carry them). */
export const placement = {
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
  takePlace: (side: string, parent: string) => `Take the ${side} place under ${parent}`,
  /** Where the server places (auto placement): the refused place's way out. */
  joinTeam: (reason: string, sponsor: string, side: string) =>
    `${reason} You can still join ${sponsor}'s ${side} team: you take its next free place when you register.`,
  joinTeamInstead: (sponsor: string, side: string) => `Join ${sponsor}'s ${side} team instead`,
  willJoin: (sponsor: string, side: string) => `You will join ${sponsor}'s ${side} team.`,
  autoNote: 'Your sponsor and side are enough: you take the next free place on that side when you register.',
  placedAt: (side: string, parent: string) => `You have been placed on the ${side} under ${parent}.`,
  /** A side inside a sentence ("the left team", "on the left"). */
  sides: { L: 'left', R: 'right' },
  invitedBy: (info: string) => `Invited by ${info}`,
} as const;
