/** A member's two legs. */
import type { BinaryDetails } from './schema.ts';

export type Side = 'L' | 'R';

/** The weaker leg (the one with less business); the left one when they are even. */
export const weakerLeg = (details: Pick<BinaryDetails, 'left_business' | 'right_business'>): Side =>
  details.right_business < details.left_business ? 'R' : 'L';
