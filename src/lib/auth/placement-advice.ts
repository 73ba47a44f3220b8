/**
 * The placement check and what a refused place's explanation says: loaded when a place is first
 * checked (a register page where the backend places never needs it).
 */
import { isApiError } from '../api/errors.ts';
import { serverNotice } from '../lang.ts';
import * as text from '../text.ts';
import { checkPlacement } from './api.ts';
import { holdsLink, otherSide, sideWord, type PlacementOffer } from './placement.ts';

type Side = 'L' | 'R';
const t = text.auth;

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

export interface PlacementAdvice {
  message: string;
  offer?: PlacementOffer;
}

/**
 * A refused place where the server places (auto placement): the newcomer can still join the sponsor's
 * team on that side, in one tap, whatever took the place.
 */
export function teamAdvice(refusal: string, sponsor: string, position: 'L' | 'R'): PlacementAdvice {
  return {
    message: text.placementAdvice.joinTeam(refusal, sponsor, sideWord(position)),
    offer: { kind: 'team', side: position, label: text.placementAdvice.joinTeamInstead(sponsor, sideWord(position)) },
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
  const p = text.placementAdvice;
  if (link && other.free) return { message: p.linkOtherSide(refusal, sideName(otherSide(position)), link.sponsor) };
  if (link && both && link.sponsorSide)
    return {
      message: p.linkSponsorFree(refusal, parent, link.sponsor, sideWord(link.sponsorSide)),
      offer: {
        kind: 'place',
        parent: link.sponsor,
        side: link.sponsorSide,
        label: p.takePlace(sideWord(link.sponsorSide), link.sponsor),
      },
    };
  if (link && both) return { message: p.linkFull(refusal, parent, link.sponsor) };
  if (other.free) return { message: p.sideTaken(refusal, sideName(otherSide(position))) };
  if (both) return { message: p.bothTaken(refusal, parent) };
  return { message: p.placementRefused(refusal) };
}

/** Whether the anonymous placement check accepts the place: true, or the refusal's words. */
function placeFree(sponsor: string, parent: string, side: Side): Promise<true | string> {
  return checkPlacement(sponsor, parent, side).then(
    () => true as const,
    (failure: unknown) => {
      if (isApiError(failure) && failure.kind === 'rejected') return failure.firstMessage;
      throw failure;
    },
  );
}

/**
 * Whether the sponsor may place under this parent on this side. A refusal is explained once, under
 * Parent, with what to do next. Where the backend places (`autoPlacement`), the newcomer can always
 * join the sponsor's team on that side instead. Otherwise the checks say what is free: the other side
 * under the same parent, and for a referral link's place (the page's `search`) with both sides
 * filled, the sponsor's own.
 */
export async function askPlacement(
  sponsor: string,
  parent: string,
  position: Side,
  autoPlacement: boolean,
  search: string,
): Promise<{ state: 'ok' | 'bad' } & PlacementAdvice> {
  let refusal: string;
  try {
    const answer = await checkPlacement(sponsor, parent, position);
    return { state: 'ok', message: serverNotice(answer.message, t.available) };
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'rejected') throw error;
    refusal = error.firstMessage;
  }
  if (autoPlacement) return { state: 'bad', ...teamAdvice(refusal, sponsor, position) };
  const otherRefusal = await placeFree(sponsor, parent, otherSide(position)).catch(() => '');
  const other = otherRefusal === true ? ({ free: true } as const) : ({ free: false, refusal: otherRefusal } as const);
  if (!holdsLink(search, { sponsor, parent, position }))
    return { state: 'bad', ...placementAdvice(refusal, parent, position, other) };
  // A link's place with both sides filled: a place right under its sponsor may still be free.
  let sponsorSide: Side | null = null;
  if (!other.free && parent.toLowerCase() !== sponsor.toLowerCase())
    for (const side of [position, otherSide(position)])
      if (!sponsorSide && (await placeFree(sponsor, sponsor, side).catch(() => '')) === true) sponsorSide = side;
  return { state: 'bad', ...placementAdvice(refusal, parent, position, other, { sponsor, sponsorSide }) };
}
