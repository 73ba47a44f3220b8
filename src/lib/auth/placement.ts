/**
 * Where a newcomer is placed: what a referral link fills in, and the words of a side. How a refused
 * placement is explained: placement-advice.ts, loaded with the placement check.
 */
import * as text from '../text.ts';
import { lettersAndDigits } from '../format/filters.ts';
import { positionParam } from './rules.ts';

/**
 * What a referral link fills in: `u` is the sponsor, `p` the side, and `parent` the exact place when
 * the link names one ('' otherwise: the form then asks the backend to place, or, on a backend that
 * does not, fills in the sponsor, whose own link places under the sponsor).
 */
export function referralPrefill(search: string): { sponsor: string; position: 'L' | 'R' | ''; parent: string } {
  const params = new URLSearchParams(search);
  const sponsor = lettersAndDigits(params.get('u') ?? '');
  const parent = sponsor ? lettersAndDigits(params.get('parent') ?? '') : '';
  return { sponsor, position: positionParam(params.get('p')), parent };
}

/** The other side of the binary placement. */
export const otherSide = (position: 'L' | 'R'): 'L' | 'R' => (position === 'L' ? 'R' : 'L');

/** A way out of a refused place that one tap takes (the register form offers it as a button, `label`). */
export type PlacementOffer = { side: 'L' | 'R'; label: string } &
  /** Leave the place to the server: the sponsor's `side` team, at its next free place (auto placement). */
  (
    | { kind: 'team' }
    /** A place the anonymous placement check confirmed free. */
    | { kind: 'place'; parent: string }
  );

/** A side's word inside a sentence ("the left team"). */
export const sideWord = (side: 'L' | 'R') => text.placement.sides[side];

/**
 * Whether the form still holds the place a referral link in `search` named (sponsor, `parent` and
 * side). Only a link with `parent` names a place found free when it was made (the dashboard's links
 * and Invite here): a plain `u`/`p` link may have been full for long.
 */
export function holdsLink(search: string, current: { sponsor: string; parent: string; position: string }): boolean {
  const link = referralPrefill(search);
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return (
    Boolean(link.sponsor && link.position && link.parent) &&
    same(link.sponsor, current.sponsor) &&
    same(link.parent, current.parent) &&
    link.position === current.position
  );
}
