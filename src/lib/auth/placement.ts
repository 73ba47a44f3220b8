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

/**
 * A refused placement in plain words, with what to do next. When the other side under the same
 * parent is free, the refusal was about this side: say so and offer the other one. Otherwise the
 * server's reason stands, and the member is sent to their sponsor for the member to sit under.
 */
export function placementAdvice(refusal: string, parent: string, position: 'L' | 'R', otherSideFree: boolean): string {
  if (otherSideFree) return t.sideTaken(sideName(position).toLowerCase(), parent, sideName(otherSide(position)));
  return t.placementRefused(refusal);
}
