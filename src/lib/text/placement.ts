/** The register page's words about where a newcomer is placed (register only: the sign-in pages do not carry them). */
export const placement = {
  willJoin: (sponsor: string, side: string) => `You will join ${sponsor}'s ${side} team.`,
  autoNote: 'Your sponsor and side are enough: you take the next free place on that side when you register.',
  placedAt: (side: string, parent: string) => `You have been placed on the ${side} under ${parent}.`,
  /** A side inside a sentence ("the left team", "on the left"). */
  sides: { L: 'left', R: 'right' },
  invitedBy: (info: string) => `Invited by ${info}`,
} as const;
