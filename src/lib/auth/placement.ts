/** Where a newcomer is placed: what a referral link fills in, and how a refused placement is explained. */
import * as text from '../text.ts';
import { lettersAndDigits } from '../format/filters.ts';
import { positionParam } from './rules.ts';

const t = text.auth;

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

/** A way out of a refused place that one tap takes (the register form offers it as a button). */
export type PlacementOffer =
  /** Leave the place to the server: the sponsor's `side` team, at its next free place (auto placement). */
  | { kind: 'team'; side: 'L' | 'R' }
  /** A place the anonymous placement check confirmed free. */
  | { kind: 'place'; parent: string; side: 'L' | 'R' };

export interface PlacementAdvice {
  message: string;
  offer?: PlacementOffer;
}

/** A side's word inside a sentence ("the left team"). */
export const sideWord = (side: 'L' | 'R') => text.placement.sides[side];

/**
 * A refused place where the server places (auto placement): the newcomer can still join the sponsor's
 * team on that side, in one tap, whatever took the place.
 */
export function teamAdvice(refusal: string, sponsor: string, position: 'L' | 'R'): PlacementAdvice {
  return {
    message: text.placement.joinTeam(refusal, sponsor, sideWord(position)),
    offer: { kind: 'team', side: position },
  };
}

/**
 * A refused placement in the server's own words, followed by what to do next, from what the anonymous
 * placement check could confirm. When the other side under the same parent is free, the refusal was
 * about this side: offer the other one. Both sides are said to be filled only when both refusals say
 * so. When the refused place came from a referral link (`link`: the sponsor who shared it), the
 * newcomer is sent back to that sponsor, and a free place directly under the sponsor (`sponsorSide`,
 * checked when both sides were filled) is offered; nothing says when the place was taken, which the
 * check cannot tell. Otherwise the member is sent to their sponsor for where to sit.
 */
export function placementAdvice(
  refusal: string,
  parent: string,
  position: 'L' | 'R',
  other: OtherSide,
  link?: { sponsor: string; sponsorSide?: 'L' | 'R' | null },
): PlacementAdvice {
  const both = bothSidesRefused(refusal, other);
  const p = text.placement;
  if (link && other.free) return { message: p.linkOtherSide(refusal, sideName(otherSide(position)), link.sponsor) };
  if (link && both && link.sponsorSide)
    return {
      message: p.linkSponsorFree(refusal, parent, link.sponsor, sideWord(link.sponsorSide)),
      offer: { kind: 'place', parent: link.sponsor, side: link.sponsorSide },
    };
  if (link && both) return { message: p.linkFull(refusal, parent, link.sponsor) };
  if (other.free) return { message: p.sideTaken(refusal, sideName(otherSide(position))) };
  if (both) return { message: p.bothTaken(refusal, parent) };
  return { message: p.placementRefused(refusal) };
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
    Boolean(link.sponsor && link.position && link.parent) &&
    same(link.sponsor, current.sponsor) &&
    same(link.parent, current.parent) &&
    link.position === current.position
  );
}
