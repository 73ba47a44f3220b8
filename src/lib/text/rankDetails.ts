/** Rank Details' own words: its footer and the progress to the next rank (the other ledgers do not carry them). */
export const rankDetails = {
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} results`,
  showingPages: (from: number, to: number, current: number, last: number) =>
    `Showing ${from} to ${to}, page ${current} of ${last}`,
  title: 'Progress to the next rank',
  business: (amount: string) => `Your matching business: ${amount}`,
  counted: (side: string) => `Counted on your weaker leg (the ${side} leg), over all time.`,
  countedSince: (side: string, date: string) => `Counted on your weaker leg (the ${side} leg), since ${date}.`,
  target: (target: string, percent: number) => `Target ${target} (${percent}%)`,
  toGo: (amount: string) => `${amount} to go`,
  reached: 'Reached',
  allReached: 'Every rank is reached.',
  nextFreePlace: (side: string) => `Next free place on the ${side} leg`,
  loadFailed: 'Progress to the next rank could not be loaded.',
  leg: { L: 'left', R: 'right' },
} as const;
