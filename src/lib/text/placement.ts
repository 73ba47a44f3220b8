/** The register page's words about where a newcomer is placed (register only: the sign-in pages do not carry them). */
export const placement = {
  sideTaken: (reason: string, other: string) =>
    `${reason} Choose ${other}, or ask your sponsor which member to be placed under and enter their username as Parent.`,
  bothTaken: (reason: string, parent: string) =>
    `${reason} Both sides under ${parent} are filled. Ask your sponsor which member to be placed under and enter their username as Parent.`,
  placementRefused: (reason: string) =>
    `${reason} Ask your sponsor which member to be placed under and enter their username as Parent.`,
  staleLink: (reason: string, parent: string, sponsor: string) =>
    `${reason} This place under ${parent} was taken a moment ago: ask ${sponsor} for a new link.`,
  invitedBy: (info: string) => `Invited by ${info}`,
} as const;
