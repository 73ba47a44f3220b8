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

/** A refusal with its side's words blanked out, so the two sides' refusals can be compared. */
const sideless = (refusal: string) => refusal.replace(/\b(left|right|L|R)\b/gi, '_').trim();

/**
 * Whether the two refusals both say their own side is filled: they differ only in the side they
 * name ("The left position under X is already taken." / "The right position …").
 */
export function bothSidesRefused(refusal: string, other: OtherSide): boolean {
  return (
    !other.free && Boolean(other.refusal) && other.refusal !== refusal && sideless(other.refusal) === sideless(refusal)
  );
}

/**
 * A refused placement in the server's own words, followed by what to do next. When the other side
 * under the same parent is free, the refusal was about this side: offer the other one. Both sides
 * are said to be filled only when both refusals say so. When the refused place came from a referral
 * link (`link`: the sponsor who shared it), it was free when the link was made: say it was taken since
 * and send the newcomer back to that sponsor for a new link. Otherwise the member is sent to their
 * sponsor for where to sit.
 */
export function placementAdvice(
  refusal: string,
  parent: string,
  position: 'L' | 'R',
  other: OtherSide,
  link?: { sponsor: string },
): string {
  const both = bothSidesRefused(refusal, other);
  if (link && (other.free || both)) return text.placement.staleLink(refusal, parent, link.sponsor);
  if (other.free) return text.placement.sideTaken(refusal, sideName(otherSide(position)));
  if (both) return text.placement.bothTaken(refusal, parent);
  return text.placement.placementRefused(refusal);
}

/**
 * Whether the form still holds the place a referral link in `search` named (sponsor, `parent` and
 * side). Only a link with `parent` names a place found free when it was made (the dashboard's links
 * and Invite here): a plain `u`/`p` link may have been full for long.
 */
export function holdsLink(search: string, current: { sponsor: string; parent: string; position: string }): boolean {
  const link = referralPrefill(search);
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return (
    new URLSearchParams(search).has('parent') &&
    Boolean(link.sponsor && link.position) &&
    same(link.sponsor, current.sponsor) &&
    same(link.parent, current.parent) &&
    link.position === current.position
  );
}
