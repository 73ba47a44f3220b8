/** Rank Details' own words: its footer and the progress to the next rank (the other ledgers do not carry them). */
export const rankDetails = {
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} results`,
  showingPages: (from: number, to: number, current: number, last: number) =>
    `Showing ${from} to ${to}, page ${current} of ${last}`,
  title: 'Progress to the next rank',
  of: (current: string, target: string, percent: number) => `${current} of ${target} (${percent}%)`,
  toGo: (amount: string) => `${amount} to go`,
  reached: 'Reached',
  allReached: 'Every rank is reached.',
  weakerLeg: (side: string, business: string, other: string) =>
    `Your weaker leg is the ${side} leg: ${business} of business against ${other} on the other leg.`,
  nextFreePlace: (side: string) => `Next free place on the ${side} leg`,
  loadFailed: 'Progress to the next rank could not be loaded.',
  leg: { L: 'left', R: 'right' },
} as const;
