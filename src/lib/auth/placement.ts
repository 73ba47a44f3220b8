/** Where a newcomer is placed: what a referral link fills in, and how a refused placement is explained. */
import * as text from '../text.ts';
import { lettersAndDigits } from '../format/filters.ts';
import { positionParam } from './rules.ts';

const t = text.auth;

/**
 * What a referral link fills in: `u` is the sponsor, `p` the side, and the parent is the link's
 * `parent` when it carries one, else the sponsor (a sponsor's own link places under the sponsor).
 */
export function referralPrefill(search: string): { sponsor: string; position: 'L' | 'R' | ''; parent: string } {
  const params = new URLSearchParams(search);
  const sponsor = lettersAndDigits(params.get('u') ?? '');
  const parent = lettersAndDigits(params.get('parent') ?? '') || sponsor;
  return { sponsor, position: positionParam(params.get('p')), parent };
}

/** The other side of the binary placement. */
export const otherSide = (position: 'L' | 'R'): 'L' | 'R' => (position === 'L' ? 'R' : 'L');

const sideName = (position: 'L' | 'R') => (position === 'L' ? t.left : t.right);

/** What the check of the other side under the same parent said: free, or refused with this reason. */
export type OtherSide = { free: true } | { free: false; refusal: string };

/**
 * A refused placement in plain words, with what to do next. When the other side under the same
 * parent is free, the refusal was about this side: say so and offer the other one. When the other
 * side is refused for a reason of its own (its message differs), both sides are filled. Otherwise
 * the server's reason stands. Each ends by sending the member to their sponsor for where to sit.
 */
export function placementAdvice(refusal: string, parent: string, position: 'L' | 'R', other: OtherSide): string {
  if (other.free) return t.sideTaken(sideName(position).toLowerCase(), parent, sideName(otherSide(position)));
  if (other.refusal && other.refusal !== refusal) return t.bothTaken(parent);
  return t.placementRefused(refusal);
}
